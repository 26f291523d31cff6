/**
 * The theme picker (price-board §2 toolbar): classic, modern or colorful (default colorful),
 * remembered with the board settings; the document's theme attribute follows the preference.
 */
import { BOARD_THEMES, type BoardTheme } from "@bangia/market";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../state/preferences";
import { LazyMenu } from "../../ui/lazy-menu";

function themeLabel(t: TFunction, theme: BoardTheme): string {
  switch (theme) {
    case "classic":
      return t("shell.toolbar.themeClassic");
    case "modern":
      return t("shell.toolbar.themeModern");
    case "colorful":
      return t("shell.toolbar.themeColorful");
  }
}

const isBoardTheme = (value: string): value is BoardTheme =>
  (BOARD_THEMES as readonly string[]).includes(value);

export function ThemePicker() {
  const { t } = useTranslation();
  const theme = usePreferences((state) => state.boardSettings.priceBoardTheme);
  const choose = (value: string) => {
    if (!isBoardTheme(value)) return;
    const { boardSettings, setBoardSettings } = usePreferences.getState();
    if (boardSettings.priceBoardTheme !== value)
      setBoardSettings({ ...boardSettings, priceBoardTheme: value });
  };
  return (
    <LazyMenu
      triggerProps={{
        className: "shell-button toolbar-button",
        "data-testid": "theme-picker",
        "aria-label": `${t("shell.toolbar.theme")}: ${themeLabel(t, theme)}`,
        title: t("shell.toolbar.theme"),
      }}
      trigger={
        <>
          <span aria-hidden="true">◐</span>{" "}
          <span className="toolbar-button__text">{themeLabel(t, theme)}</span>
        </>
      }
    >
      {(Menu) => (
        <Menu.Content className="menu-panel shell-menu" align="end" sideOffset={4}>
          <Menu.Label className="shell-menu__label">{t("shell.toolbar.theme")}</Menu.Label>
          <Menu.RadioGroup value={theme} onValueChange={choose}>
            {BOARD_THEMES.map((value) => (
              <Menu.RadioItem
                key={value}
                value={value}
                className="shell-menu__item"
                data-testid={`theme-${value}`}
              >
                <Menu.ItemIndicator className="shell-menu__indicator">✓</Menu.ItemIndicator>
                {themeLabel(t, value)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      )}
    </LazyMenu>
  );
}
