import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek, fromEpochDay, toEpochDay } from "@bangia/market";
import { companyProfile, PAR_VALUE } from "./company-profile";
import { companyEvents, EVENT_TYPES, EVENT_YEARS, eventsOfYear, eventsOnDate } from "./company-events";
import { dateArbitrary } from "./testing/subjects";

const symbolArbitrary = fc.stringMatching(/^[A-Z]{3}$/);

describe("event types", () => {
  it("have unique codes and both names", () => {
    const codes = EVENT_TYPES.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(["DIV", "AGM", "ISS", "BONUS", "LIST"]));
    for (const type of EVENT_TYPES) {
      expect(type.name_vn.length).toBeGreaterThan(0);
      expect(type.name_en.length).toBeGreaterThan(0);
    }
  });
});

describe("events of a year", () => {
  it("hold one AGM in AGM season, on trading days, and mark every item simulated", () => {
    fc.assert(
      fc.property(fc.nat(), symbolArbitrary, fc.integer({ min: 2001, max: 2039 }), (seed, symbol, year) => {
        const events = eventsOfYear(seed, symbol, year, []);
        expect(events.length).toBeGreaterThanOrEqual(5);
        expect(events.length).toBeLessThanOrEqual(7);
        const meetings = events.filter((item) => item.type === "AGM");
        expect(meetings).toHaveLength(1);
        const meetingMonth = Number(meetings[0]?.event.PublicDate.slice(5, 7));
        expect(meetingMonth).toBeGreaterThanOrEqual(2);
        expect(meetingMonth).toBeLessThanOrEqual(6);
        for (const { event } of events) {
          expect(event.EventTitle.endsWith("(mô phỏng)")).toBe(true);
          expect(event.EventTitle.startsWith(`${symbol}: `)).toBe(true);
          expect(event.EventDescription).toContain("mô phỏng");
          expect(event.Ticker).toBe(symbol);
          expect([0, 6]).not.toContain(dayOfWeek(event.PublicDate));
        }
      }),
    );
  });

  it("pays cash dividends only at the profile's rate, the base-info dividend", () => {
    let seen = 0;
    for (const symbol of ["FPT", "VNM", "HPG", "MWG", "SSI", "VCB", "ACB", "GAS", "VIC", "TCB"]) {
      const percent = companyProfile(1, symbol).dividendPercent;
      const dividends = [2023, 2024, 2025, 2026].flatMap((year) =>
        eventsOfYear(1, symbol, year, []).filter((item) => item.type === "DIV"),
      );
      if (percent === 0) expect(dividends).toEqual([]);
      const perShare = String((PAR_VALUE * percent) / 100).replace(/\B(?=(\d{3})+$)/g, ".");
      for (const { event } of dividends) {
        expect(event.EventTitle).toContain(`tỷ lệ ${percent}%`);
        expect(event.EventDescription).toContain(`(${perShare} đồng/cổ phiếu)`);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("moves an event off a holiday", () => {
    const events = eventsOfYear(1, "FPT", 2025, []);
    const first = events[0]?.event.PublicDate ?? "";
    const moved = eventsOfYear(1, "FPT", 2025, [first])[0]?.event.PublicDate ?? "";
    expect(moved < first).toBe(true);
  });
});

describe("company events", () => {
  it("list 3 to 8 events of the past year, newest first", () => {
    fc.assert(
      fc.property(fc.nat(), symbolArbitrary, dateArbitrary, (seed, symbol, today) => {
        const events = companyEvents(seed, symbol, today, []);
        expect(events.length).toBeGreaterThanOrEqual(3);
        expect(events.length).toBeLessThanOrEqual(8);
        const dates = events.map((event) => event.PublicDate);
        expect(dates).toEqual([...dates].sort().reverse());
        for (const date of dates) {
          expect(date <= today).toBe(true);
          expect(date > addDays(today, -365)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("are the same for the same inputs and differ between symbols", () => {
    expect(companyEvents(1, "FPT", "2025-06-30", [])).toEqual(companyEvents(1, "FPT", "2025-06-30", []));
    const titles = (symbol: string) =>
      companyEvents(1, symbol, "2025-06-30", []).map((event) => event.EventTitle.slice(5));
    expect(titles("FPT")).not.toEqual(titles("VNM"));
  });

  it("agree with the events of a date", () => {
    fc.assert(
      fc.property(fc.nat(), symbolArbitrary, dateArbitrary, (seed, symbol, today) => {
        for (const event of companyEvents(seed, symbol, today, [])) {
          expect(eventsOnDate(seed, [symbol], [], event.PublicDate, [])).toContainEqual(event);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe("events on a date", () => {
  const symbols = ["FPT", "VNM", "HPG", "MWG", "SSI", "VCB", "ACB", "GAS", "VIC", "TCB"];
  const typed = symbols.flatMap((symbol) => eventsOfYear(1, symbol, 2025, []));
  const meeting = typed.find((item) => item.type === "AGM");
  if (meeting === undefined) throw new Error("every symbol has an AGM");
  const date = meeting.event.PublicDate;

  it("keep only the given types (all when none given)", () => {
    const all = eventsOnDate(1, symbols, [], date, []);
    expect(all).toContainEqual(meeting.event);
    expect(all.every((event) => event.PublicDate === date)).toBe(true);
    expect(eventsOnDate(1, symbols, ["AGM"], date, [])).toContainEqual(meeting.event);
    expect(eventsOnDate(1, symbols, ["agm"], date, [])).toContainEqual(meeting.event);
    const others = EVENT_TYPES.map((type) => type.code).filter((code) => code !== "AGM");
    expect(eventsOnDate(1, symbols, others, date, [])).not.toContainEqual(meeting.event);
  });

  it("keep only the given symbols", () => {
    expect(eventsOnDate(1, [], [], date, [])).toEqual([]);
    const one = eventsOnDate(1, [meeting.event.Ticker], [], date, []);
    expect(one.every((event) => event.Ticker === meeting.event.Ticker)).toBe(true);
  });
});

describe("the years with events", () => {
  const epochDayOf = (date: string) => toEpochDay(date) ?? Number.NaN;
  const anyDayOfTheRange = fc
    .integer({
      min: epochDayOf(`${EVENT_YEARS.first}-01-01`),
      max: epochDayOf(`${EVENT_YEARS.last}-12-31`),
    })
    .map(fromEpochDay);

  it("answer every date of the range, its ends included, without throwing", () => {
    const ends = [`${EVENT_YEARS.first}-01-01`, `${EVENT_YEARS.last}-12-31`];
    fc.assert(
      fc.property(fc.nat(), symbolArbitrary, anyDayOfTheRange, (seed, symbol, date) => {
        for (const day of [date, ...ends]) {
          expect(() => eventsOnDate(seed, [symbol], [], day, [])).not.toThrow();
          expect(() => companyEvents(seed, symbol, day, [])).not.toThrow();
        }
      }),
      { numRuns: 100 },
    );
  });

  it("have events at both ends; the years outside have none", () => {
    expect(eventsOfYear(1, "FPT", EVENT_YEARS.first, []).length).toBeGreaterThan(0);
    expect(eventsOfYear(1, "FPT", EVENT_YEARS.last, []).length).toBeGreaterThan(0);
    for (const year of [EVENT_YEARS.first - 1, EVENT_YEARS.last + 1, 9_998, 9_999, 0, 2025.5])
      expect(eventsOfYear(1, "FPT", year, [])).toEqual([]);
    expect(eventsOnDate(1, ["FPT"], [], "9999-12-31", [])).toEqual([]);
    expect(companyEvents(1, "FPT", "9999-12-31", [])).toEqual([]);
  });
});
