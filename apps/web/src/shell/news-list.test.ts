import type { NewsItem } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  addNewsItem,
  keptNews,
  MAX_NEWS_ITEMS,
  newsTime,
  newsTitle,
  NEWS_ROTATION_MS,
  safeNewsHref,
} from "./news-list";

const item = (n: number): NewsItem => ({
  rf: `/tin-tuc/2025-03-10/${n}`,
  tl: `Tin ${n}`,
  tl_en: `Title ${n}`,
  tm: "2025-03-10T09:15:00+07:00",
  sc: "Source",
});
const links = (items: readonly NewsItem[]) => items.map((news) => news.rf.split("/").at(-1));

describe("news list (price-board §9: rotation 3500 ms, at most 10 kept)", () => {
  it("uses the spec's constants", () => {
    expect([NEWS_ROTATION_MS, MAX_NEWS_ITEMS]).toEqual([3_500, 10]);
  });

  it("puts a live item first", () => {
    expect(links(addNewsItem([item(2), item(1)], item(3)))).toEqual(["3", "2", "1"]);
  });

  it("keeps at most 10, dropping the oldest", () => {
    let items: readonly NewsItem[] = [];
    for (let n = 1; n <= 12; n++) items = addNewsItem(items, item(n));
    expect(links(items)).toEqual(["12", "11", "10", "9", "8", "7", "6", "5", "4", "3"]);
  });

  it("moves a repeated link to the front instead of keeping two", () => {
    expect(links(addNewsItem([item(2), item(1)], item(1)))).toEqual(["1", "2"]);
  });

  it("keeps the first 10 distinct items of a snapshot", () => {
    const snapshot = [item(1), item(1), ...Array.from({ length: 12 }, (_, n) => item(n + 2))];
    expect(links(keptNews(snapshot))).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
  });
});

describe("newsTitle (issue 17 item 6: headlines follow the reader's language)", () => {
  it.each([
    ["vi", { tl: "Tin 1", tl_en: "Title 1" }, "Tin 1"],
    ["en", { tl: "Tin 1", tl_en: "Title 1" }, "Title 1"],
    // A feed without English titles still shows its headlines, and the other way round.
    ["en", { tl: "Tin 1", tl_en: "" }, "Tin 1"],
    ["en", { tl: "Tin 1", tl_en: "  " }, "Tin 1"],
    ["vi", { tl: "", tl_en: "Title 1" }, "Title 1"],
  ] as const)("%s %o → %s", (language, titles, expected) => {
    expect(newsTitle(titles, language)).toBe(expected);
  });
});

describe("safeNewsHref", () => {
  it.each([
    ["/tin-tuc/2025-03-10/4", "/tin-tuc/2025-03-10/4"],
    ["https://example.com/a", "https://example.com/a"],
    ["HTTP://example.com/a", "HTTP://example.com/a"],
    ["//evil.example/a", null],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["", null],
  ])("%s → %s", (rf, expected) => {
    expect(safeNewsHref(rf)).toBe(expected);
  });
});

describe("newsTime", () => {
  it.each([
    ["2025-03-10T09:15:00+07:00", "09:15 10/03"],
    ["2025-03-10T02:15:00Z", "09:15 10/03"],
    ["2025-03-10T23:30:00+07:00", "23:30 10/03"],
    ["not a time", ""],
  ])("%s → %s", (tm, expected) => {
    expect(newsTime(tm)).toBe(expected);
  });
});
