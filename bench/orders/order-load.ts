/**
 * The clients of the order benchmark, in the orchestrator's process: sessions of the demo
 * customers logged in over HTTP, one socket.io-client per account registered for its order
 * notices (`regsorder`), and `Web.newOrder` calls over a keep-alive HTTP agent on loopback.
 *
 * Two ways to load the server:
 * - closed loop (`closedLoop`): `concurrency` callers, each sending its next order as soon as the
 *   last is answered — the most the server acknowledges durably per second;
 * - open loop (`openLoop`): orders due at a fixed rate, each timed from the instant it was due,
 *   not the instant it went out, so a server that falls behind is charged for the queue it builds
 *   (no coordinated omission).
 *
 * Every order has a fresh refId and the PIN. Most are limit buys at the floor (far from the
 * market: they rest); every `marketableEvery`-th is a limit buy at the ceiling, which trades with
 * the simulated crowd's asks at once; its fill notice ("F" or "P") is timed from the send.
 */
import { CHANNEL, ORDER_NOTICE_CHANNEL, type CoreAnswer, type LoginData } from "@bangia/market";
import type { Histogram } from "hdr-histogram-js";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { io, type Socket } from "socket.io-client";
import { Pool } from "undici";
import { clientPasswordDigest } from "../../apps/server/src/credentials/client-password";
import { DEMO_PASSWORD, DEMO_PIN } from "../../apps/server/src/customers/demo-customers";
import { newLatencyHistogram } from "./latency-histogram";
import type { BenchCustomer, TradedName } from "./orders-protocol";

/** A logged-in session trading one account. */
export interface BenchSession {
  readonly userId: string;
  readonly sid: string;
  readonly account: string;
  /** Names this session never trades (its customer's insider names): refusals are not durable orders. */
  readonly avoid: ReadonlySet<string>;
}

/** What one phase measured. */
export interface PhaseResult {
  /** Orders answered rc 1 (each on disk before its answer). */
  readonly acknowledged: number;
  /** Orders answered with a refusal, by rc. */
  readonly refused: ReadonlyMap<number, number>;
  /** Calls that failed below the gateway (HTTP status, socket error). */
  readonly failed: number;
  readonly seconds: number;
  /** Acknowledgement latency of the acknowledged orders, µs. */
  readonly latency: Histogram;
  /** Marketable orders acknowledged, and their fill notices. */
  readonly marketable: number;
  readonly fillNotices: Histogram;
  readonly noticesMissing: number;
}

/** How long fill notices of a phase's last orders are waited for. */
const NOTICE_GRACE_MS = 2_000;

export class OrderLoad {
  readonly #port: number;
  /** Keep-alive connections, one request at a time on each (no pipelining: as browsers send). */
  readonly #pool: Pool;
  readonly #sessions: BenchSession[] = [];
  readonly #sockets: Socket[] = [];
  readonly #names: readonly TradedName[];
  readonly #marketableEvery: number;
  /** First "F"/"P" notice of each order number, wall ms (performance.now()). */
  readonly #fillNoticeAt = new Map<string, number>();
  #sent = 0;
  readonly #runTag = `${process.pid.toString(36)}${Date.now().toString(36)}`;

  constructor(port: number, names: readonly TradedName[], marketableEvery: number, sockets: number) {
    this.#port = port;
    this.#names = names;
    this.#marketableEvery = marketableEvery;
    // undici rather than node:http: the load generator shares the machine's two cores with the
    // server and the database, and undici's client costs a fraction of node:http's per request.
    this.#pool = new Pool(`http://127.0.0.1:${port}`, { connections: sockets, pipelining: 1 });
  }

  get sessions(): readonly BenchSession[] {
    return this.#sessions;
  }

  /**
   * Logs each customer in `perAccount` times per account, and registers one socket per account
   * for its order notices. A customer's logins go one after another (the lockout refuses a
   * user's checks beyond its threshold while they are in flight); customers go at once.
   */
  async connect(customers: readonly BenchCustomer[], perAccount: number): Promise<void> {
    const digest = clientPasswordDigest(DEMO_PASSWORD);
    const logins = customers.map(async (customer) => {
      const sessions: BenchSession[] = [];
      for (const account of customer.accounts)
        for (let copy = 0; copy < perAccount; copy++) {
          const form = new URLSearchParams({ user: customer.userId, pass: digest, channel: CHANNEL });
          const { status, body } = await this.#post(
            "/api/login",
            "application/x-www-form-urlencoded",
            form.toString(),
          );
          const answer = JSON.parse(body) as CoreAnswer<LoginData>;
          if (status !== 200 || answer.rc !== 1 || answer.data === undefined)
            throw new Error(`login of ${customer.userId} answered ${status} ${body}`);
          const session = {
            userId: customer.userId,
            sid: answer.data.sid,
            account,
            avoid: new Set(customer.insiderSymbols),
          };
          if (copy === 0) await this.#register(session);
          sessions.push(session);
        }
      return sessions;
    });
    this.#sessions.push(...(await Promise.all(logins)).flat());
    // regsorder has no acknowledgement: give the joins a moment.
    await sleep(300);
  }

  async #register(session: BenchSession): Promise<void> {
    const socket = io(`http://127.0.0.1:${this.#port}`, { transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    socket.on(ORDER_NOTICE_CHANNEL, (notice: { readonly orderNo: string; readonly type: string }) => {
      if ((notice.type === "F" || notice.type === "P") && !this.#fillNoticeAt.has(notice.orderNo))
        this.#fillNoticeAt.set(notice.orderNo, performance.now());
    });
    socket.emit("regsorder", { sid: session.sid, acc: session.account, key: session.userId });
    this.#sockets.push(socket);
  }

  async #post(path: string, type: string, body: string): Promise<{ status: number; body: string }> {
    const response = await this.#pool.request({
      path,
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    return { status: response.statusCode, body: await response.body.text() };
  }

  /** The names in turn from `turn`, past the ones the session avoids. */
  #nameFor(session: BenchSession, turn: number): TradedName {
    for (let step = 0; step < this.#names.length; step++) {
      const name = this.#names[(turn + step) % this.#names.length];
      if (name !== undefined && !session.avoid.has(name.symbol)) return name;
    }
    throw new Error(`no name for ${session.userId} to trade`);
  }

  /**
   * Sends the next order (the sessions and names in turn); resolves with its answer. Never
   * rejects: a transport failure answers rc 0.
   */
  async #placeNext(
    only?: BenchSession,
  ): Promise<{ rc: number; orderNo: string | null; marketable: boolean }> {
    const n = this.#sent++;
    const session = only ?? this.#sessions[n % this.#sessions.length];
    if (session === undefined) throw new Error("no sessions");
    const name = this.#nameFor(session, Math.floor(n / this.#sessions.length));
    const marketable = n % this.#marketableEvery === this.#marketableEvery - 1;
    const envelope = {
      group: "O",
      session: session.sid,
      user: session.userId,
      language: "vi",
      data: {
        cmd: "Web.newOrder",
        account: session.account,
        advance: false,
        orderType: "1",
        pin: DEMO_PIN,
        price: marketable ? name.ceiling : name.floor,
        refId: `ob-${this.#runTag}-${n}`,
        side: "B",
        symbol: name.symbol,
        type: "LO",
        volume: 100,
      },
    };
    try {
      const { status, body } = await this.#post("/api/core", "application/json", JSON.stringify(envelope));
      if (status !== 200) return { rc: 0, orderNo: null, marketable };
      const answer = JSON.parse(body) as CoreAnswer<{ orderNo?: string }>;
      return { rc: answer.rc, orderNo: answer.data?.orderNo ?? null, marketable };
    } catch {
      return { rc: 0, orderNo: null, marketable };
    }
  }

  /**
   * One order per session: each session's first PIN check (scrypt) is paid here. A customer's
   * sessions go one after another (the PIN lockout refuses a customer's checks beyond its
   * threshold while they are in flight); customers go at once.
   */
  async warmSessions(): Promise<void> {
    const byCustomer = new Map<string, BenchSession[]>();
    for (const session of this.#sessions)
      byCustomer.set(session.userId, [...(byCustomer.get(session.userId) ?? []), session]);
    await Promise.all(
      [...byCustomer.values()].map(async (sessions) => {
        for (const session of sessions) {
          const answer = await this.#placeNext(session);
          if (answer.rc !== 1)
            throw new Error(`a first order of ${session.account} was refused: rc ${answer.rc}`);
        }
      }),
    );
  }

  /** `concurrency` callers for `seconds`, each sending as soon as its last order is answered. */
  async closedLoop(concurrency: number, seconds: number): Promise<PhaseResult> {
    const tally = new Tally();
    const start = performance.now();
    const end = start + seconds * 1_000;
    const caller = async (): Promise<void> => {
      while (performance.now() < end) {
        const sentAt = performance.now();
        tally.record(await this.#placeNext(), sentAt, performance.now());
      }
    };
    await Promise.all(Array.from({ length: concurrency }, caller));
    return this.#finish(tally, (performance.now() - start) / 1_000);
  }

  /** Orders due at `rate` per second for `seconds`, each timed from the instant it was due. */
  async openLoop(rate: number, seconds: number): Promise<PhaseResult> {
    const tally = new Tally();
    const count = Math.round(rate * seconds);
    const interval = 1_000 / rate;
    const start = performance.now();
    const pending: Promise<void>[] = [];
    let next = 0;
    while (next < count) {
      const now = performance.now();
      while (next < count && start + next * interval <= now) {
        const dueAt = start + next * interval;
        pending.push(this.#placeNext().then((answer) => tally.record(answer, dueAt, performance.now())));
        next++;
      }
      // A timer tick (~1 ms) between bursts: the answers are handled meanwhile.
      await sleep(1);
    }
    await Promise.all(pending);
    return this.#finish(tally, seconds);
  }

  async #finish(tally: Tally, seconds: number): Promise<PhaseResult> {
    // Fill notices may trail the answers: wait for the last ones a moment.
    const waitUntil = performance.now() + NOTICE_GRACE_MS;
    while (
      performance.now() < waitUntil &&
      tally.marketableOrders.some(([orderNo]) => !this.#fillNoticeAt.has(orderNo))
    )
      await sleep(20);
    const fillNotices = newLatencyHistogram();
    let noticesMissing = 0;
    for (const [orderNo, sentAt] of tally.marketableOrders) {
      const at = this.#fillNoticeAt.get(orderNo);
      if (at === undefined) noticesMissing++;
      else fillNotices.recordValue(Math.max(1, Math.round((at - sentAt) * 1_000)));
    }
    return {
      acknowledged: tally.acknowledged,
      refused: tally.refused,
      failed: tally.failed,
      seconds,
      latency: tally.latency,
      marketable: tally.marketableOrders.length,
      fillNotices,
      noticesMissing,
    };
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.close();
    await this.#pool.close();
  }
}

class Tally {
  acknowledged = 0;
  failed = 0;
  readonly refused = new Map<number, number>();
  readonly latency = newLatencyHistogram();
  /** [order number, sent at] of the acknowledged marketable orders. */
  readonly marketableOrders: [string, number][] = [];

  record(
    answer: { rc: number; orderNo: string | null; marketable: boolean },
    sentAt: number,
    at: number,
  ): void {
    if (answer.rc === 0) {
      this.failed++;
      return;
    }
    if (answer.rc !== 1 || answer.orderNo === null) {
      this.refused.set(answer.rc, (this.refused.get(answer.rc) ?? 0) + 1);
      return;
    }
    this.acknowledged++;
    this.latency.recordValue(Math.max(1, Math.round((at - sentAt) * 1_000)));
    if (answer.marketable) this.marketableOrders.push([answer.orderNo, sentAt]);
  }
}
