/**
 * The popup's own symbol search (price-board §2 "its own symbol search", §5): suggestions are
 * listed codes starting with the typed text (any case); Enter or leaving the box picks the
 * highlighted suggestion or the listed code typed; the popup then shows that symbol. Codes of
 * length 9 (futures contracts) are ignored; text naming no listed stock picks nothing.
 */
import "./popup.lazy.i18n";
import type { StockDictionaryEntry } from "@bangia/market";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { searchOutcome } from "../shell/toolbar/search-pick";
import { symbolSuggestions } from "../shell/toolbar/symbol-suggestions";
import { useStockList } from "../shell/toolbar/use-stock-list";
import { usePreferences } from "../state/preferences";
import { useUi } from "../state/ui";
import { popupPick } from "./popup-symbol";

const NONE: readonly StockDictionaryEntry[] = [];
const MAX_POPUP_SUGGESTIONS = 12;

export function PopupSearch() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { list, status } = useStockList();
  const suggestions = useMemo(
    () => symbolSuggestions(list?.stocks ?? NONE, text, MAX_POPUP_SUGGESTIONS),
    [list, text],
  );
  const expanded = open && suggestions.length > 0;
  const highlighted = expanded ? suggestions[active] : undefined;

  const choose = (typed: string, chosen: StockDictionaryEntry | undefined) => {
    setOpen(false);
    setActive(-1);
    const outcome = searchOutcome(list, status, typed, chosen);
    if (outcome.kind !== "pick") return;
    setText("");
    const symbol = popupPick(outcome.code);
    if (symbol !== null) useUi.getState().openPopup(symbol);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((index) => Math.min(index + 1, suggestions.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((index) => Math.max(index - 1, -1));
        break;
      case "Enter":
        event.preventDefault();
        choose(text, highlighted);
        break;
    }
  };

  return (
    <div className="popup-search">
      <input
        type="text"
        className="popup-search__input"
        data-testid="popup-search"
        role="combobox"
        aria-label={t("popup.search")}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t("popup.searchPlaceholder")}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => choose(text, highlighted)}
      />
      <ul
        id={listId}
        role="listbox"
        className="popup-search__list"
        data-testid="popup-search-suggestions"
        aria-label={t("popup.suggestions")}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((stock, index) => (
            <li
              key={stock.stock_code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="popup-search__option"
              data-testid={`popup-suggestion-${stock.stock_code}`}
              // Mouse down, not click: the pick must happen before the input's blur.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(stock.stock_code, stock);
              }}
            >
              <span className="popup-search__code">{stock.stock_code}</span>
              <span className="popup-search__name">{language === "en" ? stock.name_en : stock.name_vn}</span>
              <span className="popup-search__exchange">{stock.post_to}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
