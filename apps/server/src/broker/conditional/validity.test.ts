/**
 * Validity and the TCO's days (order-entry §5, §9; broker-facts §5): one row per rule.
 */
import { describe, expect, it } from "vitest";
import type { ConditionalOrder } from "./conditional-order";
import { derivativeValidity, isValidityOver, tcoDayPlan, TCO_MODE, windowEnd, type TcoDay } from "./validity";
import { conditionalOrder } from "./test-support/conditional-orders";

const HOLIDAYS = ["2026-09-02"];

describe("windowEnd and derivativeValidity (§9: 29 days)", () => {
  it("a window opened on the 1st ends 29 days on", () => {
    expect(windowEnd("2026-06-01")).toBe("2026-06-30");
  });
  it("facts §5 SSI: a derivative order dies at its contract's last trading day", () => {
    expect(derivativeValidity("2026-06-01", "2026-06-18")).toEqual({
      fromDate: "2026-06-01",
      toDate: "2026-06-18",
    });
  });
  it("a contract trading beyond the window keeps the window", () => {
    expect(derivativeValidity("2026-06-01", "2026-09-17")).toEqual({
      fromDate: "2026-06-01",
      toDate: "2026-06-30",
    });
  });
});

describe("isValidityOver (expiry at the close of the last trading day)", () => {
  it.each([
    { rule: "before the last day", toDate: "2026-06-05", today: "2026-06-04", closed: true, over: false },
    {
      rule: "on the last day, before the close",
      toDate: "2026-06-05",
      today: "2026-06-05",
      closed: false,
      over: false,
    },
    {
      rule: "on the last day, after the close",
      toDate: "2026-06-05",
      today: "2026-06-05",
      closed: true,
      over: true,
    },
    {
      rule: "a Saturday expiry ends at Friday's close",
      toDate: "2026-06-06",
      today: "2026-06-05",
      closed: true,
      over: true,
    },
    {
      rule: "a holiday expiry ends the trading day before",
      toDate: "2026-09-02",
      today: "2026-09-01",
      closed: true,
      over: true,
    },
    {
      rule: "a server down across the close expires it on the next look",
      toDate: "2026-06-05",
      today: "2026-06-08",
      closed: false,
      over: true,
    },
  ])("$rule", ({ toDate, today, closed, over }) => {
    expect(isValidityOver(toDate, today, closed, HOLIDAYS)).toBe(over);
  });
});

const tco: ConditionalOrder = conditionalOrder(
  { kind: "daily" },
  { id: "t1", kind: "tco", symbol: "ACB", side: "B", quantity: 1_000, price: 25_000, toDate: "2026-06-30" },
);
const day: TcoDay = {
  date: "2026-06-02",
  tradingDay: true,
  floor: 23_300,
  ceiling: 26_700,
  childWorking: false,
};

describe("tcoDayPlan (TCO re-sent each day until the whole volume fills)", () => {
  it("runs the 'until filled' mode", () => {
    expect(TCO_MODE).toBe("until-filled");
  });

  it.each([
    {
      rule: "the first day sends the whole volume (the trigger)",
      order: tco,
      day,
      plan: { send: { symbol: "ACB", side: "B", volume: 1_000, price: 25_000 }, event: "trigger" },
    },
    {
      rule: "a later day sends what is still unfilled (resend)",
      order: { ...tco, status: "PARTIAL_FILLED", filled: 300 } as const,
      day: { ...day, date: "2026-06-03" },
      plan: { send: { symbol: "ACB", side: "B", volume: 700, price: 25_000 }, event: "resend" },
    },
    {
      rule: "a refused day is sent again the next day",
      order: { ...tco, status: "REJECTED" } as const,
      day,
      plan: { send: { symbol: "ACB", side: "B", volume: 1_000, price: 25_000 }, event: "resend" },
    },
    {
      rule: "not before the effective date",
      order: tco,
      day: { ...day, date: "2026-06-01" },
      plan: { send: null, why: "not-effective" },
    },
    {
      rule: "not after the expiry",
      order: tco,
      day: { ...day, date: "2026-07-01" },
      plan: { send: null, why: "not-effective" },
    },
    {
      rule: "not on a day without trading",
      order: tco,
      day: { ...day, tradingDay: false },
      plan: { send: null, why: "not-trading-day" },
    },
    {
      rule: "facts §5 VPS: skipped while the price is outside the day's band",
      order: tco,
      day: { ...day, ceiling: 24_900 },
      plan: { send: null, why: "outside-band" },
    },
    {
      rule: "not twice while a day's order works",
      order: { ...tco, status: "TRIGGERED" } as const,
      day: { ...day, childWorking: true },
      plan: { send: null, why: "child-working" },
    },
    {
      rule: "nothing once filled",
      order: { ...tco, status: "FILLED", filled: 1_000 } as const,
      day,
      plan: { send: null, why: "ended" },
    },
    {
      rule: "nothing once cancelled",
      order: { ...tco, status: "CANCELED" } as const,
      day,
      plan: { send: null, why: "ended" },
    },
  ])("$rule", ({ order, day: session, plan }) => {
    expect(tcoDayPlan(order, session)).toEqual(plan);
  });
});
