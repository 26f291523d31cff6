/**
 * One new client's wait: opens a fresh TCP connection, sends one GET, and times the connect and
 * the first byte of the answer from the moment the connection was asked for. A connection the
 * server refuses or closes before answering is counted as such, never as a fast answer.
 */
import { connect } from "node:net";

export type ProbeOutcome =
  | { readonly kind: "answered"; readonly connectMs: number; readonly firstByteMs: number }
  | { readonly kind: "closed" | "failed" | "timed out"; readonly afterMs: number };

export function probeFirstByte(options: {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly localAddress: string;
  readonly timeoutMs: number;
}): Promise<ProbeOutcome> {
  const { host, port, path, localAddress, timeoutMs } = options;
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const since = (): number => performance.now() - startedAt;
    let connectMs = Number.NaN;
    let settled = false;
    const settle = (outcome: ProbeOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const socket = connect({ host, port, localAddress });
    const timer = setTimeout(() => settle({ kind: "timed out", afterMs: since() }), timeoutMs);
    socket.setNoDelay(true);
    socket.on("connect", () => {
      connectMs = since();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n\r\n`);
    });
    socket.once("data", () => settle({ kind: "answered", connectMs, firstByteMs: since() }));
    socket.on("error", () => settle({ kind: "failed", afterMs: since() }));
    socket.on("close", () => settle({ kind: "closed", afterMs: since() }));
  });
}
