import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { epochMillisAt, exchangeTimeAt } from "@bangia/market";
import { NEWS_KEPT, NEWS_PER_DAY, NewsWire } from "./news-wire";
import { TestContent } from "./rows/test-support/test-market";

const wire = new NewsWire(new TestContent(), ["FPT", "VNM", "HPG"]);
const at = (date: string, clock: string) => epochMillisAt(date, clock);
const timesOf = (items: readonly { readonly tm: string }[]) => items.map((item) => Date.parse(item.tm));

describe("the news schedule", () => {
  it("publishes one item every 10 minutes from 07:30 to 17:00, 58 a day", () => {
    expect(NEWS_PER_DAY).toBe(58);
    const day = wire.publishedBetween(at("2025-03-09", "23:59"), at("2025-03-10", "23:59"));
    // Only the newest 10 of a long gap come back; they end at 17:00.
    expect(timesOf(day)).toEqual(
      Array.from({ length: NEWS_KEPT }, (_, n) => at("2025-03-10", "17:00") - (NEWS_KEPT - 1 - n) * 600_000),
    );
  });

  it("answers the newest items first, at most the count asked and at most 10", () => {
    const now = at("2025-03-10", "09:05");
    const six = wire.latest(now, 6);
    expect(six.map((item) => item.rf)).toEqual(
      [9, 8, 7, 6, 5, 4].map((index) => `/tin-tuc/2025-03-10/${index}`),
    );
    expect(timesOf(six)[0]).toBe(at("2025-03-10", "09:00"));
    expect(wire.latest(now, 50)).toHaveLength(NEWS_KEPT);
    expect(wire.latest(now, 0)).toEqual([]);
  });

  it("reaches back into the previous day's items before 07:30 and early in the day", () => {
    expect(wire.latest(at("2025-03-10", "07:29"), 1)[0]?.rf).toBe("/tin-tuc/2025-03-09/57");
    expect(wire.latest(at("2025-03-10", "07:35"), 3).map((item) => item.rf)).toEqual([
      "/tin-tuc/2025-03-10/0",
      "/tin-tuc/2025-03-09/57",
      "/tin-tuc/2025-03-09/56",
    ]);
  });

  it("hands the publisher the items of (from, to], oldest first", () => {
    const items = wire.publishedBetween(at("2025-03-10", "09:00"), at("2025-03-10", "09:20"));
    expect(timesOf(items)).toEqual([at("2025-03-10", "09:10"), at("2025-03-10", "09:20")]);
    expect(wire.publishedBetween(at("2025-03-10", "09:20"), at("2025-03-10", "09:29:59"))).toEqual([]);
    expect(wire.publishedBetween(at("2025-03-10", "09:20"), at("2025-03-10", "09:10"))).toEqual([]);
  });

  it("keeps both views of the schedule in step, at any time", () => {
    const start = at("2025-01-01", "00:00");
    const span = 400 * 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: span }),
        fc.integer({ min: 0, max: 200 * 60_000 }),
        (offset, gap) => {
          const now = start + offset;
          const latest = wire.latest(now, NEWS_KEPT);
          const times = timesOf(latest);
          expect(latest).toHaveLength(NEWS_KEPT);
          for (const time of times) {
            const { minute } = exchangeTimeAt(time);
            expect(time).toBeLessThanOrEqual(now);
            expect(minute >= 450 && minute <= 1_020 && minute % 10 === 0).toBe(true);
          }
          for (let n = 1; n < times.length; n++) expect(times[n]).toBeLessThan(times[n - 1] ?? 0);
          const between = wire.publishedBetween(now - gap, now);
          expect(between).toEqual(latest.filter((item) => Date.parse(item.tm) > now - gap).reverse());
        },
      ),
    );
  });
});
