/**
 * The message mix of exchange-core's published benchmark, re-created for one book: ~12% new
 * orders (9% GTC limit, 3% IOC), 6% cancels and 82% moves, with ~1,000 resting orders spread
 * over ~750 price slots around the mid, and ~6% of messages trading.
 *
 * The instrument is an index future (tick 0.1 point, ±7% band), whose band is a few thousand
 * levels wide, so the 750 slots fit inside it. Like exchange-core's generator, this one replays
 * what it generates into a model book (ours) to know which orders are still alive, so cancels
 * and moves always name a live order. To hold the book near its target size, a cancel draw
 * becomes a new GTC order while the book is short and the reverse while it is long; the shares
 * actually generated are reported. Generation is never timed.
 */
import { computeBand, priceStep } from "@bangia/market";
import { BUY, SELL, type BookSide } from "../../packages/exchange/src/book/book-order";
import type { PriceRange } from "../../packages/exchange/src/book/order-book";
import { SeededRandom } from "../../packages/exchange/src/random/seeded-random";
import {
  applyOperations,
  CANCEL,
  IMMEDIATE_OR_CANCEL,
  LIMIT,
  MOVE,
  OperationStream,
  type OperationKind,
} from "./operation-stream";
import { OurEngine } from "./our-engine";

export interface MixSpec {
  readonly seed: number;
  /** Operations after the book is built. */
  readonly operations: number;
  /** Resting orders to build before the first operation. */
  readonly restingOrders: number;
  /** Price slots on each side of the mid where passive orders rest. */
  readonly slotsPerSide: number;
}

export const EXCHANGE_CORE_MIX: Omit<MixSpec, "seed" | "operations"> = {
  restingOrders: 1_000,
  slotsPerSide: 375,
};

/** Shares of the mix; moves take the rest. */
const GTC_SHARE = 0.09;
const IOC_SHARE = 0.03;
const CANCEL_SHARE = 0.06;
/** How often a new GTC order or a move is priced to cross; tuned for ~6% trading messages. */
const GTC_CROSSING = 0.12;
const MOVE_CROSSING = 0.018;

/** Operations of each kind in the mix part of the stream. */
export interface MixCounts {
  gtc: number;
  ioc: number;
  cancel: number;
  move: number;
  /** Operations that traded at least once, in the model. */
  trading: number;
}

export interface MixStream {
  readonly stream: OperationStream;
  readonly range: PriceRange;
  /** Operations [0, prefill) build the book; the rest is the mix. */
  readonly prefill: number;
  readonly counts: MixCounts;
  /** The model book after the whole stream. */
  readonly restingOrders: number;
  readonly occupiedLevels: number;
}

/** VN30 index futures around 1,300.00 points (prices in hundredths of a point). */
const FUTURE = { kind: "INDEX_FUTURE", reference: 130_000 } as const;

export function futuresRange(): PriceRange & { readonly reference: number } {
  const band = computeBand(FUTURE);
  if (band === null) throw new Error("index futures have a band");
  return {
    low: band.floor,
    high: band.ceiling,
    unit: priceStep(FUTURE, FUTURE.reference),
    reference: FUTURE.reference,
  };
}

export function generateMix(spec: MixSpec): MixStream {
  const rng = SeededRandom.derive(spec.seed, "exchange-core-mix");
  const range = futuresRange();
  const { unit, reference } = range;
  const model = new OurEngine(range);
  const stream = new OperationStream(spec.restingOrders + spec.operations);
  /** Ids that may still rest; filled ones are dropped lazily when picked. */
  const live: number[] = [];
  let nextId = 0;

  const emit = (kind: OperationKind, id: number, side: BookSide, price: number, size: number): void => {
    stream.push(kind, id, side, price, size);
    applyOperations(model, stream, stream.length - 1, stream.length);
  };
  const size = (): number => rng.int(1, 10) * 10;
  /** IOC orders are smaller than resting ones, so fills do not drain the book faster than cancels. */
  const smallSize = (): number => rng.int(1, 5) * 10;
  const passivePrice = (side: BookSide): number =>
    reference + (side === BUY ? -1 : 1) * rng.int(1, spec.slotsPerSide) * unit;
  const crossingPrice = (side: BookSide): number => {
    const best = side === BUY ? model.book.bestAsk() : model.book.bestBid();
    if (best === 0) return passivePrice(side);
    const price = best + (side === BUY ? 1 : -1) * rng.int(0, 1) * unit;
    return Math.min(range.high, Math.max(range.low, price));
  };
  const pickLive = (): number => {
    while (live.length > 0) {
      const at = rng.int(0, live.length - 1);
      const id = live[at] ?? -1;
      if (model.order(id) !== undefined) return id;
      live[at] = live[live.length - 1] ?? -1;
      live.pop();
    }
    return -1;
  };
  const newLimit = (kind: OperationKind, price: number, side: BookSide, volume = size()): void => {
    const id = nextId++;
    emit(kind, id, side, price, volume);
    if (model.order(id) !== undefined) live.push(id);
  };

  for (let i = 0; i < spec.restingOrders; i++) {
    const side = rng.chance(0.5) ? BUY : SELL;
    newLimit(LIMIT, passivePrice(side), side);
  }
  const prefill = stream.length;

  const counts: MixCounts = { gtc: 0, ioc: 0, cancel: 0, move: 0, trading: 0 };
  for (let i = 0; i < spec.operations; i++) {
    const fillsBefore = model.fills;
    const roll = rng.next();
    const side = rng.chance(0.5) ? BUY : SELL;
    if (roll < IOC_SHARE) {
      newLimit(IMMEDIATE_OR_CANCEL, crossingPrice(side), side, smallSize());
      counts.ioc++;
    } else {
      const drawsCancel = roll < IOC_SHARE + CANCEL_SHARE;
      const drawsNew = !drawsCancel && roll < IOC_SHARE + CANCEL_SHARE + GTC_SHARE;
      // Steering: the book's size decides between a new order and a cancel, never the moves.
      const short = model.book.orderCount < spec.restingOrders;
      const long = model.book.orderCount > spec.restingOrders;
      const wantsNew = (drawsNew && !long) || (drawsCancel && short);
      const order = wantsNew ? undefined : model.order(pickLive());
      if (order === undefined) {
        newLimit(LIMIT, rng.chance(GTC_CROSSING) ? crossingPrice(side) : passivePrice(side), side);
        counts.gtc++;
      } else if (drawsCancel || drawsNew) {
        emit(CANCEL, order.id, order.side, 0, 0);
        counts.cancel++;
      } else {
        let price = rng.chance(MOVE_CROSSING) ? crossingPrice(order.side) : passivePrice(order.side);
        if (price === order.price) price += order.side === BUY ? -unit : unit;
        emit(MOVE, order.id, order.side, price, 0);
        counts.move++;
      }
    }
    if (model.fills > fillsBefore) counts.trading++;
  }

  return {
    stream,
    range,
    prefill,
    counts,
    restingOrders: model.book.orderCount,
    occupiedLevels: model.book.depth(BUY, Infinity).length + model.book.depth(SELL, Infinity).length,
  };
}
