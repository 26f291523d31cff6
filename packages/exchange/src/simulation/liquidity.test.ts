import { describe, expect, it } from "vitest";
import { baseActionRate, liquidityTiers } from "./liquidity";
import { isQuotedTier, type LiquidityTier } from "./liquidity-tier";
import { DEFAULT_SIMULATION_CONFIG } from "./simulation-config";
import { testUniverse } from "./test-support/test-universe";

const universe = testUniverse({ hose: 40, hnx: 20, upcom: 30, warrants: 6, vn30: 10 });
const counts = { coreCount: 5, activeCount: 30, regularCount: 60 };

function tiersOn(today: string): Map<string, LiquidityTier> {
  const tiers = liquidityTiers({ ...universe, today, config: counts });
  return new Map(universe.instruments.map((instrument, i) => [instrument.symbol, tiers[i] as LiquidityTier]));
}

describe("liquidity tiers", () => {
  const tiers = tiersOn("2025-06-02");

  it("puts every VN30 member in the core, even past the core count", () => {
    const vn30 = universe.indices.find((index) => index.code === "VN30")?.constituents ?? [];
    expect(vn30.length).toBe(10);
    expect(vn30.every((symbol) => tiers.get(symbol) === "core")).toBe(true);
  });

  it("leaves restricted stocks and bonds thin", () => {
    expect(tiers.get("H039")).toBe("thin");
    expect(tiers.get("H000B2401")).toBe("thin");
  });

  it("makes UPCOM names beyond the active ones thin, not regular", () => {
    const upcom = universe.instruments.filter((i) => i.exchange === "UPCOM").map((i) => tiers.get(i.symbol));
    expect(upcom).not.toContain("regular");
    expect(upcom).toContain("thin");
  });

  it("ranks futures by expiry: the nearest VN30 contract is core, the next active", () => {
    expect(tiers.get("VN30F2506")).toBe("core");
    expect(tiers.get("VN30F2507")).toBe("active");
    expect(tiers.get("VN100F2506")).toBe("active");
    expect(tiers.get("GB05F2509")).toBe("regular");
  });

  it("rolls the ladder once the nearest contract has expired", () => {
    const later = tiersOn("2025-06-20");
    expect(later.get("VN30F2506")).toBe("thin");
    expect(later.get("VN30F2507")).toBe("core");
  });

  it("gives warrants on liquid names the regular tier", () => {
    const warrants = universe.instruments.filter((i) => i.kind === "CW");
    expect(warrants.every((warrant) => tiers.get(warrant.symbol) === "regular")).toBe(true);
  });

  it("quotes the core and active tiers only", () => {
    expect(["core", "active", "regular", "thin"].map((tier) => isQuotedTier(tier as LiquidityTier))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("rates bonds by the bond rate and the rest by their tier", () => {
    const bond = universe.instruments.find((i) => i.kind === "BOND");
    const share = universe.instruments[0];
    if (bond === undefined || share === undefined) throw new Error("universe");
    expect(baseActionRate(bond, "thin", DEFAULT_SIMULATION_CONFIG)).toBe(DEFAULT_SIMULATION_CONFIG.bondRate);
    expect(baseActionRate(share, "core", DEFAULT_SIMULATION_CONFIG)).toBe(
      DEFAULT_SIMULATION_CONFIG.tierRates.core,
    );
  });
});
