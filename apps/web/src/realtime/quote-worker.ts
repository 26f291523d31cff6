/**
 * The quote worker's entry (Vite bundles it from quote-feed.ts): the real socket, REST and frame
 * clock around the core.
 */
import { io } from "socket.io-client";
import { datafeed } from "../api/http";
import { frameSchedulerFor } from "./patch-batcher";
import type { BoardRow, FromWorker, RowKind, ToWorker } from "./protocol";
import { QuoteWorkerCore, type QuoteSocket } from "./quote-worker-core";

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  readonly requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

const scope = globalThis as unknown as WorkerScope;

/** Socket.IO on the page origin: WebSocket only, bundled delivery (one event per server batch). */
function connectSocket(origin: string): QuoteSocket {
  const socket = io(origin, { query: { bundle: "1" }, transports: ["websocket"] });
  return {
    on: (event, listener) => void socket.on(event, listener),
    onReconnectError: (listener) => void socket.io.on("reconnect_error", listener),
    emit: (event: string, body: unknown) => void socket.emit(event, body),
    close: () => void socket.close(),
  };
}

/** The snapshot call of each row kind (protocol.ts RowKind). */
function loadRows(kind: RowKind, symbols: readonly string[]): Promise<readonly BoardRow[]> {
  const list = symbols.join(",");
  switch (kind) {
    case "stock":
      return datafeed("getliststockdata", list);
    case "derivative":
      return datafeed("getpsalldatalsnapshot", list);
    case "oddlot-HOSE":
      return datafeed("getliststockdataoddlot_hsx", list);
    case "oddlot-HNX":
      return datafeed("getliststockdataoddlot", list);
    case "bond":
      return datafeed("getlistall_bond");
  }
}

const core = new QuoteWorkerCore({
  connectSocket,
  loadRows,
  post: (message) => scope.postMessage(message),
  frames: frameSchedulerFor(scope),
});

scope.onmessage = (event) => core.handle(event.data);
