/**
 * The order panel's keyboard shortcuts (issue 16 "keyboard-first trading"), as on SSI's board:
 * Ctrl+B opens a buy ticket and Ctrl+S a sell ticket for the board row that has the focus (⌘ on
 * a Mac too). Enter in a ticket field submits the ticket (a form's own behaviour). The shortcut
 * works only from a board row, so Ctrl+S elsewhere still saves the page.
 */
import type { Side } from "@bangia/market";

export interface ShortcutKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

/**
 * The ticket side a key press asks for, or null.
 *
 * @example ticketShortcut({ key: "b", ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }) // "B"
 * @example ticketShortcut({ key: "S", ctrlKey: true, metaKey: false, altKey: false, shiftKey: true }) // null
 */
export function ticketShortcut(event: ShortcutKey): Side | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  if (key === "b") return "B";
  if (key === "s") return "S";
  return null;
}

/** The symbol of the board row holding `element` (its `data-symbol`), or null. */
export function boardRowSymbol(element: Element | null): string | null {
  const row = element?.closest<HTMLElement>('[role="row"][data-symbol]');
  return row?.dataset["symbol"] ?? null;
}
