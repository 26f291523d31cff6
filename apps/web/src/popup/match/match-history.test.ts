import type { MatchHistoryItem, StockMatchMessage } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { addLiveMatch, liveMatchOf, mergeMatches, nearBottom, type LiveMatch } from "./match-history";

const item = (time: string, lastPrice = 99_000, lastVol = 100, side: "B" | "S" = "B"): MatchHistoryItem => ({
  sym: "FPT",
  time,
  lastVol,
  lastPrice,
  change: lastPrice - 99_000,
  cl: "r",
  side,
});
const live = (seq: number, time: string, lastPrice = 99_000, lastVol = 100): LiveMatch => ({
  ...item(time, lastPrice, lastVol),
  seq,
});
const times = (rows: readonly { item: MatchHistoryItem }[]) => rows.map((row) => row.item.time);

describe("liveMatchOf", () => {
  it("keeps the item fields and the sequence number of a 3220 message", () => {
    const message: StockMatchMessage = {
      id: 3220,
      seq: 7,
      sym: "FPT",
      lastPrice: 99_500,
      lastVol: 300,
      change: 500,
      changePc: 51,
      totalVol: 10_000,
      hp: 99_500,
      lp: 98_000,
      ap: 98_900,
      cl: "i",
      ch: "i",
      lc: "d",
      ca: "d",
      time: "09:21:00",
      side: "S",
    };
    expect(liveMatchOf(message)).toEqual({
      sym: "FPT",
      time: "09:21:00",
      lastVol: 300,
      lastPrice: 99_500,
      change: 500,
      cl: "i",
      side: "S",
      seq: 7,
    });
  });
});

describe("addLiveMatch", () => {
  it("puts a newer message on top", () => {
    const list = addLiveMatch([live(1, "09:20:00")], live(2, "09:20:05"));
    expect(list.map((match) => match.seq)).toEqual([2, 1]);
  });

  it.each([
    ["a repeat", 2],
    ["an older message", 1],
  ])("ignores %s", (_name, seq) => {
    const list = [live(2, "09:20:05"), live(1, "09:20:00")];
    expect(addLiveMatch(list, live(seq, "09:20:05"))).toBe(list);
  });
});

describe("mergeMatches", () => {
  const firstPage = [item("09:20:03"), item("09:20:02"), item("09:20:01")];
  const secondPage = [item("09:19:59"), item("09:19:58")];

  it("lists the pages in order with stable keys", () => {
    const rows = mergeMatches([], [firstPage, secondPage]);
    expect(times(rows)).toEqual(["09:20:03", "09:20:02", "09:20:01", "09:19:59", "09:19:58"]);
    expect(rows.map((row) => row.key)).toEqual(["0-0", "0-1", "0-2", "1-0", "1-1"]);
  });

  it("puts live matches newer than the pages on top", () => {
    const rows = mergeMatches([live(5, "09:20:10"), live(4, "09:20:08")], [firstPage]);
    expect(times(rows)).toEqual(["09:20:10", "09:20:08", "09:20:03", "09:20:02", "09:20:01"]);
    expect(rows[0]?.key).toBe("live-5");
  });

  it("shows once a live match that a page loaded after it also holds", () => {
    // The page was (re)loaded after the matches of 09:20:02 and 09:20:03 arrived live.
    const rows = mergeMatches([live(9, "09:20:05"), live(8, "09:20:03"), live(7, "09:20:02")], [firstPage]);
    expect(times(rows)).toEqual(["09:20:05", "09:20:03", "09:20:02", "09:20:01"]);
    expect(rows.map((row) => row.key)).toEqual(["live-9", "0-0", "0-1", "0-2"]);
  });

  it("keeps two equal trades of one second when the page holds only one of them", () => {
    const page = [item("09:20:02", 99_000, 100), item("09:20:01")];
    const rows = mergeMatches([live(3, "09:20:02", 99_000, 100), live(2, "09:20:02", 99_000, 100)], [page]);
    expect(times(rows)).toEqual(["09:20:02", "09:20:02", "09:20:01"]);
    expect(rows[0]?.key).toBe("live-3");
  });

  it("tells trades of one second apart by price, volume and side", () => {
    const page = [item("09:20:02", 99_100, 100)];
    const rows = mergeMatches([live(2, "09:20:02", 99_000, 100)], [page]);
    expect(rows).toHaveLength(2);
  });

  it("live matches alone, before any page", () => {
    expect(times(mergeMatches([live(1, "09:20:00")], []))).toEqual(["09:20:00"]);
  });
});

describe("nearBottom", () => {
  it.each([
    [{ scrollTop: 552, clientHeight: 400, scrollHeight: 1_000 }, true],
    [{ scrollTop: 551, clientHeight: 400, scrollHeight: 1_000 }, false],
    [{ scrollTop: 0, clientHeight: 400, scrollHeight: 300 }, true],
  ])("%j → %s", (box, expected) => {
    expect(nearBottom(box)).toBe(expected);
  });
});
