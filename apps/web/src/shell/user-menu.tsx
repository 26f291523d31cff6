/**
 * The header's account corner (accounts-session §2 "header (login, logout, account settings,
 * customer name)"): a login button when anonymous; the customer's name with account settings and
 * logout when logged in (account-menu.tsx, loaded only then).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";

const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const setLoginOpen = useUi((state) => state.setLoginOpen);

  if (user === null)
    return (
      <button
        type="button"
        className="shell-button shell-button--accent"
        data-testid="login-button"
        onClick={() => setLoginOpen(true)}
      >
        {t("shell.login")}
      </button>
    );

  return (
    <Suspense
      fallback={
        <span className="user-menu__name" data-testid="user-name">
          {user.customerName}
        </span>
      }
    >
      <AccountMenu customerName={user.customerName} />
    </Suspense>
  );
}
