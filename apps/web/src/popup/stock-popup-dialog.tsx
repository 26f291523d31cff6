/**
 * The popup's dialog: title (symbol, name by language, exchange), a note on what comes next,
 * the reference-only footer, and a close x. Closes on Escape, a click on the backdrop or the x
 * (price-board §2).
 */
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { useUi } from "../state/ui";
import { useReturnFocus } from "../ui/return-focus";
import { useStockEntry } from "./stock-dictionary";
import "./stock-popup.css";

export interface StockPopupDialogProps {
  readonly symbol: string;
}

export function StockPopupDialog({ symbol }: StockPopupDialogProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const { entry, loading } = useStockEntry(symbol);
  const returnFocus = useReturnFocus();
  const name = entry === undefined ? "" : language === "vi" ? entry.name_vn : entry.name_en;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : useUi.getState().openPopup(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className="popup-overlay" data-testid="stock-popup-overlay" />
        <Dialog.Content className="popup-dialog" data-testid="stock-popup" {...returnFocus}>
          <header className="popup-header">
            <Dialog.Title className="popup-title" data-testid="stock-popup-title">
              <span className="popup-symbol">{symbol}</span>
              {name !== "" && <span className="popup-name">{name}</span>}
              {entry !== undefined && <span className="popup-exchange">{entry.post_to}</span>}
            </Dialog.Title>
            <Dialog.Close className="popup-x" aria-label={t("popup.close")} data-testid="stock-popup-close">
              ×
            </Dialog.Close>
          </header>
          <Dialog.Description className="popup-note">
            {loading ? t("popup.loading") : entry === undefined ? t("popup.unknown") : t("popup.comingSoon")}
          </Dialog.Description>
          <footer className="popup-footer">{t("popup.disclaimer")}</footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
