/**
 * The one door to the server's REST feeds. Every call times out after 15 s (price-board §9) and
 * carries the session header when a session id is held in memory (price-board §7). After a
 * reload the id lives only in the HttpOnly `sid` cookie, so a state-changing call also echoes the
 * readable `csrf_token` cookie in the CSRF header (docs/security.md "Session cookies"). Board
 * loads never show an error to the visitor (price-board §8): callers log and keep their old data
 * or stay empty.
 */
import { SESSION_HEADER, type DataFeedAnswers, type DataFeedPath } from "@bangia/market";

export const SERVER_CALL_TIMEOUT_MS = 15_000;

/** A failed call: the HTTP status (0 for network or timeout) and the server's error code if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's CSRF header (apps/server auth/csrf.ts CSRF_HEADER; not exported by the market package). */
export const CSRF_HEADER = "x-csrf-token";
/** The readable cookie holding the session's CSRF token (auth/csrf.ts CSRF_COOKIE). */
export const CSRF_COOKIE = "csrf_token";

let currentSessionId: string | null = null;

/** Called by the session store; the header follows the login state. */
export function setApiSession(sessionId: string | null): void {
  currentSessionId = sessionId;
}

/** The session id held in memory (null before login and after a restore from the cookie). */
export function apiSessionId(): string | null {
  return currentSessionId;
}

/** The value of a cookie the page may read, or null. */
export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ""): string | null {
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export type RequestMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  readonly method?: RequestMethod;
  readonly body?: unknown;
  /** A form-encoded body instead of JSON (the login call). */
  readonly form?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** false: name the session by the cookie only, even with an id in memory (the restore). */
  readonly sessionHeader?: boolean;
}

let onSessionRefused: (() => void) | null = null;

/**
 * Called by the session store: what to do when a user-scoped route answers 401 NO_SESSION (the
 * session ended on the server: expiry, a logout elsewhere). Kept here as a hook so this module
 * needs no import of the store.
 */
export function whenSessionRefused(handler: (() => void) | null): void {
  onSessionRefused = handler;
}

/** The headers of a call: the session header when an id is in memory, the CSRF echo when it changes state. */
export function requestHeaders(
  method: RequestMethod,
  contentType: string | null,
  sessionHeader = true,
): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (sessionHeader && currentSessionId !== null) headers[SESSION_HEADER] = currentSessionId;
  if (method !== "GET") {
    const token = readCookie(CSRF_COOKIE);
    if (token !== null && token !== "") headers[CSRF_HEADER] = token;
  }
  if (contentType !== null) headers["content-type"] = contentType;
  return headers;
}

function bodyOf(options: RequestOptions): { contentType: string | null; body: string | undefined } {
  if (options.form !== undefined)
    return {
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(Object.entries(options.form)).toString(),
    };
  if (options.body !== undefined)
    return { contentType: "application/json", body: JSON.stringify(options.body) };
  return { contentType: null, body: undefined };
}

/** GET (or another method with a JSON or form body) a server path under /api, parsed as JSON. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const method = options.method ?? (options.form !== undefined ? "POST" : "GET");
  const { contentType, body } = bodyOf(options);
  const headers = requestHeaders(method, contentType, options.sessionHeader ?? true);
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      signal,
      credentials: "same-origin",
      ...(body !== undefined ? { body } : {}),
    });
  } catch (error) {
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    const code = answer?.error?.code ?? "HTTP";
    if (response.status === 401 && code === "NO_SESSION") onSessionRefused?.();
    throw new ApiError(response.status, code, `${response.status} on ${path}`);
  }
  return (await response.json()) as T;
}

/**
 * A data-feed call: `datafeed("getliststockdata", "ACB,FPT")` → GET /api/datafeed/getliststockdata/ACB,FPT.
 * The argument is one path segment, encoded.
 */
export function datafeed<P extends DataFeedPath>(
  path: P,
  argument?: string,
  options?: Omit<RequestOptions, "method" | "body">,
): Promise<DataFeedAnswers[P]> {
  const suffix = argument === undefined ? "" : `/${encodeURIComponent(argument).replaceAll("%2C", ",")}`;
  return requestJson<DataFeedAnswers[P]>(`datafeed/${path}${suffix}`, options);
}

/** Logs a failed board load the way price-board §8 asks: only logged. */
export function logLoadFailure(what: string, error: unknown): void {
  console.warn(`[bangia] ${what} failed:`, error instanceof Error ? error.message : error);
}
