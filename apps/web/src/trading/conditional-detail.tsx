/**
 * The detail view of one conditional order (accounts-session §2 "detail view of one condition
 * order with a close button"): opened from a row of the conditional book, it asks
 * Web.Order.ConditionOrderDetail for the order by its id and lists every field of each of its
 * rows — an SL/TP or OCO bracket has one row per leg — under its label
 * (conditional-detail-rows.ts). Close, Escape or the backdrop close it.
 */
import "./trading.lazy.i18n";
import { isDerivativeAccount, type ConditionOrderRow, type Language } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "../ui/modal-dialog";
import { conditionOrderDetailQuery } from "./conditional-calls";
import { conditionalDetailRows, DETAIL_FIELDS } from "./conditional-detail-rows";

function DetailList({ row }: { readonly row: ConditionOrderRow }) {
  const { t, i18n } = useTranslation();
  const values = conditionalDetailRows(row, isDerivativeAccount(row.ACCOUNT_NO), i18n.language as Language);
  return (
    <dl
      className="trading-dialog__rows conditional-detail__rows"
      data-testid={`conditional-detail-${row.PK_ID}`}
    >
      {DETAIL_FIELDS.map((field) => {
        const value = values.get(field);
        const shown =
          value === undefined
            ? ""
            : "text" in value
              ? value.text
              : `${t(value.key)}${value.then === undefined ? "" : ` ${value.then}`}`;
        return (
          <div key={field} className="trading-dialog__row" data-field={field}>
            <dt>{t(`trading.condDetail.fields.${field}`)}</dt>
            <dd>{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export interface ConditionalDetailProps {
  readonly row: ConditionOrderRow;
  readonly onClose: () => void;
}

export function ConditionalDetail({ row, onClose }: ConditionalDetailProps) {
  const { t } = useTranslation();
  const detail = useQuery(conditionOrderDetailQuery(row.ACCOUNT_NO, row.STOP_ORDER_ID));
  const rows = detail.data ?? [];
  return (
    <ModalDialog
      onClose={onClose}
      className="trading-dialog conditional-detail"
      overlayClassName="trading-overlay"
      testId="conditional-detail"
    >
      <Dialog.Title className="trading-dialog__title">
        {t("trading.condDetail.title", { id: row.STOP_ORDER_ID })}
      </Dialog.Title>
      <Dialog.Description className="trading-dialog__text">
        {detail.isPending
          ? t("trading.book.loading")
          : detail.isError
            ? t("trading.condDetail.failed")
            : t("trading.condDetail.text")}
      </Dialog.Description>
      <div className="conditional-detail__body">
        {rows.map((leg) => (
          <section key={leg.PK_ID} aria-label={t("trading.condDetail.legLabel", { id: leg.PK_ID })}>
            <DetailList row={leg} />
          </section>
        ))}
      </div>
      <div className="trading-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="trading-button" data-testid="conditional-detail-close" autoFocus>
            {t("trading.cancel.close")}
          </button>
        </Dialog.Close>
      </div>
    </ModalDialog>
  );
}
