// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as LazyMenuModule from "./lazy-menu";
import type { MenuProps } from "./menu-types";

// Counts loads of the real menu: the point of LazyMenu is that nothing loads before it is used.
// The factory runs once per file (module resets keep mocks), so only the file's first test reads it.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./loaded-menu", async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const chosen: string[] = [];

// Each test starts from a fresh module: no menu loaded yet.
let lazyMenu: typeof LazyMenuModule;
beforeEach(async () => {
  vi.resetModules();
  lazyMenu = await import("./lazy-menu");
});

function Fruit(props: Partial<MenuProps>) {
  const { LazyMenu } = lazyMenu;
  return (
    <LazyMenu
      triggerProps={{
        className: "fruit-trigger",
        "data-testid": "fruit",
        "aria-label": "Fruit",
        title: "Pick",
      }}
      trigger="Fruit"
      {...props}
    >
      {(Menu) => (
        <Menu.Content data-testid="fruit-menu">
          {["Apple", "Banana"].map((name) => (
            <Menu.Item key={name} onSelect={() => chosen.push(name)}>
              {name}
            </Menu.Item>
          ))}
        </Menu.Content>
      )}
    </LazyMenu>
  );
}

const trigger = () => screen.getByTestId("fruit");
const press = (init: PointerEventInit = {}) =>
  fireEvent.pointerDown(trigger(), { button: 0, ctrlKey: false, pointerType: "mouse", ...init });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  cleanup();
  chosen.length = 0;
});

describe("LazyMenu before its first use", () => {
  it("shows a plain menu button with the trigger's attributes and loads nothing", async () => {
    render(<Fruit />);
    const button = trigger();
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-label")).toBe("Fruit");
    expect(button.getAttribute("title")).toBe("Pick");
    expect(button.className).toBe("fruit-trigger");
    expect(button.textContent).toBe("Fruit");
    await settle();
    expect(loads.count).toBe(0);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("does not open on a right click or a Ctrl-click, nor on other keys", async () => {
    render(<Fruit />);
    press({ button: 2 });
    press({ ctrlKey: true });
    fireEvent.keyDown(trigger(), { key: "a" });
    await settle();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
  });

  it("a press loads the menu and opens it; choosing an item closes it", async () => {
    render(<Fruit />);
    press();
    const menu = await screen.findByRole("menu");
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    expect(trigger().getAttribute("aria-controls")).toBe(menu.id);
    fireEvent.click(screen.getByRole("menuitem", { name: "Banana" }));
    expect(chosen).toEqual(["Banana"]);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });
});

describe("LazyMenu from the keyboard", () => {
  it.each(["Enter", " ", "ArrowDown"])("%j opens it with the first item focused", async (key) => {
    render(<Fruit />);
    trigger().focus();
    fireEvent.keyDown(trigger(), { key });
    await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Apple" })));
  });

  it("Escape closes it and gives the focus back to the trigger", async () => {
    render(<Fruit />);
    fireEvent.keyDown(trigger(), { key: "Enter" });
    const menu = await screen.findByRole("menu");
    fireEvent.keyDown(menu, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(trigger());
  });
});

describe("LazyMenu once loaded", () => {
  beforeEach(async () => {
    await lazyMenu.loadMenu();
  });

  it("a menu mounted later is the real one from the start: its trigger stays the same element", () => {
    render(<Fruit />);
    const before = trigger();
    press();
    expect(screen.getByRole("menu")).toBeTruthy();
    expect(trigger()).toBe(before);
  });

  it("a controlled menu opens when asked and reports its closing", async () => {
    const changes: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      const onOpenChange = (next: boolean) => {
        changes.push(next);
        setOpen(next);
      };
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <Fruit open={open} onOpenChange={onOpenChange} />
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByRole("button", { name: "open" }));
    const menu = await screen.findByRole("menu");
    fireEvent.keyDown(menu, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(changes).toEqual([false]);
  });
});
