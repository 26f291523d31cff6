/**
 * How a dropdown menu is asked to open, the way Radix's trigger reads it: a primary-button press
 * without Ctrl (Ctrl-click is the context menu on macOS), or Enter, Space or ArrowDown on the
 * focused trigger. A lazily loaded menu records the gesture on its stand-in trigger and replays
 * it on the real one, so the menu opens as it would have (and, from the keyboard, with its first
 * item focused).
 */

export type MenuOpening =
  { readonly kind: "pointer"; readonly pointerType: string } | { readonly kind: "key"; readonly key: string };

/** The keys that open a menu from its focused trigger (WAI-ARIA menu button). */
const MENU_OPENING_KEYS: readonly string[] = ["Enter", " ", "ArrowDown"];

/** The opening a key press on the trigger asks for, or null when the key does not open menus. */
export function keyOpening(key: string): MenuOpening | null {
  return MENU_OPENING_KEYS.includes(key) ? { kind: "key", key } : null;
}

export interface PointerPress {
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly pointerType: string;
}

/** The opening a pointer press on the trigger asks for, or null for other buttons and Ctrl-click. */
export function pointerOpening({ button, ctrlKey, pointerType }: PointerPress): MenuOpening | null {
  return button === 0 && !ctrlKey ? { kind: "pointer", pointerType } : null;
}

/** The DOM event that replays an opening on the real trigger. */
export function openingEvent(opening: MenuOpening): Event {
  const init = { bubbles: true, cancelable: true };
  if (opening.kind === "key") return new KeyboardEvent("keydown", { ...init, key: opening.key });
  return new PointerEvent("pointerdown", {
    ...init,
    button: 0,
    ctrlKey: false,
    pointerType: opening.pointerType,
  });
}
