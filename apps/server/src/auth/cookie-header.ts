/**
 * Reading one cookie from a `Cookie` request header (RFC 6265 §5.4: `name=value` pairs joined
 * by "; "). Hand-written because the server needs one value and no other cookie feature.
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
