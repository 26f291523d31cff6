/**
 * The toolbar's symbol search (price-board §2 toolbar, §5): suggestions are stock codes starting
 * with the typed text (any case), at most 20; arrow keys move through them; Enter picks the
 * highlighted suggestion or the typed value, blur picks the typed value. A pick goes to
 * `useUi.focusSymbol`: the board decides whether to scroll to the row, add it to the watchlist or
 * open the stock popup.
 */
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../state/preferences";
import { useUi } from "../../state/ui";
import { normaliseSymbol, symbolSuggestions } from "./symbol-suggestions";
import { useStockList } from "./use-stock-list";

export function SymbolSearch() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const listId = useId();
  const [text, setText] = useState("");
  // The stock list loads on the first focus: most visits never search.
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const stocks = useStockList(wanted);
  const suggestions = useMemo(() => symbolSuggestions(stocks, text), [stocks, text]);
  const expanded = open && suggestions.length > 0;

  const pick = (value: string) => {
    const symbol = normaliseSymbol(value);
    setText("");
    setOpen(false);
    setActive(-1);
    if (symbol !== "") useUi.getState().focusSymbol(symbol);
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
      case "Enter": {
        event.preventDefault();
        pick(suggestions[active]?.stock_code ?? text);
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  return (
    <div className="symbol-search">
      <input
        type="text"
        className="symbol-search__input"
        data-testid="symbol-search"
        role="combobox"
        aria-label={t("shell.toolbar.search")}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t("shell.toolbar.searchPlaceholder")}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={text}
        onFocus={() => setWanted(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => (text.trim() === "" ? setOpen(false) : pick(text))}
      />
      <ul
        id={listId}
        role="listbox"
        className="symbol-search__list"
        data-testid="symbol-suggestions"
        aria-label={t("shell.toolbar.suggestions")}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((stock, index) => (
            <li
              key={stock.stock_code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="symbol-search__option"
              data-testid={`symbol-suggestion-${stock.stock_code}`}
              // Mouse down, not click: the pick must happen before the input's blur.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(stock.stock_code);
              }}
            >
              <span className="symbol-search__code">{stock.stock_code}</span>
              <span className="symbol-search__name">{language === "en" ? stock.name_en : stock.name_vn}</span>
              <span className="symbol-search__exchange">{stock.post_to}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
