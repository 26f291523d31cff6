/**
 * The bond detail modal (price-board §2 "Bond detail modal"): a bond row's click opens it with the
 * first element of `getliststockdata_bond/{symbol}`; the last match price follows the live row.
 * Escape, a click on the backdrop or the × closes it (ui/modal-dialog.tsx). Loaded on first use.
 */
import type { BondRow } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { useRowView } from "../realtime/quote-feed";
import { usePreferences } from "../state/preferences";
import { ModalDialog } from "../ui/modal-dialog";
import { bondDetailView, type BondDetailView } from "./bond-detail";
import "./bonds.css";
import "./bonds.lazy.i18n";

export interface BondDetailDialogProps {
  readonly symbol: string;
  readonly onClose: () => void;
}

/** The feed's bond type codes the modal names; any other shows as sent. */
function bondTypeText(t: TFunction, code: string): string {
  switch (code) {
    case "PRIVATE":
      return t("bonds.type.private");
    case "CORPORATE":
      return t("bonds.type.corporate");
    default:
      return code;
  }
}

/** The modal's lines, label and value, in the spec's order. */
function detailLines(t: TFunction, view: BondDetailView): readonly (readonly [string, string, string])[] {
  return [
    ["lastPrice", t("bonds.detail.lastPrice"), view.lastPrice],
    ["issuerCode", t("bonds.detail.issuerCode"), view.issuerCode],
    ["issuerName", t("bonds.detail.issuerName"), view.issuerName],
    ["parValue", t("bonds.detail.parValue"), view.parValue],
    ["bondType", t("bonds.detail.bondType"), bondTypeText(t, view.bondType)],
    ["collateral", t("bonds.detail.collateral"), view.collateral],
    ["issueDate", t("bonds.detail.issueDate"), view.issueDate],
    ["maturityDate", t("bonds.detail.maturityDate"), view.maturityDate],
    ["couponRate", t("bonds.detail.couponRate"), view.couponRate],
    ["incomeTax", t("bonds.detail.incomeTax"), view.incomeTax],
    ["couponPeriod", t("bonds.detail.couponPeriod"), view.couponPeriod],
    ["callPutProvision", t("bonds.detail.callPutProvision"), view.callPutProvision],
  ];
}

export function BondDetailDialog({ symbol, onClose }: BondDetailDialogProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const live = useRowView<BondRow>(symbol)?.row;
  const query = useQuery({
    queryKey: ["bond-detail", symbol] as const,
    queryFn: async ({ signal }) => (await datafeed("getliststockdata_bond", symbol, { signal }))[0] ?? null,
    staleTime: 0,
  });
  useLoadFailureLog(query.error, `bond detail ${symbol}`);
  const detail = query.data ?? null;
  const livePrice = live !== undefined && live.ptMatchPrice > 0 ? live.ptMatchPrice : undefined;
  const view = detail === null ? null : bondDetailView(detail, language, livePrice);

  return (
    <ModalDialog
      onClose={onClose}
      className="bond-modal"
      overlayClassName="bond-modal__overlay"
      testId="bond-modal"
      overlayTestId="bond-modal-overlay"
    >
      <div className="bond-modal__header">
        <Dialog.Title className="bond-modal__title">{t("bonds.detail.title", { symbol })}</Dialog.Title>
        <Dialog.Close asChild>
          <button
            type="button"
            className="modal-close"
            data-testid="bond-modal-close"
            aria-label={t("bonds.detail.close")}
            title={t("bonds.detail.close")}
          >
            ×
          </button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="bond-modal__description">
        {view?.issuerName ?? t("bonds.detail.description")}
      </Dialog.Description>
      {view === null ? (
        <p className="bond-modal__note">
          {query.isPending ? t("bonds.detail.loading") : t("bonds.detail.unavailable")}
        </p>
      ) : (
        <dl className="bond-modal__list">
          {detailLines(t, view).map(([key, label, value]) => (
            <div key={key} className="bond-modal__line" data-testid={`bond-detail-${key}`}>
              <dt>{label}</dt>
              <dd>{value === "" ? "—" : value}</dd>
            </div>
          ))}
        </dl>
      )}
    </ModalDialog>
  );
}
