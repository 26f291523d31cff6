/**
 * The theme picker (price-board §2 toolbar): classic, modern or colorful (default colorful),
 * remembered with the board settings; the document's theme attribute follows the preference.
 */
import { BOARD_THEMES, type BoardTheme } from "@bangia/market";
import type { TFunction } from "i18next";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../state/preferences";

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="shell-button toolbar-button"
        data-testid="theme-picker"
        aria-label={`${t("shell.toolbar.theme")}: ${themeLabel(t, theme)}`}
        title={t("shell.toolbar.theme")}
      >
        <span aria-hidden="true">◐</span> <span className="toolbar-button__text">{themeLabel(t, theme)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="shell-menu" align="end" sideOffset={4}>
          <DropdownMenu.Label className="shell-menu__label">{t("shell.toolbar.theme")}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={choose}>
            {BOARD_THEMES.map((value) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="shell-menu__item shell-menu__item--radio"
                data-testid={`theme-${value}`}
              >
                <DropdownMenu.ItemIndicator className="shell-menu__indicator">✓</DropdownMenu.ItemIndicator>
                {themeLabel(t, value)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
