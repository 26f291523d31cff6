/**
 * The account layer of a signed-in page (accounts-session §2), loaded with the first login
 * (account-layer.tsx): it follows the session (account-session.ts: the account store, the card
 * status, the notices due), and shows the default-account modal when the header asks for it and
 * the after-login notices one at a time (account-notices.ts), and the order panel while signed in
 * (trading/). Each dialog loads on first use.
 */
import "../account/account.lazy.i18n";
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { shownNotice, useAccountNotices, type NoticeKind } from "../account/account-notices";
import { followSession } from "../account/account-session";

const DefaultAccountDialog = lazy(() =>
  import("../account/default-account-dialog").then((module) => ({ default: module.DefaultAccountDialog })),
);

/** The order panel, its realtime notices and shortcuts: loaded with the account layer's first login. */
const TradingLive = lazy(() =>
  import("../trading/trading-live").then((module) => ({ default: module.TradingLive })),
);

const NOTICES: Readonly<Record<NoticeKind, LazyExoticComponent<ComponentType>>> = {
  cardBlock: lazy(() => import("../account/cccd-dialog").then((module) => ({ default: module.CccdDialog }))),
  insiderAlert: lazy(() =>
    import("../account/insider-dialogs").then((module) => ({ default: module.InsiderAlertDialog })),
  ),
  insiderBlock: lazy(() =>
    import("../account/insider-dialogs").then((module) => ({ default: module.InsiderBlockDialog })),
  ),
  banner: lazy(() => import("../account/banner-dialog").then((module) => ({ default: module.BannerDialog }))),
  smartOtpGuide: lazy(() =>
    import("../account/smart-otp-guide").then((module) => ({ default: module.SmartOtpGuide })),
  ),
};

export function AccountLive() {
  useEffect(() => followSession(), []);
  const signedIn = useSession((state) => state.user !== null);
  const settingsOpen = useUi((state) => state.accountSettingsOpen);
  const notice = useAccountNotices(shownNotice);
  const Notice = notice === null ? null : NOTICES[notice];
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <TradingLive />
        </Suspense>
      )}
      {signedIn && settingsOpen && (
        <Suspense fallback={null}>
          <DefaultAccountDialog />
        </Suspense>
      )}
      {Notice !== null && (
        <Suspense fallback={null}>
          <Notice key={notice} />
        </Suspense>
      )}
    </>
  );
}
