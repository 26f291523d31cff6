// @vitest-environment happy-dom
import { DEFAULT_PRICE_BOARD_SETTINGS, type BoardColumn } from "@bangia/market";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { loadPreferences, usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { quoteRow } from "../testing/test-quotes";
import type { StockQuote, WarrantQuote } from "@bangia/market";
import { StockBoard, type StockBoardProps } from "./stock-board";
import { testUser } from "../testing/session-user";

const SYMBOLS = ["ACB", "FPT", "VNM"];

function renderBoard(props: Partial<StockBoardProps> = {}) {
  return renderWithProviders(
    <StockBoard
      boardKey="VN30"
      symbols={SYMBOLS}
      etf={false}
      watchlist={false}
      focusTarget={null}
      onReorder={vi.fn()}
      {...props}
    />,
  );
}

const showColumns = (columns: readonly BoardColumn[]) =>
  usePreferences.getState().setBoardSettings({
    ...DEFAULT_PRICE_BOARD_SETTINGS,
    priceBoardSettingColumnShow: columns,
  });

const ariaSort = (field: string) => screen.getByTestId(`sort-${field}`).getAttribute("aria-sort");
const click = (element: HTMLElement) => act(() => element.click());

let worker: FakeWorker;

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  localStorage.clear();
  usePreferences.setState(loadPreferences());
  worker = fakeQuoteWorker();
});

afterEach(() => {
  cleanup();
  useSession.getState().signOut();
});

describe("StockBoard", () => {
  it("shows the board to the worker with the pinned symbols as extras, then its sort", () => {
    usePreferences.getState().setPinned("guest:VN30", ["HPG"]);
    renderBoard();
    const boardAt = worker.sent.findIndex((message) => message.type === "board");
    expect(worker.sent[boardAt]).toEqual({
      type: "board",
      board: { key: "VN30", kind: "stock", symbols: SYMBOLS },
      extra: ["HPG"],
    });
    expect(worker.sent.findIndex((message) => message.type === "sort")).toBeGreaterThan(boardAt);
  });

  it("is a grid with two header rows and one grouped header per side", () => {
    renderBoard();
    const grid = screen.getByTestId("stock-board");
    expect(grid.getAttribute("role")).toBe("grid");
    expect(grid.getAttribute("aria-rowcount")).toBe(String(2 + SYMBOLS.length));
    expect(screen.getByText("Bên mua")).toBeTruthy();
    expect(screen.getByText("Khớp lệnh")).toBeTruthy();
    expect(screen.getByText("Bên bán")).toBeTruthy();
    expect(screen.getByText("ĐTNN")).toBeTruthy();
  });

  it("sorts by a header: descending, ascending, then back to symbol ascending; saved and sent", () => {
    renderBoard();
    expect(ariaSort("sym")).toBe("ascending");

    click(screen.getByTestId("sort-lastPrice"));
    expect(ariaSort("lastPrice")).toBe("descending");
    expect(ariaSort("sym")).toBe("none");
    expect(usePreferences.getState().sort).toEqual({ field: "lastPrice", direction: "desc" });
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: { field: "lastPrice", direction: "desc" } });

    click(screen.getByTestId("sort-lastPrice"));
    expect(ariaSort("lastPrice")).toBe("ascending");

    click(screen.getByTestId("sort-lastPrice"));
    expect(ariaSort("lastPrice")).toBe("none");
    expect(ariaSort("sym")).toBe("ascending");
    expect(usePreferences.getState().sort).toBeNull();
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: null });
  });

  it("keeps a watchlist's sort in the table, not in the saved preferences", () => {
    renderBoard({ boardKey: "danh-muc:1", watchlist: true });
    click(screen.getByTestId("sort-lot"));
    expect(ariaSort("lot")).toBe("descending");
    expect(usePreferences.getState().sort).toBeNull();
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: { field: "lot", direction: "desc" } });
  });

  it("drops a saved sort whose column is hidden", () => {
    usePreferences.getState().setSort({ field: "fRoom", direction: "desc" });
    showColumns(["totalVolume"]);
    renderBoard();
    expect(screen.queryByTestId("sort-fRoom")).toBeNull();
    expect(usePreferences.getState().sort).toBeNull();
  });

  it("keeps a saved over-buy sort on the ETF board, where the column is replaced, unapplied", () => {
    usePreferences.getState().setSort({ field: "overBuy", direction: "desc" });
    renderBoard({ boardKey: "ETF", etf: true });
    expect(screen.queryByTestId("sort-overBuy")).toBeNull();
    expect(ariaSort("sym")).toBe("ascending");
    expect(worker.sent.filter((message) => message.type === "sort").at(-1)).toEqual({
      type: "sort",
      sort: null,
    });
    expect(usePreferences.getState().sort).toEqual({ field: "overBuy", direction: "desc" });

    cleanup();
    renderBoard();
    expect(ariaSort("overBuy")).toBe("descending");
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: { field: "overBuy", direction: "desc" } });
  });

  it("drops a saved over-buy sort when the settings hide the column, on the ETF board too", () => {
    usePreferences.getState().setSort({ field: "overBuy", direction: "desc" });
    showColumns(["totalVolume", "foreign"]);
    renderBoard({ boardKey: "ETF", etf: true });
    expect(usePreferences.getState().sort).toBeNull();
  });

  it("keeps a saved change sort when the mode was switched elsewhere, sorting by what the column shows", () => {
    usePreferences.getState().setSort({ field: "ot", direction: "asc" });
    usePreferences.getState().setChangeMode("percent");
    renderBoard();
    expect(ariaSort("ot")).toBe("ascending");
    expect(worker.sent.at(-1)).toEqual({ type: "sort", sort: { field: "changePc", direction: "asc" } });
    expect(usePreferences.getState().sort).toEqual({ field: "ot", direction: "asc" });
  });

  it("toggles the change column between +/- and % without sorting, the sort following the column", () => {
    usePreferences.getState().setSort({ field: "ot", direction: "desc" });
    renderBoard();
    click(screen.getByTestId("change-mode-toggle"));
    expect(usePreferences.getState().changeMode).toBe("percent");
    expect(usePreferences.getState().sort).toEqual({ field: "changePc", direction: "desc" });
    expect(ariaSort("ot")).toBe("descending");
    expect(screen.getByTestId("sort-ot").textContent).toContain("%");
  });

  it("shows pinned rows in their own list and unpins them from their checkbox", () => {
    usePreferences.getState().setPinned("guest:VN30", ["FPT"]);
    renderBoard();
    const pinned = screen.getByTestId("pinned-rows");
    expect(pinned.querySelector('[data-testid="row-FPT"]')).not.toBeNull();
    expect(pinned.style.height).toBe("28px");

    click(screen.getByTestId("pin-FPT"));
    expect(usePreferences.getState().pinned["guest:VN30"] ?? []).toEqual([]);
    expect(screen.queryByTestId("pinned-rows")).toBeNull();
  });

  it("keeps pins per watchlist: another list does not show them", () => {
    usePreferences.getState().setPinned("guest:danh-muc:1", ["FPT"]);
    renderBoard({ boardKey: "danh-muc:1", watchlist: true });
    expect(screen.getByTestId("pinned-rows").querySelector('[data-testid="row-FPT"]')).not.toBeNull();
    cleanup();
    renderBoard({ boardKey: "danh-muc:2", watchlist: true });
    expect(screen.queryByTestId("pinned-rows")).toBeNull();
  });

  it("keeps pins per login state", () => {
    usePreferences.getState().setPinned("guest:VN30", ["FPT"]);
    useSession.getState().signIn(testUser({ userId: "u", sid: "s", customerName: "C" }));
    renderBoard();
    expect(screen.queryByTestId("pinned-rows")).toBeNull();
  });

  it("shows iNav and iIndex headers on the ETF board", () => {
    renderBoard({ etf: true });
    expect(screen.getByText("iNAV")).toBeTruthy();
    expect(screen.getByText("iIndex")).toBeTruthy();
    expect(screen.queryByTestId("sort-overBuy")).toBeNull();
    expect(screen.queryByTestId("sort-overSell")).toBeNull();
  });

  it("says the watchlist is empty", () => {
    renderBoard({ boardKey: "danh-muc:1", symbols: [], watchlist: true });
    expect(screen.getByText(/Danh mục chưa có mã/)).toBeTruthy();
  });

  it("opens the popup of the focused row on Enter", () => {
    usePreferences.getState().setPinned("guest:VN30", ["VNM"]);
    renderBoard();
    const row = screen.getByTestId("row-VNM");
    act(() => row.focus());
    act(() => {
      row.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });
    expect(useUi.getState().popupSymbol).toBe("VNM");
  });

  it("renders the worker's rows", () => {
    usePreferences.getState().setPinned("guest:VN30", ["ACB"]);
    renderBoard();
    worker.rows("VN30", quoteRow("ACB", { lastPrice: 23_000 }));
    const last = screen.getByTestId("row-ACB").querySelector('[data-field="lastPrice"]');
    expect(last?.textContent).toBe("23.00");
  });

  describe("the covered-warrant board", () => {
    const LINKS = { CFPT2501: "FPT", CHPG2502: "HPG" };
    const warrant = (sym: string, underlying: string, fields: Partial<WarrantQuote> = {}): StockQuote => ({
      ...quoteRow(sym, { r: 1_400, c: 2_240, f: 640, lastPrice: 1_440 }),
      type: "W",
      cwSym: sym,
      CWUnderlying: underlying,
      CWIssuerName: "Công ty Cổ phần Chứng khoán SSI",
      CWType: "C",
      CWMaturityDate: "20260918",
      CWLastTradingDate: "20260916",
      CWExcersisePrice: 20_500,
      CWExerciseRatio: "2:1",
      CWListedShare: 1_000_000,
      stockSym: underlying,
      stockLastPrice: 23_900,
      stockCeil: 24_600,
      stockFloor: 21_400,
      stockReference: 23_000,
      ...fields,
    });
    const renderWarrants = () =>
      renderBoard({ boardKey: "chung-quyen", symbols: Object.keys(LINKS), underlyingOf: LINKS });
    const sent = <T extends string>(type: T) =>
      worker.sent.filter((message): message is Extract<typeof message, { type: T }> => message.type === type);

    it("streams the underlying shares as extras, visible with their warrants", () => {
      usePreferences.getState().setPinned("guest:chung-quyen", ["CFPT2501"]);
      renderWarrants();
      expect(sent("board").at(-1)?.extra).toEqual(["CFPT2501", "FPT", "HPG"]);
      expect(sent("visible").at(-1)?.symbols).toEqual(["CFPT2501", "FPT"]);
    });

    it("shows the breakeven and the difference, live with the underlying's price", () => {
      usePreferences.getState().setPinned("guest:chung-quyen", ["CFPT2501"]);
      renderWarrants();
      worker.rows(
        "chung-quyen",
        warrant("CFPT2501", "FPT"),
        quoteRow("FPT", { r: 23_000, c: 24_600, f: 21_400, lastPrice: 24_000 }),
      );
      expect(screen.getByTestId("cw-breakeven-CFPT2501").textContent).toBe("23.38");
      expect(screen.getByTestId("cw-diff-CFPT2501").textContent).toBe("0.62");
      const row = screen.getByTestId("row-CFPT2501");
      expect(row.querySelector('[data-field="stockPrice"]')?.textContent).toBe("24.00");

      worker.patch(["FPT", { lastPrice: 24_500 }]);
      expect(screen.getByTestId("cw-diff-CFPT2501").textContent).toBe("1.12");
      expect(row.querySelector('[data-field="stockPrice"]')?.className).toContain("flash-up-1");
      worker.patch(["CFPT2501", { lastPrice: 1_500 }]);
      expect(screen.getByTestId("cw-breakeven-CFPT2501").textContent).toBe("23.50");
    });

    it("a price click asks for a ticket of 1 warrant (price-board §9)", () => {
      useSession.getState().signIn(testUser());
      usePreferences.getState().setPinned("user:chung-quyen", ["CFPT2501"]);
      renderWarrants();
      worker.rows("chung-quyen", warrant("CFPT2501", "FPT"), quoteRow("FPT"));
      const row = screen.getByTestId("row-CFPT2501");
      const price = row.querySelector('[data-field="lastPrice"]');
      if (price === null) throw new Error("no last price cell");
      fireEvent.click(price);
      expect(useUi.getState().ticket).toMatchObject({ symbol: "CFPT2501", side: "B", volume: 1 });
    });

    it("hides the issuer and the type until shown", () => {
      renderWarrants();
      expect(screen.getByTestId("sort-dhv")).toBeTruthy();
      expect(screen.queryByTestId("sort-CWIssuerName")).toBeNull();
      expect(screen.queryByTestId("sort-CWType")).toBeNull();
    });

    it("sorts a derived column itself, with the third click back to symbol ascending", () => {
      renderWarrants();
      click(screen.getByTestId("sort-dhv"));
      expect(ariaSort("dhv")).toBe("descending");
      expect(usePreferences.getState().sort).toEqual({ field: "dhv", direction: "desc" });
      // The worker cannot sort a derived field: it keeps the board's own order meanwhile.
      expect(sent("sort").at(-1)?.sort).toBeNull();
      // Every warrant and underlying stays current while the board sorts them.
      expect(sent("visible").at(-1)?.symbols).toEqual(["CFPT2501", "CHPG2502", "FPT", "HPG"]);
      click(screen.getByTestId("sort-dhv"));
      expect(ariaSort("dhv")).toBe("ascending");
      click(screen.getByTestId("sort-dhv"));
      expect(ariaSort("dhv")).toBe("none");
      expect(usePreferences.getState().sort).toBeNull();
    });

    it("lets the worker sort by a warrant's own field", () => {
      renderWarrants();
      click(screen.getByTestId("sort-CWExcersisePrice"));
      expect(sent("sort").at(-1)?.sort).toEqual({ field: "CWExcersisePrice", direction: "desc" });
    });

    it("keeps a saved warrant sort on a board without the warrant columns", () => {
      usePreferences.getState().setSort({ field: "dhv", direction: "desc" });
      renderBoard();
      expect(usePreferences.getState().sort).toEqual({ field: "dhv", direction: "desc" });
      expect(sent("sort").at(-1)?.sort).toBeNull();
    });
  });
});
