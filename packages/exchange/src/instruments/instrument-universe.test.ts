import { isOnPriceStep, type InstrumentKind, type StepContext } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import { describe, expect, it } from "vitest";
import { basketValue } from "./etf-baskets";
import { FULL_ROOM_SYMBOLS } from "./foreign-room";
import type { InstrumentDefinition, StockDefinition } from "./instrument";
import { buildUniverse } from "./instrument-universe";
import { trackedIndexConstituents } from "./index-definitions";

const reference = readReferenceData();
const FIRST_DAY = "2026-02-10";
const universe = buildUniverse(reference, { seed: 7, firstDay: FIRST_DAY });
const instruments = universe.instruments;
const bySymbol = new Map(instruments.map((instrument) => [instrument.symbol, instrument]));
const stocks = instruments.filter((i): i is StockDefinition => i.kind === "STOCK");

function stepContext(instrument: InstrumentDefinition): StepContext {
  return instrument.boardVenue === undefined
    ? { kind: instrument.kind }
    : { kind: instrument.kind, venue: instrument.boardVenue };
}

function count(kind: InstrumentKind, exchange: string): number {
  return instruments.filter((i) => i.kind === kind && i.exchange === exchange).length;
}

describe("instrument universe: what is listed", () => {
  it.each<[InstrumentKind, string, number]>([
    ["STOCK", "HOSE", 405],
    ["STOCK", "HNX", 302],
    ["STOCK", "UPCOM", 849],
    ["ETF", "HOSE", 18],
    ["INDEX_FUTURE", "DERIVATIVES", 8],
    ["BOND_FUTURE", "DERIVATIVES", 6],
    ["BOND", "HNX", 30],
  ])("%s on %s: %d", (kind, exchange, expected) => {
    expect(count(kind, exchange)).toBe(expected);
  });

  it("lists 2–4 warrants on each of most VN30 shares, all on HOSE", () => {
    const warrants = instruments.filter((i) => i.kind === "CW");
    expect(warrants.every((w) => w.exchange === "HOSE" && w.sessionVenue === "HOSE")).toBe(true);
    expect(warrants.length).toBeGreaterThanOrEqual(24 * 2);
    expect(warrants.length).toBeLessThanOrEqual(24 * 4);
  });

  it("has no duplicate symbols", () => {
    expect(bySymbol.size).toBe(instruments.length);
  });

  it("puts every initial reference on its price step", () => {
    const off = instruments.filter((i) => !isOnPriceStep(stepContext(i), i.initialReference));
    expect(off.map((i) => i.symbol)).toEqual([]);
  });

  it("keeps the real reference price, names and shares of every real symbol", () => {
    for (const row of reference.symbols) {
      const listed = bySymbol.get(row.symbol);
      expect(listed, row.symbol).toMatchObject({
        kind: row.kind,
        exchange: row.exchange,
        boardVenue: row.exchange,
        sessionVenue: row.exchange,
        nameVi: row.nameVi,
        nameEn: row.nameEn,
        initialReference: row.referencePrice,
        sharesOutstanding: row.sharesOutstanding,
        simulated: false,
      });
    }
  });

  it("marks invented instruments simulated and says so in both languages", () => {
    const invented = instruments.filter((i) => i.kind !== "STOCK" && i.kind !== "ETF");
    expect(invented.length).toBeGreaterThan(0);
    for (const instrument of invented) {
      expect(instrument.simulated).toBe(true);
      expect(instrument.nameVi).toMatch(/mô phỏng/);
      expect(instrument.nameEn).toMatch(/simulated/i);
    }
  });

  it("refuses a first day that does not trade", () => {
    expect(() => buildUniverse(reference, { seed: 7, firstDay: "2026-02-14" })).toThrow(RangeError);
    expect(() => buildUniverse(reference, { seed: 7, firstDay: FIRST_DAY, holidays: [FIRST_DAY] })).toThrow(
      RangeError,
    );
  });
});

describe("instrument universe: foreign room and restricted stocks", () => {
  it("caps banks at 30% and other stocks at 49% of their shares", () => {
    for (const stock of stocks) {
      const percent = stock.icbCode === "8300" ? 30 : 49;
      expect(stock.foreignRoomLimit).toBe(Math.floor((stock.sharesOutstanding * percent) / 100));
      expect(stock.initialForeignHolding).toBeGreaterThanOrEqual(0);
      expect(stock.initialForeignHolding).toBeLessThanOrEqual(stock.foreignRoomLimit);
    }
  });

  it("starts the well-known full-room names with no room left", () => {
    for (const symbol of FULL_ROOM_SYMBOLS) {
      const stock = bySymbol.get(symbol);
      expect(stock?.kind, symbol).toBe("STOCK");
      if (stock?.kind === "STOCK") expect(stock.initialForeignHolding).toBe(stock.foreignRoomLimit);
    }
  });

  it("restricts 5 small HOSE stocks outside the HOSE indices but the all-share ones", () => {
    const restricted = stocks.filter((stock) => stock.restricted);
    expect(restricted).toHaveLength(5);
    const allShare = ["VNINDEX", "VNSMALLCAP", "VNALLSHARE"];
    const inIndices = new Set(
      universe.indices
        .filter((index) => !allShare.includes(index.code))
        .flatMap((index) => index.constituents),
    );
    for (const stock of restricted) {
      expect(stock.exchange).toBe("HOSE");
      expect(inIndices.has(stock.symbol)).toBe(false);
    }
  });
});

describe("instrument universe: ETFs", () => {
  const etfs = instruments.filter((i) => i.kind === "ETF");
  const priceOf = (symbol: string) => bySymbol.get(symbol)?.initialReference;

  it.each(etfs.map((etf) => [etf.symbol, etf] as const))(
    "%s starts with its iNav within 5%% of its price",
    (_, etf) => {
      const inav = basketValue(etf.basket, priceOf) / etf.unitsPerBasket;
      expect(Math.abs(inav / etf.initialReference - 1)).toBeLessThan(0.05);
    },
  );

  it("holds the members of the tracked index (VNX50 from its recorded list)", () => {
    for (const etf of etfs) {
      const members = trackedIndexConstituents(etf.trackedIndex, universe.indices);
      expect(members, etf.symbol).not.toBeNull();
      expect(etf.basket.map((line) => line.symbol).sort()).toEqual([...(members ?? [])].sort());
      for (const line of etf.basket) expect(Number.isSafeInteger(line.shares) && line.shares > 0).toBe(true);
    }
  });

  it("gives ETF units a 100% foreign cap", () => {
    for (const etf of etfs) expect(etf.foreignRoomLimit).toBe(etf.sharesOutstanding);
  });
});

describe("instrument universe: determinism", () => {
  const synthetic = (list: readonly InstrumentDefinition[]) =>
    list.filter((i) => i.simulated).map((i) => [i.symbol, i.initialReference]);

  it("builds the same universe for the same seed", () => {
    expect(buildUniverse(reference, { seed: 7, firstDay: FIRST_DAY })).toEqual(universe);
  });

  it("invents different instruments for a different seed, keeping the real ones", () => {
    const other = buildUniverse(reference, { seed: 8, firstDay: FIRST_DAY });
    expect(synthetic(other.instruments)).not.toEqual(synthetic(instruments));
    const realPrices = (list: readonly InstrumentDefinition[]) =>
      list.filter((i) => !i.simulated).map((i) => [i.symbol, i.initialReference]);
    expect(realPrices(other.instruments)).toEqual(realPrices(instruments));
  });
});
