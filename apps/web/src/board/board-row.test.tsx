// @vitest-environment happy-dom
import type { StockQuote } from "@bangia/market";
import { act, cleanup, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { quoteRow } from "../testing/test-quotes";
import { visibleColumns } from "./board-columns";
import { BoardRow, type BoardActions } from "./board-row";

const columns = visibleColumns(["totalVolume", "foreign"], false);
const renders = new Map<string, number>();

function renderRows(symbols: readonly string[], actions: BoardActions, removable = false) {
  return renderWithProviders(
    symbols.map((symbol, index) => (
      <Profiler key={symbol} id={symbol} onRender={(id) => renders.set(id, (renders.get(id) ?? 0) + 1)}>
        <BoardRow
          symbol={symbol}
          rowIndex={index + 3}
          columns={columns}
          changeMode="absolute"
          pinned={false}
          tabbable={index === 0}
          highlighted={false}
          removable={removable}
          top={index * 28}
          actions={actions}
        />
      </Profiler>
    )),
  );
}

const noActions = (): BoardActions => ({
  openPopup: vi.fn(),
  trade: vi.fn(),
  togglePin: vi.fn(),
  remove: vi.fn(),
  dragStart: vi.fn(),
  drop: vi.fn(),
  focusRow: vi.fn(),
});

const cell = (symbol: string, field: string): HTMLElement => {
  const found = screen.getByTestId(`row-${symbol}`).querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (found === null) throw new Error(`no ${field} cell in ${symbol}`);
  return found;
};

// Reference 25,000, ceiling 26,750, floor 23,250.
const acb = (overrides: Partial<StockQuote> = {}) =>
  quoteRow("ACB", { r: 25_000, c: 26_750, f: 23_250, lastPrice: 25_000, ot: 0, ...overrides });
const fpt = () => quoteRow("FPT", { r: 100_000, c: 107_000, f: 93_000, lastPrice: 100_000 });

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => renders.clear());

afterEach(cleanup);

describe("BoardRow", () => {
  it("re-renders only the row whose symbol ticked", () => {
    const worker = fakeQuoteWorker();
    renderRows(["ACB", "FPT"], noActions());
    worker.rows("VN30", acb(), fpt());
    const acbBefore = renders.get("ACB") ?? 0;
    const fptBefore = renders.get("FPT") ?? 0;

    worker.patch(["ACB", { lastPrice: 25_100 }]);

    expect(renders.get("ACB")).toBe(acbBefore + 1);
    expect(renders.get("FPT")).toBe(fptBefore);
    expect(fptBefore).toBeGreaterThan(0);
    expect(cell("ACB", "lastPrice").textContent).toBe("25.10");
  });

  it("flashes a changed cell, alternating the two animations by the change counter", () => {
    const worker = fakeQuoteWorker();
    renderRows(["ACB"], noActions());
    worker.rows("VN30", acb());
    expect(cell("ACB", "lastPrice").className).not.toMatch(/flash-/);

    worker.patch(["ACB", { lastPrice: 25_100 }]);
    expect(cell("ACB", "lastPrice").classList).toContain("flash-up-1");

    worker.patch(["ACB", { lastPrice: 25_200 }]);
    expect(cell("ACB", "lastPrice").classList).toContain("flash-up-0");
    expect(cell("ACB", "lastPrice").classList).not.toContain("flash-up-1");

    worker.patch(["ACB", { lastPrice: 25_150 }]);
    expect(cell("ACB", "lastPrice").classList).toContain("flash-down-1");
    // Cells whose field did not change do not flash.
    expect(cell("ACB", "lot").className).not.toMatch(/flash-/);
  });

  it("forces the change negative when the last price is below reference", () => {
    const worker = fakeQuoteWorker();
    renderRows(["ACB"], noActions());
    worker.rows("VN30", acb({ lastPrice: 24_450, ot: 550 }));
    expect(cell("ACB", "ot").textContent).toBe("-0.55");
    expect(cell("ACB", "ot").classList).toContain("c-down");
  });

  it("colours cells against reference, ceiling and floor", () => {
    const worker = fakeQuoteWorker();
    renderRows(["ACB"], noActions());
    worker.rows("VN30", acb({ lastPrice: 26_750, price1: 25_500, vol1: 1_000, price4: 23_250, vol4: 2_000 }));
    expect(cell("ACB", "r").classList).toContain("c-ref");
    expect(cell("ACB", "c").classList).toContain("c-ceil");
    expect(cell("ACB", "f").classList).toContain("c-floor");
    expect(cell("ACB", "lastPrice").classList).toContain("c-ceil");
    expect(cell("ACB", "sym").classList).toContain("c-ceil");
    expect(cell("ACB", "price1").classList).toContain("c-up");
    expect(cell("ACB", "vol1").classList).toContain("c-up");
    expect(cell("ACB", "price4").classList).toContain("c-floor");
    expect(cell("ACB", "lot").className).not.toMatch(/\bc-/);
  });

  it("shows prices ×1000 and volumes ×10", () => {
    const worker = fakeQuoteWorker();
    renderRows(["ACB"], noActions());
    worker.rows("VN30", acb({ lastPrice: 25_550, lastVolume: 15_900, lot: 253_400 }));
    expect(cell("ACB", "lastPrice").textContent).toBe("25.55");
    expect(cell("ACB", "lastVolume").textContent).toBe("1,590");
    expect(cell("ACB", "lot").textContent).toBe("25,340");
  });

  it("asks the board for a ticket on a price click and for the popup on a symbol click", () => {
    const worker = fakeQuoteWorker();
    const actions = noActions();
    renderRows(["ACB"], actions);
    worker.rows("VN30", acb({ price1: 24_900, vol1: 1_000, price4: 25_100, vol4: 1_000 }));
    act(() => cell("ACB", "price1").click());
    act(() => cell("ACB", "price4").click());
    act(() => cell("ACB", "sym").click());
    expect(actions.trade).toHaveBeenNthCalledWith(1, "ACB", "S", 24_900);
    expect(actions.trade).toHaveBeenNthCalledWith(2, "ACB", "B", 25_100);
    expect(actions.openPopup).toHaveBeenCalledWith("ACB");
  });

  it("pins and removes through its checkbox and button", () => {
    const worker = fakeQuoteWorker();
    const actions = noActions();
    renderRows(["ACB"], actions, true);
    worker.rows("VN30", acb());
    act(() => screen.getByTestId("pin-ACB").click());
    act(() => screen.getByTestId("remove-ACB").click());
    expect(actions.togglePin).toHaveBeenCalledWith("ACB");
    expect(actions.remove).toHaveBeenCalledWith("ACB");
  });

  it("is a grid row with its index", () => {
    const worker = fakeQuoteWorker();
    renderRows(["ACB", "FPT"], noActions());
    worker.rows("VN30", acb(), fpt());
    const row = screen.getByTestId("row-FPT");
    expect(row.getAttribute("role")).toBe("row");
    expect(row.getAttribute("aria-rowindex")).toBe("4");
    expect(row.dataset["symbol"]).toBe("FPT");
    expect(row.querySelectorAll('[role="gridcell"]')).toHaveLength(columns.length + 1);
  });
});
