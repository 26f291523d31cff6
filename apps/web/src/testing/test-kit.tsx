/**
 * Helpers of the component tests: a quote worker the test plays (over the real main-thread feed),
 * a fetch that answers by path, and a render inside the app's providers.
 */
import type { StockQuote } from "@bangia/market";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { FromWorker, RowPatch, ToWorker } from "../realtime/protocol";
import { createQuoteFeed, type QuoteFeedPort } from "../realtime/quote-feed";

export interface FakeWorker {
  /** What the feed posted to the worker, oldest first. */
  readonly sent: ToWorker[];
  /** Plays a worker message. */
  receive(message: FromWorker): void;
  /** Plays a board's freshly loaded rows. */
  rows(key: string, ...rows: StockQuote[]): void;
  patch(...patches: RowPatch[]): void;
  order(key: string, symbols: readonly string[]): void;
}

/** Makes a fresh quote feed over a fake worker; the hooks use it from now on. */
export function fakeQuoteWorker(): FakeWorker {
  const sent: ToWorker[] = [];
  const port: QuoteFeedPort = { postMessage: (message) => void sent.push(message), onmessage: null };
  createQuoteFeed(port);
  const receive = (message: FromWorker) =>
    act(() => port.onmessage?.(new MessageEvent<FromWorker>("message", { data: message })));
  return {
    sent,
    receive,
    rows: (key, ...rows) => receive({ type: "rows", key, rows, reset: true }),
    patch: (...patches) => receive({ type: "patch", patches }),
    order: (key, symbols) => receive({ type: "order", key, symbols }),
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

/** A query client for one test: no retries, so a failed load shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export interface Rendered extends RenderResult {
  readonly client: QueryClient;
}

/** Renders inside a query client (a fresh testQueryClient unless given) and a router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  options: { client?: QueryClient; path?: string } = {},
): Rendered {
  const client = options.client ?? testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.path ?? "/chung-khoan/VN30"]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
