import type { StepContext } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { snapToPriceStep } from "./snap-to-price-step";

const HOSE: StepContext = { kind: "STOCK", venue: "HOSE" };
const HNX: StepContext = { kind: "STOCK", venue: "HNX" };

describe("snap to price step", () => {
  it.each<[string, StepContext, number, number]>([
    ["keeps an on-step HOSE price", HOSE, 26_750, 26_750],
    ["keeps an on-step HOSE ETF price off the share grid", { kind: "ETF", venue: "HOSE" }, 39_120, 39_120],
    ["rounds to the nearest 50 in the middle tier", HOSE, 26_760, 26_750],
    ["rounds up to the nearest 50", HOSE, 26_780, 26_800],
    ["rounds across a tier boundary onto the higher grid", HOSE, 9_996, 10_000],
    ["rounds to 100 on HNX", HNX, 11_949, 11_900],
    ["rounds an index future to 0.1 point", { kind: "INDEX_FUTURE" }, 194_775, 194_780],
    ["lifts zero to the lowest step", HOSE, 0, 10],
    ["lifts a value that rounds to zero", HNX, 40, 100],
  ])("%s", (_, context, value, expected) => {
    expect(snapToPriceStep(context, value)).toBe(expected);
  });
});
