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
    expect(item.tl_en.endsWith(" (simulated)")).toBe(true);
    expect(item.tl_en.length).toBeGreaterThan(" (simulated)".length + 10);
  });

  // The ticker shows tl_en to English readers (issue 17 item 6): both titles tell one story.
  it("carry an English title beside the Vietnamese one, with the same symbol and figures", () => {
    /** The runs of digits of a title, in order: "7,9" and "7.9" both give 7 and 9. */
    const figures = (title: string) => title.match(/\d+/g) ?? [];
    fc.assert(
      fc.property(
        fc.nat(),
        dateArbitrary,
        fc.nat(1_000),
        fc.uniqueArray(fc.stringMatching(/^[A-Z]{3}$/), { maxLength: 6 }),
        (seed, date, index, symbols) => {
          const { tl, tl_en } = newsItem(seed, date, index, time, symbols);
          expect(tl_en.endsWith(" (simulated)")).toBe(true);
          // English only: no Vietnamese letters left untranslated.
          expect(tl_en).toMatch(/^[\x20-\x7e]+$/);
          expect(tl_en).not.toBe(tl);
          expect(symbols.filter((symbol) => tl_en.includes(symbol))).toEqual(
            symbols.filter((symbol) => tl.includes(symbol)),
          );
          expect(figures(tl_en)).toEqual(figures(tl));
        },
      ),
    );
  });

  it("write figures the way each language does", () => {
    const titles = Array.from({ length: 58 }, (_, i) => newsItem(1, "2025-03-10", i, time, ["FPT"]));
    const decimals = titles.filter((item) => /\d,\d%/.test(item.tl));
    expect(decimals.length).toBeGreaterThan(0);
    for (const item of decimals) expect(item.tl_en).toMatch(/\d\.\d%/);
    const quarters = titles.filter((item) => item.tl.includes("quý 4/2024"));
    expect(quarters.length).toBeGreaterThan(0);
    for (const item of quarters) expect(item.tl_en).toContain("Q4 2024");
  });
});
