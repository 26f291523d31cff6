/**
 * The peer: AG Grid Community (ag-grid-react) with our board's default columns, cell texts and
 * colours (the app's own visibleColumns, cellView and price colours, so both grids show alike),
 * cell flashing on (enableCellChangeFlash, lasting as long as ours: FLASH_DURATION_MS), rows
 * identified by symbol (getRowId), and every update applied with applyTransactionAsync (AG Grid's
 * batching for high-frequency updates, default 50 ms wait). The stream is replayed and merged in
 * a worker (aggrid-worker.ts); the main thread turns each bundle's changed fields into new row
 * objects, as AG Grid's immutable updates want.
 */
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  colorSchemeDark,
  HighlightChangesModule,
  ModuleRegistry,
  themeQuartz,
  type ColDef,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
} from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { DEFAULT_PRICE_BOARD_SETTINGS, FLASH_DURATION_MS, type StockQuote } from "@bangia/market";
import { StrictMode, useMemo } from "react";
import { createRoot } from "react-dom/client";
import {
  visibleColumns,
  type BoardColumnDef,
  type CellKind,
} from "../../../apps/web/src/board/board-columns";
import { colourClass } from "../../../apps/web/src/board/cell-class";
import { cellView, type QuoteCellField } from "../../../apps/web/src/board/cell-view";
import { nextBenchMessage, onScreen, exposeBench, splitWorker } from "./bench-page";
import "../../../apps/web/src/styles/themes.css";
import "../../../apps/web/src/board/price-colours.css";
import "./aggrid.css";

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  HighlightChangesModule,
  CellStyleModule,
]);

/** The app's default change mode. */
const CHANGE_MODE = "absolute";
/** Our board's default columns; the indicators (hidden by default) have no quote cell. */
const COLUMNS = visibleColumns(DEFAULT_PRICE_BOARD_SETTINGS.priceBoardSettingColumnShow, false).filter(
  (column): column is BoardColumnDef & { readonly field: QuoteCellField } =>
    column.field !== "rsi" && column.field !== "macd",
);
const WIDTHS: Readonly<Partial<Record<CellKind, number>>> = { symbol: 64, volume: 74 };

const theme = themeQuartz.withPart(colorSchemeDark).withParams({
  fontSize: 12.5,
  rowHeight: 28,
  headerHeight: 44,
  spacing: 3,
  fontFamily: "var(--font-board)",
});

const columnDefs: ColDef<StockQuote>[] = COLUMNS.map(({ field, kind }) => ({
  field,
  headerName: field,
  width: WIDTHS[kind] ?? 58,
  sortable: false,
  enableCellChangeFlash: field !== "sym",
  valueFormatter: ({ data }) => (data === undefined ? "" : cellView(data, field, CHANGE_MODE).text),
  cellClass: ({ data }) => (data === undefined ? "" : colourClass(cellView(data, field, CHANGE_MODE).colour)),
}));

const getRowId = ({ data }: GetRowIdParams<StockQuote>) => data.sym;

let api: GridApi<StockQuote> | null = null;
const onGridReady = (event: GridReadyEvent<StockQuote>) => {
  api = event.api;
};

/** Rows in the recording's order, the order our board shows unsorted. */
function Board({ rows }: { readonly rows: readonly StockQuote[] }) {
  const rowData = useMemo(() => [...rows], [rows]);
  return (
    <div style={{ height: "100vh", width: "100%" }}>
      <AgGridReact<StockQuote>
        theme={theme}
        rowData={rowData}
        columnDefs={columnDefs}
        getRowId={getRowId}
        cellFlashDuration={FLASH_DURATION_MS / 2}
        cellFadeDuration={FLASH_DURATION_MS / 2}
        onGridReady={onGridReady}
      />
    </div>
  );
}

async function start(): Promise<void> {
  document.documentElement.dataset["theme"] = "colorful";
  const worker = new Worker(new URL("./aggrid-worker.ts", import.meta.url), { type: "module" });
  const { bench } = splitWorker(worker);
  const loaded = await nextBenchMessage(bench, "bench-loaded");
  const current = new Map<string, StockQuote>((loaded.rows ?? []).map((row) => [row.sym, row]));

  bench.listen((message) => {
    if (message.type !== "bench-patch" || api === null) return;
    const update: StockQuote[] = [];
    for (const [sym, fields] of message.patches) {
      const row = current.get(sym);
      if (row === undefined) continue;
      const next = { ...row, ...fields } as StockQuote;
      current.set(sym, next);
      update.push(next);
    }
    api.applyTransactionAsync({ update });
  });

  const root = document.getElementById("root");
  if (root === null) throw new Error("no #root");
  createRoot(root).render(
    <StrictMode>
      <Board rows={[...current.values()]} />
    </StrictMode>,
  );

  // Body rows carry row-id (one element per row: no column is pinned).
  exposeBench(bench, {
    rowElement: (symbol) => document.querySelector(`.ag-row[row-id="${CSS.escape(symbol)}"]`),
    visibleSymbols: () =>
      onScreen(document.querySelectorAll(".ag-row[row-id]"), (row) => row.getAttribute("row-id")),
  });
}

void start();
