/**
 * The order book tab (accounts-session §2 "Order book", §4 "Filters and paging", "Normal order
 * status"): the account's normal orders, newest first, with the status filter (all, pending,
 * fully matched, partially matched, canceled); a row expands to its fills (MATCHED lines per
 * fill, GOM lines per price); Edit and Cancel show by the status rules (market normalOrderActions:
 * only while pending or partly matched, never for MOK/MAK, no edit for ATO/ATC). Changing the
 * filter goes back to page 1; a page that comes back with at most one row above page 1 steps
 * back one page. The list reloads on the account's order notices (order-notices.ts). A switch
 * above the list shows the conditional order book instead (conditional-book.tsx).
 *
 * The rows are windowed (table-window.tsx): a book of hundreds of orders on one page puts only
 * the rows in view in the DOM, each order one row group measured with its fills, so a reload
 * beside the streaming board lays out a screenful of rows, not the whole book.
 */
import "./trading.lazy.i18n";
import {
  derivativeOrderStatusLabel,
  isDerivativeAccount,
  matchesNormalStatusFilter,
  NORMAL_STATUS_FILTERS,
  normalOrderActions,
  advanceOrderActions,
  ACTIVATION_STATES,
  normalOrderStatusLabel,
  orderBookStatusCode,
  orderPriceType,
  pageAfterLoad,
  parseNormalOrderStatus,
  FIRST_PAGE,
  type AccountListItem,
  type Language,
  type NormalOrderRow,
  type NormalStatusFilter,
  type OrderActions,
  type OrderBookFilter,
} from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { Fragment, memo, useCallback, useEffect, useId, useMemo, useState, type FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { CancelOrderDialog, waitsToActivate } from "./cancel-order-dialog";
import { ConditionalBook } from "./conditional-book";
import { units, wirePrice } from "./figures";
import { futureKind } from "./futures";
import { OrderEditDialog } from "./order-edit-dialog";
import { useTableWindow, WindowGap } from "./table-window";
import { EmptyRow, Pager, TradingTable } from "./trading-table";
import {
  ORDER_BOOK_PAGE_SIZE,
  orderFillsQuery,
  orderListQuery,
  type OrderProductFilter,
} from "./trading-queries";

/**
 * An order's row height before it is measured (px): in Chromium at 12 px, 44 with its two lines
 * of text, 51 with Edit and Cancel stacked. Each row is measured as it renders (and again when it
 * resizes); this only sizes the rows not yet seen.
 */
export const ORDER_ROW_ESTIMATE_PX = 48;

/** The list call's status value of each filter (core-books ORDER_BOOK_FILTERS). */
const FILTER_PARAM: Readonly<Record<NormalStatusFilter, OrderBookFilter>> = {
  all: "",
  pending: "1",
  matched: "2",
  "partially-matched": "3",
  canceled: "4",
};

function statusText(order: NormalOrderRow, language: Language): string {
  const code = parseNormalOrderStatus(order.status);
  return code !== null
    ? normalOrderStatusLabel(code, language)
    : derivativeOrderStatusLabel(String(order.status), order.quote, language);
}

function Fills(props: { readonly orderNo: string; readonly rowIndex: number; readonly columns: number }) {
  const { orderNo, rowIndex, columns } = props;
  const { t } = useTranslation();
  const fills = useQuery(orderFillsQuery(orderNo));
  const lines = fills.data ?? [];
  return (
    <tr className="order-fills" data-testid={`fills-${orderNo}`} aria-rowindex={rowIndex}>
      <td colSpan={columns}>
        {fills.isPending ? (
          t("trading.book.loading")
        ) : lines.length === 0 ? (
          t("trading.book.noFills")
        ) : (
          <ul aria-label={t("trading.book.fills")}>
            {lines.map((line, index) => (
              <li key={index}>
                {line.type === "MATCHED"
                  ? `${t("trading.book.matchedLine")} ${line.time} · ${units(line.mathedVol)} @ ${wirePrice(line.mathPrice)}`
                  : `${t("trading.book.groupedLine")} ${line.time} · ${units(line.vol)} @ ${wirePrice(line.price)}`}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** Which book the tab shows. */
export type BookKind = "normal" | "conditional";

export function OrderBookTab({ account }: { readonly account: AccountListItem }) {
  const { t } = useTranslation();
  const [book, setBook] = useState<BookKind>("normal");
  return (
    <>
      <div className="book-switch" role="radiogroup" aria-label={t("trading.condBook.switch")}>
        {(["normal", "conditional"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            className="ticket-kind"
            aria-checked={book === value}
            data-testid={`book-${value}`}
            onClick={() => setBook(value)}
          >
            {t(`trading.condBook.books.${value}`)}
          </button>
        ))}
      </div>
      {book === "normal" ? <NormalOrderBook account={account} /> : <ConditionalBook account={account} />}
    </>
  );
}

interface OrderRowProps {
  readonly order: NormalOrderRow;
  /** The row's place in the whole table, its head row 1 (`aria-rowindex`). */
  readonly rowIndex: number;
  readonly open: boolean;
  readonly derivative: boolean;
  readonly language: Language;
  readonly t: TFunction;
  readonly columns: number;
  readonly onToggle: (orderNo: string) => void;
  readonly onEdit: (order: NormalOrderRow) => void;
  readonly onCancel: (order: NormalOrderRow) => void;
}

/** Whether two answers' rows show the same order (every field, all of them plain values). */
export function sameOrderRow(a: NormalOrderRow, b: NormalOrderRow): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof NormalOrderRow)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

const sameRowProps = (a: OrderRowProps, b: OrderRowProps): boolean =>
  a.rowIndex === b.rowIndex &&
  a.open === b.open &&
  a.derivative === b.derivative &&
  a.language === b.language &&
  a.t === b.t &&
  a.columns === b.columns &&
  a.onToggle === b.onToggle &&
  a.onEdit === b.onEdit &&
  a.onCancel === b.onCancel &&
  sameOrderRow(a.order, b.order);

/**
 * One order of the book. Memoised by content: each reload (a notice, a refresh) brings fresh rows,
 * and a new order on top shifts them all, so only the orders whose fields changed re-render, not
 * the whole book.
 */
const OrderRow = memo(function OrderRow({
  order,
  rowIndex,
  open,
  derivative,
  language,
  t,
  columns,
  onToggle,
  onEdit,
  onCancel,
}: OrderRowProps) {
  const actions = orderActions(order);
  const points = derivative && futureKind(order.symbol) === "INDEX_FUTURE";
  return (
    <>
      <tr data-testid={`order-${order.orderNo}`} data-symbol-order={order.symbol} aria-rowindex={rowIndex}>
        <td>
          <button
            type="button"
            className="order-book__expand"
            aria-expanded={open}
            aria-label={t("trading.book.expand", { orderNo: order.orderNo })}
            onClick={() => onToggle(order.orderNo)}
          >
            <span aria-hidden="true">{open ? "▾" : "▸"}</span> <b>{order.symbol}</b>
            <span className="trading-table__sub">{order.time}</span>
          </button>
        </td>
        <td className={`side-${order.side}`}>
          {derivative
            ? t(`trading.side.${order.side === "B" ? "long" : "short"}`)
            : t(`trading.side.${order.side}`)}
        </td>
        <td className="num">{wirePrice(order.showPrice, points)}</td>
        <td className="num">
          {units(order.matchVolume)}
          <span className="trading-table__sub">{units(order.volume)}</span>
        </td>
        <td className="order-book__status" data-testid={`order-status-${order.orderNo}`}>
          {statusText(order, language)}
        </td>
        <td>
          <div className="order-book__actions">
            {actions.canEdit && (
              <button
                type="button"
                className="trading-button trading-button--small"
                data-testid={`edit-${order.orderNo}`}
                aria-label={t("trading.book.editOrder", { orderNo: order.orderNo })}
                onClick={() => onEdit(order)}
              >
                {t("trading.book.edit")}
              </button>
            )}
            {actions.canCancel && (
              <button
                type="button"
                className="trading-button trading-button--small trading-button--sell"
                data-testid={`cancel-${order.orderNo}`}
                aria-label={t("trading.book.cancelOrder", { orderNo: order.orderNo })}
                onClick={() => onCancel(order)}
              >
                {t("trading.book.cancel")}
              </button>
            )}
          </div>
        </td>
      </tr>
      {open && <Fills orderNo={order.orderNo} rowIndex={rowIndex + 1} columns={columns} />}
    </>
  );
}, sameRowProps);

/**
 * What a row offers: an advance order still waiting to activate can be cancelled (its cancel is
 * cancelActivatedOrder: cancel-order-dialog.tsx), never edited; once sent it is a working order
 * like any other, so it and every other order go by their status.
 */
export function orderActions(order: NormalOrderRow): OrderActions {
  if (waitsToActivate(order)) return advanceOrderActions(ACTIVATION_STATES.WAITING);
  return normalOrderActions({
    status: orderBookStatusCode(order.status, order.quote),
    priceType: orderPriceType(order.showPrice),
  });
}

const PRODUCT_FILTERS: readonly OrderProductFilter[] = ["all", "daily", "advance"];

function NormalOrderBook({ account }: { readonly account: AccountListItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [filter, setFilter] = useState<NormalStatusFilter>("all");
  const [product, setProduct] = useState<OrderProductFilter>("all");
  const [page, setPage] = useState(FIRST_PAGE);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<NormalOrderRow | null>(null);
  const [editing, setEditing] = useState<NormalOrderRow | null>(null);
  const id = useId();
  const code = account.accCode;
  const derivative = isDerivativeAccount(code);

  // A new account or filter starts over on page 1 and leaves the detail (accounts-session §4).
  useEffect(() => {
    setPage(FIRST_PAGE);
    setExpanded(null);
  }, [code, filter, product]);

  const list = useQuery(orderListQuery(code, FILTER_PARAM[filter], page, product));
  const rows = useMemo(
    () =>
      (list.data ?? []).filter((row) =>
        matchesNormalStatusFilter(filter, orderBookStatusCode(row.status, row.quote)),
      ),
    [list.data, filter],
  );
  useEffect(() => {
    if (list.data === undefined) return;
    const next = pageAfterLoad({ page, rowCount: list.data.length });
    if (next !== page) setPage(next);
  }, [list.data, page]);

  const toggle = useCallback(
    (orderNo: string) => setExpanded((now) => (now === orderNo ? null : orderNo)),
    [],
  );

  // The row that last held the focus stays in the DOM when scrolled out of view (table-window.tsx).
  const [focused, setFocused] = useState<string | null>(null);
  const onFocus = (event: FocusEvent) => {
    const orderNo = (event.target as Element).closest("tbody[data-order]")?.getAttribute("data-order");
    if (orderNo !== undefined && orderNo !== null && orderNo !== focused) setFocused(orderNo);
  };
  const keep = focused === null ? -1 : rows.findIndex((row) => row.orderNo === focused);
  const getItemKey = useCallback((index: number) => rows[index]?.orderNo ?? index, [rows]);
  const view = useTableWindow({
    count: rows.length,
    estimateSize: ORDER_ROW_ESTIMATE_PX,
    getItemKey,
    keep: keep < 0 ? null : keep,
  });
  // Rows before a row: the head's, each order's and the open order's fills.
  const openIndex = expanded === null ? -1 : rows.findIndex((row) => row.orderNo === expanded);
  const rowIndexOf = (index: number) => 2 + index + (openIndex >= 0 && openIndex < index ? 1 : 0);

  const columns = 6;
  return (
    <section
      className="order-book"
      aria-label={t("trading.book.label")}
      data-testid="order-book"
      onFocus={onFocus}
    >
      <div className="order-book__bar">
        <label htmlFor={`${id}-filter`}>{t("trading.book.filter")}</label>
        <select
          id={`${id}-filter`}
          data-testid="order-book-filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as NormalStatusFilter)}
        >
          {NORMAL_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`trading.book.filters.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-product`}>{t("trading.book.product")}</label>
        <select
          id={`${id}-product`}
          data-testid="order-book-product"
          value={product}
          onChange={(event) => setProduct(event.target.value as OrderProductFilter)}
        >
          {PRODUCT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`trading.book.products.${value}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="trading-button trading-button--small"
          onClick={() => void list.refetch()}
        >
          {t("trading.book.refresh")}
        </button>
      </div>
      <TradingTable
        rowGroups
        rowCount={1 + rows.length + (openIndex >= 0 ? 1 : 0)}
        headRef={view.headRef}
        head={
          <tr>
            <th scope="col">
              {t("trading.book.symbol")}
              <span className="trading-table__sub">{t("trading.book.time")}</span>
            </th>
            <th scope="col">{t("trading.book.side")}</th>
            <th scope="col" className="num">
              {t("trading.book.price")}
            </th>
            <th scope="col" className="num">
              {t("trading.book.matched")}
              <span className="trading-table__sub">{t("trading.book.volume")}</span>
            </th>
            <th scope="col">{t("trading.book.status")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("trading.book.actions")}</span>
            </th>
          </tr>
        }
      >
        {view.slots.map(({ item, gapBefore }) => {
          const order = rows[item.index];
          if (order === undefined) return null;
          return (
            <Fragment key={order.orderNo}>
              <WindowGap height={gapBefore} columns={columns} />
              <tbody ref={view.measure} data-index={item.index} data-order={order.orderNo}>
                <OrderRow
                  order={order}
                  rowIndex={rowIndexOf(item.index)}
                  open={expanded === order.orderNo}
                  derivative={derivative}
                  language={language}
                  t={t}
                  columns={columns}
                  onToggle={toggle}
                  onEdit={setEditing}
                  onCancel={setCancelling}
                />
              </tbody>
            </Fragment>
          );
        })}
        <WindowGap height={view.gapAfter} columns={columns} />
        {rows.length === 0 && (
          <tbody>
            <EmptyRow columns={columns} loading={list.isPending} empty={t("trading.book.empty")} />
          </tbody>
        )}
      </TradingTable>
      <Pager
        label={t("trading.book.label")}
        page={page}
        hasNext={(list.data?.length ?? 0) >= ORDER_BOOK_PAGE_SIZE}
        onPage={setPage}
      />
      {cancelling !== null && <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />}
      {editing !== null && <OrderEditDialog order={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
