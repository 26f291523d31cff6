import { describe, expect, it } from "vitest";
import { keyOpening, pointerOpening } from "./menu-opening";

describe("keyOpening: the keys that open a menu from its trigger", () => {
  it.each([
    ["Enter", true],
    [" ", true],
    ["ArrowDown", true],
    ["ArrowUp", false],
    ["Tab", false],
    ["Escape", false],
    ["a", false],
  ])("%j opens: %s", (key, opens) => {
    expect(keyOpening(key)).toEqual(opens ? { kind: "key", key } : null);
  });
});

describe("pointerOpening: a primary press without Ctrl opens a menu", () => {
  it.each([
    { button: 0, ctrlKey: false, pointerType: "mouse", opens: true },
    { button: 0, ctrlKey: false, pointerType: "touch", opens: true },
    { button: 0, ctrlKey: false, pointerType: "pen", opens: true },
    // Ctrl-click is the context menu on macOS.
    { button: 0, ctrlKey: true, pointerType: "mouse", opens: false },
    { button: 1, ctrlKey: false, pointerType: "mouse", opens: false },
    { button: 2, ctrlKey: false, pointerType: "mouse", opens: false },
  ])("button $button, ctrl $ctrlKey, $pointerType → $opens", ({ opens, ...press }) => {
    expect(pointerOpening(press)).toEqual(opens ? { kind: "pointer", pointerType: press.pointerType } : null);
  });
});
