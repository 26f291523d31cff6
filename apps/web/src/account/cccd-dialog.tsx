/**
 * The identity-card (CCCD) block popup (accounts-session §2, §4 Card status, §8): the customer
 * must update the national ID under the regulator's rule, or call the hotline. Opened at most
 * once a day per user after login (notice-markers.ts); loaded when first needed.
 */
import "./account.lazy.i18n";
import { useTranslation } from "react-i18next";
import { useAccountNotices } from "./account-notices";
import { NoticeDialog } from "./notice-dialog";

export function CccdDialog() {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      testId="cccd-dialog"
      title={t("account.cccd.title")}
      body={t("account.cccd.body")}
      hotline
      onClose={() => useAccountNotices.getState().close("cardBlock")}
    />
  );
}
