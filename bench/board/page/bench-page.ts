/**
 * What both bench pages share on the main thread: the port to their worker split into the bench's
 * messages and the app's, and `window.bench`, through which the harness waits for the board and
 * runs steps.
 */
import type { StepPlan, StepResult } from "../step-result";
import {
  isBenchMessage,
  wallMillis,
  type BenchRun,
  type FromBenchWorker,
  type ToBenchWorker,
} from "./bench-messages";
import { runStep, type BenchPort, type GridRows } from "./step-meter";

/** What the harness reads and calls on the page. */
export interface BenchApi {
  /** Set once the board shows its first rows with their quotes. */
  readonly readyAfterMs: number | null;
  readonly error: string | null;
  /** One step; `notices` (the panel page) has the worker push order notices while it streams. */
  run(plan: StepPlan, notices?: BenchRun["notices"]): Promise<StepResult>;
}

declare global {
  interface Window {
    bench?: BenchApi;
  }
}

/** A worker's port for the app: `postMessage` and `onmessage`, as createQuoteFeed takes it. */
export interface AppPort<In, Out> {
  postMessage(message: In): void;
  onmessage: ((event: MessageEvent<Out>) => void) | null;
}

/** Splits a worker's messages: "bench-…" ones to the bench port, the rest to the app's port. */
export function splitWorker<In, Out>(worker: Worker): { bench: BenchPort; app: AppPort<In, Out> } {
  const listeners = new Set<(message: FromBenchWorker) => void>();
  const app: AppPort<In, Out> = { postMessage: (message) => worker.postMessage(message), onmessage: null };
  worker.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (isBenchMessage(message)) for (const listener of [...listeners]) listener(message as FromBenchWorker);
    else app.onmessage?.(event as MessageEvent<Out>);
  };
  const bench: BenchPort = {
    post: (message: ToBenchWorker) => worker.postMessage(message),
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { bench, app };
}

/** The next bench message of a type. */
export function nextBenchMessage<T extends FromBenchWorker["type"]>(
  port: BenchPort,
  type: T,
): Promise<Extract<FromBenchWorker, { type: T }>> {
  return new Promise((resolve) => {
    const stop = port.listen((message) => {
      if (message.type !== type) return;
      stop();
      resolve(message as Extract<FromBenchWorker, { type: T }>);
    });
  });
}

/** The board is ready when enough rows are on screen and the first shows its quote, not only its symbol. */
const READY_ROWS = 10;
const READY_POLL_MS = 50;

/**
 * Publishes `window.bench` for a page: ready once the grid shows rows, then `run` measures steps.
 * Errors (a failed load, an exception) are reported through `error` for the harness to print.
 */
export function exposeBench(port: BenchPort, grid: GridRows): void {
  const state: { readyAfterMs: number | null; error: string | null } = { readyAfterMs: null, error: null };
  window.bench = {
    get readyAfterMs() {
      return state.readyAfterMs;
    },
    get error() {
      return state.error;
    },
    run: (plan, notices) => runStep(plan, port, grid, notices),
  };
  window.addEventListener("error", (event) => {
    state.error ??= String(event.message);
  });
  window.addEventListener("unhandledrejection", (event) => {
    state.error ??= String(event.reason);
  });
  const poll = () => {
    const symbols = grid.visibleSymbols();
    const first = symbols[0] === undefined ? null : grid.rowElement(symbols[0]);
    const text = first?.textContent ?? "";
    if (symbols.length >= READY_ROWS && text.length > (symbols[0]?.length ?? 0) + 8)
      state.readyAfterMs = wallMillis() - performance.timeOrigin;
    else setTimeout(poll, READY_POLL_MS);
  };
  poll();
}

/** Rows whose box lies within the viewport, top first. */
export function onScreen(rows: Iterable<Element>, symbolOf: (row: Element) => string | null): string[] {
  const height = window.innerHeight;
  const found: { top: number; symbol: string }[] = [];
  for (const row of rows) {
    const symbol = symbolOf(row);
    if (symbol === null) continue;
    const box = row.getBoundingClientRect();
    if (box.bottom > 0 && box.top < height) found.push({ top: box.top, symbol });
  }
  return found.sort((a, b) => a.top - b.top).map((item) => item.symbol);
}
