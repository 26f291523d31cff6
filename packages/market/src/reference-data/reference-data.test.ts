import { describe, expect, it } from "vitest";
import { computeBand } from "../bands";
import { isOnPriceStep } from "../price-steps";
import { readReferenceData } from "./read-reference-data";
import { toListedSymbols } from "./reference-data";

const data = readReferenceData();
const bySymbol = new Map(data.symbols.map((s) => [s.symbol, s]));

describe("reference data (packages/market/data)", () => {
  it("holds every listed stock and ETF of the snapshot: 405 + 18 HOSE, 302 HNX, 849 UPCOM", () => {
    const count = (exchange: string, kind: string) =>
      data.symbols.filter((s) => s.exchange === exchange && s.kind === kind).length;
    expect(data.symbols).toHaveLength(1_574);
    expect(count("HOSE", "STOCK")).toBe(405);
    expect(count("HOSE", "ETF")).toBe(18);
    expect(count("HNX", "STOCK")).toBe(302);
    expect(count("UPCOM", "STOCK")).toBe(849);
    expect(bySymbol.size).toBe(1_574);
  });

  it("every reference price is on the tick grid of its exchange and type", () => {
    const offGrid = data.symbols.filter(
      (s) =>
        !isOnPriceStep({ kind: s.kind === "ETF" ? "ETF" : "STOCK", venue: s.exchange }, s.referencePrice),
    );
    expect(offGrid.map((s) => `${s.symbol} ${s.exchange} ${s.referencePrice}`)).toEqual([]);
  });

  it("every reference price yields a band whose ceiling and floor are on the grid", () => {
    for (const s of data.symbols) {
      const context = { kind: s.kind === "ETF" ? "ETF" : "STOCK", venue: s.exchange } as const;
      const band = computeBand({ ...context, reference: s.referencePrice });
      expect(band, s.symbol).not.toBeNull();
      if (band === null) continue;
      expect(isOnPriceStep(context, band.ceiling), `${s.symbol} ceiling ${band.ceiling}`).toBe(true);
      expect(band.floor === s.referencePrice || isOnPriceStep(context, band.floor), `${s.symbol} floor`).toBe(
        true,
      );
    }
  });

  it("keeps ICB codes as text and every code names a known industry", () => {
    const codes = new Set(data.industries.map((i) => i.icbCode));
    expect(codes.has("0500")).toBe(true);
    const unknown = data.symbols.filter((s) => s.icbCode !== null && !codes.has(s.icbCode));
    expect(unknown).toEqual([]);
    expect(data.industries).toHaveLength(19);
  });

  it("every index constituent is listed on the index's exchange; VN30 has 30 members", () => {
    for (const index of data.indices) {
      for (const member of index.constituents) {
        expect(bySymbol.get(member)?.exchange, `${index.code} ${member}`).toBe(index.exchange);
      }
    }
    expect(data.indices.find((i) => i.code === "VN30")?.constituents).toHaveLength(30);
  });

  it("every ETF is a listed ETF; its tracked index is in indices.csv except VNX50 (spans two exchanges)", () => {
    const indexCodes = new Set(data.indices.map((i) => i.code));
    expect(data.etfs).toHaveLength(18);
    for (const etf of data.etfs) {
      expect(bySymbol.get(etf.symbol)?.kind, etf.symbol).toBe("ETF");
      if (etf.trackedIndex !== "VNX50") expect(indexCodes.has(etf.trackedIndex), etf.trackedIndex).toBe(true);
    }
  });

  it("rejects a bad row with its file and row number", () => {
    const good = {
      symbol: "AAA",
      exchange: "HOSE",
      type: "STOCK",
      name_vi: "A",
      name_en: "A",
      icb_code: "1300",
      ref_price: "7750",
      shares_outstanding: "1",
    };
    expect(() => toListedSymbols([good, { ...good, ref_price: "7.75" }])).toThrow(
      "symbols.csv row 3: ref_price",
    );
    expect(() => toListedSymbols([{ ...good, exchange: "NYSE" }])).toThrow("unknown exchange NYSE");
    expect(() => toListedSymbols([{ ...good, type: "BOND" }])).toThrow("unknown type BOND");
  });
});
