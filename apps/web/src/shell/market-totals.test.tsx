// @vitest-environment happy-dom
import type { IndexEntry } from "@bangia/market";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { MarketTotals } from "./market-totals";
import { fakeQuoteWorker, fetchByPath, renderShell, type FakeWorker } from "./test-kit";

const index = (mc: string, value: number): IndexEntry => ({
  seq: 1,
  mc,
  cIndex: 175_752,
  oIndex: 175_482,
  vol: 34_145_900,
  value,
  status: "O",
  ot: "270|0.15|0|118|109|178",
  time: "09:40:12",
});

let worker: FakeWorker;

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  worker = fakeQuoteWorker();
  usePreferences.setState({ language: "vi" });
  vi.stubGlobal(
    "fetch",
    fetchByPath({
      "datafeed/getlistindexdetail": [index("10", 15_400_600_000_000), index("02", 1_200_600_000_000)],
      "datafeed/aggregate/pt/snapshot/markets": [
        { mc: "02", value: 1_000_000_000_000, volume: 1 },
        { mc: "10", value: 2_500_000_000_000, volume: 1 },
      ],
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  usePreferences.setState({ language: "vi" });
});

describe("MarketTotals (running text in the language's number style)", () => {
  it("writes the totals in billions the Vietnamese way, then the English way", async () => {
    renderShell(<MarketTotals />);
    await waitFor(() => expect(screen.getByTestId("total-value").textContent).toBe("16.601"));
    expect(screen.getByTestId("total-pt-value").textContent).toBe("3.500");

    act(() => usePreferences.getState().setLanguage("en"));
    expect(screen.getByTestId("total-value").textContent).toBe("16,601");
    expect(screen.getByTestId("total-pt-value").textContent).toBe("3,500");

    worker.receive({ type: "index", message: index("10", 16_000_000_000_000) });
    expect(screen.getByTestId("total-value").textContent).toBe("17,201");
  });
});
