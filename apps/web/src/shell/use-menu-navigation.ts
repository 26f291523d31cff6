/**
 * Menu clicks, debounced by 300 ms (price-board §2, §9), shared by the menu bar's links and its
 * dropdowns: one gate per menu bar, so a double click anywhere on it opens one board.
 */
import { useCallback, useRef, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { createClickGate } from "./click-gate";
import { menuOfPath, menuPath } from "./menu-labels";

export interface MenuNavigation {
  /** The current menu (the path after `/chung-khoan/`). */
  readonly current: string;
  /** A link's click handler: a click within 300 ms of the last one is ignored. */
  readonly guardClick: (event: MouseEvent) => void;
  /** Navigates to a menu from a dropdown, through the same gate. */
  readonly go: (menu: string) => void;
}

export function useMenuNavigation(): MenuNavigation {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const gate = useRef(createClickGate());
  const guardClick = useCallback((event: MouseEvent) => {
    if (!gate.current(performance.now())) event.preventDefault();
  }, []);
  const go = useCallback(
    (menu: string) => {
      if (gate.current(performance.now())) void navigate(menuPath(menu));
    },
    [navigate],
  );
  return { current: menuOfPath(pathname), guardClick, go };
}
