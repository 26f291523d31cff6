// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { withScreenHeight } from "../board-table/test-layout";
import { useDraggedOrders } from "../board-table/dragged-order";
import { useTablePreferences } from "../board-table/table-preferences";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { oddLotRow } from "../testing/test-rows";
import { OddLotBoard } from "./odd-lot-board";

const SYMBOLS = ["FPT", "ACB", "VNM"];

let worker: FakeWorker;

function renderBoard(floor: "HOSE" | "HNX" = "HOSE") {
  const focusSeen = createRef<number>() as { current: number };
  focusSeen.current = 0;
  return renderWithProviders(
    <OddLotBoard menu={`lo-le-${floor}`} board={{ kind: "odd-lot", floor }} focusSeen={focusSeen} />,
  );
}

async function loaded() {
  await waitFor(() => expect(worker.sent.some((message) => message.type === "board")).toBe(true));
  worker.receive({
    type: "rows",
    key: "lo-le-HOSE",
    reset: true,
    rows: [
      oddLotRow("ACB", { lastPrice: 23_000, lastVolume: 12, ot: 50, lot: 2_415 }),
      oddLotRow("FPT", { r: 100_000, c: 107_000, f: 93_000, bp1: 100_500, bv1: 7 }),
      oddLotRow("VNM"),
    ],
  });
}

const sorts = () => worker.sent.filter((message) => message.type === "sort");
const header = (key: string) => screen.getByTestId(`board-table-header-${key}`);
const cell = (symbol: string, key: string) =>
  screen.getByTestId(`oddlot-row-${symbol}`).querySelector(`[data-field="${key}"]`) as HTMLElement;

withScreenHeight();

// Signing in and out starts loads of their own (watchlists): the stub answers them too.
afterAll(() => vi.unstubAllGlobals());

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  localStorage.clear();
  useTablePreferences.setState({ sorts: {}, hidden: {} });
  useDraggedOrders.setState({ orders: {} });
  worker = fakeQuoteWorker();
  vi.stubGlobal(
    "fetch",
    fetchByPath({
      "datafeed/getlistoddlotsymbols/HOSE": SYMBOLS,
      "datafeed/getlistoddlotsymbols/HNX": ["SHS"],
    }),
  );
});

afterEach(() => {
  cleanup();
  useSession.getState().signOut();
  useUi.setState({ popupSymbol: null, ticket: null, loginOpen: false, focus: null });
});

describe("OddLotBoard", () => {
  it("shows the floor's odd-lot symbols as live odd-lot rows, symbol ascending", async () => {
    renderBoard();
    await loaded();
    expect(worker.sent.find((message) => message.type === "board")).toEqual({
      type: "board",
      board: { key: "lo-le-HOSE", kind: "oddlot-HOSE", symbols: ["ACB", "FPT", "VNM"] },
      extra: [],
    });
    expect(screen.getByTestId("oddlot-board")).toBeTruthy();
    expect(screen.getByText("Bên mua lô lẻ")).toBeTruthy();
    // Every volume in shares: the levels and the odd-lot board's own match and total.
    expect(cell("FPT", "bp1").textContent).toBe("100.50");
    expect(cell("FPT", "bp1").className).toContain("c-up");
    expect(cell("FPT", "bv1").textContent).toBe("7");
    expect(cell("ACB", "lastPrice").textContent).toBe("23.00");
    expect(cell("ACB", "lastVolume").textContent).toBe("12");
    expect(cell("ACB", "ot").textContent).toBe("+0.05");
    expect(cell("ACB", "lot").textContent).toBe("2,415");
  });

  it("asks the HNX rows of the HNX board", async () => {
    renderBoard("HNX");
    await waitFor(() =>
      expect(worker.sent.find((message) => message.type === "board")).toEqual({
        type: "board",
        board: { key: "lo-le-HNX", kind: "oddlot-HNX", symbols: ["SHS"] },
        extra: [],
      }),
    );
  });

  it("sorts descending, ascending, then clears on the third click; the choice is saved", async () => {
    renderBoard();
    await loaded();
    act(() => header("lot").click());
    expect(header("lot").getAttribute("aria-sort")).toBe("descending");
    expect(sorts().at(-1)).toEqual({ type: "sort", sort: { field: "lot", direction: "desc" } });
    expect(JSON.parse(localStorage.getItem("boardTableSort") ?? "{}")).toEqual({
      oddLot: { field: "lot", direction: "desc" },
    });
    act(() => header("lot").click());
    expect(sorts().at(-1)).toEqual({ type: "sort", sort: { field: "lot", direction: "asc" } });
    act(() => header("lot").click());
    expect(sorts().at(-1)).toEqual({ type: "sort", sort: null });
    expect(header("sym").getAttribute("aria-sort")).toBe("ascending");
  });

  it("draws the worker's order", async () => {
    renderBoard();
    await loaded();
    worker.order("lo-le-HOSE", ["VNM", "ACB", "FPT"]);
    const rows = [...screen.getByTestId("oddlot-table").querySelectorAll("[data-symbol]")].map((row) =>
      row.getAttribute("data-symbol"),
    );
    expect(rows).toEqual(["VNM", "ACB", "FPT"]);
  });

  it("flashes an odd-lot level when it changes", async () => {
    renderBoard();
    await loaded();
    worker.patch(["FPT", { bp1: 100_600, bv1: 9 }]);
    expect(cell("FPT", "bp1").textContent).toBe("100.60");
    expect(cell("FPT", "bp1").className).toContain("flash-up-1");
  });

  it("hides a column by the setting and drops a sort on it", async () => {
    useTablePreferences.getState().setSort("oddLot", { field: "lot", direction: "desc" });
    useTablePreferences.getState().setHidden("oddLot", ["lot"]);
    renderBoard();
    await loaded();
    expect(screen.queryByTestId("board-table-header-lot")).toBeNull();
    expect(useTablePreferences.getState().sorts["oddLot"]).toBeUndefined();
  });

  it("opens the stock popup from a symbol and a 1-share ticket from a price", async () => {
    renderBoard();
    await loaded();
    act(() => cell("ACB", "sym").click());
    expect(useUi.getState().popupSymbol).toBe("ACB");

    act(() => cell("FPT", "bp1").click());
    expect(useUi.getState().loginOpen).toBe(true);

    act(() => useSession.getState().signIn(testUser()));
    act(() => cell("FPT", "bp1").click());
    expect(useUi.getState().ticket).toEqual({ symbol: "FPT", side: "S", price: 100_500, volume: 1 });
    act(() => cell("ACB", "sp1").click());
    expect(useUi.getState().ticket).toEqual({ symbol: "ACB", side: "B", price: 23_000, volume: 1 });
  });

  it("highlights a searched symbol it lists and opens the popup of one it does not", async () => {
    renderBoard();
    await loaded();
    act(() => useUi.getState().focusSymbol("FPT"));
    expect(screen.getByTestId("oddlot-row-FPT").className).toContain("row-focus");
    act(() => useUi.getState().focusSymbol("HPG"));
    expect(useUi.getState().popupSymbol).toBe("HPG");
  });
});
