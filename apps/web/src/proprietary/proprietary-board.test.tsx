// @vitest-environment happy-dom
import type { ProprietaryDay, ProprietarySymbolDay } from "@bangia/market";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useDraggedOrders } from "../board-table/dragged-order";
import { useTablePreferences } from "../board-table/table-preferences";
import { withScreenHeight } from "../board-table/test-layout";
import { startI18n } from "../i18n/i18n";
import { useUi } from "../state/ui";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { ProprietaryBoard, TABLE_MAX_HEIGHT } from "./proprietary-board";

const TODAY: ProprietaryDay = {
  TradingDate: "2026-02-10",
  TBuyVol: 36_000,
  TBuyVal: 1_556_535_000,
  TSellVol: 32_200,
  TSellVal: 874_895_000,
};

const SYMBOLS: ProprietarySymbolDay[] = [
  {
    Ticker: "MSN",
    TradingDate: "2026-02-10",
    TBuyVol: 0,
    TBuyVal: 0,
    TSellVol: 4_100,
    TSellVal: 320_210_000,
  },
  {
    Ticker: "CRV",
    TradingDate: "2026-02-10",
    TBuyVol: 6_600,
    TBuyVal: 179_850_000,
    TSellVol: 0,
    TSellVal: 0,
  },
  {
    Ticker: "PDR",
    TradingDate: "2026-02-10",
    TBuyVol: 9_900,
    TBuyVal: 171_765_000,
    TSellVol: 100,
    TSellVal: 1_000,
  },
];

const HISTORY: ProprietaryDay[] = [
  {
    TradingDate: "2026-02-06",
    TBuyVol: 1,
    TBuyVal: 2_136_015_762_000,
    TSellVol: 1,
    TSellVal: 2_074_550_921_000,
  },
  {
    TradingDate: "2026-02-09",
    TBuyVol: 1,
    TBuyVal: 2_163_306_451_000,
    TSellVol: 1,
    TSellVal: 2_245_354_158_000,
  },
  TODAY,
];

let worker: FakeWorker;
let asked: string[];

function answer(path: string): unknown {
  if (path.startsWith("/api/history/proprietary/aggregate/")) return { data: TODAY };
  if (path.startsWith("/api/history/proprietary/snapshot/")) return { data: SYMBOLS };
  if (path.startsWith("/api/history/proprietary/hist/")) return { data: HISTORY };
  return undefined;
}

function renderBoard(group = "VN30") {
  return renderWithProviders(
    <ProprietaryBoard
      menu={`tu-doanh-${group}`}
      board={{ kind: "proprietary", group }}
      focusSeen={{ current: 0 }}
    />,
  );
}

const rowOrder = () =>
  [...screen.getByTestId("prop-table").querySelectorAll("[data-symbol]")].map((row) =>
    row.getAttribute("data-symbol"),
  );
const header = (key: string) => screen.getByTestId(`board-table-header-${key}`);

withScreenHeight();

beforeAll(async () => {
  await startI18n("vi");
});

afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  localStorage.clear();
  useTablePreferences.setState({ sorts: {}, hidden: {} });
  useDraggedOrders.setState({ orders: {} });
  worker = fakeQuoteWorker();
  asked = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    asked.push(path);
    const body = answer(path);
    return body === undefined
      ? new Response(JSON.stringify({ error: { code: "NOT_FOUND" } }), { status: 404 })
      : new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
});

afterEach(() => {
  cleanup();
  useUi.setState({ popupSymbol: null, focus: null });
});

describe("ProprietaryBoard", () => {
  it("loads the group's totals, symbols and 10 days, and stops the previous board's rows", async () => {
    renderBoard();
    await waitFor(() => expect(screen.getByTestId("prop-row-MSN")).toBeTruthy());
    expect(asked).toEqual(
      expect.arrayContaining([
        "/api/history/proprietary/aggregate/VN30",
        "/api/history/proprietary/snapshot/VN30",
        "/api/history/proprietary/hist/VN30/10",
      ]),
    );
    expect(worker.sent.find((message) => message.type === "board")).toEqual({
      type: "board",
      board: { key: "tu-doanh-VN30", kind: "stock", symbols: [] },
      extra: [],
    });
  });

  it("summarises the day: volume ÷10, value in thousands, net coloured by sign", async () => {
    renderBoard();
    const summary = await screen.findByTestId("prop-summary");
    await waitFor(() => expect(summary.textContent).toContain("681,640"));
    expect(summary.textContent).toContain("3,600");
    expect(summary.textContent).toContain("1,556,535");
    expect(summary.textContent).toContain("3,220");
    expect(summary.textContent).toContain("874,895");
    expect(summary.textContent).toContain("10/02/2026");
    const net = screen.getByTestId("prop-summary-net");
    expect(net.querySelectorAll(".c-up")).toHaveLength(2);
  });

  it("draws a bar per day, green when the net is positive and red when negative", async () => {
    renderBoard();
    await waitFor(() => expect(screen.getAllByTestId("prop-bar")).toHaveLength(3));
    const bars = screen.getAllByTestId("prop-bar");
    expect(bars.map((bar) => [bar.getAttribute("data-sign"), bar.getAttribute("fill")])).toEqual([
      ["positive", "#07BA07"],
      ["negative", "#E63232"],
      ["positive", "#07BA07"],
    ]);
  });

  it("hides and shows the chart, the table 804 px tall without it and 690 px with it", async () => {
    renderBoard();
    await screen.findByTestId("prop-chart");
    const grid = screen.getByTestId("prop-table");
    expect(grid.style.maxHeight).toBe(`${TABLE_MAX_HEIGHT.chartShown}px`);
    act(() => screen.getByTestId("prop-chart-toggle").click());
    expect(screen.queryByTestId("prop-chart")).toBeNull();
    expect(screen.getByTestId("prop-table").style.maxHeight).toBe("804px");
    expect(localStorage.getItem("proprietaryChartShown")).toBe("false");
    act(() => screen.getByTestId("prop-chart-toggle").click());
    expect(screen.getByTestId("prop-chart")).toBeTruthy();
    expect(screen.getByTestId("prop-table").style.maxHeight).toBe("690px");
  });

  it("sorts the table by toggling, never back to the symbol order", async () => {
    renderBoard();
    await waitFor(() => expect(rowOrder()).toEqual(["CRV", "MSN", "PDR"]));
    act(() => header("netVal").click());
    expect(rowOrder()).toEqual(["CRV", "PDR", "MSN"]);
    expect(header("netVal").getAttribute("aria-sort")).toBe("descending");
    act(() => header("netVal").click());
    expect(rowOrder()).toEqual(["MSN", "PDR", "CRV"]);
    act(() => header("netVal").click());
    expect(rowOrder()).toEqual(["CRV", "PDR", "MSN"]);
    expect(JSON.parse(localStorage.getItem("boardTableSort") ?? "{}")).toEqual({
      proprietary: { field: "netVal", direction: "desc" },
    });
    const cell = screen.getByTestId("prop-row-MSN").querySelector('[data-field="netVal"]');
    expect(cell?.textContent).toBe("-320,210");
    expect(cell?.className).toContain("c-down");
  });

  it("opens the stock popup from a symbol", async () => {
    renderBoard();
    const cell = await waitFor(() => {
      const found = screen.getByTestId("prop-row-PDR").querySelector<HTMLElement>('[data-field="sym"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    act(() => cell.click());
    expect(useUi.getState().popupSymbol).toBe("PDR");
  });

  it("loads again after a reconnect and when the exchange day changes", async () => {
    const { client } = renderBoard();
    await waitFor(() => expect(screen.getByTestId("prop-row-MSN")).toBeTruthy());
    const loads = () => asked.filter((path) => path.startsWith("/api/history/proprietary/aggregate/")).length;
    expect(loads()).toBe(1);

    worker.receive({ type: "status", status: "CONNECTED", reconnects: 0 });
    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 0 });
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 1 });
    await waitFor(() => expect(loads()).toBe(2));

    // 2026-02-10 14:00 exchange time, then 2026-02-11 08:10.
    act(() => client.setQueryData(["datafeed", "gettimedifference"], { srv_time: Date.UTC(2026, 1, 10, 7) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads()).toBe(2);
    act(() =>
      client.setQueryData(["datafeed", "gettimedifference"], { srv_time: Date.UTC(2026, 1, 11, 1, 10) }),
    );
    await waitFor(() => expect(loads()).toBe(3));
  });

  it("links the other proprietary groups", async () => {
    renderBoard();
    const links = (await screen.findByRole("navigation")).querySelectorAll("a");
    expect([...links].map((link) => link.getAttribute("href"))).toEqual([
      "/chung-khoan/tu-doanh-tong-quan",
      "/chung-khoan/tu-doanh-VNI",
      "/chung-khoan/tu-doanh-VN30",
      "/chung-khoan/tu-doanh-HNX",
      "/chung-khoan/tu-doanh-HNX30",
      "/chung-khoan/tu-doanh-UPCOM",
    ]);
  });
});
