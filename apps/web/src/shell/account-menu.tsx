/**
 * A logged-in customer's menu (price-board §1 Header): the customer name opens account settings
 * and logout. Account settings come with the accounts release, so the entry is there but
 * disabled, with a tooltip saying so.
 */
import { DropdownMenu, Tooltip } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useSession } from "../state/session";
import "../ui/menu.css";

export function AccountMenu({ customerName }: { readonly customerName: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="shell-button user-menu__trigger"
        data-testid="user-menu"
        aria-label={t("shell.user.menu", { name: customerName })}
      >
        <span className="user-menu__name">{customerName}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-panel shell-menu" align="end" sideOffset={4}>
          <Tooltip.Provider delayDuration={200}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <DropdownMenu.Item className="shell-menu__item" disabled data-testid="account-settings">
                  {t("shell.user.settings")}
                </DropdownMenu.Item>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content className="shell-tooltip" side="left" sideOffset={6}>
                  {t("shell.user.settingsSoon")}
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </Tooltip.Provider>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item
            className="shell-menu__item"
            data-testid="logout"
            onSelect={() => useSession.getState().signOut()}
          >
            {t("shell.user.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
