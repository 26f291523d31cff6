/**
 * The menu bar's entries (price-board §2): links to `/chung-khoan/{menu}`, the current one
 * marked; entries that do not fit the bar move into a "..." dropdown and come back as it widens.
 * A hidden copy of every entry is measured (ResizeObserver on the bar and on the copy, so
 * language and breakpoint changes are seen too); menu-overflow decides how many fit.
 */
import { useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MENU_BAR_VALUES } from "../board/menu";
import { LazyMenu } from "../ui/lazy-menu";
import { MENU_LABEL_KEYS, menuPath, type MenuBarValue } from "./menu-labels";
import { fittingCount } from "./menu-overflow";

function MenuLabel({ value }: { readonly value: MenuBarValue }) {
  const { t } = useTranslation();
  const keys = MENU_LABEL_KEYS[value];
  if (keys.short === undefined) return <>{t(keys.label)}</>;
  return (
    <>
      <span className="menu-label--full">{t(keys.label)}</span>
      <span className="menu-label--short" aria-hidden="true">
        {t(keys.short)}
      </span>
    </>
  );
}

const width = (element: Element) => element.getBoundingClientRect().width;

export interface MenuEntriesProps {
  readonly current: string;
  readonly guardClick: (event: MouseEvent) => void;
}

export function MenuEntries({ current, guardClick }: MenuEntriesProps) {
  const { t, i18n } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState<number>(MENU_BAR_VALUES.length);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (bar === null || measure === null) return;
    const update = () => {
      const items = [...measure.children];
      const more = items.pop();
      setVisible(fittingCount(items.map(width), more === undefined ? 0 : width(more), bar.clientWidth));
    };
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [i18n.language]);

  const shown = MENU_BAR_VALUES.slice(0, visible);
  const hidden = MENU_BAR_VALUES.slice(visible);
  const currentHidden = hidden.some((value) => value === current);

  return (
    <div className="menu-entries" ref={barRef}>
      <div className="menu-entries__measure" ref={measureRef} aria-hidden="true">
        {MENU_BAR_VALUES.map((value) => (
          <span key={value} className="menu-entry">
            <MenuLabel value={value} />
          </span>
        ))}
        <span className="menu-entry menu-entry--more">…</span>
      </div>
      {shown.map((value) => (
        <Link
          key={value}
          to={menuPath(value)}
          className="menu-entry"
          data-testid={`menu-${value}`}
          aria-current={value === current ? "page" : undefined}
          onClick={guardClick}
        >
          <MenuLabel value={value} />
        </Link>
      ))}
      {hidden.length > 0 && (
        <LazyMenu
          triggerProps={{
            className: "menu-entry menu-entry--more",
            "data-testid": "menu-overflow",
            "aria-label": t("shell.menu.more"),
            "data-current": currentHidden ? "true" : undefined,
          }}
          trigger="…"
        >
          {(Menu) => (
            <Menu.Content className="menu-panel shell-menu" align="start" sideOffset={2}>
              {hidden.map((value) => (
                <Menu.Item key={value} asChild className="shell-menu__item">
                  <Link
                    to={menuPath(value)}
                    data-testid={`menu-${value}`}
                    aria-current={value === current ? "page" : undefined}
                    onClick={guardClick}
                  >
                    {t(MENU_LABEL_KEYS[value].label)}
                  </Link>
                </Menu.Item>
              ))}
            </Menu.Content>
          )}
        </LazyMenu>
      )}
    </div>
  );
}
