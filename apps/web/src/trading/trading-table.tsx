/**
 * The panel's table shell, shared by the order book, the conditional book and the portfolio: the
 * scrolling wrap, the row that says "loading" or "nothing here", and the previous/next pager.
 * A windowed table (the order book) hands in its own row groups, one `<tbody>` per order, and
 * says how many rows it has in all (`aria-rowcount`), since only those in view are in the DOM.
 */
import "./trading.lazy.i18n";
import { FIRST_PAGE } from "@bangia/market";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";

export interface TradingTableProps {
  readonly label?: string;
  readonly testId?: string;
  readonly head: ReactNode;
  readonly children: ReactNode;
  /** The children are row groups (`<tbody>` elements), not rows. */
  readonly rowGroups?: boolean;
  /** Rows in all, the header's included, when only some are in the DOM (`aria-rowcount`). */
  readonly rowCount?: number;
  readonly headRef?: Ref<HTMLTableSectionElement>;
}

export function TradingTable({
  label,
  testId,
  head,
  children,
  rowGroups,
  rowCount,
  headRef,
}: TradingTableProps) {
  return (
    <div className="trading-table-wrap">
      <table className="trading-table" aria-label={label} data-testid={testId} aria-rowcount={rowCount}>
        <thead ref={headRef}>{head}</thead>
        {rowGroups === true ? children : <tbody>{children}</tbody>}
      </table>
    </div>
  );
}

/** The one row of an empty table: "Loading…" while the first answer is awaited, else `empty`. */
export function EmptyRow(props: {
  readonly columns: number;
  readonly loading: boolean;
  readonly empty: string;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <td colSpan={props.columns} className="trading-table__empty">
        {props.loading ? t("trading.book.loading") : props.empty}
      </td>
    </tr>
  );
}

export interface PagerProps {
  readonly label: string;
  readonly page: number;
  readonly hasNext: boolean;
  readonly onPage: (page: number) => void;
}

/** Previous page, "Page n", next page. */
export function Pager({ label, page, hasNext, onPage }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className="trading-pager" aria-label={label}>
      <button
        type="button"
        className="trading-button trading-button--small"
        disabled={page <= FIRST_PAGE}
        onClick={() => onPage(page - 1)}
      >
        {t("trading.book.previous")}
      </button>
      <span>{t("trading.book.page", { page })}</span>
      <button
        type="button"
        className="trading-button trading-button--small"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        {t("trading.book.next")}
      </button>
    </nav>
  );
}
