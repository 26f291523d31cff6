/**
 * Values kept in the browser (price-board §3 "Locally kept values"). Reads never throw: a value
 * that is missing, unparsable or refused by `parse` gives the fallback, so a hand-edited or
 * outdated entry cannot break the board.
 */
export function readLocal<T>(key: string, parse: (raw: unknown) => T | null, fallback: T): T {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (text === null || text === undefined) return fallback;
    return parse(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Writes a value; a full or disabled storage only loses the memory of it. */
export function writeLocal(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or quota: the value lives until the page closes.
  }
}

export function removeLocal(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // As above.
  }
}
