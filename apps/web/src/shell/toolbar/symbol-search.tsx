/**
 * The toolbar's symbol search (price-board §2 toolbar, §5): suggestions are stock codes starting
 * with the typed text (any case), at most 20; arrow keys move through them; Enter or blur picks
 * the highlighted suggestion or the listed code the text spells, and text that names no listed
 * stock picks nothing and shows a short hint; Escape clears the box. A pick goes to
 * `useUi.focusSymbol`: the board decides whether to scroll to the row, add it to the watchlist or
 * open the stock popup.
 */
import type { ListedCode } from "../../symbol-search/listed-code";
import { useEffect, useEffectEvent, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useUi } from "../../state/ui";
import { searchOutcome, type SearchOutcome } from "../../symbol-search/search-pick";
import { SymbolSuggestionList, useSuggestionCursor } from "../../symbol-search/symbol-suggestion-list";
import { symbolSuggestions } from "../../symbol-search/symbol-suggestions";
import { useStockList } from "../../symbol-search/use-stock-list";
import "./symbol-search.css";

/** How long the "unknown symbol" hint stays. */
export const SEARCH_HINT_MS = 4_000;

type Hint = Extract<SearchOutcome, { kind: "unknown" | "unavailable" }>;

/** A pick made before the stock list arrived; `leaving` when it came from leaving the box. */
interface PendingPick {
  readonly typed: string;
  readonly leaving: boolean;
}

const NONE: readonly ListedCode[] = [];

export function SymbolSearch() {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState("");
  // The stock list loads on the first focus: most visits never search.
  const [wanted, setWanted] = useState(false);
  const [pending, setPending] = useState<PendingPick | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  const { list, status, reload } = useStockList(wanted);
  const suggestions = useMemo(() => symbolSuggestions(list?.stocks ?? NONE, text), [list, text]);
  const cursor = useSuggestionCursor(suggestions);
  const { close, expanded, highlighted } = cursor;

  const settle = (outcome: SearchOutcome, typed: string, leaving: boolean) => {
    close();
    switch (outcome.kind) {
      case "none":
        return;
      case "wait":
        setPending({ typed, leaving });
        return;
      case "pick":
        setText("");
        setPending(null);
        setHint(null);
        useUi.getState().focusSymbol(outcome.code);
        return;
      case "unknown":
      case "unavailable":
        // Kept after Enter so the code can be corrected; gone once the box is left.
        if (leaving) setText("");
        setPending(null);
        setHint(outcome);
        return;
    }
  };

  const choose = (typed: string, chosen: ListedCode | undefined, leaving: boolean) =>
    settle(searchOutcome(list, status, typed, chosen), typed, leaving);

  // A pick made while the list was loading is decided once it has arrived (or failed).
  const settlePending = useEffectEvent((pick: PendingPick) =>
    settle(searchOutcome(list, status, pick.typed, undefined), pick.typed, pick.leaving),
  );
  useEffect(() => {
    if (pending !== null && status !== "pending") settlePending(pending);
  }, [pending, status]);

  useEffect(() => {
    if (hint === null) return;
    const timer = setTimeout(() => setHint(null), SEARCH_HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (cursor.onArrowKey(event)) return;
    switch (event.key) {
      case "Enter":
        event.preventDefault();
        choose(text, highlighted, false);
        break;
      case "Escape":
        // Cancels: nothing typed is left for the next blur to pick.
        if (text !== "" || expanded || hint !== null) event.preventDefault();
        setText("");
        setPending(null);
        setHint(null);
        close();
        break;
    }
  };

  const hintText =
    hint === null
      ? ""
      : hint.kind === "unknown"
        ? t("shell.toolbar.unknownSymbol", { symbol: hint.symbol })
        : t("shell.toolbar.listUnavailable");

  return (
    <div className="symbol-search">
      <input
        type="text"
        className="symbol-search__input"
        data-testid="symbol-search"
        {...cursor.comboboxProps}
        aria-label={t("shell.toolbar.search")}
        aria-describedby={hintId}
        aria-invalid={hint?.kind === "unknown" && text !== "" ? true : undefined}
        placeholder={t("shell.toolbar.searchPlaceholder")}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={text}
        onFocus={() => {
          setWanted(true);
          if (status === "error") reload();
        }}
        onChange={(event) => {
          setText(event.target.value);
          cursor.reopen();
          setPending(null);
          setHint(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => choose(text, highlighted, true)}
      />
      <SymbolSuggestionList
        cursor={cursor}
        suggestions={suggestions}
        block="symbol-search"
        testId="symbol-suggestions"
        optionTestId="symbol-suggestion"
        label={t("shell.toolbar.suggestions")}
        onPick={(stock) => choose(stock.stock_code, stock, false)}
      />
      {/* Always present, so screen readers announce the hint when it appears. */}
      <p id={hintId} role="status" className="symbol-search__hint" data-testid="symbol-search-hint">
        {hintText}
      </p>
    </div>
  );
}
