// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { boardRowSymbol, ticketShortcut, type ShortcutKey } from "./shortcuts";

const press = (key: string, modifiers: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("ticketShortcut", () => {
  it.each<[string, ShortcutKey, "B" | "S" | null]>([
    ["Ctrl+B buys", press("b", { ctrlKey: true }), "B"],
    ["Ctrl+S sells", press("s", { ctrlKey: true }), "S"],
    ["Caps Lock does not matter", press("B", { ctrlKey: true }), "B"],
    ["⌘+S sells on a Mac", press("s", { metaKey: true }), "S"],
    ["B alone is typing", press("b"), null],
    ["Ctrl+Shift+S is another shortcut", press("S", { ctrlKey: true, shiftKey: true }), null],
    ["Ctrl+Alt+B is another shortcut", press("b", { ctrlKey: true, altKey: true }), null],
    ["Ctrl+C is not ours", press("c", { ctrlKey: true }), null],
  ])("%s", (_rule, key, expected) => {
    expect(ticketShortcut(key)).toBe(expected);
  });
});

describe("boardRowSymbol", () => {
  it("reads the focused row's symbol, from the row or a control inside it", () => {
    document.body.innerHTML =
      '<div role="row" data-symbol="FPT"><input id="pin" type="checkbox"></div><button id="other">x</button>';
    expect(boardRowSymbol(document.querySelector('[role="row"]'))).toBe("FPT");
    expect(boardRowSymbol(document.getElementById("pin"))).toBe("FPT");
    expect(boardRowSymbol(document.getElementById("other"))).toBeNull();
    expect(boardRowSymbol(null)).toBeNull();
  });
});
