/**
 * A logged-in customer's menu (accounts-session §2 Header): the customer's name opens account
 * settings (the default-account modal: `useUi.accountSettingsOpen`) and logout.
 */
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
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
        <span className="user-menu__name" data-testid="user-name">
          {customerName}
        </span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-panel shell-menu" align="end" sideOffset={4}>
          <DropdownMenu.Item
            className="shell-menu__item"
            data-testid="account-settings"
            onSelect={() => useUi.getState().setAccountSettingsOpen(true)}
          >
            {t("shell.user.settings")}
          </DropdownMenu.Item>
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
