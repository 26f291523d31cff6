/**
 * An opening-call burst: 50,000 valid orders on the VN30 names during HOSE's ATO (09:00–09:15),
 * then the 09:15 uncross. Our goal is to absorb an ATO/ATC-style burst of 50,000 orders within
 * one second without losing any; this times the entry (orders/s) and the uncross separately.
 * The orders are generated before the clock starts (limit orders on valid ticks around the
 * reference, inside the band, in board lots, one order in ten an ATO order), with buyers and
 * sellers on separate accounts so the one-side-per-call rule never rejects one.
 */
import { ManualClock, MarketExchange, type InstrumentUniverse, type NewOrder } from "@bangia/exchange";
import { epochMillisAt, type StepContext, stepDown, stepUp } from "@bangia/market";
import { performance } from "node:perf_hooks";
import { collectGarbage, median } from "../engine/throughput";

export interface BurstPlan {
  readonly date: string;
  readonly orders: number;
  /** Share of ATO orders; the rest are LO. */
  readonly atoShare: number;
  /** Accounts on each side. */
  readonly accounts: number;
  readonly seed: number;
}

export interface BurstResult {
  readonly orders: number;
  readonly symbols: number;
  readonly atoOrders: number;
  readonly runs: number;
  /** Milliseconds to enter all the orders: median and slowest run. */
  readonly entryMedianMs: number;
  readonly entryMaxMs: number;
  /** Milliseconds of `clock.set(09:15); exchange.tick()`: median and slowest run. */
  readonly uncrossMedianMs: number;
  readonly uncrossMaxMs: number;
  /** Orders the exchange refused, over all runs (every order is valid: this must stay 0). */
  readonly rejected: number;
  /** Of the last run: trades of the uncross, names that opened, events of entry and uncross. */
  readonly trades: number;
  readonly opened: number;
  readonly events: number;
}

/** Mulberry32: a small seeded generator, so the burst is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface NameQuote {
  readonly symbol: string;
  readonly context: StepContext;
  readonly reference: number;
  readonly floor: number;
  readonly ceiling: number;
}

/** `steps` valid ticks away from the reference, stopping at the band. */
function priceAt(name: NameQuote, steps: number): number {
  let price = name.reference;
  for (let i = 0; i < Math.abs(steps); i++) {
    const next = steps > 0 ? stepUp(name.context, price) : stepDown(name.context, price);
    if (next > name.ceiling || next < name.floor) break;
    price = next;
  }
  return price;
}

interface Burst {
  readonly times: Float64Array;
  readonly orders: readonly NewOrder[];
  readonly symbols: number;
  readonly atoOrders: number;
}

/** The VN30 names' references and bands as the exchange opened them, and the orders on them. */
function generateBurst(universe: InstrumentUniverse, exchange: MarketExchange, plan: BurstPlan): Burst {
  const members = universe.indices.find((index) => index.code === "VN30")?.constituents ?? [];
  const names: NameQuote[] = [];
  for (const symbol of members) {
    const definition = exchange.instrument(symbol);
    const day = exchange.day(symbol);
    if (definition === undefined || day === undefined || day.ceiling === 0) continue;
    names.push({
      symbol,
      context: { kind: definition.kind, venue: definition.boardVenue ?? "HOSE" },
      reference: day.reference,
      floor: day.floor,
      ceiling: day.ceiling,
    });
  }
  if (names.length === 0) throw new RangeError("the universe has no VN30 names");
  const random = seededRandom(plan.seed);
  const open = epochMillisAt(plan.date, "09:00");
  const window = epochMillisAt(plan.date, "09:15") - open;
  const times = new Float64Array(plan.orders);
  const orders: NewOrder[] = [];
  let atoOrders = 0;
  for (let at = 0; at < plan.orders; at++) {
    const name = names[Math.floor(random() * names.length)] ?? names[0];
    if (name === undefined) throw new RangeError("no name");
    const side = random() < 0.5 ? "B" : "S";
    const account = `${side === "B" ? "BUY" : "SELL"}-${Math.floor(random() * plan.accounts)}`;
    const volume = (1 + Math.floor(random() * 50)) * 100;
    const base = {
      type: "new",
      clientOrderId: `burst-${at}`,
      account,
      symbol: name.symbol,
      side,
      volume,
    } as const;
    if (random() < plan.atoShare) {
      orders.push({ ...base, priceType: "ATO" });
      atoOrders++;
    } else {
      // Roughly normal (sum of three uniforms), buyers leaning above the reference and sellers
      // below, so a good part of each book crosses at the open.
      const spread = (random() + random() + random() - 1.5) * 8;
      const steps = Math.round(spread + (side === "B" ? 1 : -1));
      orders.push({ ...base, priceType: "LO", price: priceAt(name, steps) });
    }
    times[at] = open + Math.floor((at * window) / plan.orders);
  }
  return { times, orders, symbols: names.length, atoOrders };
}

interface BurstRun {
  readonly entryMs: number;
  readonly uncrossMs: number;
  readonly rejected: number;
  readonly trades: number;
  readonly opened: number;
  readonly events: number;
}

function runOnce(universe: InstrumentUniverse, plan: BurstPlan): BurstRun & { readonly burst: Burst } {
  const clock = new ManualClock(epochMillisAt(plan.date, "08:55"));
  const exchange = new MarketExchange({ universe, clock });
  clock.set(epochMillisAt(plan.date, "09:00"));
  exchange.tick();
  if (exchange.phaseOf("HOSE") !== "OPENING_CALL") throw new RangeError("HOSE is not in its opening call");
  const burst = generateBurst(universe, exchange, plan);
  let events = 0;
  let trades = 0;
  const openedNames = new Set<string>();
  exchange.subscribe((event) => {
    events++;
    if (event.type === "trade") {
      trades++;
      openedNames.add(event.symbol);
    }
  });
  const { times, orders } = burst;
  const uncrossAt = epochMillisAt(plan.date, "09:15");
  let rejected = 0;
  collectGarbage();
  const entryStart = performance.now();
  for (let at = 0; at < orders.length; at++) {
    const time = times[at] ?? 0;
    if (time !== clock.now()) clock.set(time);
    const order = orders[at];
    if (order !== undefined && !exchange.execute(order).ok) rejected++;
  }
  const uncrossStart = performance.now();
  clock.set(uncrossAt);
  exchange.tick();
  const end = performance.now();
  return {
    burst,
    entryMs: uncrossStart - entryStart,
    uncrossMs: end - uncrossStart,
    rejected,
    trades,
    opened: openedNames.size,
    events,
  };
}

export function measureBurst(
  universe: InstrumentUniverse,
  plan: BurstPlan,
  runs: number,
  warmUps: number,
): BurstResult {
  const timed: BurstRun[] = [];
  let last: ReturnType<typeof runOnce> | null = null;
  let rejected = 0;
  for (let run = 0; run < warmUps + runs; run++) {
    last = runOnce(universe, plan);
    rejected += last.rejected;
    if (run >= warmUps) timed.push(last);
  }
  if (last === null) throw new RangeError("at least one run");
  const entry = timed.map((run) => run.entryMs);
  const uncross = timed.map((run) => run.uncrossMs);
  return {
    orders: plan.orders,
    symbols: last.burst.symbols,
    atoOrders: last.burst.atoOrders,
    runs,
    entryMedianMs: median(entry),
    entryMaxMs: Math.max(...entry),
    uncrossMedianMs: median(uncross),
    uncrossMaxMs: Math.max(...uncross),
    rejected,
    trades: last.trades,
    opened: last.opened,
    events: last.events,
  };
}
