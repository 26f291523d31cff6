/**
 * The session's dialogs in the shell (accounts-session §2, §4): starts the session once (restore
 * from the cookie, the other tabs' logins and logouts) and mounts the dialogs' module, loaded on
 * first use, once one is needed: the login dialog asked for (`useUi.loginOpen`: a price click or
 * the order toggle without a session, the header's button), the login page, a forced password
 * change or an expired session. Once loaded it stays mounted, so dialogs open at once.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { LOGIN_PATH } from "../login/login-paths";
import { startSession, useSession } from "../state/session";
import { useUi } from "../state/ui";

const LoginDialogContent = lazy(() =>
  import("./login-dialog-content").then((module) => ({ default: module.LoginDialogContent })),
);

export function LoginDialog() {
  useEffect(() => startSession(), []);
  const open = useUi((state) => state.loginOpen);
  const expired = useSession((state) => state.expired);
  const mustChange = useSession((state) => state.user?.iFlag === "1");
  const onLoginPage = useLocation().pathname === LOGIN_PATH;
  const needed = open || expired || mustChange || onLoginPage;
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogContent />
    </Suspense>
  );
}
