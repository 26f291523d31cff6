/**
 * The load of the connection-fairness benchmark, run as its own process (so it can be pinned to
 * a core of its own): CONNECTIONS keep-alive connections, each sending GET PATH again as soon as
 * the previous answer has fully arrived (a closed loop, no pipelining: what autocannon does). The
 * connections are spread over the loopback addresses of ADDRESSES (comma list), so the server's
 * per-address bound admits them all. A connection the server closes is opened again at once.
 *
 * Runs until SIGTERM (at most SECONDS), then prints one JSON line of `LoadFigures` on stdout and
 * exits.
 */
import { connect, type Socket } from "node:net";

/** What the load achieved over its whole run. */
export interface LoadFigures {
  readonly answers: number;
  readonly non2xx: number;
  /** Connections closed by the server or failed, each opened again. */
  readonly reopened: number;
  readonly seconds: number;
}

const HEADER_END = Buffer.from("\r\n\r\n");

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === "") throw new Error(`keep-alive-load: ${name} is not set`);
  return value;
}

const host = required("FAIRNESS_HOST");
const port = Number(required("FAIRNESS_PORT"));
const path = required("FAIRNESS_PATH");
const connections = Number(required("FAIRNESS_CONNECTIONS"));
const addresses = required("FAIRNESS_ADDRESSES").split(",");
const seconds = Number(required("FAIRNESS_SECONDS"));
const request = Buffer.from(
  `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: keep-alive\r\n\r\n`,
);

let answers = 0;
let non2xx = 0;
let reopened = 0;
let stopping = false;
const sockets = new Set<Socket>();

/**
 * Reads whole answers off a socket's bytes: headers up to the blank line, then Content-Length
 * bytes of body (the server answers every route here with a length, never chunked).
 */
class AnswerReader {
  #buffer: Buffer = Buffer.alloc(0);
  #bodyLeft = -1;

  /** Takes the next chunk; returns how many answers it completed. */
  take(chunk: Buffer): number {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    let done = 0;
    for (;;) {
      if (this.#bodyLeft < 0) {
        const end = this.#buffer.indexOf(HEADER_END);
        if (end < 0) return done;
        const head = this.#buffer.subarray(0, end).toString("latin1");
        if (!head.startsWith("HTTP/1.1 2")) non2xx++;
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (length === null) throw new Error(`keep-alive-load: an answer without Content-Length: ${head}`);
        this.#bodyLeft = Number(length[1]);
        this.#buffer = this.#buffer.subarray(end + HEADER_END.length);
      }
      if (this.#buffer.length < this.#bodyLeft) {
        this.#bodyLeft -= this.#buffer.length;
        this.#buffer = Buffer.alloc(0);
        return done;
      }
      this.#buffer = this.#buffer.subarray(this.#bodyLeft);
      this.#bodyLeft = -1;
      done++;
    }
  }
}

function open(localAddress: string): void {
  const socket = connect({ host, port, localAddress });
  const reader = new AnswerReader();
  sockets.add(socket);
  socket.setNoDelay(true);
  socket.on("connect", () => socket.write(request));
  socket.on("data", (chunk: Buffer) => {
    const completed = reader.take(chunk);
    answers += completed;
    if (completed > 0 && !stopping) socket.write(request);
  });
  socket.on("error", () => undefined);
  socket.on("close", () => {
    sockets.delete(socket);
    if (stopping) return;
    reopened++;
    setImmediate(() => open(localAddress));
  });
}

const startedAt = performance.now();
for (let i = 0; i < connections; i++) open(addresses[i % addresses.length] ?? "127.0.0.1");
function finish(): void {
  stopping = true;
  const figures: LoadFigures = { answers, non2xx, reopened, seconds: (performance.now() - startedAt) / 1000 };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  for (const socket of sockets) socket.destroy();
  process.exit(0);
}
setTimeout(finish, seconds * 1000);
process.once("SIGTERM", finish);
