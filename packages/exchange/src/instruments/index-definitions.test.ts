import { readReferenceData } from "@bangia/market/node";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_INDEX_LEVEL,
  VNX50_CONSTITUENTS,
  indexDefinitions,
  initialIndexLevel,
} from "./index-definitions";

const reference = readReferenceData();
const indices = indexDefinitions(reference);
const find = (code: string) => indices.find((index) => index.code === code);

describe("index definitions", () => {
  it("defines the ten indices of the data and three derived ones", () => {
    expect(indices.map((index) => index.code).sort()).toEqual([
      "HNX30",
      "HNXINDEX",
      "UPCOMINDEX",
      "VN100",
      "VN30",
      "VNALLSHARE",
      "VNDIAMOND",
      "VNFINLEAD",
      "VNFINSELECT",
      "VNINDEX",
      "VNMIDCAP",
      "VNSMALLCAP",
      "VNX50",
    ]);
  });

  it("derives VNSMALLCAP as the HOSE stocks outside VN100 and VNALLSHARE as both together", () => {
    const members = (code: string) => new Set(indices.find((index) => index.code === code)?.constituents);
    const vn100 = members("VN100");
    const small = members("VNSMALLCAP");
    expect([...small].some((symbol) => vn100.has(symbol))).toBe(false);
    expect(members("VNALLSHARE")).toEqual(new Set([...vn100, ...small]));
    expect(vn100.size + small.size).toBe(405);
  });

  it.each([
    ["VNINDEX", 175_482],
    ["VN30", 194_775],
    ["VN100", 181_963],
    ["HNX30", 55_578],
  ])("starts %s at the close the data records (%d hundredths)", (code, level) => {
    expect(find(code)?.initialLevel).toBe(level);
  });

  it("starts every index at a positive whole number of hundredths", () => {
    for (const index of indices)
      expect(Number.isSafeInteger(index.initialLevel) && index.initialLevel > 0).toBe(true);
    expect(initialIndexLevel("HNXLCAP")).toBe(DEFAULT_INDEX_LEVEL);
  });

  it.each([
    ["VNINDEX", "HOSE", 405],
    ["HNXINDEX", "HNX", 302],
    ["UPCOMINDEX", "UPCOM", 849],
  ])("%s holds every %s stock, as the data lists it", (code, exchange, size) => {
    const stocks = reference.symbols.filter((row) => row.kind === "STOCK" && row.exchange === exchange);
    const constituents = find(code)?.constituents ?? [];
    expect(constituents).toHaveLength(size);
    expect([...constituents].sort()).toEqual(stocks.map((row) => row.symbol).sort());
    const listed = reference.indices.find((index) => index.code === code)?.constituents ?? [];
    expect([...constituents].sort()).toEqual([...listed].sort());
  });

  it("keeps the data's members for the other indices", () => {
    for (const code of ["VN30", "VN100", "HNX30", "VNDIAMOND"]) {
      expect(find(code)?.constituents).toEqual(
        reference.indices.find((index) => index.code === code)?.constituents,
      );
    }
  });

  it("lists 50 distinct VNX50 members, each a HOSE or HNX stock", () => {
    expect(new Set(VNX50_CONSTITUENTS).size).toBe(50);
    const exchanges = new Map(reference.symbols.map((row) => [row.symbol, `${row.kind} ${row.exchange}`]));
    for (const symbol of VNX50_CONSTITUENTS)
      expect(["STOCK HOSE", "STOCK HNX"]).toContain(exchanges.get(symbol));
  });
});
