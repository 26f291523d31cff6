/**
 * The popup's own symbol search (price-board §2 "its own symbol search", §5): suggestions are
 * listed codes starting with the typed text (any case); Enter or leaving the box picks the
 * highlighted suggestion or the listed code typed; the popup then shows that symbol. Futures
 * contracts are ignored (popup-symbol.ts); text naming no listed stock picks nothing.
 */
import "./popup.lazy.i18n";
import type { ListedCode } from "../symbol-search/listed-code";
import { useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { searchOutcome } from "../symbol-search/search-pick";
import { SymbolSuggestionList, useSuggestionCursor } from "../symbol-search/symbol-suggestion-list";
import { symbolSuggestions } from "../symbol-search/symbol-suggestions";
import { useStockList } from "../symbol-search/use-stock-list";
import { useUi } from "../state/ui";
import { popupPick } from "./popup-symbol";

const NONE: readonly ListedCode[] = [];
const MAX_POPUP_SUGGESTIONS = 12;

export function PopupSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const { list, status } = useStockList();
  const suggestions = useMemo(
    () => symbolSuggestions(list?.stocks ?? NONE, text, MAX_POPUP_SUGGESTIONS),
    [list, text],
  );
  const cursor = useSuggestionCursor(suggestions);

  const choose = (typed: string, chosen: ListedCode | undefined) => {
    cursor.close();
    const outcome = searchOutcome(list, status, typed, chosen);
    if (outcome.kind !== "pick") return;
    setText("");
    const symbol = popupPick(list?.byCode.get(outcome.code.toUpperCase()));
    if (symbol !== null) useUi.getState().openPopup(symbol);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (cursor.onArrowKey(event) || event.key !== "Enter") return;
    event.preventDefault();
    choose(text, cursor.highlighted);
  };

  return (
    <div className="popup-search">
      <input
        type="text"
        className="popup-search__input"
        data-testid="popup-search"
        {...cursor.comboboxProps}
        aria-label={t("popup.search")}
        placeholder={t("popup.searchPlaceholder")}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          cursor.reopen();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => choose(text, cursor.highlighted)}
      />
      <SymbolSuggestionList
        cursor={cursor}
        suggestions={suggestions}
        block="popup-search"
        testId="popup-search-suggestions"
        optionTestId="popup-suggestion"
        label={t("popup.suggestions")}
        onPick={(stock) => choose(stock.stock_code, stock)}
      />
    </div>
  );
}
