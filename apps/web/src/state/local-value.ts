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

/** Writes a value; a full or disabled storage only loses the memory of it (and answers false). */
export function writeLocal(key: string, value: unknown): boolean {
  try {
    const storage = globalThis.localStorage;
    if (storage === undefined) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Private mode or quota: the value lives until the page closes.
    return false;
  }
}

export function removeLocal(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * Calls `listener` when another tab changes one of `keys` (with the key) or clears the storage
 * (with null). Browsers send the `storage` event to the other tabs only, never to the writer, so
 * a store can re-read without echoing a write back. Outside a browser it does nothing.
 */
export function onOtherTabChange(
  keys: readonly string[],
  listener: (key: string | null) => void,
): () => void {
  const target = typeof window === "undefined" ? undefined : window;
  if (target === undefined) return () => undefined;
  const handle = (event: StorageEvent): void => {
    if (event.key !== null && !keys.includes(event.key)) return;
    // Session storage raises the same event; only the kept values matter here.
    if (event.storageArea !== null && event.storageArea !== globalThis.localStorage) return;
    listener(event.key);
  };
  target.addEventListener("storage", handle);
  return () => target.removeEventListener("storage", handle);
}
