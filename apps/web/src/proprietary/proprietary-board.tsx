/**
 * The proprietary-trading board (`tu-doanh-*`; price-board §2 "Proprietary trading"): the day's
 * summary of buy, sell and net volume and value, the 10-day chart of net value (shown or hidden
 * by a toggle, remembered locally), and the per-symbol table — sorted by header clicks that only
 * toggle (§4), at most 804 px tall with the chart hidden and 690 px with it shown.
 *
 * The figures come from the history feed (use-proprietary.ts); no row is live, so the previous
 * board's symbols stop streaming. A symbol click opens the stock popup.
 */
import type { TFunction } from "i18next";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { PROPRIETARY_MENUS } from "../board/menu";
import type { OtherBoardProps } from "../board/other-board-props";
import { BoardTable } from "../board-table/board-table";
import { ColumnPicker } from "../board-table/column-picker";
import { localOrder } from "../board/table-sort";
import type { TableRowView } from "../board-table/table-row";
import { useNoLiveRows } from "../board-table/use-live-board";
import { useTableBoard } from "../board-table/use-table-board";
import { readLocal, writeLocal } from "../state/local-value";
import { usePreferences } from "../state/preferences";
import { useUi } from "../state/ui";
import { PROPRIETARY_COLUMNS, PROPRIETARY_GROUPS } from "./proprietary-columns";
import { ProprietaryChart } from "./proprietary-chart";
import {
  summaryView,
  tableRows,
  tradingDayText,
  type NetSign,
  type ProprietaryTableRow,
} from "./proprietary-data";
import { useProprietary } from "./use-proprietary";
import "../board-table/board-table.css";
import "./proprietary.css";
import "./proprietary.lazy.i18n";

type Board = Extract<OtherBoardProps["board"], { kind: "proprietary" }>;

const TABLE_ID = "proprietary";
/** The table's maximum height with the chart hidden and shown (price-board §2). */
export const TABLE_MAX_HEIGHT = { chartHidden: 804, chartShown: 690 } as const;
/** Whether the chart shows, kept in the browser. */
const CHART_SHOWN_KEY = "proprietaryChartShown";

const NO_FLASH = Object.freeze({});
const rowTestId = (symbol: string) => `prop-row-${symbol}`;

export function groupName(t: TFunction, group: string): string {
  switch (group) {
    case "VNI":
      return t("proprietary.groups.VNI");
    case "VN30":
      return t("proprietary.groups.VN30");
    case "HNX":
      return t("proprietary.groups.HNX");
    case "HNX30":
      return t("proprietary.groups.HNX30");
    case "UPCOM":
      return t("proprietary.groups.UPCOM");
    default:
      return t("proprietary.groups.overview");
  }
}

function useChartShown(): readonly [boolean, () => void] {
  const [shown, setShown] = useState(() =>
    readLocal(CHART_SHOWN_KEY, (raw) => (typeof raw === "boolean" ? raw : null), true),
  );
  const toggle = useCallback(
    () =>
      setShown((current) => {
        writeLocal(CHART_SHOWN_KEY, !current);
        return !current;
      }),
    [],
  );
  return [shown, toggle];
}

export function ProprietaryBoard({ menu, board, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  useNoLiveRows(menu);
  const data = useProprietary(board.group);
  const [chartShown, toggleChart] = useChartShown();

  const rows = useMemo(() => tableRows(data.symbols ?? []), [data.symbols]);
  const loaded = useMemo(
    () => (data.symbols === undefined ? undefined : [...rows.keys()].sort()),
    [data.symbols, rows],
  );
  const { symbols, table, focusTarget, onReorder } = useTableBoard(
    { menu, tableId: TABLE_ID, columns: PROPRIETARY_COLUMNS, rule: "toggle-only", focusSeen },
    loaded,
  );
  const { sort } = table;
  const order = useMemo(
    () =>
      symbols === undefined
        ? undefined
        : localOrder(symbols, sort, (symbol, field) => {
            const value = (rows.get(symbol) as Readonly<Record<string, unknown>> | undefined)?.[field];
            return typeof value === "number" || typeof value === "string" ? value : undefined;
          }),
    [symbols, sort, rows],
  );
  const useRow = useCallback(
    (symbol: string): TableRowView<ProprietaryTableRow> | undefined => {
      const row = rows.get(symbol);
      return row === undefined ? undefined : { row, flash: NO_FLASH };
    },
    [rows],
  );
  const onCellClick = useCallback((symbol: string) => useUi.getState().openPopup(symbol), []);

  const summary = data.summary === undefined ? null : summaryView(data.summary);
  const title = t("proprietary.title", { group: groupName(t, board.group) });

  return (
    <div className="board-page prop-board" data-testid="prop-board">
      <div className="bt-toolbar">
        <h2>{title}</h2>
        <nav className="prop-groups" aria-label={t("proprietary.groupsLabel")}>
          {PROPRIETARY_MENUS.map((value) => (
            <NavLink key={value} to={`/chung-khoan/${value}`} className="prop-group-link">
              {groupName(t, value.slice("tu-doanh-".length))}
            </NavLink>
          ))}
        </nav>
        <span className="bt-toolbar-spacer" />
        <span className="bt-toolbar-note">{t("proprietary.units")}</span>
        <button
          type="button"
          className="bt-tool-button"
          data-testid="prop-chart-toggle"
          aria-pressed={chartShown}
          onClick={toggleChart}
        >
          {chartShown ? t("proprietary.chart.hide") : t("proprietary.chart.show")}
        </button>
        <ColumnPicker
          columns={PROPRIETARY_COLUMNS}
          hidden={table.hidden}
          onChange={table.setHidden}
          testId="prop-columns"
        />
      </div>
      <section
        className="prop-summary"
        data-testid="prop-summary"
        aria-label={t("proprietary.summary.title")}
      >
        <span className="prop-summary__date">
          {t("proprietary.summary.title")}
          {data.summary !== undefined && ` ${tradingDayText(data.summary.TradingDate, language)}`}
        </span>
        <SummaryFigure
          label={t("proprietary.summary.buy")}
          volume={summary?.buyVolume}
          value={summary?.buyValue}
        />
        <SummaryFigure
          label={t("proprietary.summary.sell")}
          volume={summary?.sellVolume}
          value={summary?.sellValue}
        />
        <SummaryFigure
          label={t("proprietary.summary.net")}
          volume={summary?.netVolume}
          value={summary?.netValue}
          volumeSign={summary?.netVolumeSign}
          valueSign={summary?.netValueSign}
          testId="prop-summary-net"
        />
      </section>
      {chartShown && <ProprietaryChart days={data.history ?? []} />}
      <BoardTable<ProprietaryTableRow>
        key={menu}
        testId="prop-table"
        label={t("proprietary.tableLabel", { group: groupName(t, board.group) })}
        rowTestId={rowTestId}
        columns={table.columns}
        groups={PROPRIETARY_GROUPS}
        symbols={order}
        sort={table.sort}
        onSort={table.onSort}
        useRow={useRow}
        onReorder={onReorder}
        onCellClick={onCellClick}
        focusTarget={focusTarget}
        maxHeight={chartShown ? TABLE_MAX_HEIGHT.chartShown : TABLE_MAX_HEIGHT.chartHidden}
        emptyText={t("proprietary.empty")}
      />
    </div>
  );
}

interface SummaryFigureProps {
  readonly label: string;
  readonly volume: string | undefined;
  readonly value: string | undefined;
  /** Net figures are coloured by sign. */
  readonly volumeSign?: NetSign | undefined;
  readonly valueSign?: NetSign | undefined;
  readonly testId?: string;
}

const signClass = (sign: NetSign | undefined) =>
  sign === undefined ? "" : sign === "negative" ? " c-down" : " c-up";

function SummaryFigure({ label, volume, value, volumeSign, valueSign, testId }: SummaryFigureProps) {
  const { t } = useTranslation();
  return (
    <div className="prop-summary__item" data-testid={testId}>
      <span className="prop-summary__label">{label}</span>
      <span className="prop-summary__figure">
        {t("proprietary.summary.volume")}{" "}
        <strong className={`prop-summary__number${signClass(volumeSign)}`}>{volume ?? "—"}</strong>
      </span>
      <span className="prop-summary__figure">
        {t("proprietary.summary.value")}{" "}
        <strong className={`prop-summary__number${signClass(valueSign)}`}>{value ?? "—"}</strong>
      </span>
    </div>
  );
}
