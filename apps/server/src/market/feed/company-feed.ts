/**
 * What the popup and the news panel say of a company: base info (its fundamentals from the
 * generated content, the 52-week range from its daily bars, today's prices and open orders),
 * stock info (its names, industry and size), the news wire and the calendar of defined events.
 * A symbol's fundamentals and the year range before today are computed once per day.
 */
import { divideRounded, type Industry, type StockBaseInfo } from "@bangia/market";
import type { InstrumentDefinition, SymbolDay } from "@bangia/exchange";
import type { Fundamentals, GeneratedContent } from "../../synthetic/generated-content";
import type { NewsWire } from "../news-wire";
import { instrumentSubject, sharesOf } from "../rows/content-subject";
import type { BarHistory } from "./bar-history";
import type { MarketDay } from "./market-day";
import type { CompanyFeed } from "./market-feed";

/** Trading days of history behind the 52-week range. */
export const YEAR_RANGE_DAYS = 250;

export interface CompanyFeedParts {
  readonly content: GeneratedContent;
  readonly news: NewsWire;
  readonly bars: BarHistory;
  /** ICB level-2 industries. */
  readonly industries: readonly Industry[];
}

interface BaseFacts {
  readonly fundamentals: Fundamentals;
  /** Lowest low and highest high of the year before today; 0 without history. */
  readonly low: number;
  readonly high: number;
}

export function createCompanyFeed(day: MarketDay, parts: CompanyFeedParts): CompanyFeed {
  const { exchange } = day;
  const { content, news, bars, industries } = parts;
  const factsOfDay = day.daily(() => new Map<string, BaseFacts>());

  function baseFacts(definition: InstrumentDefinition, symbolDay: SymbolDay): BaseFacts {
    const facts = factsOfDay();
    let known = facts.get(definition.symbol);
    if (known === undefined) {
      const history = bars.before(definition.symbol, YEAR_RANGE_DAYS);
      known = {
        fundamentals: content.fundamentals(instrumentSubject(definition, symbolDay.reference)),
        low: history.reduce((low, bar) => lowest(low, bar.low), 0),
        high: history.reduce((high, bar) => Math.max(high, bar.high), 0),
      };
      facts.set(definition.symbol, known);
    }
    return known;
  }

  return {
    baseInfo(symbol): StockBaseInfo | undefined {
      const definition = exchange.instrument(symbol);
      const symbolDay = exchange.day(symbol);
      if (definition === undefined || symbolDay === undefined) return undefined;
      if (definition.kind !== "STOCK" && definition.kind !== "ETF" && definition.kind !== "CW")
        return undefined;
      const facts = baseFacts(definition, symbolDay);
      const price = symbolDay.last > 0 ? symbolDay.last : symbolDay.reference;
      const { fundamentals } = facts;
      return {
        sym: symbol,
        capitalLevel: price * definition.sharesOutstanding,
        dumua: exchange.openVolume(symbol, "lot", "B"),
        duban: exchange.openVolume(symbol, "lot", "S"),
        yearlow: lowest(facts.low, symbolDay.low),
        yearhigh: Math.max(facts.high, symbolDay.high),
        foreignRoom: symbolDay.foreignRoom,
        dividend: fundamentals.dividend,
        yield: twoDecimals(fundamentals.dividend * 100, price),
        pb: twoDecimals(price, fundamentals.bvps),
        eps: fundamentals.eps,
        beta: fundamentals.beta,
        fwpe: fundamentals.fwpe,
        bvps: fundamentals.bvps,
      };
    },

    stockInfo(symbol) {
      const definition = exchange.instrument(symbol);
      if (definition === undefined) return undefined;
      const icbCode = definition.kind === "STOCK" ? definition.icbCode : null;
      const industry = icbCode === null ? undefined : industries.find((entry) => entry.icbCode === icbCode);
      const shares = sharesOf(definition);
      return {
        symbol,
        name_vn: definition.nameVi,
        name_en: definition.nameEn,
        exchange: definition.exchange,
        IcbCode: icbCode,
        IcbName: industry?.nameVi ?? null,
        IcbNameEn: industry?.nameEn ?? null,
        sharesOutstanding: shares,
        marketCap: (exchange.day(symbol)?.reference ?? 0) * shares,
        simulated: definition.simulated,
      };
    },

    news: (count) => news.latest(day.clock.now(), count),

    definedEvents: () => content.definedEvents(),
  };
}

/** The lower of two prices where 0 means "none". */
function lowest(a: number, b: number): number {
  if (a <= 0) return b;
  return b <= 0 ? a : Math.min(a, b);
}

/** numerator ÷ denominator with two decimals (display ratios); 0 without a denominator. */
function twoDecimals(numerator: number, denominator: number): number {
  if (!(denominator > 0)) return 0;
  if (Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator))
    return divideRounded(numerator * 100, denominator) / 100;
  return Math.round((numerator / denominator) * 100) / 100;
}
