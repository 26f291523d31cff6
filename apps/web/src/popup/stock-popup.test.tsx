// @vitest-environment happy-dom
import type { MatchHistoryItem, MatchHistoryPage } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { testUser } from "../testing/session-user";
import { quoteFeed } from "../realtime/quote-feed";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { matchMessage, quoteRow } from "../testing/test-quotes";
import { StockPopup } from "./stock-popup";

// The charts draw on a canvas happy-dom lacks: a stand-in reports what it was given.
vi.mock("./chart/lazy-popup-charts", () => ({
  LazyCandleChart: (props: { bars: readonly unknown[]; resolution: string }) => (
    <canvas data-testid="candle-chart" data-bars={props.bars.length} data-resolution={props.resolution} />
  ),
  LazyIntradayChart: (props: { bars: readonly unknown[] }) => (
    <canvas data-testid="intraday-chart" data-bars={props.bars.length} />
  ),
}));

const DICTIONARY = [
  {
    stock_code: "FPT",
    name_vn: "Công ty Cổ phần FPT",
    name_en: "FPT Corporation",
    post_to: "HOSE",
    type: "D",
  },
  {
    stock_code: "SHS",
    name_vn: "Chứng khoán Sài Gòn Hà Nội",
    name_en: "SHS Securities",
    post_to: "HNX",
    type: "D",
  },
  { stock_code: "SHB", name_vn: "Ngân hàng SHB", name_en: "SHB Bank", post_to: "HOSE", type: "D" },
  // A 9-character bond: a listed code the popup shows, whatever its length.
  {
    stock_code: "TD2131011",
    name_vn: "Trái phiếu TD2131011",
    name_en: "Bond TD2131011",
    post_to: "HNX",
    type: "T",
  },
];

const BARS = {
  s: "ok",
  t: [1_770_570_000, 1_770_656_400],
  o: [99.8, 99],
  h: [101.3, 99.5],
  l: [98.5, 98.8],
  c: [99, 99.2],
  v: [2_414_600, 3_300],
};

/** A tape of 150 matches, newest last; pages of 100 newest first, cursor = tape index − 1. */
const TAPE: MatchHistoryItem[] = Array.from({ length: 150 }, (_, index) => ({
  sym: "FPT",
  time: `09:${String(20 + Math.floor(index / 60)).padStart(2, "0")}:${String(index % 60).padStart(2, "0")}`,
  lastVol: 100 * (index + 1),
  lastPrice: 99_000,
  change: 0,
  cl: "r",
  side: index % 2 === 0 ? "B" : "S",
}));

function matchPage(url: URL): MatchHistoryPage {
  const before = url.searchParams.get("nextidx");
  const end = before === null ? TAPE.length : Number(before);
  const start = Math.max(0, end - 100);
  return { nextidx: start > 0 ? start : null, data: TAPE.slice(start, end).reverse() };
}

const ANSWERS = {
  "datafeed/getlistallstock": DICTIONARY,
  "datafeed/getlistderivativesymbols/INDEX": ["VN30F2603", "VN100F2603"],
  "datafeed/getlistderivativesymbols/TPCP": ["GB05F2606"],
  "tradingview/history": BARS,
  "history/ratiodaily": {
    data: { data: { RTD14: 5490, RTD15: null, RTD21: 18.03, RTD22: 18.03, RTD25: 2.51 } },
  },
  "history/ratiottm/list": {
    data: {
      data: [
        {
          RTQ25: 0.3228,
          RTQ29: 0.1101,
          RTQ10: 0.5864,
          RTQ11: 0.3697,
          RTQ2: 1.503,
          RTQ3: 1.7688,
          RTQ12: 0.1393,
          RTQ14: null,
        },
      ],
    },
  },
  "history/company/events": {
    data: {
      data: [
        {
          EventTitle: "FPT: Cổ tức tiền mặt",
          PublicDate: "2026-01-07",
          EventDescription: "Tỷ lệ 20%.",
          Ticker: "FPT",
        },
      ],
    },
  },
  "history/finance": {
    data: {
      yearly: {
        periods: ["2022", "2023", "2024", "2025"],
        businessResults: [
          {
            Name: "Doanh thu thuần",
            Value1: 52_556_567,
            Value2: 61_940_044,
            Value3: 71_367_479,
            Value4: 84_981_871,
          },
          {
            Name: "Lợi nhuận sau thuế",
            Value1: 5_869_377,
            Value2: 6_940_543,
            Value3: 8_905_215,
            Value4: null,
          },
        ],
        balanceSheet: [{ Name: "Tổng tài sản", Value1: 1, Value2: 2, Value3: 3, Value4: 4 }],
        ratios: [{ Name: "P/E", Value1: 28.55, Value2: 20, Value3: 18.1, Value4: 17.46 }],
      },
      quarterly: {
        periods: ["Q1/2025", "Q2/2025", "Q3/2025", "Q4/2025"],
        businessResults: [{ Name: "Doanh thu thuần", Value1: 20_837_064, Value2: 1, Value3: 2, Value4: 3 }],
        balanceSheet: [],
        ratios: [],
      },
    },
  },
  "datafeed/getliststockbaseinfo": [
    {
      sym: "FPT",
      capitalLevel: 168_647_204_979_000,
      dumua: 0,
      duban: 0,
      yearlow: 95_900,
      yearhigh: 142_000,
      foreignRoom: 0,
      dividend: 2_000,
      yield: 2.02,
      pb: 2.51,
      eps: 5_490,
      beta: 1.37,
      fwpe: 16.99,
      bvps: 39_407,
    },
  ],
  "tradingview/layout": { symbol: "FPT", resolution: "W", content: "{}", savedAt: 1 },
  "datafeed/gettimedifference": { srv_time: Date.parse("2026-02-10T10:00:00+07:00") },
  health: { status: "ok", clock: { mode: "demo", speed: 1 } },
};

let worker: FakeWorker;
let fetchStub: ReturnType<typeof vi.fn<typeof fetch>>;
const byPath = fetchByPath(ANSWERS);
const urls = () => fetchStub.mock.calls.map(([input]) => new URL(String(input), "http://localhost"));
const renderPopup = () => renderWithProviders(<StockPopup />);
const matchRows = () => within(screen.getByTestId("popup-match-history")).queryAllByTestId("popup-match-row");

/** Radix tabs switch on mouse down. */
function openTab(name: "general" | "chart" | "finance") {
  fireEvent.mouseDown(screen.getByTestId(`popup-tab-${name}`), { button: 0 });
}

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  worker = fakeQuoteWorker();
  fetchStub = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.startsWith("/api/datafeed/getliststocktrade_cs/"))
      return new Response(JSON.stringify(matchPage(url)), {
        headers: { "content-type": "application/json" },
      });
    if (init?.method === "PUT")
      return new Response(String(init.body), { headers: { "content-type": "application/json" } });
    return byPath(input, init);
  });
  vi.stubGlobal("fetch", fetchStub);
  usePreferences.setState({ language: "vi" });
});

afterEach(() => {
  cleanup();
  act(() => {
    useUi.getState().openPopup(null);
    useSession.setState({ user: null, status: "anonymous" });
  });
  vi.unstubAllGlobals();
});

describe("StockPopup", () => {
  it("is absent without a symbol", () => {
    renderPopup();
    expect(screen.queryByTestId("stock-popup")).toBeNull();
  });

  it("titles the symbol with its name in the current language and its exchange", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    const title = await screen.findByTestId("popup-title");
    await waitFor(() => expect(title.textContent).toBe("FPTCông ty Cổ phần FPTHOSE"));
    expect(screen.getByTestId("stock-popup").textContent).toContain("chỉ mang tính chất tham khảo");
    act(() => usePreferences.setState({ language: "en" }));
    expect(title.textContent).toBe("FPTFPT CorporationHOSE");
  });

  it("shows the live quote once the worker holds the row", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    await screen.findByTestId("popup-title");
    expect(screen.queryByTestId("popup-quote")).toBeNull();
    worker.rows("VN30", quoteRow("FPT", { r: 99_000, c: 105_900, f: 92_100, lastPrice: 99_500 }));
    const quote = await screen.findByTestId("popup-quote");
    expect(quote.textContent).toBe("99.50+0.50+0.51%");
    expect(quote.className).toContain("c-up");
  });

  it("shows a futures contract's quote in index points (its wire unit is hundredths of a point)", async () => {
    act(() => useUi.getState().openPopup("VN100F2603"));
    renderPopup();
    await screen.findByTestId("popup-title");
    worker.rows("VN30", quoteRow("VN100F2603", { r: 195_000, c: 208_650, f: 181_350, lastPrice: 195_050 }));
    const quote = await screen.findByTestId("popup-quote");
    await waitFor(() => expect(quote.textContent).toBe("1,950.50+0.50+0.03%"));
  });

  it("opens on the chart tab: daily candles and the match history", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    expect(await screen.findByTestId("popup-tab-chart")).toHaveProperty("dataset.state", "active");
    const chart = await screen.findByTestId("candle-chart");
    await waitFor(() => expect(chart.dataset["bars"]).toBe("2"));
    expect(chart.dataset["resolution"]).toBe("D");
    const history = urls().find((url) => url.pathname === "/api/tradingview/history");
    expect(history?.searchParams.get("symbol")).toBe("FPT");
    expect(history?.searchParams.get("resolution")).toBe("D");

    await waitFor(() => expect(matchRows()).toHaveLength(100));
    const first = matchRows()[0];
    // Newest first: the 150th match, 15,000 shares shown in tens; a sell is B (bán) in Vietnamese.
    expect(first?.textContent).toBe("09:22:2999.001,5000.00B");
  });

  it("switches the resolution", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    fireEvent.click(await screen.findByTestId("popup-resolution-W"));
    await waitFor(() => expect(screen.getByTestId("candle-chart").dataset["resolution"]).toBe("W"));
    expect(screen.getByTestId("popup-resolution-W").getAttribute("aria-pressed")).toBe("true");
    expect(urls().some((url) => url.searchParams.get("resolution") === "W")).toBe(true);
    // A visitor's choice is not saved.
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("a customer opens on the saved resolution, and a new choice is saved with the symbol", async () => {
    act(() => useSession.setState({ user: testUser(), status: "signed-in" }));
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    await waitFor(() => expect(screen.getByTestId("candle-chart").dataset["resolution"]).toBe("W"));
    fireEvent.click(screen.getByTestId("popup-resolution-60"));
    await waitFor(() => expect(fetchStub.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const [input, init] = fetchStub.mock.calls.find(([, options]) => options?.method === "PUT") ?? [];
    expect(String(input)).toBe("/api/tradingview/layout/u1");
    expect(JSON.parse(String(init?.body))).toMatchObject({ symbol: "FPT", resolution: "60" });
  });

  it("pages the match history backward when scrolled to the bottom", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    await waitFor(() => expect(matchRows()).toHaveLength(100));
    const box = screen.getByTestId("popup-match-history");
    Object.defineProperties(box, {
      scrollHeight: { configurable: true, value: 2_000 },
      clientHeight: { configurable: true, value: 400 },
      scrollTop: { configurable: true, writable: true, value: 1_600 },
    });
    fireEvent.scroll(box);
    await waitFor(() => expect(matchRows()).toHaveLength(150));
    const cursors = urls()
      .filter((url) => url.pathname === "/api/datafeed/getliststocktrade_cs/FPT")
      .map((url) => url.searchParams.get("nextidx"));
    expect(cursors).toEqual([null, "50"]);
    expect(matchRows().at(-1)?.textContent).toContain("09:20:00");
    expect(box.textContent).toContain("Hết lịch sử khớp lệnh");
    // Nothing older: another scroll asks nothing more.
    fireEvent.scroll(box);
    expect(urls().filter((url) => url.pathname.endsWith("getliststocktrade_cs/FPT"))).toHaveLength(2);
  });

  it("puts live matches on top, once each", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    await waitFor(() => expect(matchRows()).toHaveLength(100));
    expect(worker.sent).toContainEqual({ type: "watch", symbols: ["FPT"] });
    const message = matchMessage("FPT", 500, {
      time: "09:30:00",
      lastPrice: 99_500,
      lastVol: 700,
      change: 500,
      side: "S",
    });
    worker.receive({ type: "symbol", message });
    worker.receive({ type: "symbol", message });
    await waitFor(() => expect(matchRows()).toHaveLength(101));
    const top = matchRows()[0];
    expect(top?.textContent).toBe("09:30:0099.5070+0.50B");
    expect(top?.querySelector(".c-up")).not.toBeNull();
    // Another symbol's match is not this list's.
    worker.receive({ type: "symbol", message: matchMessage("SHS", 501) });
    expect(matchRows()).toHaveLength(101);
  });

  it("the general tab shows the ratios (2 decimals, ×100 for margins, 0 when missing), events and basic data", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    openTab("general");
    const ratios = await screen.findByTestId("popup-ratios");
    const value = (key: string) => ratios.querySelector(`[data-ratio="${key}"] dd`)?.textContent;
    await waitFor(() => expect(value("RTD21")).toBe("18.03"));
    expect(value("RTD14")).toBe("5,490.00");
    expect(value("RTD15")).toBe("0.00");
    expect(value("RTQ25")).toBe("32.28");
    expect(value("RTQ12")).toBe("13.93");
    expect(value("RTQ14")).toBe("0.00");
    expect(value("RTQ3")).toBe("1.77");
    expect((await screen.findByTestId("popup-events")).textContent).toContain("07/01/2026");
    expect((await screen.findByTestId("popup-basic")).textContent).toContain("168,647");
    expect(screen.getByTestId("popup-technical").textContent).toContain("Điểm xoay");
    expect(screen.getByTestId("intraday-chart")).toBeTruthy();
  });

  it("the finance tab shows yearly and quarterly tables of three pages, in millions", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    openTab("finance");
    const table = await screen.findByTestId("popup-finance-table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Chỉ tiêu", "2022", "2023", "2024", "2025"]);
    expect(within(table).getAllByRole("row")[1]?.textContent).toBe(
      "Doanh thu thuần52,556,56761,940,04471,367,47984,981,871",
    );
    expect(screen.getByText("Đơn vị: triệu đồng")).toBeTruthy();
    fireEvent.click(screen.getByTestId("popup-finance-page-ratios"));
    expect(screen.getByTestId("popup-finance-table").textContent).toContain("28.55");
    fireEvent.click(screen.getByTestId("popup-finance-quarterly"));
    fireEvent.click(screen.getByTestId("popup-finance-page-businessResults"));
    expect(screen.getByTestId("popup-finance-table").textContent).toContain("Q4/2025");
    expect(screen.getByTestId("popup-finance-table").textContent).toContain("20,837,064");
  });

  it("its own search switches the symbol; a futures contract is ignored, whatever its length", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    const search = await screen.findByTestId("popup-search");
    await waitFor(() => expect(screen.getByTestId("popup-title").textContent).toContain("HOSE"));
    fireEvent.change(search, { target: { value: "sh" } });
    expect(screen.getByTestId("popup-suggestion-SHS")).toBeTruthy();
    fireEvent.change(search, { target: { value: "shs" } });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(useUi.getState().popupSymbol).toBe("SHS");
    await waitFor(() =>
      expect(screen.getByTestId("popup-title").textContent).toBe("SHSChứng khoán Sài Gòn Hà NộiHNX"),
    );
    expect(worker.sent).toContainEqual({ type: "watch", symbols: ["SHS"] });

    for (const contract of ["VN30F2603", "VN100F2603", "GB05F2606"]) {
      fireEvent.change(search, { target: { value: contract } });
      fireEvent.keyDown(search, { key: "Enter" });
      expect(useUi.getState().popupSymbol).toBe("SHS");
    }

    fireEvent.change(search, { target: { value: "td2131011" } });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(useUi.getState().popupSymbol).toBe("TD2131011");
  });

  it("keeps its symbol live over whatever board shows, and releases it on close", async () => {
    quoteFeed().showBoard({ key: "derivative-INDEX", kind: "derivative", symbols: ["VN30F2612"] }, []);
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    const boards = () => worker.sent.filter((message) => message.type === "board");
    await waitFor(() => expect(boards().at(-1)).toMatchObject({ extra: ["FPT"] }));
    fireEvent.click(await screen.findByTestId("popup-close"));
    await waitFor(() => expect(boards().at(-1)).toMatchObject({ extra: [] }));
  });

  it("a symbol missing from the dictionary shows just the symbol", async () => {
    act(() => useUi.getState().openPopup("ZZZ"));
    renderPopup();
    await waitFor(() =>
      expect(screen.getByTestId("stock-popup").textContent).toContain("Không có thông tin"),
    );
    expect(screen.getByTestId("popup-title").textContent).toBe("ZZZ");
  });

  it("closes on the x", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    fireEvent.click(await screen.findByTestId("popup-close"));
    expect(useUi.getState().popupSymbol).toBeNull();
    await waitFor(() => expect(screen.queryByTestId("stock-popup")).toBeNull());
    expect(worker.sent).toContainEqual({ type: "watch", symbols: [] });
  });

  it("closes on Escape", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    fireEvent.keyDown(await screen.findByTestId("stock-popup"), { key: "Escape" });
    await waitFor(() => expect(useUi.getState().popupSymbol).toBeNull());
  });

  it("closes on a click on the backdrop", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    const overlay = await screen.findByTestId("stock-popup-overlay");
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.click(overlay, { button: 0 });
    await waitFor(() => expect(useUi.getState().popupSymbol).toBeNull());
  });
});
