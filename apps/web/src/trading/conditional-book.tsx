/**
 * The conditional order book (accounts-session §2 "Order book", §3 "Condition order", §4): the
 * account's conditional orders (Web.Order.ConditionOrderList), filtered by status (all, pending
 * trigger, triggered, canceled, expired, rejected) and by type; each row with its type and leg,
 * trigger, price, volume and status (a REJECTED row's reason in a tooltip), Cancel and Edit by
 * the rules of conditional-rows.ts; under a triggered order whose child still works, a line with
 * that activated order's number and price and its cancel (accounts-session §7
 * cancelActivatedOrder: a line of its own, where the label fits the panel's width); a TCO row expands to the orders it sent
 * (list_condition_order_tco). A row's symbol (or a click anywhere on the row) opens the
 * order's detail view (conditional-detail.tsx, Web.Order.ConditionOrderDetail). Filters or the account changing go back to page 1; a page that
 * comes back with at most one row above page 1 steps back one page. The list reloads with the
 * normal book (`refreshAfterOrder`) and on the account's conditional notices.
 */
import "./trading.lazy.i18n";
import {
  CONDITIONAL_STATUS_FILTERS,
  FIRST_PAGE,
  isDerivativeAccount,
  matchesConditionalStatusFilter,
  pageAfterLoad,
  type AccountListItem,
  type ConditionalStatusFilter,
  type ConditionOrderRow,
  type Language,
} from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONDITIONAL_BOOK_PAGE_SIZE, conditionalBookQuery, tcoSubOrdersQuery } from "./conditional-calls";
import { ConditionalDetail } from "./conditional-detail";
import {
  ConditionalCancelActivatedDialog,
  ConditionalCancelDialog,
  ConditionalEditDialog,
} from "./conditional-order-dialogs";
import {
  conditionalRowView,
  DERIVATIVE_TYPE_FILTERS,
  rowPrice,
  STOCK_TYPE_FILTERS,
  type ConditionalRowView,
} from "./conditional-rows";
import { units } from "./figures";
import { EmptyRow, Pager, TradingTable } from "./trading-table";

function SubOrders({ row, columns }: { readonly row: ConditionOrderRow; readonly columns: number }) {
  const { t } = useTranslation();
  const subOrders = useQuery(tcoSubOrdersQuery(row.STOP_ORDER_ID));
  const lines = subOrders.data ?? [];
  const price = rowPrice(row, false);
  return (
    <tr className="order-fills" data-testid={`tco-${row.STOP_ORDER_ID}`}>
      <td colSpan={columns}>
        {subOrders.isPending ? (
          t("trading.book.loading")
        ) : lines.length === 0 ? (
          t("trading.condBook.noSubOrders")
        ) : (
          <ul aria-label={t("trading.condBook.subOrders")}>
            {lines.map((line) => (
              <li key={line.FO_ORDER_ID}>
                {t("trading.condBook.subOrder", {
                  date: line.CREATE_DATE,
                  time: line.CREATE_TIME,
                  orderNo: line.FO_ORDER_ID,
                  matched: units(line.MATCHED_QUANTITY),
                  volume: units(line.QUANTITY),
                  price: price(line.PLACED_PRICE),
                })}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

type Acting = {
  readonly row: ConditionOrderRow;
  readonly view: ConditionalRowView;
  readonly what: "cancel" | "cancel-activated" | "edit" | "detail";
};

export function ConditionalBook({ account }: { readonly account: AccountListItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const code = account.accCode;
  const derivative = isDerivativeAccount(code);
  const [filter, setFilter] = useState<ConditionalStatusFilter>("all");
  const [type, setType] = useState("");
  const [page, setPage] = useState(FIRST_PAGE);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [acting, setActing] = useState<Acting | null>(null);
  const id = useId();

  useEffect(() => {
    setPage(FIRST_PAGE);
    setExpanded(null);
  }, [code, filter, type]);
  // A type of the other market's book is no filter here.
  useEffect(() => setType(""), [derivative]);

  const list = useQuery(conditionalBookQuery(code, filter, type, page));
  const rows = (list.data ?? []).filter(
    (row) => row.ACCOUNT_NO === code && matchesConditionalStatusFilter(filter, row.STATUS_NEW),
  );
  useEffect(() => {
    if (list.data === undefined) return;
    const next = pageAfterLoad({ page, rowCount: list.data.length });
    if (next !== page) setPage(next);
  }, [list.data, page]);

  const types = derivative ? DERIVATIVE_TYPE_FILTERS : STOCK_TYPE_FILTERS;
  const columns = 5;
  return (
    <section className="order-book" aria-label={t("trading.condBook.label")} data-testid="conditional-book">
      <div className="order-book__bar">
        <label htmlFor={`${id}-filter`} className="visually-hidden">
          {t("trading.book.filter")}
        </label>
        <select
          id={`${id}-filter`}
          data-testid="conditional-filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as ConditionalStatusFilter)}
        >
          {CONDITIONAL_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`trading.condBook.filters.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-type`} className="visually-hidden">
          {t("trading.condBook.type")}
        </label>
        <select
          id={`${id}-type`}
          data-testid="conditional-type"
          value={type}
          onChange={(event) => setType(event.target.value)}
        >
          {types.map((value) => (
            <option key={value} value={value}>
              {value === "" ? t("trading.condBook.allTypes") : t(`trading.condBook.types.${value}`)}
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
        head={
          <tr>
            <th scope="col">
              {t("trading.book.symbol")}
              <span className="trading-table__sub">{t("trading.book.time")}</span>
            </th>
            <th scope="col">
              {t("trading.condBook.type")}
              <span className="trading-table__sub">{t("trading.condBook.sideVolume")}</span>
            </th>
            <th scope="col" className="num">
              {t("trading.condBook.trigger")}
              <span className="trading-table__sub">{t("trading.book.price")}</span>
            </th>
            <th scope="col">{t("trading.book.status")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("trading.book.actions")}</span>
            </th>
          </tr>
        }
      >
        {rows.map((row) => {
          const view = conditionalRowView(row, derivative, language);
          const open = expanded === row.PK_ID;
          const reasonId = `${id}-reason-${row.PK_ID}`;
          return (
            <Fragment key={row.PK_ID}>
              <tr
                data-testid={`conditional-${row.PK_ID}`}
                data-symbol-order={row.SYMBOL}
                className="conditional-row"
                onClick={(event) => {
                  // The row's own buttons do their own thing; anywhere else opens the detail.
                  if ((event.target as Element).closest("button, a, input") === null)
                    setActing({ row, view, what: "detail" });
                }}
              >
                <td>
                  {view.expands && (
                    <button
                      type="button"
                      className="order-book__expand"
                      aria-expanded={open}
                      aria-label={t("trading.condBook.expand", { id: row.STOP_ORDER_ID })}
                      onClick={() => setExpanded(open ? null : row.PK_ID)}
                    >
                      <span aria-hidden="true">{open ? "▾" : "▸"}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="order-book__detail"
                    data-testid={`open-detail-${row.PK_ID}`}
                    aria-label={t("trading.condDetail.open", { id: row.STOP_ORDER_ID })}
                    onClick={() => setActing({ row, view, what: "detail" })}
                  >
                    <b>{row.SYMBOL}</b>
                  </button>
                  <span className="trading-table__sub">
                    {row.CREATED_DATE.slice(0, 5)} {row.CREATED_TIME}
                  </span>
                </td>
                <td>
                  {view.type === null ? row.STOP_ORDER_TYPE : t(`trading.condBook.short.${view.type}`)}
                  {view.leg !== null && <span className="conditional-leg"> {view.leg}</span>}
                  <span className="trading-table__sub">
                    <span className={`side-${row.SIDE}`}>
                      {derivative
                        ? t(`trading.side.${row.SIDE === "B" ? "long" : "short"}`)
                        : t(`trading.side.${row.SIDE}`)}
                    </span>{" "}
                    {units(row.QUANTITY)}
                  </span>
                </td>
                <td className="num">
                  {view.trigger || "—"}
                  <span className="trading-table__sub">{view.price}</span>
                </td>
                <td className="order-book__status" data-testid={`conditional-status-${row.PK_ID}`}>
                  {view.reason === null ? (
                    view.status
                  ) : (
                    <span
                      className="conditional-reason"
                      tabIndex={0}
                      title={view.reason}
                      aria-describedby={reasonId}
                    >
                      {view.status} ⓘ
                      <span id={reasonId} role="tooltip" className="visually-hidden">
                        {t("trading.condBook.reason", { reason: view.reason })}
                      </span>
                    </span>
                  )}
                  <span className="trading-table__sub">
                    {t("trading.condBook.until", { date: row.TO_DATE.slice(0, 5) })}
                  </span>
                </td>
                <td>
                  <div className="order-book__actions">
                    {view.canEdit && (
                      <button
                        type="button"
                        className="trading-button trading-button--small"
                        data-testid={`conditional-edit-${row.PK_ID}`}
                        aria-label={t("trading.condBook.editOrder", { id: row.PK_ID })}
                        onClick={() => setActing({ row, view, what: "edit" })}
                      >
                        {t("trading.book.edit")}
                      </button>
                    )}
                    {view.canCancel && (
                      <button
                        type="button"
                        className="trading-button trading-button--small trading-button--sell"
                        data-testid={`conditional-cancel-${row.PK_ID}`}
                        aria-label={t("trading.condBook.cancelOrder", { id: row.PK_ID })}
                        onClick={() => setActing({ row, view, what: "cancel" })}
                      >
                        {t("trading.book.cancel")}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
              {view.activated !== null && (
                <tr className="order-fills" data-testid={`activated-${row.PK_ID}`}>
                  <td colSpan={columns}>
                    {/* The line above the button: both fit the panel's 1,366 px width. */}
                    <span className="trading-table__sub">
                      {t("trading.condBook.activatedOrder", view.activated)}
                    </span>
                    <button
                      type="button"
                      className="trading-button trading-button--small trading-button--sell"
                      data-testid={`conditional-cancel-activated-${row.PK_ID}`}
                      aria-label={t("trading.condBook.cancelActivatedOrder", {
                        orderNo: view.activated.orderNo,
                        id: row.STOP_ORDER_ID,
                      })}
                      onClick={() => setActing({ row, view, what: "cancel-activated" })}
                    >
                      {t("trading.condBook.cancelActivated")}
                    </button>
                  </td>
                </tr>
              )}
              {open && <SubOrders row={row} columns={columns} />}
            </Fragment>
          );
        })}
        {rows.length === 0 && (
          <EmptyRow columns={columns} loading={list.isPending} empty={t("trading.book.empty")} />
        )}
      </TradingTable>
      <Pager
        label={t("trading.condBook.label")}
        page={page}
        hasNext={(list.data?.length ?? 0) >= CONDITIONAL_BOOK_PAGE_SIZE}
        onPage={setPage}
      />
      {acting !== null && acting.view.type !== null && acting.what === "cancel" && (
        <ConditionalCancelDialog row={acting.row} type={acting.view.type} onClose={() => setActing(null)} />
      )}
      {acting !== null && acting.view.type !== null && acting.what === "cancel-activated" && (
        <ConditionalCancelActivatedDialog
          row={acting.row}
          type={acting.view.type}
          onClose={() => setActing(null)}
        />
      )}
      {acting !== null && acting.what === "detail" && (
        <ConditionalDetail row={acting.row} onClose={() => setActing(null)} />
      )}
      {acting !== null && acting.view.type !== null && acting.what === "edit" && (
        <ConditionalEditDialog row={acting.row} type={acting.view.type} onClose={() => setActing(null)} />
      )}
    </section>
  );
}
