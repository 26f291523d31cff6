// @vitest-environment happy-dom
// The strip and the table share one index store; only one of them may run the live
// subscription, or every message is applied twice and every reconnect reloads twice.
import type { IndexEntry } from "@bangia/market";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { indexEntry } from "../testing/test-index-entries";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { EMPTY_INDEX_STATE, useIndexStore } from "./index-store";
import { IndexStrip } from "./index-strip";
import { IndexTable } from "./index-table";

vi.mock("./lazy-index-charts", () => ({ LazyIndexLineChart: () => null, LazyGlobalIndexChart: () => null }));

const entry = (mc: string, seq: number, cIndex: number): IndexEntry => indexEntry({ mc, seq, cIndex });

const { applyEntries, forgetSequences } = useIndexStore.getState();
let worker: FakeWorker;
let applied: IndexEntry[][];
let forgotten: number;

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  worker = fakeQuoteWorker();
  usePreferences.setState({ selectedIndices: ["10", "02"] });
  vi.stubGlobal(
    "fetch",
    fetchByPath({
      "datafeed/getlistindexdetail": [entry("10", 1, 175_401), entry("02", 1, 25_000)],
      "history/tradingview/historiesnearest": {},
    }),
  );
  // Count what reaches the store, keeping the store's own behaviour.
  useIndexStore.setState(EMPTY_INDEX_STATE);
  applied = [];
  forgotten = 0;
  useIndexStore.setState({
    applyEntries: (entries) => {
      applied.push([...entries]);
      applyEntries(entries);
    },
    forgetSequences: () => {
      forgotten += 1;
      forgetSequences();
    },
  });
});
afterEach(() => {
  cleanup();
  useIndexStore.setState({ applyEntries, forgetSequences });
  vi.unstubAllGlobals();
});

function renderOverview() {
  renderWithProviders(
    <>
      <IndexStrip />
      <IndexTable />
    </>,
  );
}

describe("the market overview's index feed", () => {
  it("applies a live message once, for the tiles and the table alike", async () => {
    renderOverview();
    await waitFor(() => expect(screen.getByTestId("index-value-10").textContent).toBe("1,754.01"));
    applied = [];
    const message = entry("10", 2, 176_000);
    worker.receive({ type: "index", message });
    expect(applied).toEqual([[message]]);
    expect(screen.getByTestId("index-value-10").textContent).toBe("1,760.00");
    expect(screen.getByTestId("index-row-10").textContent).toContain("1,760.00");
  });

  it("reloads once after a reconnect", async () => {
    renderOverview();
    await waitFor(() => expect(screen.getByTestId("index-value-10").textContent).toBe("1,754.01"));
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 1 });
    expect(forgotten).toBe(1);
  });
});
