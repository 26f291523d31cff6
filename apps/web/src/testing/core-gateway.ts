import { vi } from "vitest";

export type CoreData = Record<string, unknown>;

/**
 * Answers of requests other than the core gateway's, by a part of their URL (the first that the
 * URL contains wins): the JSON body for that URL, e.g. the data feed's derivative symbol list.
 */
export type OtherRoutes = Readonly<Record<string, (url: string) => unknown>>;

/** A core call as the gateway received it: its group (O, FD, Q, B…) and its data. */
export interface CoreRequest {
  readonly group: string;
  readonly data: CoreData;
}

/**
 * Stubs `fetch` for a component test: each core gateway call (`POST /api/core`) is answered with
 * what `answer` returns for its data and group (the `{ rc, data }` body); a request whose URL
 * contains one of `routes`' keys gets that route's body; any other request gets `{}`.
 * Returns the calls' data, in order, as they are made.
 */
export function stubCoreGateway(
  answer: (data: CoreData, group: string) => unknown,
  routes: OtherRoutes = {},
): CoreData[] {
  const calls: CoreData[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes("/api/core")) {
      const route = Object.keys(routes).find((part) => url.includes(part));
      return Response.json(route === undefined ? {} : routes[route]?.(url));
    }
    const { group, data } = JSON.parse(String(init?.body)) as CoreRequest;
    calls.push(data);
    return Response.json(answer(data, group));
  });
  return calls;
}
