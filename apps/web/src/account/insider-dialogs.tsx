/**
 * The insider notices (accounts-session §2, §8): the disclosure alert — customers who must
 * disclose by law are asked to open the mobile app to declare, or to call the hotline — and the
 * block notice after an order refused for the insider rules (type 1 the 50/200 million limit,
 * type 2 the disclosed volume). Loaded when first needed.
 */
import "./account.lazy.i18n";
import { useTranslation } from "react-i18next";
import { useAccountNotices } from "./account-notices";
import { NoticeDialog } from "./notice-dialog";

export function InsiderAlertDialog() {
  const { t } = useTranslation();
  const symbol = useAccountNotices((state) => state.insiderAlert);
  return (
    <NoticeDialog
      testId="insider-alert"
      title={t("account.insider.alertTitle")}
      body={t("account.insider.alertBody")}
      hotline
      onClose={() => useAccountNotices.getState().close("insiderAlert")}
    >
      {symbol !== null && (
        <p className="account-notice__detail">{t("account.insider.alertSymbol", { symbol })}</p>
      )}
    </NoticeDialog>
  );
}

export function InsiderBlockDialog() {
  const { t } = useTranslation();
  const block = useAccountNotices((state) => state.insiderBlock);
  return (
    <NoticeDialog
      testId="insider-block"
      title={t("account.insider.blockTitle")}
      body={block?.blockType === 1 ? t("account.insider.blockLimit") : t("account.insider.blockVolume")}
      hotline
      onClose={() => useAccountNotices.getState().close("insiderBlock")}
    >
      {block !== null && (
        <p className="account-notice__detail">{t("account.insider.alertSymbol", { symbol: block.symbol })}</p>
      )}
    </NoticeDialog>
  );
}
