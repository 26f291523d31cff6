// @vitest-environment happy-dom
import type { MatchHistoryPage } from "@bangia/market";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { useIndexStore } from "../indices/index-store";
import { useUi } from "../state/ui";
import { indexEntry } from "../testing/test-index-entries";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { DerivativeBoard } from "./derivative-board";
import { loadDerivativePreferences, useDerivativePreferences } from "./derivative-preferences";
import { bookMessage, derivativeRow, matchMessage } from "./test-derivatives";

// The chart draws on a canvas happy-dom does not have; its data rules are tested in chart-bars.
vi.mock("./lazy-derivative-chart", () => ({
  LazyDerivativeChart: () => <div data-testid="derivative-chart" />,
}));

const INDEX_SYMBOLS = ["VN30F2602", "VN30F2603", "VN100F2602"];
const SORTED = ["VN100F2602", "VN30F2602", "VN30F2603"];
/** 09:20 and 13:30 exchange time (ICT = UTC+7). */
const MORNING = Date.UTC(2026, 1, 10, 2, 20);
const AFTERNOON = Date.UTC(2026, 1, 10, 6, 30);

const PAGE: MatchHistoryPage = {
  nextidx: null,
  data: [
    { sym: "VN30F2602", time: "09:20:31", lastVol: 2, lastPrice: 194_580, change: -160, cl: "d", side: "B" },
    { sym: "VN30F2602", time: "09:20:15", lastVol: 1, lastPrice: 194_520, change: -220, cl: "d", side: "S" },
  ],
};

function answers(serverTime: number): Record<string, unknown> {
  return {
    "datafeed/gettimedifference": { srv_time: serverTime },
    "datafeed/getlistderivativesymbols/INDEX": INDEX_SYMBOLS,
    "datafeed/getlistderivativesymbols/TPCP": ["GB05F2603"],
    "datafeed/getlistindexdetail/11,27": [
      indexEntry({ mc: "11", cIndex: 194_700 }),
      indexEntry({ mc: "27", cIndex: 181_915 }),
    ],
    "datafeed/getps10pricesnapshot/VN30F2602,B": {
      ndata: [
        { price: 0, vol: 10 },
        { price: 194_570, vol: 30 },
      ],
    },
    "datafeed/getps10pricesnapshot/VN30F2602,S": { ndata: [{ price: 194_590, vol: 32 }] },
    "datafeed/getps10pricesnapshot/GB05F2603,B": { ndata: [] },
    "datafeed/getps10pricesnapshot/GB05F2603,S": { ndata: [{ price: 105_750, vol: 1 }] },
    "datafeed/getliststocktrade_ps/VN30F2602": PAGE,
    "datafeed/getfsbdata": { calFSP: 185_117 },
    "datafeed/getfsbdata_vn100": { calFSP: null },
  };
}

function Board({ menu }: { readonly menu: "derivative-INDEX" | "derivative-TPCP" }) {
  const focusSeen = useRef(0);
  return (
    <DerivativeBoard
      menu={menu}
      board={{ kind: "derivative", board: menu === "derivative-INDEX" ? "INDEX" : "TPCP" }}
      focusSeen={focusSeen}
    />
  );
}

let worker: FakeWorker;

async function renderBoard(menu: "derivative-INDEX" | "derivative-TPCP" = "derivative-INDEX") {
  const rendered = renderWithProviders(<Board menu={menu} />);
  await waitFor(() => expect(worker.sent.some((message) => message.type === "board")).toBe(true));
  return rendered;
}

function loadRows(key = "derivative-INDEX", rows = SORTED.map((symbol) => derivativeRow(symbol))) {
  worker.receive({ type: "rows", key, rows, reset: true });
}

const rowOf = (symbol: string) => screen.getByTestId(`derivative-row-${symbol}`);
const click = (element: HTMLElement) => act(() => element.click());
const texts = (elements: readonly HTMLElement[]) => elements.map((element) => element.textContent);

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  localStorage.clear();
  useDerivativePreferences.setState(loadDerivativePreferences());
  useIndexStore.setState({ entries: {}, lines: {}, seqs: {} });
  useUi.setState({ focus: null, popupSymbol: null });
  vi.stubGlobal("fetch", fetchByPath(answers(MORNING)));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  worker = fakeQuoteWorker();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("DerivativeBoard", () => {
  it("asks the worker for the contracts as derivative rows, symbol ascending, all on screen", async () => {
    await renderBoard();
    expect(worker.sent).toContainEqual({
      type: "board",
      board: { key: "derivative-INDEX", kind: "derivative", symbols: SORTED },
      extra: [],
    });
    expect(worker.sent).toContainEqual({ type: "sort", sort: null });
    await waitFor(() => expect(worker.sent).toContainEqual({ type: "visible", symbols: SORTED }));
  });

  it("lists the rows in the worker's order with live values and the difference from the index", async () => {
    await renderBoard();
    loadRows();
    worker.order("derivative-INDEX", ["VN30F2603", "VN30F2602", "VN100F2602"]);
    const board = screen.getByTestId("derivative-board");
    expect(board.getAttribute("role")).toBe("grid");
    expect(
      within(board)
        .getAllByRole("row")
        .flatMap((row) => row.dataset["symbol"] ?? []),
    ).toEqual(["VN30F2603", "VN30F2602", "VN100F2602"]);
    // VN30 at 1,947.00 from the index snapshot: 1,945.80 − 1,947.00.
    await waitFor(() =>
      expect(rowOf("VN30F2602").querySelector('[data-field="difference"]')?.textContent).toBe("-1.20"),
    );
    act(() => useIndexStore.getState().applyEntries([indexEntry({ mc: "11", cIndex: 194_500, seq: 99 })]));
    expect(rowOf("VN30F2602").querySelector('[data-field="difference"]')?.textContent).toBe("+0.80");
  });

  it("sorts by a header: descending, ascending, then back to symbol ascending; kept locally", async () => {
    await renderBoard();
    const header = screen.getByTestId("derivative-sort-oi");
    click(header);
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: { field: "oi", direction: "desc" } });
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(JSON.parse(localStorage.getItem("derivativeSortSetting") ?? "null")).toEqual({
      field: "oi",
      direction: "desc",
    });
    click(header);
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: { field: "oi", direction: "asc" } });
    click(header);
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: null });
    expect(screen.getByTestId("derivative-sort-sym").getAttribute("aria-sort")).toBe("ascending");
    // The difference is not a row field: it does not sort.
    expect(screen.queryByTestId("derivative-sort-difference")).toBeNull();
  });

  it("hides over-buy and over-sell by its setting, dropping a sort on them", async () => {
    await renderBoard();
    click(screen.getByTestId("derivative-sort-overBuy"));
    expect(useDerivativePreferences.getState().sort).toEqual({ field: "overBuy", direction: "desc" });
    click(screen.getByTestId("derivative-overbuy-toggle"));
    expect(screen.queryByTestId("derivative-sort-overBuy")).toBeNull();
    expect(screen.queryByTestId("derivative-sort-overSell")).toBeNull();
    expect(useDerivativePreferences.getState().sort).toBeNull();
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: null });
    expect(localStorage.getItem("derivativeOverBuySell")).toBe("false");
  });

  it("toggles the detail of a clicked row, one open at a time", async () => {
    await renderBoard();
    loadRows();
    click(rowOf("VN30F2602"));
    expect(screen.getAllByTestId("derivative-detail")).toHaveLength(1);
    expect(screen.getByTestId("derivative-detail").dataset["symbol"]).toBe("VN30F2602");
    expect(rowOf("VN30F2602").getAttribute("aria-expanded")).toBe("true");
    click(rowOf("VN30F2603"));
    expect(screen.getAllByTestId("derivative-detail")).toHaveLength(1);
    expect(screen.getByTestId("derivative-detail").dataset["symbol"]).toBe("VN30F2603");
    click(rowOf("VN30F2603"));
    expect(screen.queryByTestId("derivative-detail")).toBeNull();
  });

  it("shows ten levels a side from the snapshots, ATO for a zero price in the morning, then live books", async () => {
    await renderBoard();
    loadRows();
    click(rowOf("VN30F2602"));
    const detail = screen.getByTestId("derivative-detail");
    await waitFor(() =>
      expect(texts(within(detail).getAllByTestId("book-bid-level")).slice(0, 3)).toEqual([
        "10ATO",
        "301,945.7",
        "",
      ]),
    );
    const bids = within(detail).getAllByTestId("book-bid-level");
    const asks = within(detail).getAllByTestId("book-ask-level");
    expect(bids).toHaveLength(10);
    expect(asks).toHaveLength(10);
    const bar = (level: HTMLElement | undefined) =>
      level?.querySelector<HTMLElement>(".book-bar")?.style.width ?? "missing";
    // Bars over the side's own volume: 10 and 30 of 40 contracts; the one ask level has it all.
    expect([bar(bids[0]), bar(bids[1]), bar(bids[2])]).toEqual(["25.00%", "75.00%", "0.00%"]);
    await waitFor(() => expect(bar(within(detail).getAllByTestId("book-ask-level")[0])).toBe("100.00%"));

    worker.receive({
      type: "symbol",
      message: bookMessage("VN30F2602", "S", [
        { price: 194_590, vol: 1 },
        { price: 194_600, vol: 3 },
      ]),
    });
    const live = within(detail).getAllByTestId("book-ask-level");
    expect(texts(live.slice(0, 2))).toEqual(["1,945.91", "1,946.03"]);
    expect([bar(live[0]), bar(live[1])]).toEqual(["25.00%", "75.00%"]);
  });

  it("reads a zero price as ATC from 12:00 of the market clock", async () => {
    vi.stubGlobal("fetch", fetchByPath(answers(AFTERNOON)));
    await renderBoard();
    loadRows();
    click(rowOf("VN30F2602"));
    await waitFor(() =>
      expect(
        within(screen.getByTestId("derivative-detail")).getAllByTestId("book-bid-level")[0]?.textContent,
      ).toBe("10ATC"),
    );
  });

  it("shows an index future's match history with live matches on top", async () => {
    // The history is a virtual list: it renders the rows that fit its height.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(250);
    await renderBoard();
    loadRows();
    click(rowOf("VN30F2602"));
    const history = screen.getByTestId("derivative-match-history");
    await waitFor(() => expect(within(history).getAllByTestId("match-row")).toHaveLength(2));
    worker.receive({ type: "symbol", message: matchMessage("VN30F2602") });
    const rows = within(history).getAllByTestId("match-row");
    expect(rows).toHaveLength(3);
    expect(texts(rows.map((row) => row.firstElementChild as HTMLElement))).toEqual([
      "09:21:05",
      "09:20:31",
      "09:20:15",
    ]);
    expect(rows[0]?.textContent).toBe("09:21:051,946.03-1.4B");
  });

  it("pages the match history backward with nextidx", async () => {
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(250);
    const base = fetchByPath(answers(MORNING));
    const older = {
      nextidx: null,
      data: [
        {
          sym: "VN30F2602",
          time: "09:15:02",
          lastVol: 4,
          lastPrice: 194_500,
          change: -240,
          cl: "d",
          side: "",
        },
      ],
    };
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (!url.pathname.includes("getliststocktrade_ps")) return base(input, init);
      asked.push(url.search);
      const page = url.searchParams.get("nextidx") === "2" ? older : { ...PAGE, nextidx: 2 };
      return new Response(JSON.stringify(page), { headers: { "content-type": "application/json" } });
    });
    await renderBoard();
    loadRows();
    click(rowOf("VN30F2602"));
    const history = screen.getByTestId("derivative-match-history");
    await waitFor(() => expect(within(history).getAllByTestId("match-row")).toHaveLength(3));
    expect(asked).toEqual(["?numpage=100", "?numpage=100&nextidx=2"]);
    expect(within(history).getAllByTestId("match-row")[2]?.textContent).toBe("09:15:021,945.04-2.4");
  });

  it("loads the book and the match history again after a reconnect", async () => {
    const base = fetchByPath(answers(MORNING));
    const asked: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(String(input), "http://localhost").pathname);
      return base(input, init);
    });
    await renderBoard();
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 0 });
    loadRows();
    click(rowOf("VN30F2602"));
    const count = (part: string) => asked.filter((path) => path.includes(part)).length;
    await waitFor(() => expect(count("getliststocktrade_ps")).toBe(1));
    expect(count("getps10pricesnapshot")).toBe(2);
    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 0 });
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 1 });
    await waitFor(() => expect(count("getliststocktrade_ps")).toBe(2));
    expect(count("getps10pricesnapshot")).toBe(4);
    await waitFor(() => expect(count("getfsbdata")).toBeGreaterThanOrEqual(4));
  });

  it("shows no match history for a bond future", async () => {
    await renderBoard("derivative-TPCP");
    loadRows("derivative-TPCP", [
      derivativeRow("GB05F2603", { r: 105_740, c: 108_912, f: 102_568, lastPrice: 105_750 }),
    ]);
    click(rowOf("GB05F2603"));
    expect(screen.getByTestId("derivative-detail")).toBeTruthy();
    expect(screen.queryByTestId("derivative-match-history")).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByTestId("derivative-detail")).getAllByTestId("book-ask-level")[0]?.textContent,
      ).toBe("105.751"),
    );
    expect(screen.queryByTestId("fsp-footer")).toBeNull();
  });

  it("explains the final settlement price under the index futures, empty when there is no estimate", async () => {
    await renderBoard();
    const footer = screen.getByTestId("fsp-footer");
    expect(footer.textContent).toContain("Giá thanh toán cuối cùng");
    await waitFor(() => expect(screen.getByTestId("fsp-VN30").textContent).toBe("1,851.17"));
    expect(screen.getByTestId("fsp-VN100").textContent).toBe("");
  });

  it("highlights a searched contract it lists, and opens the stock popup for any other", async () => {
    await renderBoard();
    loadRows();
    act(() => useUi.getState().focusSymbol("VN30F2603"));
    expect(rowOf("VN30F2603").className).toContain("row-focus");
    expect(useUi.getState().popupSymbol).toBeNull();
    act(() => useUi.getState().focusSymbol("FPT"));
    expect(useUi.getState().popupSymbol).toBe("FPT");
  });
});
