import { describe, expect, it } from "vitest";
import { formatServerTime, serverNowAt, SERVER_TIME_REFETCH_MS } from "./server-clock";

describe("formatServerTime (exchange time HH:mm:ss dd/MM/yyyy)", () => {
  it.each([
    ["morning", Date.UTC(2025, 3, 17, 2, 15, 30), "09:15:30 17/04/2025"],
    ["UTC+7 crosses midnight before UTC does", Date.UTC(2025, 3, 17, 17, 0, 0), "00:00:00 18/04/2025"],
    ["last second of the local day", Date.UTC(2025, 3, 17, 16, 59, 59, 999), "23:59:59 17/04/2025"],
    ["milliseconds are dropped, not rounded", Date.UTC(2025, 0, 1, 0, 0, 0, 999), "07:00:00 01/01/2025"],
    ["new year", Date.UTC(2025, 11, 31, 17, 0, 1), "00:00:01 01/01/2026"],
  ])("%s", (_name, epoch, expected) => {
    expect(formatServerTime(epoch)).toBe(expected);
  });
});

describe("serverNowAt", () => {
  it("runs from the sample on the local clock", () => {
    const sample = { serverTime: 1_000_000, localTime: 500, speed: 1 };
    expect(serverNowAt(sample, 500)).toBe(1_000_000);
    expect(serverNowAt(sample, 1_500)).toBe(1_001_000);
  });

  it("runs at the demo clock's speed", () => {
    const sample = { serverTime: 1_000_000, localTime: 500, speed: 60 };
    expect(serverNowAt(sample, 1_500)).toBe(1_060_000);
  });

  it("refetches every 75 s (price-board §9)", () => {
    expect(SERVER_TIME_REFETCH_MS).toBe(75_000);
  });
});
