import { daysBetween, isTradingDay } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import { describe, expect, it } from "vitest";
import { bondSymbol, syntheticBonds } from "./synthetic-bonds";

const reference = readReferenceData();
const FIRST_DAY = "2026-02-10";
const HOLIDAYS = ["2026-02-16", "2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20"];
const bonds = syntheticBonds(reference, { seed: 11, firstDay: FIRST_DAY, holidays: HOLIDAYS });
const stockNames = new Map(
  reference.symbols.filter((row) => row.kind === "STOCK").map((row) => [row.symbol, row.nameVi]),
);

describe("synthetic bonds", () => {
  it.each([
    ["PRIVATE", "PRIVATE_BONDS"],
    ["CORPORATE", "LISTED_BONDS"],
  ])("lists 15 %s bonds on HNX, session venue %s", (bondType, sessionVenue) => {
    const ofType = bonds.filter((bond) => bond.bondType === bondType);
    expect(ofType).toHaveLength(15);
    for (const bond of ofType) expect(bond).toMatchObject({ exchange: "HNX", sessionVenue, kind: "BOND" });
  });

  it("comes from 30 different real listed companies, with their registered names", () => {
    expect(new Set(bonds.map((bond) => bond.issuerCode)).size).toBe(30);
    for (const bond of bonds) expect(bond.issuerName).toBe(stockNames.get(bond.issuerCode));
  });

  it("names each issuer + B + issue year + series, clashing with no stock", () => {
    expect(bondSymbol("VIC", "2024-05-02", 3)).toBe("VICB2403");
    for (const bond of bonds) {
      expect(bond.symbol).toMatch(new RegExp(`^${bond.issuerCode}B${bond.issueDate.slice(2, 4)}\\d{2}$`));
      expect(stockNames.has(bond.symbol)).toBe(false);
    }
  });

  it("has par 100,000, a 6–12% coupon and a 6-month, 12-month or yearly period", () => {
    for (const bond of bonds) {
      expect(bond.parValue).toBe(100_000);
      expect(bond.couponBasisPoints).toBeGreaterThanOrEqual(600);
      expect(bond.couponBasisPoints).toBeLessThanOrEqual(1_200);
      expect([`6 MONTH`, `12 MONTH`, `1 YEAR`]).toContain(`${bond.couponPeriod} ${bond.couponPeriodUnit}`);
    }
  });

  it("was issued before the first day and matures 1–5 years after it, on trading days", () => {
    for (const bond of bonds) {
      expect(bond.issueDate < FIRST_DAY).toBe(true);
      expect(isTradingDay(bond.issueDate, HOLIDAYS)).toBe(true);
      expect(isTradingDay(bond.maturityDate, HOLIDAYS)).toBe(true);
      const days = daysBetween(FIRST_DAY, bond.maturityDate);
      expect(days).toBeGreaterThan(365);
      expect(days).toBeLessThanOrEqual(5 * 366);
    }
  });

  it("starts near par in whole VND, with terms and units outstanding", () => {
    for (const bond of bonds) {
      expect(Number.isSafeInteger(bond.initialReference)).toBe(true);
      expect(bond.initialReference).toBeGreaterThanOrEqual(90_000);
      expect(bond.initialReference).toBeLessThanOrEqual(110_000);
      expect(bond.collateral).not.toBe("");
      expect(bond.callPutProvision).not.toBe("");
      expect(bond.outstandingUnits).toBeGreaterThan(0);
    }
  });
});
