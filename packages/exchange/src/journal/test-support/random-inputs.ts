/**
 * A seeded stream of exchange inputs for the recovery tests: clock moves through whole trading
 * days (hitting the session boundaries exactly now and then: the ATO at 09:15, lunch, the ATC at
 * 14:45, the close), valid and invalid new orders (LO, MTL, ATO, ATC on AAA, HHH and UUU; off
 * the tick, out of the band, bad lots, repeated client ids), cancels and amends of live orders
 * (some of another account's, some of unknown ids, some changing both price and volume) and
 * bare clock steps. Each input is chosen from the exchange's current state, so the stream is
 * recorded as it is applied and can then be given to another exchange as is.
 */
import { nextTradingDay } from "@bangia/market";
import type { ManualClock } from "../../clock/market-clock";
import type { MarketView, OpenOrder } from "../../exchange/exchange-api";
import type { NewOrder, OrderCommand } from "../../orders/order-commands";
import { SeededRandom } from "../../random/seeded-random";
import { at, TEST_DAY } from "../../test-support/tiny-universe";

/** One recorded input: a command or a clock step at an instant. */
export type RecordedInput = { readonly t: number; readonly command: OrderCommand } | { readonly t: number };

type LiveOrder = Pick<OpenOrder, "orderId" | "account" | "price" | "volume" | "filled">;

/** What the stream drives: a plain or a journaled exchange. */
export interface InputTarget {
  execute(command: OrderCommand): unknown;
  tick(): void;
}

const SYMBOLS = ["AAA", "HHH", "UUU"] as const;
const ACCOUNTS = ["a1", "a2", "a3", "a4", "a5", "a6"] as const;
const TYPES = ["LO", "LO", "LO", "LO", "MTL", "ATO", "ATC"] as const;
const BOUNDARIES = ["09:00", "09:15", "11:30", "13:00", "14:30", "14:45", "14:55", "15:00"];
const DAY_START = "08:55";
const DAY_END = "15:05";

export class RandomInputs {
  readonly #random: SeededRandom;
  readonly #clock: ManualClock;
  readonly #view: MarketView;
  #clientIds = 0;
  #date = TEST_DAY;

  /** Inputs on `clock` (a manual clock at or before 08:55 of the first test day). */
  constructor(seed: number, clock: ManualClock, view: MarketView) {
    this.#random = SeededRandom.fromSeed(seed);
    this.#clock = clock;
    this.#view = view;
  }

  /** The instant the stream starts at. */
  static start(): number {
    return at(DAY_START, TEST_DAY);
  }

  /** Applies `count` inputs to `target`, returning them as applied. */
  drive(target: InputTarget, count: number): RecordedInput[] {
    const applied: RecordedInput[] = [];
    for (let i = 0; i < count; i++) {
      this.#moveClock();
      const t = this.#clock.now();
      if (this.#random.chance(0.1)) {
        target.tick();
        applied.push({ t });
      } else {
        const command = this.#command();
        target.execute(command);
        applied.push({ t, command });
      }
    }
    return applied;
  }

  #moveClock(): void {
    const random = this.#random;
    const now = this.#clock.now();
    // Quiet times (lunch, after the close) pass in bigger steps.
    const quiet = now > at("11:30", this.#date) && now < at("13:00", this.#date);
    const step = quiet || now > at("14:45", this.#date) ? 600 : 60;
    let next = now + random.int(0, step) * 1_000 + (random.chance(0.2) ? random.int(0, 999) : 0);
    if (random.chance(0.02)) {
      const boundary = BOUNDARIES.map((time) => at(time, this.#date)).find((instant) => instant > now);
      if (boundary !== undefined) next = boundary;
    }
    if (next >= at(DAY_END, this.#date)) {
      this.#date = nextTradingDay(this.#date, []);
      next = at(DAY_START, this.#date);
    }
    this.#clock.set(next);
  }

  #command(): OrderCommand {
    const roll = this.#random.next();
    const order = roll < 0.6 ? null : this.#liveOrder();
    if (order === null) return this.#random.chance(0.03) ? this.#unknownOrder() : this.#newOrder();
    return roll < 0.8 ? this.#cancel(order) : this.#replace(order);
  }

  #newOrder(): NewOrder {
    const random = this.#random;
    const symbol = random.pick(SYMBOLS);
    const priceType = random.pick(TYPES);
    const reference = this.#view.day(symbol)?.reference ?? 10_000;
    // 100 is on every tier's step here; +50 is off the HNX/UPCOM step, +20 off every step.
    const offset = random.int(-8, 8) * 100 + (random.chance(0.05) ? 50 : 0) + (random.chance(0.03) ? 20 : 0);
    const volume = random.chance(0.1)
      ? random.int(1, 99)
      : random.chance(0.05)
        ? random.int(1, 20) * 100 + 50
        : random.int(1, 30) * 100;
    const reuse = random.chance(0.03) && this.#clientIds > 0;
    const clientOrderId = `c${reuse ? random.int(1, this.#clientIds) : ++this.#clientIds}`;
    return {
      type: "new",
      clientOrderId,
      account: random.pick(ACCOUNTS),
      symbol,
      side: random.chance(0.5) ? "B" : "S",
      priceType,
      volume,
      ...(priceType === "LO" || random.chance(0.1) ? { price: reference + offset } : {}),
    };
  }

  /** A live order of some account, or null when no account has one. */
  #liveOrder(): LiveOrder | null {
    const live = ACCOUNTS.flatMap((account) => this.#view.openOrders(account));
    return live.length === 0 ? null : this.#random.pick(live);
  }

  /** A cancel or an amend of an order id that is not open. */
  #unknownOrder(): OrderCommand {
    const random = this.#random;
    const orderId = random.int(1, 500);
    const account = random.pick(ACCOUNTS);
    return random.chance(0.5)
      ? { type: "cancel", account, orderId }
      : { type: "replace", account, orderId, volume: 100 };
  }

  #cancel(order: LiveOrder): OrderCommand {
    const account = this.#random.chance(0.05) ? this.#random.pick(ACCOUNTS) : order.account;
    return { type: "cancel", account, orderId: order.orderId };
  }

  #replace(order: LiveOrder): OrderCommand {
    const random = this.#random;
    const price = order.price + random.int(-3, 3) * 100;
    const volume = Math.max(order.filled, order.volume + random.int(-5, 5) * 100);
    const roll = random.next();
    if (roll < 0.45) return { type: "replace", account: order.account, orderId: order.orderId, price };
    if (roll < 0.9) return { type: "replace", account: order.account, orderId: order.orderId, volume };
    return { type: "replace", account: order.account, orderId: order.orderId, price, volume };
  }
}

/** Gives `inputs` to `target` on `clock` exactly as they were first applied. */
export function applyRecorded(
  target: InputTarget,
  clock: ManualClock,
  inputs: readonly RecordedInput[],
): void {
  for (const input of inputs) {
    clock.set(input.t);
    if ("command" in input) target.execute(input.command);
    else target.tick();
  }
}
