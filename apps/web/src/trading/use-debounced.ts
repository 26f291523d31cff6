/**
 * A value that follows `value` once it has stayed unchanged for `ms` (typing in a price).
 *
 * `flushKey`: when it changes, the value settles at once, in the same render — a price set in
 * one go (a price click, a holding's Sell) is no typing to wait for, and what reads the settled
 * value (the buying power at the ticket's price) asks for the new price straight away instead of
 * for the old one first and the new one 300 ms later.
 */
import { useEffect, useState } from "react";

export function useDebounced<T>(value: T, ms: number, flushKey?: unknown): T {
  const [settled, setSettled] = useState(value);
  const [flushedFor, setFlushedFor] = useState(flushKey);
  let current = settled;
  if (flushKey !== flushedFor) {
    // Adjusting state while rendering: React renders again before committing, so nothing of
    // this pass (no query, no fetch) reaches the page with the stale value.
    setFlushedFor(flushKey);
    setSettled(value);
    current = value;
  }
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}
