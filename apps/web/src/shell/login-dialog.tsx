/**
 * The login dialog (price-board §6: a price click or the order toggle without a session opens
 * it), bound to `useUi.loginOpen`. Its body loads on first use, keeping it out of the first
 * download; once loaded it stays mounted so it closes smoothly and reopens at once.
 */
import { lazy, Suspense, useState } from "react";
import { useUi } from "../state/ui";
import "./shell.css";

const LoginDialogContent = lazy(() =>
  import("./login-dialog-content").then((module) => ({ default: module.LoginDialogContent })),
);

export function LoginDialog() {
  const open = useUi((state) => state.loginOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogContent />
    </Suspense>
  );
}
