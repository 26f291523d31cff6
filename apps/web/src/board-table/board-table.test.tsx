// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import type { BoardRow, BoardSort } from "../realtime/protocol";
import { useRowView } from "../realtime/quote-feed";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { quoteRow } from "../testing/test-quotes";
import { BoardTable, FOCUS_HIGHLIGHT_MS, type BoardTableProps } from "./board-table";
import type { TableColumn } from "./table-columns";
import type { TableRowView } from "./table-row";
import { withScreenHeight } from "./test-layout";

type Row = { readonly sym: string; readonly lot: number; readonly lastPrice: number };

const COLUMNS: readonly TableColumn<Row>[] = [
  {
    key: "sym",
    label: () => "Symbol",
    width: 60,
    align: "left",
    sortable: true,
    hideable: false,
    clickable: true,
    cell: (row) => ({ text: row.sym, colour: null }),
  },
  {
    key: "lastPrice",
    label: () => "Price",
    width: 50,
    align: "right",
    group: "match",
    sortable: true,
    hideable: false,
    cell: (row) => ({ text: String(row.lastPrice), colour: "up" }),
  },
  {
    key: "lot",
    label: () => "Total",
    width: 50,
    align: "right",
    group: "match",
    sortable: false,
    hideable: true,
    cell: (row) => ({ text: String(row.lot), colour: null }),
  },
];

const ROWS: Readonly<Record<string, Row>> = {
  AAA: { sym: "AAA", lot: 10, lastPrice: 1 },
  BBB: { sym: "BBB", lot: 20, lastPrice: 2 },
  CCC: { sym: "CCC", lot: 30, lastPrice: 3 },
};

const useStaticRow = (symbol: string): TableRowView<Row> | undefined => {
  const row = ROWS[symbol];
  return row === undefined ? undefined : { row, flash: {} };
};

function renderTable(props: Partial<BoardTableProps<Row>> = {}) {
  return renderWithProviders(
    <BoardTable<Row>
      testId="test-table"
      label="Test"
      rowTestId={(symbol) => `test-row-${symbol}`}
      columns={COLUMNS}
      groups={{ match: () => "Match" }}
      symbols={["AAA", "BBB", "CCC"]}
      sort={null}
      onSort={vi.fn()}
      useRow={useStaticRow}
      focusTarget={null}
      emptyText="Nothing"
      {...props}
    />,
  );
}

const ariaSort = (key: string) => screen.getByTestId(`board-table-header-${key}`).getAttribute("aria-sort");
const cellOf = (symbol: string, key: string) =>
  screen.getByTestId(`test-row-${symbol}`).querySelector(`[data-field="${key}"]`);

withScreenHeight();

beforeAll(async () => {
  await startI18n("vi");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("BoardTable", () => {
  it("draws a grid with a group header over its columns and the other headers spanning both rows", () => {
    renderTable();
    const grid = screen.getByTestId("test-table");
    expect(grid.getAttribute("role")).toBe("grid");
    expect(grid.getAttribute("aria-rowcount")).toBe("5");
    expect(screen.getByText("Match").getAttribute("aria-colspan")).toBe("2");
    expect(screen.getByTestId("board-table-header-sym").getAttribute("aria-rowspan")).toBe("2");
    expect(screen.getByTestId("board-table-header-lot").getAttribute("aria-rowspan")).toBeNull();
    expect(cellOf("BBB", "lastPrice")?.textContent).toBe("2");
    expect(cellOf("BBB", "lastPrice")?.className).toContain("c-up");
  });

  it("shows the sort in aria-sort (none is symbol ascending) and asks for a sort on sortable headers only", () => {
    const onSort = vi.fn();
    const { rerender } = renderTable({ onSort });
    expect(ariaSort("sym")).toBe("ascending");
    expect(ariaSort("lastPrice")).toBe("none");
    expect(ariaSort("lot")).toBeNull();

    act(() => screen.getByTestId("board-table-header-lastPrice").click());
    act(() => screen.getByTestId("board-table-header-lot").click());
    fireEvent.keyDown(screen.getByTestId("board-table-header-sym"), { key: "Enter" });
    expect(onSort.mock.calls).toEqual([["lastPrice"], ["sym"]]);

    const sort: BoardSort = { field: "lastPrice", direction: "desc" };
    rerender(
      <BoardTable<Row>
        testId="test-table"
        label="Test"
        rowTestId={(symbol) => `test-row-${symbol}`}
        columns={COLUMNS}
        symbols={["CCC", "BBB", "AAA"]}
        sort={sort}
        onSort={onSort}
        useRow={useStaticRow}
        focusTarget={null}
        emptyText="Nothing"
      />,
    );
    expect(ariaSort("lastPrice")).toBe("descending");
    expect(ariaSort("sym")).toBe("none");
  });

  it("has one header row when no column is grouped", () => {
    renderTable({ columns: COLUMNS.map(({ group: _group, ...column }) => column) });
    expect(screen.getByTestId("test-table").getAttribute("aria-rowcount")).toBe("4");
    expect(screen.getByTestId("board-table-header-sym").getAttribute("aria-rowspan")).toBeNull();
  });

  it("highlights a searched row for 2 seconds", () => {
    vi.useFakeTimers();
    renderTable({ focusTarget: { symbol: "BBB", n: 1 } });
    expect(screen.getByTestId("test-row-BBB").className).toContain("row-focus");
    expect(screen.getByTestId("test-row-AAA").className).not.toContain("row-focus");
    act(() => vi.advanceTimersByTime(FOCUS_HIGHLIGHT_MS - 1));
    expect(screen.getByTestId("test-row-BBB").className).toContain("row-focus");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("test-row-BBB").className).not.toContain("row-focus");
  });

  it("reorders rows by drag and drop", () => {
    const onReorder = vi.fn();
    renderTable({ onReorder });
    const row = screen.getByTestId("test-row-AAA");
    expect(row.getAttribute("draggable")).toBe("true");
    fireEvent.dragStart(row, { dataTransfer: { setData: vi.fn(), effectAllowed: "" } });
    fireEvent.drop(screen.getByTestId("test-row-CCC"));
    expect(onReorder).toHaveBeenCalledWith(["BBB", "CCC", "AAA"]);
  });

  it("passes row and cell clicks to the board", () => {
    const onRowClick = vi.fn();
    const onCellClick = vi.fn();
    renderTable({ onRowClick, onCellClick });
    act(() => (cellOf("CCC", "sym") as HTMLElement).click());
    expect(onCellClick).toHaveBeenCalledWith("CCC", "sym");
    expect(onRowClick).toHaveBeenCalledWith("CCC");
    fireEvent.keyDown(screen.getByTestId("test-row-AAA"), { key: "Enter" });
    expect(onRowClick).toHaveBeenLastCalledWith("AAA");
  });

  it("says when it loads and when it is empty", () => {
    const { rerender } = renderTable({ symbols: undefined });
    expect(screen.getByText("Đang tải…")).toBeTruthy();
    rerender(
      <BoardTable<Row>
        testId="test-table"
        label="Test"
        rowTestId={(symbol) => `test-row-${symbol}`}
        columns={COLUMNS}
        symbols={[]}
        sort={null}
        onSort={vi.fn()}
        useRow={useStaticRow}
        focusTarget={null}
        emptyText="Nothing"
      />,
    );
    expect(screen.getByText("Nothing")).toBeTruthy();
  });

  it("flashes a changed cell and re-renders only the row that ticked", () => {
    const worker = fakeQuoteWorker();
    const drawn: string[] = [];
    const columns: readonly TableColumn<BoardRow>[] = [
      {
        key: "lot",
        label: () => "Total",
        width: 50,
        align: "right",
        sortable: true,
        hideable: false,
        cell: (row) => {
          drawn.push(row.sym);
          return { text: String((row as { lot: number }).lot), colour: null };
        },
      },
    ];
    renderWithProviders(
      <BoardTable<BoardRow>
        testId="live-table"
        label="Live"
        rowTestId={(symbol) => `live-row-${symbol}`}
        columns={columns}
        symbols={["ACB", "FPT"]}
        sort={null}
        onSort={vi.fn()}
        useRow={useRowView<BoardRow>}
        focusTarget={null}
        emptyText="Nothing"
      />,
    );
    worker.rows("VN30", quoteRow("ACB", { lot: 100 }), quoteRow("FPT", { lot: 200 }));
    drawn.length = 0;
    worker.patch(["FPT", { lot: 250 }]);
    expect(drawn).toEqual(["FPT"]);
    const cell = screen.getByTestId("live-row-FPT").querySelector('[data-field="lot"]');
    expect(cell?.textContent).toBe("250");
    expect(cell?.className).toContain("flash-up-1");
    worker.patch(["FPT", { lot: 240 }]);
    expect(cell?.className).toContain("flash-down-0");
  });
});
