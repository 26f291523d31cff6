/**
 * What happens when a customer signs in or out (accounts-session §4 Login, "After login becomes
 * true", Card status, Logout, Expired session): on a sign-in the account store loads, then the
 * CCCD block shows if due; the smart-OTP guide and the banner show if due. On a sign-out (logout,
 * expiry, another tab) the store and every notice clear. Changes to the same user's fields (a new
 * default account, the iFlag after a password change) load nothing again.
 */
import { useSession, type SessionUser } from "../state/session";
import { useAccountNotices } from "./account-notices";
import { useAccount } from "./account-store";
import { bannerDue, cardBlockDue, exchangeToday, smartOtpGuideDue } from "./notice-markers";

export interface AccountSessionDeps {
  readonly account: typeof useAccount;
  readonly notices: typeof useAccountNotices;
  readonly session: typeof useSession;
  /** The customer's day (exchange date). */
  readonly today: () => string;
}

const APP_DEPS: AccountSessionDeps = {
  account: useAccount,
  notices: useAccountNotices,
  session: useSession,
  today: () => exchangeToday(),
};

async function signedIn(deps: AccountSessionDeps, user: SessionUser): Promise<void> {
  const notices = deps.notices.getState();
  if (smartOtpGuideDue(user, deps.today())) notices.showSmartOtpGuide();
  if (bannerDue(user)) notices.showBanner();
  await deps.account.getState().load(user);
  const { userId, cardClear } = deps.account.getState();
  // Still this user's load (not cleared by a logout meanwhile) and the status was read.
  if (userId !== user.userId || cardClear === null) return;
  if (cardBlockDue(user.userId, cardClear, deps.today())) deps.notices.getState().showCardBlock();
}

function signedOut(deps: AccountSessionDeps): void {
  deps.account.getState().clear();
  deps.notices.getState().closeAll();
}

/** Follows the session from now on (and acts on a user already signed in); returns the stop. */
export function followSession(deps: AccountSessionDeps = APP_DEPS): () => void {
  const initial = deps.session.getState().user;
  if (initial !== null) void signedIn(deps, initial);
  return deps.session.subscribe((state, previous) => {
    const next = state.user;
    if (next?.userId === previous.user?.userId) return;
    if (previous.user !== null) signedOut(deps);
    if (next !== null) void signedIn(deps, next);
  });
}
