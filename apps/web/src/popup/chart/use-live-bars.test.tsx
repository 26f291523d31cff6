// @vitest-environment happy-dom
import type { InstrumentKind, PriceUnit } from "@bangia/market";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../../testing/test-kit";
import { matchMessage } from "../../testing/test-quotes";
import { usePriceUnit } from "../stock-dictionary";
import { useLiveBars } from "./use-live-bars";

const entry = (stock_code: string, type: string) => ({
  stock_code,
  name_vn: stock_code,
  name_en: stock_code,
  post_to: "HOSE",
  type,
});

const ANSWERS = {
  "datafeed/getlistallstock": [
    entry("FPT", "D"),
    entry("E1VFVN30", "E"),
    entry("CFPT2601", "W"),
    entry("TD2131011", "T"),
  ],
  "datafeed/getlistderivativesymbols/INDEX": ["VN30F2603", "VN100F2603"],
  "datafeed/getlistderivativesymbols/TPCP": ["GB05F2606"],
  // One daily bar of an earlier day: a live match starts today's bar at the match's price.
  "tradingview/history": { s: "ok", t: [1_770_570_000], o: [1], h: [1], l: [1], c: [1], v: [10] },
  "datafeed/gettimedifference": { srv_time: Date.parse("2026-02-10T10:00:00+07:00") },
};

let worker: FakeWorker;

function Probe({ symbol }: { readonly symbol: string }) {
  const { bars } = useLiveBars(symbol, "D");
  const unit = usePriceUnit(symbol);
  return (
    <output
      data-testid="probe"
      data-unit={unit ?? ""}
      data-bars={bars.length}
      data-close={bars.at(-1)?.close}
    />
  );
}

beforeEach(() => {
  localStorage.clear();
  worker = fakeQuoteWorker();
  vi.stubGlobal("fetch", vi.fn(fetchByPath(ANSWERS)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useLiveBars folds a live match in the chart's unit (wire prices by instrument kind)", () => {
  it.each<[string, InstrumentKind, PriceUnit, number, number]>([
    ["FPT", "STOCK", "vnd", 99_500, 99.5],
    ["E1VFVN30", "ETF", "vnd", 34_560, 34.56],
    ["CFPT2601", "CW", "vnd", 1_230, 1.23],
    ["TD2131011", "BOND", "vnd", 100_500, 100.5],
    // Index futures arrive in hundredths of a point: 195,050 is 1,950.50 points, not 195.05.
    ["VN30F2603", "INDEX_FUTURE", "points", 195_050, 1_950.5],
    ["VN100F2603", "INDEX_FUTURE", "points", 180_010, 1_800.1],
    // Bond futures are whole VND, as the stock board's prices.
    ["GB05F2606", "BOND_FUTURE", "vnd", 105_001, 105.001],
  ])("%s (%s): a match at %d closes today's bar at %d", async (symbol, _kind, unit, wirePrice, close) => {
    renderWithProviders(<Probe symbol={symbol} />);
    const probe = screen.getByTestId("probe");
    await waitFor(() => expect(probe.dataset["unit"]).toBe(unit));
    await waitFor(() => expect(probe.dataset["bars"]).toBe("1"));
    worker.receive({
      type: "symbol",
      message: matchMessage(symbol, 1, { lastPrice: wirePrice, lastVol: 3 }),
    });
    await waitFor(() => expect(probe.dataset["bars"]).toBe("2"));
    expect(Number(probe.dataset["close"])).toBe(close);
  });

  it("waits for the symbol's unit before folding a match: the next load brings it", async () => {
    const { "tradingview/history": bars, "datafeed/gettimedifference": time } = ANSWERS;
    vi.stubGlobal(
      "fetch",
      vi.fn(fetchByPath({ "tradingview/history": bars, "datafeed/gettimedifference": time })),
    );
    renderWithProviders(<Probe symbol="VN30F2603" />);
    const probe = screen.getByTestId("probe");
    await waitFor(() => expect(probe.dataset["bars"]).toBe("1"));
    worker.receive({ type: "symbol", message: matchMessage("VN30F2603", 1, { lastPrice: 195_050 }) });
    expect(probe.dataset["bars"]).toBe("1");
  });
});
