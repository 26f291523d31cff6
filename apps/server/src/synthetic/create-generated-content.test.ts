import { describe, expect, it } from "vitest";
import { fromEpochDay } from "@bangia/market";
import { eventsOnDate } from "./company-events";
import { createGeneratedContent } from "./create-generated-content";
import { hoseShare } from "./testing/subjects";

const fpt = hoseShare("FPT", 118_500, 1_470_000_000);
const time = Date.UTC(2025, 2, 10, 2, 15);

/** Every answer of a content for one subject and day, to compare two contents. */
function everything(seed: number) {
  const content = createGeneratedContent(seed);
  return {
    history: content.dailyHistory(fpt, "2025-03-10", 40),
    finance: content.financeData(fpt, "2025-03-10"),
    fundamentals: content.fundamentals(fpt),
    daily: content.dailyRatios(fpt),
    trailing: content.trailingRatios(fpt, "2025-03-10"),
    events: content.companyEvents("FPT", "2025-03-10"),
    news: content.newsItem("2025-03-10", 3, time, ["FPT", "VNM"]),
    flow: content.proprietaryFlow(fpt, "2025-03-07"),
  };
}

describe("generated content of a seed", () => {
  it("answers the same from two separately created contents", () => {
    expect(everything(42)).toEqual(everything(42));
  });

  it("answers differently under another seed", () => {
    const a = everything(1);
    const b = everything(2);
    expect(b.history).not.toEqual(a.history);
    expect(b.finance).not.toEqual(a.finance);
    expect(b.events).not.toEqual(a.events);
    expect(b.flow).not.toEqual(a.flow);
  });

  it("skips its holidays in the history", () => {
    const holiday = "2025-03-06";
    const content = createGeneratedContent(1, [holiday]);
    const dates = content
      .dailyHistory(fpt, "2025-03-10", 5)
      .map((bar) => fromEpochDay((bar.time + 7 * 3_600) / 86_400));
    expect(dates).toEqual(["2025-02-28", "2025-03-03", "2025-03-04", "2025-03-05", "2025-03-07"]);
  });

  it("gives trailing ratios of the latest quarter whatever the date", () => {
    const content = createGeneratedContent(1);
    expect(content.trailingRatios(fpt, "2025-03-10")).toEqual(content.trailingRatios(fpt, "2026-09-01"));
  });

  it("lists the event catalogue, and finds a listed event by its date", async () => {
    const content = createGeneratedContent(1);
    expect(content.definedEvents().map((type) => type.code)).toEqual(["DIV", "AGM", "ISS", "BONUS", "LIST"]);
    const [newest] = content.companyEvents("FPT", "2025-03-10");
    if (newest === undefined) throw new Error("FPT has events");
    expect(await content.eventsOnDate(["FPT", "VNM"], [], newest.PublicDate)).toContainEqual(newest);
  });

  it("answers the events of a date as computed afresh", async () => {
    const content = createGeneratedContent(3);
    const symbols = ["FPT", "VNM", "HPG", "MWG", "SSI", "VCB", "ACB"];
    const date = "2025-04-22";
    const answer = await content.eventsOnDate(symbols, ["DIV", "AGM"], date);
    expect(answer).toEqual(eventsOnDate(3, symbols, ["DIV", "AGM"], date, []));
  });
});
