/**
 * The disclosure notice over the board when it lists symbols the customer is an insider of
 * (price-board §2 "Insider-listed symbols show a disclosure notice with a See more link"). No
 * explanation page exists, so "See more" opens the stock popup of the first such symbol.
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";

const NONE: readonly string[] = Object.freeze([]);

/** The board's symbols the customer must disclose before trading, in board order. */
function insiderSymbolsOnBoard(
  boardSymbols: readonly string[],
  insiderSymbols: readonly string[],
): readonly string[] {
  if (insiderSymbols.length === 0) return NONE;
  const insiders = new Set(insiderSymbols);
  return boardSymbols.filter((symbol) => insiders.has(symbol));
}

export function InsiderNotice({ symbols }: { readonly symbols: readonly string[] }) {
  const { t } = useTranslation();
  const insiderSymbols = useSession((state) => state.user?.insiderSymbols) ?? NONE;
  const listed = useMemo(() => insiderSymbolsOnBoard(symbols, insiderSymbols), [symbols, insiderSymbols]);
  const first = listed[0];
  if (first === undefined) return null;
  return (
    <div className="insider-notice" role="note" data-testid="insider-notice">
      <span>{t("board.insider.text", { symbols: listed.join(", ") })}</span>
      <button type="button" className="link-button" onClick={() => useUi.getState().openPopup(first)}>
        {t("board.insider.more")}
      </button>
    </div>
  );
}
