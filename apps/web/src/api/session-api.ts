/**
 * The session calls outside the core gateway (accounts-session §7, docs/server.md "Login"):
 * GET /api/session ("who am I"), POST /api/login (form-encoded) and POST /api/logout.
 */
import { CHANNEL, type CoreAnswer, type Language, type LoginAnswer, type SessionInfo } from "@bangia/market";
import { requestJson } from "./http";

export type { SessionInfo };

/** `{ rc: 1, data }` with a live session; `{ rc: -1, rs: "InvalidSessionException" }` without. */
export type SessionAnswer = CoreAnswer<SessionInfo>;

/**
 * Who the cookie's session is. `cookieOnly` leaves out the in-memory session header: a tab
 * restoring after another tab's login must learn the cookie's (newest) session, not its own old one.
 */
export function fetchSession(signal?: AbortSignal, cookieOnly = false): Promise<SessionAnswer> {
  return requestJson<SessionAnswer>("session", {
    ...(signal === undefined ? {} : { signal }),
    ...(cookieOnly ? { sessionHeader: false } : {}),
  });
}

/**
 * POST /api/login with the password's client digest (never the password itself); `language`
 * is that of the server's own messages (the lockout's).
 */
export function postLogin(user: string, passDigest: string, language: Language): Promise<LoginAnswer> {
  return requestJson<LoginAnswer>("login", { form: { user, pass: passDigest, channel: CHANNEL, language } });
}

/** POST /api/logout of the session in memory, else the cookie's. */
export function postLogout(sid: string | null): Promise<CoreAnswer> {
  return requestJson<CoreAnswer>("logout", { method: "POST", body: sid === null ? {} : { session: sid } });
}
