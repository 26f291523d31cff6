/**
 * The menu bar (price-board §2 "Menu values", "Menu bar and toolbar"): the boards on the left —
 * entries that do not fit move into "..." — then the index-group and industry dropdowns, and the
 * toolbar on the right. Menu clicks are debounced by 300 ms.
 */
import { useTranslation } from "react-i18next";
import { IndexGroupMenu, IndustryMenu } from "./group-menus";
import { MenuEntries } from "./menu-entries";
import { Toolbar } from "./toolbar/toolbar";
import { useMenuNavigation } from "./use-menu-navigation";
import "./shell.css";

export function MenuBar() {
  const { t } = useTranslation();
  const { current, guardClick, go } = useMenuNavigation();
  return (
    <div className="menu-bar">
      <nav className="menu-bar__nav" aria-label={t("shell.menu.nav")}>
        <MenuEntries current={current} guardClick={guardClick} />
        <IndexGroupMenu current={current} go={go} />
        <IndustryMenu current={current} go={go} />
      </nav>
      <Toolbar />
    </div>
  );
}
