/**
 * The account layer over the app (accounts-session §2): nothing for a visitor; from the first
 * login on (or a session restored from the cookie), the account module (account-live.tsx: the
 * account store, the default-account modal, the after-login notices), loaded then so that none
 * of it weighs on the first download. Once loaded it stays mounted and follows the session.
 */
import { lazy, Suspense, useState } from "react";
import { useSession } from "../state/session";

const AccountLive = lazy(() => import("./account-live").then((module) => ({ default: module.AccountLive })));

export function AccountLayer() {
  const signedIn = useSession((state) => state.user !== null);
  const [wanted, setWanted] = useState(signedIn);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountLive />
    </Suspense>
  );
}
