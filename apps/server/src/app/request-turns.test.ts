import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { RequestTurns, takeTurns } from "./request-turns";

/** A manual turn: `afterIo` callbacks wait in `pending` until the test ends the turn. */
function manualTurns(budgetMs: number) {
  let now = 0;
  let pending: (() => void)[] = [];
  const turns = new RequestTurns(
    budgetMs,
    () => now,
    (run) => pending.push(run),
  );
  return {
    turns,
    advance: (ms: number) => (now += ms),
    /** Runs what the turn scheduled after its I/O (not what those schedule in turn). */
    endTurn: async () => {
      const due = pending;
      pending = [];
      for (const run of due) run();
      await Promise.resolve();
    },
  };
}

describe("RequestTurns", () => {
  it("lets requests run at once while the turn's budget lasts", () => {
    const { turns, advance } = manualTurns(10);
    expect(turns.enter()).toBeNull();
    advance(9);
    expect(turns.enter()).toBeNull();
    expect(turns.waiting).toBe(0);
  });

  it("makes a request wait once the turn has spent its budget, and releases one per later turn, in order", async () => {
    const { turns, advance, endTurn } = manualTurns(10);
    expect(turns.enter()).toBeNull();
    advance(10);
    const released: string[] = [];
    void turns.enter()?.then(() => released.push("a"));
    void turns.enter()?.then(() => released.push("b"));
    expect(turns.waiting).toBe(2);

    await endTurn(); // the busy turn ends: nothing runs yet, the release is due after the next I/O
    expect(released).toEqual([]);
    await endTurn();
    expect(released).toEqual(["a"]);
    await endTurn();
    expect(released).toEqual(["a", "b"]);
    expect(turns.waiting).toBe(0);
  });

  it("queues a newcomer behind those waiting even when its turn is fresh", async () => {
    const { turns, advance, endTurn } = manualTurns(10);
    turns.enter();
    advance(20);
    const released: string[] = [];
    void turns.enter()?.then(() => released.push("first"));
    await endTurn();
    const newcomer = turns.enter(); // a fresh turn, but someone is waiting
    expect(newcomer).not.toBeNull();
    void newcomer?.then(() => released.push("newcomer"));
    await endTurn();
    await endTurn();
    await endTurn();
    expect(released).toEqual(["first", "newcomer"]);
  });

  it("keeps its queue bounded by the waiters under lasting load", async () => {
    const { turns, advance, endTurn } = manualTurns(1);
    turns.enter();
    advance(5);
    let released = 0;
    const wait = () => void turns.enter()?.then(() => released++);
    for (let i = 0; i < 3_000; i++) wait();
    for (let turn = 0; turn < 5_000; turn++) {
      wait(); // one arrives per turn, one leaves: the queue never empties
      await endTurn();
    }
    expect(turns.waiting).toBeGreaterThan(2_900);
    expect(released).toBeGreaterThan(4_900);
  });
});

/** Burns `ms` of CPU, as a route that builds a large answer does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * The load, a process of its own: CLIENTS keep-alive connections, each asking again as soon as its
 * answer has arrived (what a crowd of polling boards does), opened again when closed.
 */
const LOAD = `
const net = require("node:net");
const [port, clients] = process.argv.slice(1).map(Number);
const ask = Buffer.from("GET /work HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n");
function open() {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
  let seen = "";
  socket.on("connect", () => socket.write(ask));
  socket.on("data", (chunk) => {
    seen += chunk.toString("latin1");
    if (seen.endsWith("}")) { seen = ""; socket.write(ask); }
  });
  socket.on("error", () => {});
  socket.on("close", () => setTimeout(open, 10));
}
for (let i = 0; i < clients; i++) open();
`;

describe("a server under keep-alive load", () => {
  const CLIENTS = 400;
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  /**
   * Starts the server and, all at once, the load's CLIENTS connections; returns the port and how
   * many connections the server had accepted after `withinMs`.
   *
   * Without turns a turn serves every accepted client (2 ms each) and accepts one more, so the k-th
   * client waits for k turns of k × 2 ms: all 400 take about 160 s. With turns each turn is short.
   */
  async function loadedServer(fair: boolean, withinMs: number): Promise<{ port: number; accepted: number }> {
    const app = Fastify();
    if (fair) takeTurns(app, new RequestTurns(10));
    app.get("/work", async () => {
      busy(2);
      return { ok: true };
    });
    let accepted = 0;
    app.server.on("connection", () => accepted++);
    await app.listen({ host: "127.0.0.1", port: 0, backlog: 512 });
    const { port } = app.server.address() as AddressInfo;
    const load = spawn(process.execPath, ["-e", LOAD, String(port), String(CLIENTS)], { stdio: "ignore" });
    stops.push(async () => {
      load.kill("SIGKILL");
      await app.close();
    });
    const deadline = performance.now() + withinMs;
    while (accepted < CLIENTS && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return { port, accepted };
  }

  /** How long a new client, from an address of its own, waited for its answer; null after `timeoutMs`. */
  function newcomerWait(port: number, timeoutMs: number): Promise<number | null> {
    const start = performance.now();
    return new Promise((resolve) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/work", localAddress: "127.0.0.3", agent: false },
        (res) => {
          res.resume();
          res.on("end", () => resolve(performance.now() - start));
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy());
      req.on("error", () => resolve(null));
      req.end();
    });
  }

  it("accepts a crowd of clients arriving at once within seconds, and then answers a newcomer", async () => {
    const { port, accepted } = await loadedServer(true, 15_000);
    expect(accepted).toBe(CLIENTS);
    const waited = await newcomerWait(port, 10_000);
    expect(waited).not.toBeNull();
    expect(waited).toBeLessThan(5_000);
  }, 60_000);

  it("(without turns the same crowd is still not all accepted after 15 s: the test above can fail)", async () => {
    const { accepted } = await loadedServer(false, 15_000);
    expect(accepted).toBeLessThan(CLIENTS);
  }, 60_000);
});
