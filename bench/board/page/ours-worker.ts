/**
 * Our page's worker: the app's real quote worker core (QuoteWorkerCore: the quote book, the
 * sequence checks, the patch batcher on the worker's animation frames), with the socket replaced
 * by the replay (stream-replay.ts) and getliststockdata answered from the recording's rows. The
 * core's messages go to the page untouched; the bench's own ("bench-…") share the port.
 */
import type { StockQuote } from "@bangia/market";
import { frameSchedulerFor } from "../../../apps/web/src/realtime/patch-batcher";
import type { FromWorker } from "../../../apps/web/src/realtime/protocol";
import { QuoteWorkerCore, type QuoteSocket } from "../../../apps/web/src/realtime/quote-worker-core";
import { isBenchMessage, type FromBenchWorker, type ToBenchWorker } from "./bench-messages";
import { loadRecording } from "./load-recording";
import { replayStep, StreamReplay } from "./stream-replay";

interface WorkerScope {
  postMessage(message: FromWorker | FromBenchWorker): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  readonly requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

const scope = globalThis as unknown as WorkerScope;
const post = (message: FromWorker | FromBenchWorker) => scope.postMessage(message);

const loaded = loadRecording().then((recording) => {
  post({ type: "bench-loaded", symbols: recording.rows.map((row) => row.sym), rows: null });
  return {
    replay: new StreamReplay(recording),
    rows: new Map(recording.rows.map((row) => [row.sym, row])),
  };
});

/** A Socket.IO socket stand-in: the core's listeners, fed by the replay; `regs` goes nowhere. */
class ReplaySocket implements QuoteSocket {
  readonly #listeners = new Map<string, ((...args: unknown[]) => void)[]>();

  on(event: string, listener: (...args: unknown[]) => void): void {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
  }

  onReconnectError(): void {}

  emit(): void {}

  close(): void {}

  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.#listeners.get(event) ?? []) listener(...args);
  }
}

const socket = new ReplaySocket();
/** getliststockdata calls so far: after the first load, any more would be a seq gap's reload. */
let snapshotLoads = 0;

const core = new QuoteWorkerCore({
  connectSocket: () => {
    void loaded.then(() => socket.fire("connect"));
    return socket;
  },
  loadRows: async (_kind, symbols) => {
    snapshotLoads += 1;
    const { rows } = await loaded;
    // Fresh objects, as a parsed HTTP answer would be.
    return symbols.flatMap((symbol): StockQuote[] => {
      const row = rows.get(symbol);
      return row === undefined ? [] : [{ ...row }];
    });
  },
  post,
  frames: frameSchedulerFor(scope),
});

/** Notice types in turn (apps/server order-notice.ts) and the status code each carries. */
const NOTICE_TURNS = [
  ["I", "1"],
  ["P", "6"],
  ["P", "6"],
  ["F", "7"],
  ["C", "4"],
] as const;
let noticeSeq = 0;

/** Pushes `ordernotice` events of the run's account at its rate until the returned stop is called. */
function pushNotices(notices: NonNullable<ToBenchWorker["notices"]>): () => void {
  if (notices.perSecond <= 0 || notices.symbols.length === 0) return () => undefined;
  const timer = setInterval(() => {
    noticeSeq += 1;
    const [type, status] = NOTICE_TURNS[noticeSeq % NOTICE_TURNS.length] ?? NOTICE_TURNS[0];
    socket.fire("ordernotice", {
      seq: noticeSeq,
      orderNo: String(100_000 + (noticeSeq % 500)),
      accountCode: notices.account,
      symbol: notices.symbols[noticeSeq % notices.symbols.length],
      side: noticeSeq % 3 === 0 ? "S" : "B",
      volume: 1_000,
      matchVolume: type === "F" ? 1_000 : type === "P" ? 100 : 0,
      showPrice: 10_000,
      type,
      status_code: status,
    });
  }, 1_000 / notices.perSecond);
  return () => clearInterval(timer);
}

async function run(message: ToBenchWorker): Promise<void> {
  const { replay } = await loaded;
  const loadsBefore = snapshotLoads;
  const stopNotices = message.notices === undefined ? () => undefined : pushNotices(message.notices);
  const summary = await replayStep(replay, message, post, (bundle) => socket.fire("bundle", bundle));
  stopNotices();
  post({ type: "bench-done", ...summary, snapshotLoads: snapshotLoads - loadsBefore });
}

scope.onmessage = (event) => {
  const message = event.data;
  if (isBenchMessage(message)) {
    if (message.type === "bench-run") void run(message as ToBenchWorker);
    return;
  }
  core.handle(message as Parameters<QuoteWorkerCore["handle"]>[0]);
};
