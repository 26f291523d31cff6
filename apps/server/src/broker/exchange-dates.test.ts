import { epochMillisAt, exchangeTimeAt } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ExchangeDates } from "./exchange-dates";
import { settlementDate } from "./ledger/settlement-date";

const HOLIDAYS = ["2026-04-30", "2026-05-01", "2026-09-02"];

describe("ExchangeDates", () => {
  it("answers the exchange date of any instant, whatever was asked before", () => {
    const dates = new ExchangeDates(HOLIDAYS);
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 50 }), (instants) => {
        for (const at of instants) expect(dates.dateAt(at)).toBe(exchangeTimeAt(at).date);
      }),
    );
  });

  it("turns the date at ICT midnight, not UTC midnight, in either direction", () => {
    const dates = new ExchangeDates([]);
    const midnight = epochMillisAt("2026-11-28", "00:00");
    expect(dates.dateAt(midnight)).toBe("2026-11-28");
    expect(dates.dateAt(midnight - 1)).toBe("2026-11-27");
    expect(dates.dateAt(midnight + 86_400_000 - 1)).toBe("2026-11-28");
    expect(dates.dateAt(midnight + 86_400_000)).toBe("2026-11-29");
    expect(dates.dateAt(midnight - 1)).toBe("2026-11-27");
  });

  it("answers T+2 as settlementDate does, across holidays and more dates than it remembers", () => {
    const dates = new ExchangeDates(HOLIDAYS);
    const start = Date.UTC(2026, 0, 1);
    for (let round = 0; round < 2; round++)
      for (let day = 0; day < 200; day++) {
        const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
        expect(dates.settlementOf(date)).toBe(settlementDate(date, HOLIDAYS));
      }
    expect(dates.settlementOf("2026-04-29")).toBe("2026-05-05");
  });
});
