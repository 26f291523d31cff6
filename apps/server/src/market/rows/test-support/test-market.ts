/**
 * A live exchange for the market tests: the real universe (seed 1, first day 2025-03-10) on a
 * manual clock in the continuous session, helpers that send real orders, and small stand-ins
 * for the trade tape and the generated content.
 */
import { readReferenceData } from "@bangia/market/node";
import {
  buildUniverse,
  ManualClock,
  MarketExchange,
  type BondDefinition,
  type EtfDefinition,
  type FutureDefinition,
  type StockDefinition,
  type WarrantDefinition,
  type InstrumentUniverse,
  type InvestorType,
} from "@bangia/exchange";
import { epochMillisAt, stepDown, stepUp, type NewsItem, type Side } from "@bangia/market";
import type {
  Bar,
  ContentSubject,
  Fundamentals,
  GeneratedContent,
  ProprietaryFlow,
} from "../../../synthetic/generated-content";
import type { TradeExecuted } from "@bangia/exchange";
import type { OddLotTrading, TapeTrade, TradeTapeView } from "../../projection";
import { addOddLot } from "../../trade-tape";
import { stepContextOf } from "../content-subject";

export const FIRST_DAY = "2025-03-10";

let universe: InstrumentUniverse | undefined;

/** The universe, built once per test file. */
export function testUniverse(): InstrumentUniverse {
  universe ??= buildUniverse(readReferenceData(), { seed: 1, firstDay: FIRST_DAY });
  return universe;
}

interface DefinitionOfKind {
  readonly STOCK: StockDefinition;
  readonly ETF: EtfDefinition;
  readonly CW: WarrantDefinition;
  readonly BOND: BondDefinition;
  readonly INDEX_FUTURE: FutureDefinition;
  readonly BOND_FUTURE: FutureDefinition;
}

/** The first instrument of a kind in the universe that `keep` accepts. */
export function firstOf<K extends keyof DefinitionOfKind>(
  kind: K,
  keep: (definition: DefinitionOfKind[K]) => boolean = () => true,
): DefinitionOfKind[K] {
  for (const definition of testUniverse().instruments)
    if (definition.kind === kind && keep(definition as DefinitionOfKind[K]))
      return definition as DefinitionOfKind[K];
  throw new Error(`no such ${kind} in the universe`);
}

/** A board-lot tape built from the exchange's trade events; tests may add trades of their own. */
export class TestTape implements TradeTapeView {
  readonly #trades = new Map<string, TapeTrade[]>();
  readonly #bars = new Map<string, Bar[]>();
  readonly #oddLots = new Map<string, OddLotTrading>();

  /** One odd-lot match of `symbol`, summed up as the real tape does. */
  recordOddLot(trade: TradeExecuted): void {
    this.#oddLots.set(trade.symbol, addOddLot(this.#oddLots.get(trade.symbol), trade));
  }

  oddLotTrading(symbol: string): OddLotTrading | undefined {
    return this.#oddLots.get(symbol);
  }

  record(symbol: string, trade: Omit<TapeTrade, "index" | "symbol">): TapeTrade {
    const trades = this.#trades.get(symbol) ?? [];
    const recorded = { ...trade, symbol, index: trades.length + 1 };
    trades.push(recorded);
    this.#trades.set(symbol, trades);
    return recorded;
  }

  setMinuteBars(symbol: string, bars: readonly Bar[]): void {
    this.#bars.set(symbol, [...bars]);
  }

  trades(symbol: string): readonly TapeTrade[] {
    return this.#trades.get(symbol) ?? [];
  }

  lastTrade(symbol: string): TapeTrade | undefined {
    return this.#trades.get(symbol)?.at(-1);
  }

  /** Preset bars, else one bar per minute of the symbol's trades. */
  minuteBars(symbol: string): readonly Bar[] {
    const preset = this.#bars.get(symbol);
    if (preset !== undefined) return preset;
    const bars: Bar[] = [];
    for (const trade of this.trades(symbol)) {
      const time = Math.floor(trade.time / 60_000) * 60;
      const last = bars.at(-1);
      if (last?.time === time)
        bars[bars.length - 1] = {
          ...last,
          high: Math.max(last.high, trade.price),
          low: Math.min(last.low, trade.price),
          close: trade.price,
          volume: last.volume + trade.volume,
        };
      else
        bars.push({
          time,
          open: trade.price,
          high: trade.price,
          low: trade.price,
          close: trade.price,
          volume: trade.volume,
        });
    }
    return bars;
  }
}

/** Generated content that is simple to check by hand; counts the calls the caches should save. */
export class TestContent implements GeneratedContent {
  readonly calls = { dailyHistory: 0, fundamentals: 0, proprietaryFlow: 0 };

  /** One bar per weekday before `today`, the last closing at the reference; 00:00 UTC stamps. */
  dailyHistory(subject: ContentSubject, today: string, days: number): readonly Bar[] {
    this.calls.dailyHistory++;
    const bars: Bar[] = [];
    let time = Date.parse(`${today}T00:00:00Z`) / 1_000;
    for (let back = 0; bars.length < days; back++) {
      time -= 86_400;
      const weekday = new Date(time * 1_000).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const close = subject.reference;
      const spread = subject.tick(close) * (1 + (bars.length % 3));
      bars.push({ time, open: close, high: close + spread, low: close - spread, close, volume: 1_000 });
    }
    return bars.reverse();
  }

  financeData(): never {
    throw new Error("not used by the market feed");
  }

  fundamentals(subject: ContentSubject): Fundamentals {
    this.calls.fundamentals++;
    return {
      eps: 2_500,
      bvps: Math.max(1, Math.round(subject.reference / 2)),
      dividend: 1_000,
      beta: 1.1,
      fwpe: 12.5,
    };
  }

  dailyRatios(): never {
    throw new Error("not used by the market feed");
  }

  trailingRatios(): never {
    throw new Error("not used by the market feed");
  }

  companyEvents(): never {
    throw new Error("not used by the market feed");
  }

  eventsOnDate(): never {
    throw new Error("not used by the market feed");
  }

  definedEvents() {
    return [{ code: "DIV", name_vn: "Trả cổ tức", name_en: "Dividend" }];
  }

  newsItem(date: string, index: number, time: number, symbols: readonly string[]): NewsItem {
    return {
      rf: `/tin-tuc/${date}/${index}`,
      tl: `${symbols[index % symbols.length] ?? "?"} news ${index}`,
      tl_en: `${symbols[index % symbols.length] ?? "?"} news ${index} (en)`,
      tm: new Date(time).toISOString(),
      sc: "simulated",
    };
  }

  proprietaryFlow(_subject: ContentSubject, date: string): ProprietaryFlow {
    this.calls.proprietaryFlow++;
    const day = Number(date.slice(-2));
    return { buyVolume: 100 * day, buyValue: 1_000_000 * day, sellVolume: 100, sellValue: 1_000_000 };
  }
}

/** The exchange at 10:00 of the first day with helpers that trade on it. */
export function testMarket(time = "10:00", date = FIRST_DAY) {
  const clock = new ManualClock(epochMillisAt(date, time));
  const exchange = new MarketExchange({ universe: testUniverse(), clock });
  const tape = new TestTape();
  exchange.subscribe((event) => {
    if (event.type === "trade" && event.board === "odd") tape.recordOddLot(event);
    if (event.type !== "trade" || event.board !== "lot") return;
    tape.record(event.symbol, {
      tradeId: event.tradeId,
      time: event.time,
      price: event.price,
      volume: event.volume,
      side: event.aggressor ?? "",
    });
  });
  let orders = 0;
  const order = (
    symbol: string,
    side: Side,
    price: number,
    volume: number,
    extra: { readonly account?: string; readonly investor?: InvestorType } = {},
  ) => {
    const result = exchange.execute({
      type: "new",
      clientOrderId: `t${++orders}`,
      account: side === "B" ? "buyer" : "seller",
      symbol,
      side,
      priceType: "LO",
      price,
      volume,
      ...extra,
    });
    if (!result.ok) throw new Error(`order ${symbol} ${side} ${price}×${volume} refused: ${result.code}`);
    return result;
  };
  /** A match at `price`: a resting sell, then the buy that takes it. */
  const trade = (symbol: string, price: number, volume: number, buyer: InvestorType = "DOMESTIC") => {
    order(symbol, "S", price, volume, { account: `s-${symbol}` });
    order(symbol, "B", price, volume, { account: `b-${symbol}`, investor: buyer });
  };
  /** The price `steps` ticks above (negative: below) `price` on the symbol's grid. */
  const ticks = (symbol: string, price: number, steps: number) => {
    const definition = exchange.instrument(symbol);
    if (definition === undefined) throw new Error(`unknown ${symbol}`);
    const context = stepContextOf(definition);
    let value = price;
    for (let i = 0; i < Math.abs(steps); i++)
      value = steps > 0 ? stepUp(context, value) : stepDown(context, value);
    return value;
  };
  const advance = (millis: number) => {
    clock.advance(millis);
    exchange.tick();
  };
  return { clock, exchange, tape, order, trade, ticks, advance };
}
