/**
 * The login state (accounts-session §3 "App/session state", §4 Login, Logout, Expired session).
 * Everything that differs for a logged-in customer (server watchlists, settings, pinned scope,
 * order tickets, the header) reads it here.
 *
 * The session id lives in memory only after a login in this tab; after a reload or a login in
 * another tab the HttpOnly `sid` cookie carries the session and `restore()` reads who is logged
 * in from GET /api/session (`sid` is then null). Tabs tell each other of a login or logout over
 * a BroadcastChannel (a `storage` event where there is none): the others restore or sign out.
 */
import type { AuthenType } from "@bangia/market";
import { create } from "zustand";
import { logLoadFailure, setApiSession, whenSessionRefused } from "../api/http";
import { fetchSession, postLogout, type SessionInfo } from "../api/session-api";
import { removeLocal } from "./local-value";
import { useUi } from "./ui";

export interface SessionUser {
  readonly userId: string;
  /** The login's session id; null when the session was restored from the cookie. */
  readonly sid: string | null;
  readonly customerName: string;
  /** Default account code, "" when none is set. */
  readonly defaultAcc: string;
  /** "1" forces the first-login password change. */
  readonly iFlag: "0" | "1";
  /** "O" SMS OTP, anything else smart OTP. */
  readonly authenType: AuthenType;
  /** "0" when two-factor is not yet set up. */
  readonly login2faFlag: "0" | "1";
  /** DD/MM/YYYY, "" when the password never expires. */
  readonly pwdExprireDate: string;
  readonly isShowBanner: boolean;
  /** Symbols the customer is an insider of: the board shows their disclosure notice. */
  readonly insiderSymbols: readonly string[];
}

/** unknown until the start-up restore answers; then anonymous or signed-in. */
export type SessionStatus = "unknown" | "anonymous" | "signed-in";

export interface SessionState {
  readonly user: SessionUser | null;
  readonly status: SessionStatus;
  /** Set by expire(): the session-expired alert shows until clearExpired(). */
  readonly expired: boolean;
  signIn(user: SessionUser): void;
  /** Ends the session on the server (in the background) and clears what a logout clears. */
  signOut(): void;
  /** The server said the session is gone: clears like a logout and raises the alert. */
  expire(): void;
  /** Reads the cookie's session from the server: signs in (sid null) or becomes anonymous. */
  restore(): Promise<void>;
  clearExpired(): void;
  /** Replaces some fields of the signed-in user (the iFlag after a password change, insiders). */
  updateUser(fields: Partial<Omit<SessionUser, "userId" | "sid">>): void;
}

/**
 * Browser keys a logout clears (accounts-session §3 "Stored items", §4 Logout): the change-password
 * flag, the remembered order fields and the remembered PIN. The order panel writes the last two
 * with the order-entry issue; clearing absent keys costs nothing.
 */
export const LOGOUT_CLEARED_KEYS = [
  "openChangePassword",
  "isRememberOrder",
  "rememberedOrder",
  "remember-pin",
  "pin-value",
] as const;

/** The channel tabs share login and logout on; also the storage key of the fallback. */
export const SESSION_CHANNEL = "bangia-session";

type TabMessage = { readonly type: "signed-in" } | { readonly type: "signed-out" };

/** The session user of a GET /api/session answer (no sid: the cookie holds it). */
export function userFromSessionInfo(info: SessionInfo): SessionUser {
  return {
    userId: info.user,
    sid: null,
    customerName: info.name,
    defaultAcc: info.defaultAcc,
    iFlag: info.iFlag,
    authenType: info.AuthenType,
    login2faFlag: info.login2faFlag,
    pwdExprireDate: info.pwdExprireDate,
    isShowBanner: info.isShowBanner,
    insiderSymbols: info.insiderSymbols,
  };
}

function clearLocalSessionValues(): void {
  for (const key of LOGOUT_CLEARED_KEYS) removeLocal(key);
}

function closeSessionUi(): void {
  const ui = useUi.getState();
  ui.setOrderPanelOpen(false);
  ui.requestTicket(null);
  ui.setAccountSettingsOpen(false);
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  status: "unknown",
  expired: false,
  signIn: (user) => {
    set({ user, status: "signed-in", expired: false });
    // A fresh login (its sid in hand) tells the other tabs; a restore never echoes.
    if (user.sid !== null) tellOtherTabs({ type: "signed-in" });
  },
  signOut: () => {
    const previous = get().user;
    signOutLocally();
    if (previous === null) return;
    tellOtherTabs({ type: "signed-out" });
    postLogout(previous.sid).catch((error: unknown) => logLoadFailure("logout", error));
  },
  expire: () => {
    if (get().user === null && get().status !== "signed-in") return;
    signOutGeneration.signOuts++;
    clearLocalSessionValues();
    set({ user: null, status: "anonymous", expired: true });
    closeSessionUi();
    // The session is gone for every tab of this browser (one cookie).
    tellOtherTabs({ type: "signed-out" });
  },
  restore: async () => {
    const generation = ++signOutGeneration.restores;
    const signOutsBefore = signOutGeneration.signOuts;
    try {
      // By the cookie alone: it names the browser's newest session, whatever this tab holds.
      const answer = await fetchSession(undefined, true);
      // A sign-out (here or in another tab) while this was in flight wins; so does a newer restore.
      if (signOutGeneration.signOuts !== signOutsBefore || generation !== signOutGeneration.restores) return;
      if (answer.rc === 1 && answer.data !== undefined) {
        const user = userFromSessionInfo(answer.data);
        const current = get().user;
        // The same customer keeps the id this tab logged in with only if it is still the cookie's.
        if (current !== null && current.userId !== user.userId) signOutLocally();
        get().signIn(user);
      } else if (get().user !== null) signOutLocally();
      else set({ status: "anonymous" });
    } catch (error) {
      // No answer: stay as we are; an unknown status becomes anonymous so the login shows.
      logLoadFailure("session restore", error);
      if (get().status === "unknown") set({ status: "anonymous" });
    }
  },
  clearExpired: () => set({ expired: false }),
  updateUser: (fields) => {
    const user = get().user;
    if (user !== null) set({ user: { ...user, ...fields } });
  },
}));

// A user-scoped route answering 401 NO_SESSION means the session ended on the server (price-board
// §8 "HTTP 401 … Invalid Session"): the same expiry as the core gateway's rc -1.
whenSessionRefused(() => {
  if (useSession.getState().user !== null) useSession.getState().expire();
});

// The session header follows the store, however the state is set (tests set it directly).
useSession.subscribe((state, previous) => {
  if (state.user?.sid !== previous.user?.sid) setApiSession(state.user?.sid ?? null);
});

/** Counts sign-outs and restores, so a restore answered after a sign-out is dropped. */
const signOutGeneration = { signOuts: 0, restores: 0 };

/** The logout's clearing without the server call (another tab already made it). */
function signOutLocally(): void {
  signOutGeneration.signOuts++;
  clearLocalSessionValues();
  useSession.setState({ user: null, status: "anonymous" });
  closeSessionUi();
}

/** The pinned-rows scope of a menu for the current login state. */
export function pinScope(menu: string, user: SessionUser | null): string {
  return `${user === null ? "guest" : "user"}:${menu}`;
}

// ── Tabs ────────────────────────────────────────────────────────────────────────────────────

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel =
    typeof window !== "undefined" && typeof BroadcastChannel === "function"
      ? new BroadcastChannel(SESSION_CHANNEL)
      : null;
  // Node's channel (the tests) would otherwise keep the process alive; browsers have no unref.
  (channel as { unref?: () => void } | null)?.unref?.();
  return channel;
}

function tellOtherTabs(message: TabMessage): void {
  if (typeof window === "undefined") return;
  const open = sessionChannel();
  if (open !== null) {
    open.postMessage(message);
    return;
  }
  // Fallback: the storage event reaches the other tabs only; a time stamp makes each write new.
  try {
    globalThis.localStorage?.setItem(SESSION_CHANNEL, JSON.stringify({ ...message, at: Date.now() }));
  } catch {
    // Full or disabled storage: the other tabs learn on their next call.
  }
}

/** What a tab does when another tab logged in or out. */
export function onTabMessage(message: unknown): void {
  if (typeof message !== "object" || message === null || !("type" in message)) return;
  if (message.type === "signed-in") void useSession.getState().restore();
  else if (message.type === "signed-out") {
    // Also while this tab's own restore is in flight: that answer is then dropped.
    if (useSession.getState().user !== null) signOutLocally();
    else signOutGeneration.signOuts++;
  }
}

let started = false;

/**
 * Starts the session once per page: listens to the other tabs and restores the cookie's
 * session. Later calls do nothing.
 */
export function startSession(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const open = sessionChannel();
  if (open !== null) open.addEventListener("message", (event) => onTabMessage(event.data));
  else
    window.addEventListener("storage", (event) => {
      if (event.key !== SESSION_CHANNEL || event.newValue === null) return;
      try {
        onTabMessage(JSON.parse(event.newValue));
      } catch {
        // Not ours.
      }
    });
  void useSession.getState().restore();
}
