/**
 * Test helpers of the shell's component tests: a quote worker the test plays, a fetch that
 * answers by path, and a render inside the app's providers.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { FromWorker, ToWorker } from "../realtime/protocol";
import { createQuoteFeed, type QuoteFeedPort } from "../realtime/quote-feed";

export interface FakeWorker {
  /** What the feed posted to the worker. */
  readonly sent: ToWorker[];
  /** Plays a worker message. */
  receive(message: FromWorker): void;
}

/** Makes a fresh quote feed over a fake worker; the hooks use it from now on. */
export function fakeQuoteWorker(): FakeWorker {
  const sent: ToWorker[] = [];
  const port: QuoteFeedPort = { postMessage: (message) => void sent.push(message), onmessage: null };
  createQuoteFeed(port);
  return {
    sent,
    receive: (message) =>
      act(() => port.onmessage?.(new MessageEvent<FromWorker>("message", { data: message }))),
  };
}

/** A fetch stand-in answering `/api/{path}` by the longest matching path prefix; others 404. */
export function fetchByPath(answers: Readonly<Record<string, unknown>>): typeof fetch {
  const prefixes = Object.keys(answers).sort((a, b) => b.length - a.length);
  return async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://localhost").pathname.replace(/^\/api\//, "");
    const prefix = prefixes.find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
    if (prefix === undefined)
      return new Response(JSON.stringify({ error: { code: "NOT_FOUND" } }), { status: 404 });
    return new Response(JSON.stringify(answers[prefix]), { headers: { "content-type": "application/json" } });
  };
}

export interface Rendered extends RenderResult {
  readonly client: QueryClient;
}

/** Renders inside a fresh query client (no retries) and a router at `path`. */
export function renderShell(ui: ReactNode, options: { client?: QueryClient; path?: string } = {}): Rendered {
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.path ?? "/chung-khoan/VN30"]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
