import { describe, expect, it } from "vitest";
import { nextSessionChange, phaseOn, type ExchangeTime, type SessionChange } from "./session-events";
import type { SessionVenue } from "./session-venue";
import type { TradingPhase } from "./trading-phase";

const HOLIDAYS = ["2025-04-30", "2025-05-01"];

describe("schedule on real dates (market-rules §2 with the trading calendar)", () => {
  it.each<[SessionVenue, ExchangeTime, TradingPhase]>([
    ["HOSE", { date: "2025-04-17", minute: 600 }, "CONTINUOUS"],
    ["HOSE", { date: "2025-04-19", minute: 600 }, "CLOSED"],
    ["HNX", { date: "2025-04-30", minute: 600 }, "CLOSED"],
    ["DERIVATIVES", { date: "2025-04-29", minute: 530 }, "OPENING_CALL"],
  ])("%s at %j is %s", (venue, time, phase) => {
    expect(phaseOn(venue, time, HOLIDAYS)).toBe(phase);
  });

  it.each<[SessionVenue, ExchangeTime, SessionChange]>([
    ["HOSE", { date: "2025-04-17", minute: 600 }, { date: "2025-04-17", minute: 690, phase: "LUNCH" }],
    ["HOSE", { date: "2025-04-18", minute: 900 }, { date: "2025-04-21", minute: 0, phase: "PRE_OPEN" }],
    ["HOSE", { date: "2025-04-29", minute: 1_000 }, { date: "2025-05-02", minute: 0, phase: "PRE_OPEN" }],
    ["HOSE", { date: "2025-04-30", minute: 500 }, { date: "2025-05-02", minute: 0, phase: "PRE_OPEN" }],
    [
      "DERIVATIVES",
      { date: "2025-05-02", minute: 0 },
      { date: "2025-05-02", minute: 525, phase: "OPENING_CALL" },
    ],
  ])("%s: next change after %j is %j", (venue, time, change) => {
    expect(nextSessionChange(venue, time, HOLIDAYS)).toEqual(change);
  });

  it("walking the changes of a HOSE trading day yields its session events in order", () => {
    const events: string[] = [];
    let time: ExchangeTime = { date: "2025-04-17", minute: 0 };
    for (;;) {
      const change = nextSessionChange("HOSE", time, HOLIDAYS);
      if (change.date !== time.date) break;
      events.push(`${change.minute} ${change.phase}`);
      time = change;
    }
    expect(events).toEqual([
      "540 OPENING_CALL",
      "555 CONTINUOUS",
      "690 LUNCH",
      "780 CONTINUOUS",
      "870 CLOSING_CALL",
      "885 PUT_THROUGH_ONLY",
      "900 CLOSED",
    ]);
  });

  it("rejects a minute out of range even on a holiday", () => {
    expect(() => phaseOn("HOSE", { date: "2025-04-30", minute: 1_440 }, HOLIDAYS)).toThrow(RangeError);
    expect(() => nextSessionChange("HOSE", { date: "2025-04-30", minute: -1 }, HOLIDAYS)).toThrow(RangeError);
  });
});
