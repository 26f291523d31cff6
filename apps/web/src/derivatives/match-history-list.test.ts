import type { MatchHistoryItem } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  INITIAL_MATCH_HISTORY,
  matchHistoryAfter,
  matchOfMessage,
  newerThanPage,
  type MatchHistoryEvent,
  type MatchHistoryState,
} from "./match-history-list";

const match = (time: string, lastPrice = 194_580, lastVol = 1): MatchHistoryItem => ({
  sym: "VN30F2602",
  time,
  lastVol,
  lastPrice,
  change: lastPrice - 194_740,
  cl: "d",
  side: "B",
});

const m1 = match("09:20:01");
const m2 = match("09:20:02");
const m3 = match("09:20:03");
const m4 = match("09:20:04");

describe("newerThanPage: live matches held while the first page loaded", () => {
  it.each([
    { name: "all newer when the page answered before them", page: [m1], held: [m2, m3], kept: [m3, m2] },
    { name: "those after the page's newest", page: [m2, m1], held: [m2, m3], kept: [m3] },
    { name: "none when the page holds them all", page: [m3, m2, m1], held: [m2, m3], kept: [] },
    { name: "all on an empty page", page: [], held: [m1, m2], kept: [m2, m1] },
    { name: "nothing held", page: [m1], held: [], kept: [] },
    {
      name: "the last equal one counts (two equal matches in one second)",
      page: [m2, m1],
      held: [m2, m2, m4],
      kept: [m4],
    },
  ])("$name", ({ page, held, kept }) => {
    expect(newerThanPage(page, held)).toEqual(kept);
  });
});

const play = (...events: MatchHistoryEvent[]): MatchHistoryState =>
  events.reduce(matchHistoryAfter, INITIAL_MATCH_HISTORY);

describe("matchHistoryAfter", () => {
  it("holds live matches until the first page, then puts the newer ones on top", () => {
    const state = play(
      { type: "live", item: m2 },
      { type: "live", item: m3 },
      { type: "first", page: { nextidx: 100, data: [m2, m1] } },
    );
    expect(state).toEqual({ items: [m3, m2, m1], nextidx: 100, loading: false, held: [] });
  });

  it("prepends live matches once loaded", () => {
    const state = play({ type: "first", page: { nextidx: null, data: [m1] } }, { type: "live", item: m2 });
    expect(state.items).toEqual([m2, m1]);
  });

  it("appends an older page asked for with the current cursor, once", () => {
    const loaded = play({ type: "first", page: { nextidx: 1, data: [m3, m2] } });
    const more = matchHistoryAfter(loaded, { type: "more", after: 1, page: { nextidx: null, data: [m1] } });
    expect(more.items).toEqual([m3, m2, m1]);
    expect(more.nextidx).toBeNull();
    // A second answer for the same cursor comes too late.
    expect(matchHistoryAfter(more, { type: "more", after: 1, page: { nextidx: null, data: [m1] } })).toBe(
      more,
    );
  });

  it("rebuilds from the first page after a reload, keeping the list shown meanwhile", () => {
    const loaded = play({ type: "first", page: { nextidx: null, data: [m1] } });
    const reloading = matchHistoryAfter(loaded, { type: "reload" });
    expect(reloading.items).toEqual([m1]);
    const live = matchHistoryAfter(reloading, { type: "live", item: m3 });
    expect(live.items).toEqual([m1]);
    const fresh = matchHistoryAfter(live, { type: "first", page: { nextidx: null, data: [m2, m1] } });
    expect(fresh.items).toEqual([m3, m2, m1]);
  });

  it("keeps what it shows when the first page fails, the held matches on top", () => {
    const state = play({ type: "live", item: m1 }, { type: "live", item: m2 }, { type: "failed" });
    expect(state).toEqual({ items: [m2, m1], nextidx: null, loading: false, held: [] });
  });

  it("turns a live match message into a history item", () => {
    expect(
      matchOfMessage({
        sym: "VN30F2602",
        time: "09:20:03",
        lastVol: 1,
        lastPrice: 194_580,
        change: -160,
        cl: "d",
        side: "B",
      }),
    ).toEqual(m3);
  });
});
