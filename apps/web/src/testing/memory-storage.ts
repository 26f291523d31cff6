/**
 * A localStorage over a Map for the tests, so a test sets and reads exactly what is stored.
 */
import { vi } from "vitest";

/** Puts a fresh one in place of localStorage (vi.unstubAllGlobals undoes it); returns its Map. */
export function stubLocalStorage(): Map<string, string> {
  const entries = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  });
  return entries;
}
