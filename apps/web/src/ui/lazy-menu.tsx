/**
 * A dropdown menu whose implementation (Radix DropdownMenu with its popper, focus and dismiss
 * layers) loads on first use, keeping it out of the first download: the menu bar, the theme
 * picker and the watchlist bar all show menus at first paint, but nobody opens one before the
 * board is up.
 *
 * Until then a plain button stands in for the trigger, with the same attributes and ARIA state
 * (aria-haspopup="menu", aria-expanded="false"). Pointing at or focusing it starts the download;
 * a press, Enter, Space or ArrowDown records the gesture, and the loaded menu replays it on the
 * real trigger. Once loaded, every menu mounted later is the real one from the start.
 */
import { useEffect, useState, type KeyboardEvent, type PointerEvent } from "react";
import { logLoadFailure } from "../api/http";
import type { LoadedMenu } from "./loaded-menu";
import { keyOpening, pointerOpening, type MenuOpening } from "./menu-opening";
import type { MenuProps } from "./menu-types";
import "./menu.css";

type Implementation = typeof LoadedMenu;

let implementation: Implementation | null = null;
let loading: Promise<Implementation> | null = null;

/** Loads the menu implementation once (again after a failure); resolves with its component. */
export function loadMenu(): Promise<Implementation> {
  loading ??= import("./loaded-menu").then(
    (module) => (implementation = module.LoadedMenu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const preload = () => void loadMenu().catch(() => undefined);

export function LazyMenu(props: MenuProps) {
  const [Loaded, setLoaded] = useState<Implementation | null>(() => implementation);
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const wanted = opening !== null || props.open === true;

  useEffect(() => {
    if (!wanted || Loaded !== null) return;
    let live = true;
    loadMenu().then(
      (component) => {
        if (live) setLoaded(() => component);
      },
      (error: unknown) => {
        logLoadFailure("menu", error);
        if (live) setOpening(null);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Loaded]);

  if (Loaded !== null) return <Loaded {...props} opening={opening} />;

  const { triggerProps, trigger } = props;
  const ask = (next: MenuOpening | null, event: { preventDefault(): void }) => {
    if (next === null || triggerProps.disabled === true) return;
    // As Radix's trigger does: no focus move on the press, no page scroll or click on the key.
    event.preventDefault();
    if (opening !== null) return;
    setOpening(next);
    const ready = implementation;
    if (ready !== null) setLoaded(() => ready);
  };
  return (
    <button
      type="button"
      {...triggerProps}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => ask(pointerOpening(event), event)}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => ask(keyOpening(event.key), event)}
    >
      {trigger}
    </button>
  );
}
