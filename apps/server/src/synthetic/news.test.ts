import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exchangeTimeIso, NEWS_SOURCE, newsItem } from "./news";
import { dateArbitrary } from "./testing/subjects";

describe("exchange time", () => {
  it.each([
    [Date.UTC(2025, 2, 10, 2, 15), "2025-03-10T09:15:00+07:00"],
    [Date.UTC(2025, 2, 10, 17, 0, 5), "2025-03-11T00:00:05+07:00"],
    [Date.UTC(2025, 2, 10, 2, 15, 0, 999), "2025-03-10T09:15:00+07:00"],
  ])("%d → %s", (time, iso) => {
    expect(exchangeTimeIso(time)).toBe(iso);
  });
});

describe("news items", () => {
  const time = Date.UTC(2025, 2, 10, 2, 15);

  it("are the same for the same date and index, and differ between indices", () => {
    const symbols = ["FPT", "VNM", "HPG"];
    expect(newsItem(1, "2025-03-10", 0, time, symbols)).toEqual(newsItem(1, "2025-03-10", 0, time, symbols));
    const titles = new Set(
      Array.from({ length: 10 }, (_, i) => newsItem(1, "2025-03-10", i, time, symbols).tl),
    );
    expect(titles.size).toBeGreaterThan(5);
  });

  it("mention one of the symbols, link to our page, say they are simulated", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        dateArbitrary,
        fc.nat(1_000),
        fc.uniqueArray(fc.stringMatching(/^[A-Z]{3}$/), { minLength: 1, maxLength: 6 }),
        (seed, date, index, symbols) => {
          const item = newsItem(seed, date, index, time, symbols);
          expect(symbols.some((symbol) => item.tl.includes(symbol))).toBe(true);
          expect(item.tl.endsWith(" (mô phỏng)")).toBe(true);
          expect(item.rf).toBe(`/tin-tuc/${date}/${index}`);
          expect(item.sc).toBe(NEWS_SOURCE);
          expect(item.tm).toBe("2025-03-10T09:15:00+07:00");
        },
      ),
    );
  });

  it("speak of the market when no symbol is given", () => {
    const item = newsItem(1, "2025-03-10", 0, time, []);
    expect(item.tl.endsWith(" (mô phỏng)")).toBe(true);
    expect(item.tl.length).toBeGreaterThan(" (mô phỏng)".length + 10);
  });
});
