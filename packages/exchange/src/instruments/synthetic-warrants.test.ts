import { daysBetween, isOnPriceStep, isTradingDay, previousTradingDay } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import { describe, expect, it } from "vitest";
import { indexDefinitions } from "./index-definitions";
import { listedStocks } from "./listed-stocks";
import { syntheticWarrants, warrantSymbol } from "./synthetic-warrants";
import { WARRANT_ISSUERS } from "./warrant-issuers";

const reference = readReferenceData();
const FIRST_DAY = "2026-02-10";
// Tết 2026 and the spring holidays, so dates have to step around them.
const HOLIDAYS = [
  "2026-02-16",
  "2026-02-17",
  "2026-02-18",
  "2026-02-19",
  "2026-02-20",
  "2026-04-27",
  "2026-04-30",
  "2026-05-01",
];
const stocks = new Map(listedStocks(reference, 3).map((stock) => [stock.symbol, stock]));
const vn30 = indexDefinitions(reference).find((index) => index.code === "VN30")?.constituents ?? [];
const warrants = syntheticWarrants({
  seed: 3,
  firstDay: FIRST_DAY,
  holidays: HOLIDAYS,
  underlyings: vn30,
  stocks,
});

describe("synthetic covered warrants", () => {
  it("puts 2–4 warrants on each of 80% of the VN30", () => {
    const perUnderlying = new Map<string, number>();
    for (const warrant of warrants)
      perUnderlying.set(warrant.underlying, (perUnderlying.get(warrant.underlying) ?? 0) + 1);
    expect(perUnderlying.size).toBe(24);
    for (const [underlying, count] of perUnderlying) {
      expect(vn30).toContain(underlying);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
  });

  it("names each C + underlying + listing year + sequence, uniquely", () => {
    expect(warrantSymbol("HPG", "2026-01-05", 1)).toBe("CHPG2601");
    for (const warrant of warrants) {
      expect(warrant.symbol).toMatch(
        new RegExp(`^C${warrant.underlying}${warrant.listedDate.slice(2, 4)}\\d{2}$`),
      );
    }
    expect(new Set(warrants.map((w) => w.symbol)).size).toBe(warrants.length);
  });

  it("converts n warrants into 1 share, n from 1 to 10", () => {
    for (const { ratio } of warrants) {
      expect(ratio.shares).toBe(1);
      expect(Number.isInteger(ratio.warrants) && ratio.warrants >= 1 && ratio.warrants <= 10).toBe(true);
    }
  });

  it("lists before the first day and matures 3–12 months after it, trading 2 days before maturity", () => {
    for (const warrant of warrants) {
      expect(warrant.listedDate < FIRST_DAY).toBe(true);
      expect(isTradingDay(warrant.listedDate, HOLIDAYS)).toBe(true);
      expect(isTradingDay(warrant.maturityDate, HOLIDAYS)).toBe(true);
      const days = daysBetween(FIRST_DAY, warrant.maturityDate);
      expect(days).toBeGreaterThanOrEqual(90);
      expect(days).toBeLessThanOrEqual(366);
      expect(warrant.lastTradingDate).toBe(
        previousTradingDay(previousTradingDay(warrant.maturityDate, HOLIDAYS), HOLIDAYS),
      );
    }
  });

  it("sets the exercise price near the underlying's reference, on the share step", () => {
    for (const warrant of warrants) {
      const spot = stocks.get(warrant.underlying)?.initialReference ?? 0;
      expect(isOnPriceStep({ kind: "STOCK", venue: "HOSE" }, warrant.exercisePrice)).toBe(true);
      expect(warrant.exercisePrice / spot).toBeGreaterThan(0.84);
      expect(warrant.exercisePrice / spot).toBeLessThan(1.21);
    }
  });

  it("starts at a price of at least 10 on the warrant tick, no more than the share per warrant", () => {
    for (const warrant of warrants) {
      const spot = stocks.get(warrant.underlying)?.initialReference ?? 0;
      expect(isOnPriceStep({ kind: "CW", venue: "HOSE" }, warrant.initialReference)).toBe(true);
      expect(warrant.initialReference).toBeGreaterThanOrEqual(10);
      expect(warrant.initialReference).toBeLessThanOrEqual(spot / warrant.ratio.warrants);
    }
  });

  it("is issued by a real securities firm, a few million warrants at a time", () => {
    for (const warrant of warrants) {
      const issuer = WARRANT_ISSUERS.find((candidate) => candidate.code === warrant.issuerCode);
      expect(issuer?.nameVi).toBe(warrant.issuerName);
      expect(warrant.sharesOutstanding).toBeGreaterThanOrEqual(1_000_000);
      expect(warrant.sharesOutstanding).toBeLessThanOrEqual(8_000_000);
    }
  });

  it.each([
    ["SSI", "SSI"],
    ["VND", "VND"],
    ["HCM", "HCM"],
    ["MBS", "MBS"],
    ["VCI", "VCI"],
    ["VPS", "VCK"],
  ])("issuer %s carries the registered name of listing %s", (code, listing) => {
    const issuer = WARRANT_ISSUERS.find((candidate) => candidate.code === code);
    const row = reference.symbols.find((candidate) => candidate.symbol === listing);
    expect(issuer?.nameVi).toBe(row?.nameVi);
    expect(issuer?.nameEn).toBe(row?.nameEn);
  });
});
