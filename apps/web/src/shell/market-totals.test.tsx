// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { indexEntry } from "../testing/test-index-entries";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { MarketTotals } from "./market-totals";

/** The totals read only an index's code and matched value. */
const index = (mc: string, value: number) => indexEntry({ mc, value });

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

describe("MarketTotals (the header totals in the one number style)", () => {
  it("writes the totals in billions in one style in both languages", async () => {
    renderWithProviders(<MarketTotals />);
    await waitFor(() => expect(screen.getByTestId("total-value").textContent).toBe("16,601"));
    expect(screen.getByTestId("total-pt-value").textContent).toBe("3,500");

    act(() => usePreferences.getState().setLanguage("en"));
    expect(screen.getByTestId("total-value").textContent).toBe("16,601");
    expect(screen.getByTestId("total-pt-value").textContent).toBe("3,500");

    worker.receive({ type: "index", message: index("10", 16_000_000_000_000) });
    expect(screen.getByTestId("total-value").textContent).toBe("17,201");
  });
});
