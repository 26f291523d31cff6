/**
 * A quote worker stand-in for the board's component tests: the real main-thread feed over a port
 * whose messages the test plays and records.
 */
import type { StockQuote } from "@bangia/market";
import { act } from "@testing-library/react";
import type { FromWorker, RowPatch, ToWorker } from "../realtime/protocol";
import { createQuoteFeed, type QuoteFeedPort } from "../realtime/quote-feed";

export interface FakeWorker {
  /** Messages the board sent to the worker, oldest first. */
  readonly sent: ToWorker[];
  rows(key: string, ...rows: StockQuote[]): void;
  patch(...patches: RowPatch[]): void;
  order(key: string, symbols: readonly string[]): void;
}

export function fakeWorker(): FakeWorker {
  const sent: ToWorker[] = [];
  const port: QuoteFeedPort = { postMessage: (message) => void sent.push(message), onmessage: null };
  createQuoteFeed(port);
  const send = (message: FromWorker) =>
    act(() => port.onmessage?.({ data: message } as MessageEvent<FromWorker>));
  return {
    sent,
    rows: (key, ...rows) => send({ type: "rows", key, rows, reset: true }),
    patch: (...patches) => send({ type: "patch", patches }),
    order: (key, symbols) => send({ type: "order", key, symbols }),
  };
}
