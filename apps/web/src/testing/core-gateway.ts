import { vi } from "vitest";

export type CoreData = Record<string, unknown>;

/**
 * Stubs `fetch` for a component test: each core gateway call (`POST /api/core`) is answered with
 * what `answer` returns for its data (the `{ rc, data }` body); any other request gets `{}`.
 * Returns the calls' data, in order, as they are made.
 */
export function stubCoreGateway(answer: (data: CoreData) => unknown): CoreData[] {
  const calls: CoreData[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes("/api/core")) return Response.json({});
    const data = (JSON.parse(String(init?.body)) as { data: CoreData }).data;
    calls.push(data);
    return Response.json(answer(data));
  });
  return calls;
}
