/**
 * The private registration of the realtime socket (accounts-session §4 "Private order events
 * registration … using sid, acc and a key"): `regsorder` `{ sid, acc, key }` joins the
 * connection to the room of account `acc`, where its order notices will go. It is accepted only
 * when `sid` is a live session, `key` is that session's user id, the user owns `acc`, and the
 * connection's Origin, when it sends one, is our own (request-origin.ts). Anything else is
 * ignored, with a debug log: the socket has no error channel, and a refusal tells a prober
 * nothing.
 *
 * `sid` may be left out (ours): the page keeps its session in the HttpOnly `sid` cookie, which
 * the browser sends with the socket's handshake, and the cookie then names the session. The
 * socket layer re-checks registered sessions (socket-server.ts) so a connection leaves its
 * account rooms soon after a logout or an expiry.
 */
import { SESSION_COOKIE } from "../auth/session-plugin";
import { readCookie } from "../auth/cookie-header";
import { isCrossOrigin } from "../auth/request-origin";
import type { SessionStore, TradingAccountStore } from "../db/stores";

export interface OrderRegistrationDeps {
  readonly sessions: Pick<SessionStore, "find">;
  readonly accounts: Pick<TradingAccountStore, "ownedBy">;
  /** Wall-clock now, epoch ms (sessions expire on it). */
  readonly now?: () => number;
}

/** What of the handshake the check reads. */
export interface HandshakeOrigin {
  readonly origin: string | string[] | undefined;
  readonly host: string | undefined;
  readonly secure: boolean;
  /** The handshake's Cookie header: its `sid` names the session when the payload does not. */
  readonly cookie?: string | undefined;
}

export type OrderRegistration =
  | {
      readonly ok: true;
      readonly userId: string;
      readonly accountCode: string;
      /** The session that registered, re-checked while the connection stays in the room. */
      readonly sid: string;
    }
  | { readonly ok: false; readonly reason: "shape" | "origin" | "session" | "user" | "account" };

const ACCOUNT_ROOM_PREFIX = "acc:";
const MAX_FIELD_LENGTH = 256;

/** The room of an account's order notices; no symbol room or socket id looks like it. */
export function accountRoom(accountCode: string): string {
  return `${ACCOUNT_ROOM_PREFIX}${accountCode}`;
}

/** Whether a room is an account room. */
export function isAccountRoom(room: string): boolean {
  return room.startsWith(ACCOUNT_ROOM_PREFIX);
}

function field(payload: object, name: string): string | null {
  const value: unknown = (payload as Record<string, unknown>)[name];
  return typeof value === "string" && value.length > 0 && value.length <= MAX_FIELD_LENGTH
    ? value.trim()
    : null;
}

/** Checks a `regsorder` payload, of any shape, from a connection with `handshake`. */
export async function checkOrderRegistration(
  payload: unknown,
  handshake: HandshakeOrigin,
  deps: OrderRegistrationDeps,
): Promise<OrderRegistration> {
  if (typeof payload !== "object" || payload === null) return { ok: false, reason: "shape" };
  const sid = field(payload, "sid") ?? readCookie(handshake.cookie, SESSION_COOKIE);
  const acc = field(payload, "acc");
  const key = field(payload, "key");
  if (sid === null || acc === null || key === null) return { ok: false, reason: "shape" };
  if (isCrossOrigin({ origin: handshake.origin, host: handshake.host, secure: handshake.secure }))
    return { ok: false, reason: "origin" };
  const session = await deps.sessions.find(sid, (deps.now ?? Date.now)());
  if (session === null) return { ok: false, reason: "session" };
  if (session.userId.toLowerCase() !== key.toLowerCase()) return { ok: false, reason: "user" };
  const accountCode = acc.toUpperCase();
  if (!(await deps.accounts.ownedBy(accountCode, session.userId))) return { ok: false, reason: "account" };
  return { ok: true, userId: session.userId, accountCode, sid };
}
