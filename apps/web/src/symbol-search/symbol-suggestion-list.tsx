/**
 * The suggestion list of a symbol search box (price-board §5), shared by the toolbar's search and
 * the stock popup's: which suggestion the arrow keys highlight, the combobox attributes of the box
 * and the listbox of codes, names and floors. Each search keeps its own pick rules: this module
 * only says what was highlighted or clicked.
 */
import type { ListedCode } from "./listed-code";
import { useCallback, useId, useState, type KeyboardEvent } from "react";
import { usePreferences } from "../state/preferences";

export interface SuggestionCursor {
  readonly listId: string;
  /** Whether the list shows: opened and not empty. */
  readonly expanded: boolean;
  /** The highlighted suggestion's index; -1 for none. */
  readonly active: number;
  readonly highlighted: ListedCode | undefined;
  /** The box's combobox attributes. */
  readonly comboboxProps: {
    readonly role: "combobox";
    readonly "aria-autocomplete": "list";
    readonly "aria-expanded": boolean;
    readonly "aria-controls": string;
    readonly "aria-activedescendant": string | undefined;
  };
  /** New text was typed: the list shows again with nothing highlighted. */
  readonly reopen: () => void;
  readonly close: () => void;
  /** Arrow down and up move the highlight; true when the key was one of them. */
  readonly onArrowKey: (event: KeyboardEvent<HTMLInputElement>) => boolean;
}

export function useSuggestionCursor(suggestions: readonly ListedCode[]): SuggestionCursor {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;

  const reopen = useCallback(() => {
    setOpen(true);
    setActive(-1);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const count = suggestions.length;
  const onArrowKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      switch (event.key) {
        case "ArrowDown":
          event.preventDefault();
          setOpen(true);
          setActive((index) => Math.min(index + 1, count - 1));
          return true;
        case "ArrowUp":
          event.preventDefault();
          setActive((index) => Math.max(index - 1, -1));
          return true;
        default:
          return false;
      }
    },
    [count],
  );

  return {
    listId,
    expanded,
    active,
    highlighted: expanded ? suggestions[active] : undefined,
    comboboxProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": listId,
      "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
    },
    reopen,
    close,
    onArrowKey,
  };
}

export interface SymbolSuggestionListProps {
  readonly cursor: SuggestionCursor;
  readonly suggestions: readonly ListedCode[];
  /** The class block: `{block}__list`, `{block}__option`, `{block}__code`, … */
  readonly block: string;
  readonly testId: string;
  /** An option's test id is `{optionTestId}-{code}`. */
  readonly optionTestId: string;
  readonly label: string;
  readonly onPick: (stock: ListedCode) => void;
}

export function SymbolSuggestionList({
  cursor,
  suggestions,
  block,
  testId,
  optionTestId,
  label,
  onPick,
}: SymbolSuggestionListProps) {
  const language = usePreferences((state) => state.language);
  const { listId, expanded, active } = cursor;
  return (
    <ul
      id={listId}
      role="listbox"
      className={`${block}__list`}
      data-testid={testId}
      aria-label={label}
      hidden={!expanded}
    >
      {expanded &&
        suggestions.map((stock, index) => (
          <li
            key={stock.stock_code}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`${block}__option`}
            data-testid={`${optionTestId}-${stock.stock_code}`}
            // Mouse down, not click: the pick must happen before the input's blur.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(stock);
            }}
          >
            <span className={`${block}__code`}>{stock.stock_code}</span>
            <span className={`${block}__name`}>{language === "en" ? stock.name_en : stock.name_vn}</span>
            <span className={`${block}__exchange`}>{stock.post_to}</span>
          </li>
        ))}
    </ul>
  );
}
