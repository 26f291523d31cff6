/**
 * The popup's dialog: title (symbol, name by language, exchange), a note on what comes next,
 * the reference-only footer, and a close x. Closes on Escape, a click on the backdrop or the x
 * (price-board §2).
 */
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { useUi } from "../state/ui";
import { ModalDialog } from "../ui/modal-dialog";
import { useStockEntry } from "./stock-dictionary";
import "./stock-popup.css";

export interface StockPopupDialogProps {
  readonly symbol: string;
}

export function StockPopupDialog({ symbol }: StockPopupDialogProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const { entry, loading } = useStockEntry(symbol);
  const name = entry === undefined ? "" : language === "vi" ? entry.name_vn : entry.name_en;

  return (
    <ModalDialog
      onClose={() => useUi.getState().openPopup(null)}
      className="popup-dialog"
      overlayClassName="popup-overlay"
      testId="stock-popup"
      overlayTestId="stock-popup-overlay"
    >
      <header className="popup-header">
        <Dialog.Title className="popup-title" data-testid="stock-popup-title">
          <span className="popup-symbol">{symbol}</span>
          {name !== "" && <span className="popup-name">{name}</span>}
          {entry !== undefined && <span className="popup-exchange">{entry.post_to}</span>}
        </Dialog.Title>
        <Dialog.Close className="modal-close" aria-label={t("popup.close")} data-testid="stock-popup-close">
          ×
        </Dialog.Close>
      </header>
      <Dialog.Description className="popup-note">
        {loading ? t("popup.loading") : entry === undefined ? t("popup.unknown") : t("popup.comingSoon")}
      </Dialog.Description>
      <footer className="popup-footer">{t("popup.disclaimer")}</footer>
    </ModalDialog>
  );
}
