/**
 * The AG Grid page's worker: the same replay as ours (stream-replay.ts), merged into rows off the
 * main thread as our quote worker does, so the peer's main thread does only what AG Grid needs.
 * AG Grid's client-side row model holds every row (it sorts and filters them all), so each bundle
 * becomes one message with the changed fields of every row it touched; the page turns them into
 * new row objects for applyTransactionAsync. (Ours sends only the rows on screen: that is the
 * design difference this benchmark measures.)
 */
import { RowBook } from "../board-cells";
import { isBenchMessage, type FromBenchWorker, type ToBenchWorker } from "./bench-messages";
import { loadRecording } from "./load-recording";
import { replayStep, StreamReplay } from "./stream-replay";

interface WorkerScope {
  postMessage(message: FromBenchWorker): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
const post = (message: FromBenchWorker) => scope.postMessage(message);

const loaded = loadRecording().then((recording) => {
  post({
    type: "bench-loaded",
    symbols: recording.rows.map((row) => row.sym),
    rows: recording.rows,
  });
  return { replay: new StreamReplay(recording), book: new RowBook(recording.rows) };
});

async function run(message: ToBenchWorker): Promise<void> {
  const { replay, book } = await loaded;
  const summary = await replayStep(replay, message, post, (bundle) => {
    const changedRows = new Map<string, Record<string, number | string>>();
    for (const pair of bundle) {
      const applied = book.apply(pair);
      if (applied === null || applied.changed === null) continue;
      const pending = changedRows.get(applied.sym);
      if (pending === undefined) changedRows.set(applied.sym, applied.changed);
      else Object.assign(pending, applied.changed);
    }
    if (changedRows.size > 0) post({ type: "bench-patch", patches: [...changedRows] });
  });
  post({ type: "bench-done", ...summary, snapshotLoads: 0 });
}

scope.onmessage = (event) => {
  if (isBenchMessage(event.data) && event.data.type === "bench-run") void run(event.data as ToBenchWorker);
};
