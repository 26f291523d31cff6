// @vitest-environment happy-dom
import type { IndexEntry } from "@bangia/market";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import type { FromWorker } from "../realtime/protocol";
import { usePreferences } from "../state/preferences";
import { indexEntry } from "../testing/test-index-entries";
import { renderWithProviders } from "../testing/test-kit";
import { EMPTY_INDEX_STATE, useIndexStore } from "./index-store";
import { IndexStrip } from "./index-strip";

type MarketListener = (message: Extract<FromWorker, { type: "index" }>) => void;
const feed = vi.hoisted(() => ({ listeners: new Set<(message: unknown) => void>() }));
const api = vi.hoisted(() => ({ datafeed: vi.fn(), requestJson: vi.fn() }));

vi.mock("../realtime/quote-feed", () => ({
  useMarketMessages: (listener: (message: unknown) => void) => {
    feed.listeners.add(listener);
  },
  useSocketStatus: () => ({ status: "CONNECTED", reconnects: 0 }),
}));
vi.mock("../api/http", () => ({
  datafeed: api.datafeed,
  requestJson: api.requestJson,
  logLoadFailure: vi.fn(),
}));
// The charts draw on canvas; here they only report what they were given.
vi.mock("./lazy-index-charts", () => ({
  LazyIndexLineChart: (props: { points: readonly { value: number | null }[]; label: string }) => (
    <div data-testid="line-chart" aria-label={props.label}>
      {props.points.filter((point) => point.value !== null).length}
    </div>
  ),
  LazyGlobalIndexChart: (props: { lines: readonly { code: string }[] }) => (
    <div data-testid="global-chart">{props.lines.map((line) => line.code).join(",")}</div>
  ),
}));

const entry = (mc: string, seq: number, cIndex: number, fields: Partial<IndexEntry> = {}): IndexEntry =>
  indexEntry({ mc, seq, cIndex, ...fields });

const renderStrip = () => renderWithProviders(<IndexStrip />);

function send(message: Extract<FromWorker, { type: "index" }>): void {
  act(() => {
    for (const listener of feed.listeners) (listener as MarketListener)(message);
  });
}

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  useIndexStore.setState(EMPTY_INDEX_STATE);
  feed.listeners.clear();
  api.datafeed.mockImplementation(async (path: string, codes: string) =>
    path === "getlistindexdetail" ? codes.split(",").map((code) => entry(code, 10, 175_401)) : [],
  );
  api.requestJson.mockResolvedValue({ VNINDEX: { c: [175_300], t: [Date.UTC(2026, 1, 10, 2, 5) / 1_000] } });
});

const initialPreferences = usePreferences.getState();

afterEach(() => {
  cleanup();
  usePreferences.setState(initialPreferences);
});

describe("IndexStrip", () => {
  it("loads the strip's indices, 27 included, and today's minute history", async () => {
    renderStrip();
    await waitFor(() =>
      expect(api.datafeed).toHaveBeenCalledWith("getlistindexdetail", "10,02,11,03,27", expect.anything()),
    );
    const historyPath = String(api.requestJson.mock.calls[0]?.[0]);
    expect(historyPath).toContain(
      "history/tradingview/historiesnearest?symbols=VNINDEX,HNXINDEX,VN30,UPCOMINDEX,VN100",
    );
    expect(historyPath).toContain("resolution=1");
  });

  it("shows a tile per index with its figures and market status, and the global tile", async () => {
    renderStrip();
    const tile = await screen.findByTestId("index-tile-10");
    await waitFor(() => expect(within(tile).getByTestId("index-value-10").textContent).toBe("1,754.01"));
    expect(tile.textContent).toContain("-0.81");
    expect(tile.textContent).toContain("-0.05%");
    expect(within(tile).getByTestId("index-status-10").textContent).toBe("Liên tục");
    expect(within(tile).getByLabelText("Số mã tăng").textContent).toContain("31");
    expect(within(tile).getByLabelText("Số mã giảm").textContent).toContain("33");
    expect(within(tile).getByLabelText("Số mã đứng giá").textContent).toContain("341");
    for (const code of ["02", "11", "03", "27"])
      expect(screen.getByTestId(`index-tile-${code}`)).toBeTruthy();
    expect(screen.getByTestId("global-chart").textContent).toBe("10,02,11,03,27");
  });

  it("updates a tile's value and line from an index message", async () => {
    renderStrip();
    const value = await screen.findByTestId("index-value-10");
    await waitFor(() => expect(value.textContent).toBe("1,754.01"));
    send({
      type: "index",
      message: entry("10", 11, 176_000, { ot: "518|0.3|0|40|20|300", time: "09:41:00", status: "I" }),
    });
    expect(value.textContent).toBe("1,760.00");
    const tile = screen.getByTestId("index-tile-10");
    expect(tile.textContent).toContain("+5.18");
    expect(within(tile).getByTestId("index-status-10").textContent).toBe("Nghỉ trưa");
    // 09:05 (history) → 09:09, carried over 09:19…09:39, 09:41 → 09:49.
    expect(within(tile).getByTestId("line-chart").textContent).toBe("5");
    // Another index's tile does not move, and an older message is dropped.
    send({ type: "index", message: entry("10", 9, 170_000) });
    expect(value.textContent).toBe("1,760.00");
    expect(screen.getByTestId("index-value-02").textContent).toBe("1,754.01");
  });

  it("shows only the tiles the price-board settings show", async () => {
    const settings = usePreferences.getState().boardSettings;
    usePreferences.setState({ boardSettings: { ...settings, priceBoardSettingChartShow: ["27", "02"] } });
    renderStrip();
    await screen.findByTestId("index-tile-02");
    expect(screen.queryByTestId("index-tile-10")).toBeNull();
    expect(screen.getByTestId("index-tile-27")).toBeTruthy();
    expect(screen.getByTestId("global-chart").textContent).toBe("02,27");
  });
});
