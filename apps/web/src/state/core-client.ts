/**
 * The core gateway client (order-entry §7, accounts-session §7): POST /api/core with the envelope
 * `{ group, session, user, language, data }`, typed by the group and command map of the market
 * package. An answer rc -1 "InvalidSessionException" (any call) expires the session first
 * (accounts-session §4 "Expired session"), then goes back to the caller like any other answer.
 */
import type {
  CoreAnswerOf,
  CoreCommandOf,
  CoreDataOf,
  CoreEnvelope,
  CoreGroup,
  CoreExtInfo,
} from "@bangia/market";
import { usePreferences } from "./preferences";
import { useSession } from "./session";
import { requestJson } from "../api/http";

/** The rs of the gateway's answer to a call without a live session. */
export const INVALID_SESSION_RS = "InvalidSessionException";
export const INVALID_SESSION_RC = -1;

/** Whether an answer says the session is gone. */
export function isInvalidSession(answer: { readonly rc: number; readonly rs?: string }): boolean {
  return answer.rc === INVALID_SESSION_RC && answer.rs === INVALID_SESSION_RS;
}

export interface CoreCallOptions {
  readonly extInfo?: CoreExtInfo;
  readonly signal?: AbortSignal;
  /** The envelope's user before a session exists (the OTP step and its resend). */
  readonly user?: string;
}

/** The envelope of a call from the current session and language. */
export function coreEnvelope<G extends CoreGroup, D extends { readonly cmd: string }>(
  group: G,
  data: D,
  options: Pick<CoreCallOptions, "extInfo" | "user"> = {},
): CoreEnvelope<G, D> {
  const user = useSession.getState().user;
  return {
    group,
    session: user?.sid ?? "",
    user: user?.userId ?? options.user ?? "",
    language: usePreferences.getState().language,
    ...(options.extInfo !== undefined ? { extInfo: options.extInfo } : {}),
    data,
  };
}

/**
 * One core call: `coreCall("B", { cmd: "ListAccount" })`. Resolves with the answer whatever its
 * rc; rejects with ApiError only when the server answers no envelope (HTTP error, network).
 */
export async function coreCall<G extends CoreGroup, C extends CoreCommandOf<G>>(
  group: G,
  data: CoreDataOf<G, C> & { readonly cmd: C },
  options: CoreCallOptions = {},
): Promise<CoreAnswerOf<G, C>> {
  const answer = await requestJson<CoreAnswerOf<G, C>>("core", {
    method: "POST",
    body: coreEnvelope(group, data, options),
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  });
  if (isInvalidSession(answer)) useSession.getState().expire();
  return answer;
}
