/**
 * The trigger check's workload, shared by the bench (run-trigger-bench.ts) and the A/B of two
 * revisions (run-trigger-ab.ts): 100,000 armed orders over 1,000 symbols (half stops both ways,
 * 30% SL/TP brackets, 20% trailing stops, levels 1–60 ticks from the price), a stream of trades
 * walking each symbol's price a tick at a time, and a run of an engine over it — one `onTrade` per
 * trade, timed, with a host that places nothing (every child "placed" at once), what fired armed
 * again outside the timing so the book stays at 100,000.
 */
import type {
  ConditionalEngine,
  EngineHost,
} from "../../apps/server/src/broker/conditional/conditional-engine";
import type { Condition, ConditionalOrder } from "../../apps/server/src/broker/conditional/conditional-order";
import {
  conditionalOrder,
  continuousHost,
  FIXTURE_DAY,
} from "../../apps/server/src/broker/conditional/test-support/conditional-orders";
import { performance } from "node:perf_hooks";

export const SYMBOLS = 1_000;
export const ORDERS = 100_000;
const TICK = 50;
/** The trades' day: the fixtures' (`continuousHost` runs on it). */
export const DAY = FIXTURE_DAY;

/** A small deterministic generator (mulberry32), so every side sees the same orders and trades. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const symbols = Array.from({ length: SYMBOLS }, (_, i) => `S${String(i).padStart(4, "0")}`);
const reference = symbols.map((_, i) => 20_000 + TICK * (i % 400));

export function armed(rand: () => number, id: number, symbolIndex: number, around: number): ConditionalOrder {
  const offset = (1 + Math.floor(rand() * 60)) * TICK;
  const pick = rand();
  const side = rand() < 0.5 ? "B" : "S";
  let condition: Condition;
  if (pick < 0.5)
    condition = {
      kind: "stop",
      triggerPrice: side === "S" ? around - offset : around + offset,
      relation: side === "S" ? "LTEQ" : "GTEQ",
    };
  else if (pick < 0.8)
    condition = {
      kind: "bracket",
      takeProfit: side === "B" ? around + offset : around - offset,
      stopLoss: side === "B" ? around - offset : around + offset,
      spread: 0,
    };
  else
    condition = { kind: "trailing", distance: { kind: "amount", amount: offset }, spread: 0, best: around };
  return conditionalOrder(condition, {
    id: String(id),
    account: `A${id % 5_000}`,
    userId: "bench",
    refId: String(id),
    kind: condition.kind === "trailing" ? "trailing_stop" : condition.kind === "bracket" ? "sl_tp" : "stop",
    symbol: symbols[symbolIndex] as string,
    side,
    price: around,
    fromDate: DAY,
    toDate: "2026-06-30",
  });
}

/** The book the run starts from: `ORDERS` armed orders, the same for every run. */
export function armedBook(rand: () => number): ConditionalOrder[] {
  return Array.from({ length: ORDERS }, (_, id) => {
    const s = id % SYMBOLS;
    return armed(rand, id, s, reference[s] as number);
  });
}

export interface Trade {
  readonly symbol: string;
  readonly symbolIndex: number;
  readonly price: number;
}

export function trades(count: number): Trade[] {
  const rand = random(7);
  const price = [...reference];
  return Array.from({ length: count }, () => {
    const i = Math.floor(rand() * SYMBOLS);
    const step = rand();
    price[i] = (price[i] as number) + (step < 0.45 ? -TICK : step < 0.9 ? TICK : 0);
    return { symbol: symbols[i] as string, symbolIndex: i, price: price[i] as number };
  });
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

export function summary(times: Float64Array) {
  const sorted = times.slice().sort();
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    mean: total / times.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
  };
}

/** What a run needs of an engine (any revision of `ConditionalEngine`). */
export type Engine = Pick<ConditionalEngine, "load" | "expireDue" | "onTrade" | "place">;

/**
 * One engine over a stream of trades, run in steps (`runTo`) so two engines can take turns on
 * the same machine state. Times each trade's `onTrade`, and counts what fired and the rows the
 * checks wrote (not the re-arming between them).
 */
export class EngineRun {
  readonly times: Float64Array;
  /** When each trade's timing began, on the performance clock (read outside the timing), for the GC overlap. */
  readonly began: Float64Array;
  /** Whether each trade fired something. */
  readonly fired: Uint8Array;
  fires = 0;
  writes = 0;
  groupWrites = 0;
  /** The next trade to run, and the next order id to arm. */
  #at = 0;
  #next = 0;
  #rand = random(1);
  #timing = false;
  readonly #rearm: ConditionalOrder[] = [];
  readonly #host: EngineHost;

  constructor(
    readonly engine: Engine,
    readonly stream: readonly Trade[],
  ) {
    this.times = new Float64Array(stream.length);
    this.began = new Float64Array(stream.length);
    this.fired = new Uint8Array(stream.length);
    let childNo = 0;
    this.#host = continuousHost({
      place: () => {
        this.fires++;
        return { ok: true, orderNo: ++childNo };
      },
      write: (order) => {
        if (this.#timing) this.writes++;
        if (order.status === "TRIGGERED") this.#rearm.push(order);
      },
      writeTrailGroup: () => {
        if (this.#timing) this.groupWrites++;
      },
    });
    engine.load(armedBook(this.#rand), ORDERS);
    this.#next = ORDERS;
    // The day's start, as the desk runs it (untimed): nothing expires, and the trailing stops,
    // loaded without the group that holds their best, are written once naming it.
    engine.expireDue(this.#host, null, false);
  }

  /** Runs the trades up to `until` (exclusive) from where the last step stopped. */
  runTo(until: number): void {
    const { engine, stream, times, began, fired } = this;
    const host = this.#host;
    for (let i = this.#at; i < until; i++) {
      const trade = stream[i] as Trade;
      const firesBefore = this.fires;
      this.#timing = true;
      began[i] = performance.now();
      const start = process.hrtime.bigint();
      engine.onTrade({ symbol: trade.symbol, price: trade.price, volume: 100, date: DAY }, host);
      times[i] = Number(process.hrtime.bigint() - start) / 1_000;
      this.#timing = false;
      if (this.fires !== firesBefore) fired[i] = 1;
      // Outside the timing: what fired is armed again around the price, keeping 100,000 armed.
      for (const order of this.#rearm.splice(0)) {
        const fresh = armed(this.#rand, this.#next++, trade.symbolIndex, trade.price);
        engine.place({ account: order.account, userId: "bench", refId: fresh.id, order: fresh }, host);
      }
    }
    this.#at = Math.max(this.#at, until);
  }

  /** The times of the trades that fired nothing (`false`) or something (`true`). */
  timesWhere(firing: boolean): Float64Array {
    return this.times.filter((_, i) => (this.fired[i] === 1) === firing);
  }
}
