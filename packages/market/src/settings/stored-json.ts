/**
 * Reading a stored settings object (browser storage or the server's `Settings` text), shared by
 * the settings parsers and not part of the package's API.
 */

/**
 * The plain object behind `raw` (an object, or its JSON text), or null for anything else:
 * unreadable JSON, null, a list, a number.
 */
export function readStoredObject(raw: unknown): Readonly<Record<string, unknown>> | null {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
