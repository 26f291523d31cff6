/**
 * The three tables of the statistics board (price-board §2): net foreign trading per floor, the
 * day's top volume and the top foreign volume. The top tables' rows read their symbol's live
 * stock row (`useRowView`), so prices and volumes move and flash between two refreshes of the
 * lists; until a row is loaded they show the list's own figures.
 */
import "./statistics.lazy.i18n";
import type { ForeignNetRow } from "@bangia/market";
import { memo, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { colourClass } from "../board/cell-class";
import { cellView } from "../board/cell-view";
import { useRowView } from "../realtime/quote-feed";
import { FOREIGN_NET_COLUMNS, type HeaderColumn, type TopColumn, type TopItem } from "./statistics-columns";
import { floorOfMarket, netColour } from "./statistics-data";

export interface StatisticsPanelProps {
  readonly testId: string;
  readonly title: string;
  readonly columns: readonly HeaderColumn[];
  readonly empty: boolean;
  readonly loading: boolean;
  readonly children: ReactNode;
}

/** A titled table; its body scrolls under a sticky header. */
export function StatisticsPanel({ testId, title, columns, empty, loading, children }: StatisticsPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={`stats-panel ${testId}`} data-testid={testId} aria-label={title}>
      <h3 className="stats-panel-head">{title}</h3>
      <div className="stats-scroll">
        <table className="stats-table">
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={column.className} title={column.tip?.(t)}>
                  {column.label(t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
        {empty && <p className="stats-note">{loading ? t("statistics.loading") : t("statistics.empty")}</p>}
      </div>
    </section>
  );
}

export function ForeignNetRows({ rows }: { readonly rows: readonly ForeignNetRow[] }) {
  return rows.map((row) => (
    <tr key={row.index} className="stats-row">
      <th scope="row" className="stats-text">
        {row.index}
      </th>
      {FOREIGN_NET_COLUMNS.map(({ field, text }) => (
        <td key={field} className={colourClass(netColour(row[field]))} data-field={field}>
          {text(row[field])}
        </td>
      ))}
    </tr>
  ));
}

interface TopRowsProps<T extends TopItem> {
  readonly items: readonly T[];
  readonly columns: readonly TopColumn<T>[];
  /** The searched symbol whose rows are highlighted; null for none. */
  readonly highlighted: string | null;
  readonly onSymbol: (symbol: string) => void;
}

/** The rows of a top table: the symbol (a button to the stock popup), its live figures, the floor. */
export function TopRows<T extends TopItem>({ items, columns, highlighted, onSymbol }: TopRowsProps<T>) {
  return items.map((item) => (
    <TopRow
      key={`${item.mc}-${item.sym}`}
      item={item}
      columns={columns}
      highlighted={item.sym === highlighted}
      onSymbol={onSymbol}
    />
  ));
}

interface TopRowProps<T> {
  readonly item: T;
  readonly columns: readonly TopColumn<T>[];
  readonly highlighted: boolean;
  readonly onSymbol: (symbol: string) => void;
}

function TopRowView<T extends TopItem>({ item, columns, highlighted, onSymbol }: TopRowProps<T>) {
  const view = useRowView(item.sym);
  const row = view?.row;
  const symbolColour = colourClass(row === undefined ? null : cellView(row, "sym", "absolute").colour);
  return (
    <tr className={highlighted ? "stats-row row-focus" : "stats-row"} data-symbol={item.sym}>
      <th scope="row" className={`stats-text stats-sym ${symbolColour}`}>
        <button type="button" className="stats-sym-button" onClick={() => onSymbol(item.sym)}>
          {item.sym}
        </button>
      </th>
      {columns.map((column) => {
        const cell = column.cell(item, row, view?.flash[column.field]);
        return (
          <td key={column.field} className={cell.className} data-field={column.field}>
            {cell.text}
          </td>
        );
      })}
      <td className="stats-text-center" data-field="mc">
        {floorOfMarket(item.mc)}
      </td>
    </tr>
  );
}

/** A tick re-renders only its own row. */
const TopRow = memo(TopRowView) as <T extends TopItem>(props: TopRowProps<T>) => ReactElement;
