import { epochMillisOf, exchangeTimeAt, isTradingDay, type HolidayList } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEMO_START,
  DEMO_DAY_CLOSE,
  DEMO_DAY_OPEN,
  DemoClock,
  demoTimeAt,
  type DemoDayConfig,
} from "./demo-clock";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (date: string, hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return epochMillisOf({ date, minute: hours * 60 + minutes });
};

/** A wall clock the test moves by hand. */
function manualWall(start = 1_700_000_000_000) {
  let now = start;
  return { read: () => now, move: (millis: number) => (now += millis) };
}

describe("demo clock: start", () => {
  it("starts at 09:20 of the first day by default", () => {
    const wall = manualWall();
    const clock = new DemoClock({ speed: 60, firstDay: "2026-03-04", wall: wall.read });
    expect(DEFAULT_DEMO_START).toBe(560);
    expect(clock.now()).toBe(at("2026-03-04", "09:20"));
    expect(clock.mode).toBe("demo");
    expect(clock.speed).toBe(60);
  });

  it("starts at a configured minute", () => {
    const wall = manualWall();
    const clock = new DemoClock({
      speed: 1,
      firstDay: "2026-03-04",
      startMinute: 14 * 60 + 30,
      wall: wall.read,
    });
    expect(clock.now()).toBe(at("2026-03-04", "14:30"));
  });

  it.each([
    ["a Saturday first day", { firstDay: "2026-03-07" }],
    ["a holiday first day", { firstDay: "2026-04-30", holidays: ["2026-04-30"] }],
    ["a start before 08:30", { firstDay: "2026-03-04", startMinute: 8 * 60 }],
    ["a start at 15:05", { firstDay: "2026-03-04", startMinute: DEMO_DAY_CLOSE }],
    ["a zero speed", { firstDay: "2026-03-04", speed: 0 }],
  ])("refuses %s", (_, options) => {
    expect(() => new DemoClock({ speed: 60, wall: () => 0, ...options })).toThrow(RangeError);
  });
});

describe("demo clock: speed", () => {
  it("at speed 60, one wall minute is one market hour", () => {
    const wall = manualWall();
    const clock = new DemoClock({ speed: 60, firstDay: "2026-03-04", wall: wall.read });
    wall.move(MINUTE);
    expect(clock.now()).toBe(at("2026-03-04", "10:20"));
    wall.move(30_000);
    expect(clock.now()).toBe(at("2026-03-04", "10:50"));
  });

  it("at speed 1, follows the wall clock within the day", () => {
    const wall = manualWall();
    const clock = new DemoClock({ speed: 1, firstDay: "2026-03-04", wall: wall.read });
    wall.move(1_234);
    expect(clock.now()).toBe(at("2026-03-04", "09:20") + 1_234);
  });

  it("does not move back when the wall clock does", () => {
    const wall = manualWall();
    const clock = new DemoClock({ speed: 10, firstDay: "2026-03-04", wall: wall.read });
    wall.move(MINUTE);
    const before = clock.now();
    wall.move(-30_000);
    expect(clock.now()).toBe(before);
  });

  it("agrees with the pure mapping", () => {
    const wall = manualWall();
    const clock = new DemoClock({ speed: 600, firstDay: "2026-03-04", wall: wall.read });
    const config: DemoDayConfig = { firstDay: "2026-03-04", startMinute: DEFAULT_DEMO_START, holidays: [] };
    for (const step of [0, 7 * MINUTE, 90 * MINUTE, 13 * HOUR]) {
      wall.move(step);
      expect(clock.now()).toBe(demoTimeAt(config, (wall.read() - 1_700_000_000_000) * 600));
    }
  });
});

describe("demo clock: day after day", () => {
  const config = (firstDay: string, start: string, holidays: HolidayList = []): DemoDayConfig => {
    const [hours = 0, minutes = 0] = start.split(":").map(Number);
    return { firstDay, startMinute: hours * 60 + minutes, holidays };
  };

  it.each([
    ["Wednesday → Thursday", config("2026-03-04", "15:04"), "2026-03-05"],
    ["Friday → Monday", config("2026-03-06", "15:04"), "2026-03-09"],
    ["a holiday is skipped", config("2026-04-29", "15:04", ["2026-04-30", "2026-05-01"]), "2026-05-04"],
  ])("crossing 15:05 lands at 08:30 of the next trading day: %s", (_, day, next) => {
    expect(demoTimeAt(day, MINUTE - 1)).toBe(at(day.firstDay, "15:04") + MINUTE - 1);
    expect(demoTimeAt(day, MINUTE)).toBe(at(next, "08:30"));
  });

  it("a full day's window later is the same time on the next trading day", () => {
    const window = (DEMO_DAY_CLOSE - DEMO_DAY_OPEN) * MINUTE;
    expect(demoTimeAt(config("2026-03-06", "09:20"), window)).toBe(at("2026-03-09", "09:20"));
    expect(demoTimeAt(config("2026-03-06", "09:20"), 5 * window)).toBe(at("2026-03-13", "09:20"));
  });

  it("refuses negative elapsed time", () => {
    expect(() => demoTimeAt(config("2026-03-04", "09:20"), -1)).toThrow(RangeError);
  });
});

describe("demo clock: invariants", () => {
  const holidays = ["2026-04-30", "2026-05-01", "2026-09-02"];
  const configs = fc.record({
    firstDay: fc.constantFrom("2026-03-04", "2026-03-06", "2026-04-29", "2026-08-31"),
    startMinute: fc.integer({ min: DEMO_DAY_OPEN, max: DEMO_DAY_CLOSE - 1 }),
    holidays: fc.constant(holidays),
  });
  const elapsed = fc.integer({ min: 0, max: 200 * 24 * HOUR });

  it("never runs backwards", () => {
    fc.assert(
      fc.property(configs, elapsed, elapsed, (config, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(demoTimeAt(config, early)).toBeLessThanOrEqual(demoTimeAt(config, late));
      }),
    );
  });

  it("is never inside a night, a weekend or a holiday", () => {
    fc.assert(
      fc.property(configs, elapsed, (config, millis) => {
        const time = exchangeTimeAt(demoTimeAt(config, millis));
        expect(isTradingDay(time.date, holidays)).toBe(true);
        expect(time.minute).toBeGreaterThanOrEqual(DEMO_DAY_OPEN);
        expect(time.minute).toBeLessThan(DEMO_DAY_CLOSE);
      }),
    );
  });
});
