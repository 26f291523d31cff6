import { describe, expect, it } from "vitest";
import { INDEX_CODES } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import {
  createBoardGroups,
  derivativeBoard,
  indexMembers,
  indexMenu,
  PROPRIETARY_GROUPS,
} from "./board-groups";
import { FIRST_DAY, testUniverse } from "./rows/test-support/test-market";

const universe = testUniverse();
const industries = readReferenceData().industries;
const groups = createBoardGroups({
  instruments: universe.instruments,
  indices: universe.indices,
  industries,
});
const kindOf = (symbol: string) => universe.instruments.find((definition) => definition.symbol === symbol);
const sorted = (symbols: readonly string[]) => [...symbols].sort();

describe("index groups (getlistckindex)", () => {
  it("lists the boards' index codes for list_allindex", () => {
    const answer = groups.ckIndex("list_allindex");
    expect(answer).toEqual(
      INDEX_CODES.map((entry) => ({ mc: entry.code, code: entry.symbol, name: entry.name })),
    );
  });

  it("offers the index baskets, not the composite floors, in the dropdown (list_exindex)", () => {
    const menu = indexMenu(universe.indices);
    expect(groups.ckIndex("list_exindex")).toEqual(menu);
    expect(menu.map((item) => item.code)).toEqual([
      "VN30",
      "VN100",
      "VNMIDCAP",
      "VNSMALLCAP",
      "VNDIAMOND",
      "VNFINLEAD",
      "VNFINSELECT",
      "VNX50",
      "HNX30",
      "VNALLSHARE",
    ]);
    for (const item of menu)
      expect(groups.ckIndex(item.code)).toHaveLength(indexMembers(universe.indices, item.code)?.length ?? -1);
  });

  it("answers an index's members by symbol or by board code, in any case", () => {
    const vn30 = universe.indices.find((index) => index.code === "VN30")?.constituents;
    expect(vn30).toHaveLength(30);
    expect(groups.ckIndex("VN30")).toEqual(vn30);
    expect(groups.ckIndex("vn30")).toEqual(vn30);
    expect(groups.indexMembers("11")).toEqual(vn30);
    expect(groups.indexMembers("VN30")).toEqual(vn30);
    expect(groups.indexMembers("XYZ")).toBeUndefined();
  });

  it("reads hnx_t as HNX's shares and hsx_e as HOSE's ETFs", () => {
    const hnx = groups.ckIndex("hnx_t") as readonly string[];
    const etfs = groups.ckIndex("hsx_e") as readonly string[];
    expect(hnx.length).toBeGreaterThan(100);
    expect(
      hnx.every((symbol) => kindOf(symbol)?.kind === "STOCK" && kindOf(symbol)?.exchange === "HNX"),
    ).toBe(true);
    expect(etfs.length).toBeGreaterThan(0);
    expect(
      etfs.every((symbol) => kindOf(symbol)?.kind === "ETF" && kindOf(symbol)?.exchange === "HOSE"),
    ).toBe(true);
    expect(etfs).toEqual(sorted(etfs));
  });

  it("answers a floor with its shares, HSX being HOSE", () => {
    const hose = groups.ckIndex("HOSE") as readonly string[];
    expect(groups.ckIndex("HSX")).toEqual(hose);
    expect(hose).toEqual(groups.floorShares("HOSE"));
    expect(hose).toEqual(sorted(hose));
    expect(
      hose.every((symbol) => kindOf(symbol)?.kind === "STOCK" && kindOf(symbol)?.exchange === "HOSE"),
    ).toBe(true);
    expect(groups.ckIndex("UPCOM")).toHaveLength(
      universe.instruments.filter(
        (definition) => definition.kind === "STOCK" && definition.exchange === "UPCOM",
      ).length,
    );
  });

  it("answers undefined for an unknown group", () => {
    expect(groups.ckIndex("nope")).toBeUndefined();
    expect(groups.ckIndex("constructor")).toBeUndefined();
  });
});

describe("industries", () => {
  it("lists the reference data's industries and their shares by ICB code", () => {
    expect(groups.industries()).toHaveLength(industries.length);
    const [first] = groups.industries();
    expect(first).toEqual({
      IcbCode: industries[0]?.icbCode,
      IcbName: industries[0]?.nameVi,
      IcbNameEn: industries[0]?.nameEn,
    });
    const symbols = groups.industrySymbols(first?.IcbCode ?? "") ?? [];
    expect(symbols.length).toBeGreaterThan(0);
    for (const symbol of symbols) {
      const definition = kindOf(symbol);
      expect(definition?.kind === "STOCK" && definition.icbCode).toBe(first?.IcbCode);
    }
    expect(groups.industrySymbols("9999")).toBeUndefined();
  });
});

describe("odd-lot, derivative and proprietary groups", () => {
  it("lists each floor's shares on its odd-lot board", () => {
    expect(groups.oddLotSymbols("HOSE")).toEqual(groups.floorShares("HOSE"));
    expect(groups.oddLotSymbols("HNX")).toEqual(groups.floorShares("HNX"));
  });

  it("lists the contracts of each derivatives board by product, nearest first", () => {
    expect(derivativeBoard(universe.instruments, "INDEX", FIRST_DAY)).toEqual([
      "VN30F2503",
      "VN30F2504",
      "VN30F2506",
      "VN30F2509",
      "VN100F2503",
      "VN100F2504",
      "VN100F2506",
      "VN100F2509",
    ]);
    expect(derivativeBoard(universe.instruments, "TPCP", FIRST_DAY)).toEqual([
      "GB05F2503",
      "GB05F2506",
      "GB05F2509",
      "GB10F2503",
      "GB10F2506",
      "GB10F2509",
    ]);
    // After its last trading day a contract leaves the board.
    expect(derivativeBoard(universe.instruments, "TPCP", "2025-03-17")).not.toContain("GB05F2503");
  });

  it("maps each proprietary group to its symbols", () => {
    for (const group of PROPRIETARY_GROUPS)
      expect(groups.proprietarySymbols(group).length).toBeGreaterThan(0);
    expect(groups.proprietarySymbols("VNI")).toEqual(groups.floorShares("HOSE"));
    expect(groups.proprietarySymbols("HNX30")).toEqual(groups.indexMembers("HNX30"));
    expect(groups.proprietarySymbols("tong-quan")).toHaveLength(
      groups.floorShares("HOSE").length +
        groups.floorShares("HNX").length +
        groups.floorShares("UPCOM").length,
    );
  });
});
