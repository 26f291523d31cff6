/**
 * Reading one cookie from a `Cookie` request header (RFC 6265 §5.4: `name=value` pairs joined
 * by "; ") and writing a `Set-Cookie` value (§4.1). Hand-written because the server needs one
 * value in and the session's two cookies out, and no other cookie feature.
 */

/** Longest header we read: a browser's whole cookie jar for one site stays far below it. */
const MAX_HEADER_LENGTH = 8 * 1024;

function decode(value: string): string | null {
  const unquoted =
    value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return null;
  }
}

/**
 * The value of cookie `name`, or null when the header lacks it, is malformed there or too long.
 * The first pair of that name wins (browsers send the most specific path first).
 *
 * @example readCookie("theme=dark; sid=abc%3D", "sid") // "abc="
 * @example readCookie("sidx=1", "sid") // null
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (header === undefined || header.length > MAX_HEADER_LENGTH) return null;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    return decode(pair.slice(separator + 1).trim());
  }
  return null;
}

export interface CookieAttributes {
  /** Seconds the cookie lives; 0 deletes it at once. */
  readonly maxAge: number;
  readonly path: string;
  /** Hidden from scripts. */
  readonly httpOnly: boolean;
  /** Sent over TLS only. */
  readonly secure: boolean;
  readonly sameSite: "Strict" | "Lax";
}

// RFC 6265 §4.1.1: a token for the name, cookie-octets for the value.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^[!#-+\--:<-[\]-~]*$/;

/**
 * A `Set-Cookie` header value.
 *
 * @throws RangeError for a name or value a cookie cannot carry as is (our ids and tokens are
 *   base64url, so this never happens but by a programming error).
 * @example
 * serializeCookie("sid", "abc", { maxAge: 60, path: "/", httpOnly: true, secure: false, sameSite: "Strict" })
 * // "sid=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Strict"
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  if (!COOKIE_NAME.test(name)) throw new RangeError(`"${name}" cannot be a cookie name`);
  if (!COOKIE_VALUE.test(value))
    throw new RangeError(`the value of cookie ${name} has characters a cookie cannot carry`);
  if (!Number.isSafeInteger(attributes.maxAge) || attributes.maxAge < 0)
    throw new RangeError(`cookie Max-Age must be a whole number of seconds, got ${attributes.maxAge}`);
  const parts = [`${name}=${value}`, `Max-Age=${attributes.maxAge}`, `Path=${attributes.path}`];
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join("; ");
}
