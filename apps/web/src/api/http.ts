/**
 * The one door to the server's REST feeds. Every call times out after 15 s (price-board §9) and
 * carries the session header when a session exists (price-board §7). Board loads never show an
 * error to the visitor (price-board §8): callers log and keep their old data or stay empty.
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

let currentSessionId: string | null = null;

/** Called by the session store; the header follows the login state. */
export function setApiSession(sessionId: string | null): void {
  currentSessionId = sessionId;
}

export interface RequestOptions {
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** GET (or another method with a JSON body) a server path under /api, parsed as JSON. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: "application/json" };
  if (currentSessionId !== null) headers[SESSION_HEADER] = currentSessionId;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: options.method ?? "GET",
      headers,
      signal,
      credentials: "same-origin",
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (error) {
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    throw new ApiError(response.status, answer?.error?.code ?? "HTTP", `${response.status} on ${path}`);
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
