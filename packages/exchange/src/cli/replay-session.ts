/**
 * Runs checked replay rows through a fresh exchange on a manual clock that starts at midnight of
 * the first day: each row first moves the clock to its time (so every session event on the way
 * happens — the ATO match at 09:15, lunch, the ATC at 14:45, the close), then gives its input.
 * Collects every row's answer, every trade and the books as they stand after the last row.
 */
import type { HolidayList, Side } from "@bangia/market";
import { ManualClock } from "../clock/market-clock";
import type { TradeExecuted } from "../events/exchange-event";
import type { CommandResult } from "../exchange/exchange-api";
import { MarketExchange } from "../exchange/market-exchange";
import type { InstrumentUniverse } from "../instruments/instrument";
import type { Board, OrderCommand } from "../orders/order-commands";
import type { RejectCode } from "../orders/reject-codes";
import type { ReplayInputs, ReplayRow } from "./replay-rows";
import { instantOf } from "./replay-time";

export interface ReplayOutcome {
  readonly row: ReplayRow;
  /** The account the input was sent for (a cancel or replace defaults to its order's). */
  readonly account: string;
  readonly result: "accepted" | "rejected" | "advanced";
  readonly orderId: number | null;
  readonly code: RejectCode | null;
}

export interface ReplayTrade {
  readonly tradeId: number;
  readonly time: number;
  readonly symbol: string;
  readonly board: Board | "pt";
  readonly price: number;
  readonly volume: number;
  readonly buyClientId: string;
  readonly sellClientId: string;
  /** The side that took liquidity; null for a call auction. */
  readonly aggressor: Side | null;
}

export interface ReplayBookLevel {
  readonly symbol: string;
  readonly board: Board;
  readonly side: Side;
  /** 1 for the best price. */
  readonly level: number;
  readonly price: number;
  readonly volume: number;
  readonly orders: number;
}

export interface ReplayResult {
  readonly outcomes: readonly ReplayOutcome[];
  readonly trades: readonly ReplayTrade[];
  readonly books: readonly ReplayBookLevel[];
}

export interface ReplaySetup {
  readonly universe: InstrumentUniverse;
  readonly holidays?: HolidayList;
}

/** The order a client_id names: the latest accepted one, else the latest (refused) one. */
interface NamedOrder {
  readonly orderId: number;
  readonly account: string;
}

export function runReplay(inputs: ReplayInputs, setup: ReplaySetup): ReplayResult {
  const clock = new ManualClock(instantOf(inputs.firstDay, 0));
  const exchange = new MarketExchange({
    universe: setup.universe,
    clock,
    ...(setup.holidays === undefined ? {} : { holidays: setup.holidays }),
  });
  const tradeEvents: TradeExecuted[] = [];
  exchange.subscribe((event) => {
    if (event.type === "trade") tradeEvents.push(event);
  });
  const named = new Map<string, NamedOrder>();
  const clientIdOf = new Map<number, string>();
  const outcomes = inputs.rows.map((row): ReplayOutcome => {
    clock.set(row.time);
    const input = row.input;
    if (input.action === "advance") {
      exchange.tick();
      return { row, account: "", result: "advanced", orderId: null, code: null };
    }
    if (input.action === "new") {
      const answer = exchange.execute({
        type: "new",
        clientOrderId: input.clientId,
        account: input.account,
        symbol: input.symbol,
        side: input.side,
        priceType: input.priceType,
        volume: input.volume,
        ...(input.price === null ? {} : { price: input.price }),
      });
      const orderId = answer.ok ? (answer.orderId ?? 0) : 0;
      if (answer.ok) clientIdOf.set(orderId, input.clientId);
      if (answer.ok || !named.has(input.clientId))
        named.set(input.clientId, { orderId, account: input.account });
      return outcome(row, input.account, answer);
    }
    // The ref was checked against earlier rows; a refused order has id 0, which the exchange
    // answers as unknown.
    const order = named.get(input.ref) ?? { orderId: 0, account: "" };
    const account = input.account === "" ? order.account : input.account;
    const command: OrderCommand =
      input.action === "cancel"
        ? { type: "cancel", account, orderId: order.orderId }
        : {
            type: "replace",
            account,
            orderId: order.orderId,
            ...(input.price === null ? {} : { price: input.price }),
            ...(input.volume === null ? {} : { volume: input.volume }),
          };
    return outcome(row, account, exchange.execute(command));
  });
  const trades = tradeEvents.map((event): ReplayTrade => ({
    tradeId: event.tradeId,
    time: event.time,
    symbol: event.symbol,
    board: event.board,
    price: event.price,
    volume: event.volume,
    buyClientId: clientIdOf.get(event.buyOrderId) ?? "",
    sellClientId: clientIdOf.get(event.sellOrderId) ?? "",
    aggressor: event.aggressor,
  }));
  return { outcomes, trades, books: finalBooks(exchange, inputs) };
}

function outcome(row: ReplayRow, account: string, answer: CommandResult): ReplayOutcome {
  return answer.ok
    ? { row, account, result: "accepted", orderId: answer.orderId ?? null, code: null }
    : { row, account, result: "rejected", orderId: null, code: answer.code };
}

/** Every level of both boards of each listed symbol the rows name, in symbol order. */
function finalBooks(exchange: MarketExchange, inputs: ReplayInputs): ReplayBookLevel[] {
  const symbols = new Set<string>();
  for (const { input } of inputs.rows)
    if (input.action === "new" && exchange.instrument(input.symbol) !== undefined) symbols.add(input.symbol);
  const levels: ReplayBookLevel[] = [];
  for (const symbol of [...symbols].sort())
    for (const board of ["lot", "odd"] as const)
      for (const side of ["B", "S"] as const)
        exchange
          .depth(symbol, board, side, Number.POSITIVE_INFINITY)
          .forEach((level, index) => levels.push({ symbol, board, side, level: index + 1, ...level }));
  return levels;
}
