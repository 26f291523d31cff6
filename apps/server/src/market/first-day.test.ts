import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { epochMillisAt } from "@bangia/market";
import { afterAll, describe, expect, it } from "vitest";
import type { GeneratedContent } from "../synthetic/generated-content";
import { firstMarketDay } from "./first-day";
import { DEMO_FIRST_DAY, MARKET_FILE, openLiveMarket, type LiveMarketOptions } from "./live-market";

describe("firstMarketDay", () => {
  it("is today when the exchange trades today, in both modes", () => {
    expect(firstMarketDay("demo", "2026-11-27", [])).toBe("2026-11-27");
    expect(firstMarketDay("real", "2026-11-27", [])).toBe("2026-11-27");
  });

  it("opens the next trading day's market in demo mode, shows the last one's in real mode", () => {
    expect(firstMarketDay("demo", "2026-11-28", [])).toBe("2026-11-30");
    expect(firstMarketDay("demo", "2026-11-29", [])).toBe("2026-11-30");
    expect(firstMarketDay("real", "2026-11-29", [])).toBe("2026-11-27");
    expect(firstMarketDay("demo", "2026-04-30", ["2026-04-30", "2026-05-01"])).toBe("2026-05-04");
  });
});

describe("a fresh simulated market", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "first-day-"));
    folders.push(dir);
    return dir;
  };
  const saturday = () => epochMillisAt("2026-11-28", "16:47");
  const options = (dataDir: string | null, wallClock: () => number): LiveMarketOptions => ({
    dataDir,
    clockMode: "demo",
    marketSpeed: 1,
    marketSeed: 5,
    log: () => {},
    content: {} as GeneratedContent,
    wallClock,
  });

  it("lives on the calendar's trading day, with the reference data's prices and that calendar's contracts", async () => {
    const dir = freshDir();
    const market = openLiveMarket(options(dir, saturday));
    expect(market.exchange.today).toBe("2026-11-30");
    // The generated history ends the day before it.
    expect(market.dailyBars.firstDay).toBe("2026-11-30");
    const futures = market.exchange
      .instruments()
      .filter((definition) => definition.kind === "INDEX_FUTURE" && definition.underlying === "VN30")
      .map((definition) => definition.symbol);
    expect(futures).toContain("VN30F2612");
    expect(futures).not.toContain("VN30F2602");
    // The same references as a market started on the reference data's own next day.
    const pinned = openLiveMarket({ ...options(null, saturday), firstDay: DEMO_FIRST_DAY });
    expect(pinned.exchange.today).toBe(DEMO_FIRST_DAY);
    for (const symbol of ["FPT", "VCB", "HPG"]) {
      expect(market.exchange.day(symbol)?.reference).toBeGreaterThan(0);
      expect(market.exchange.day(symbol)?.reference).toBe(pinned.exchange.day(symbol)?.reference);
    }
    await pinned.stop();
    await market.stop();
    // A restart weeks later keeps the day the folder started on.
    const later = openLiveMarket(options(dir, () => epochMillisAt("2027-01-12", "10:00")));
    expect(JSON.parse(readFileSync(join(dir, "exchange", MARKET_FILE), "utf8"))).toMatchObject({
      firstDay: "2026-11-30",
    });
    expect(later.dailyBars.firstDay).toBe("2026-11-30");
    await later.stop();
  }, 60_000);
});
