/**
 * Replaying journal entries: set the manual clock to the entry's instant, then give the exchange
 * the same input it had (a command, or a clock step). The exchange is deterministic, so the same
 * entries from the same state give the same events and the same state.
 */
import type { ManualClock } from "../clock/market-clock";
import type { MarketExchange } from "../exchange/market-exchange";
import type { CommandResult } from "../exchange/exchange-api";
import { isTickEntry, type JournalEntry } from "./journal-entry";
import { RecoveryError } from "./recovery-error";

/** What replay needs of the exchange. */
export type ReplayTarget = Pick<MarketExchange, "execute" | "tick">;

/** Applies one entry; the answer of a command, or null for a clock step. */
export function applyEntry(
  exchange: ReplayTarget,
  clock: ManualClock,
  entry: JournalEntry,
): CommandResult | null {
  clock.set(entry.t);
  if (isTickEntry(entry)) {
    exchange.tick();
    return null;
  }
  return exchange.execute(entry.c);
}

/** Applies one entry of a replay, refusing time that runs backwards; `where` names the entry. */
export function replayEntry(
  exchange: ReplayTarget,
  clock: ManualClock,
  entry: JournalEntry,
  where: string,
): void {
  if (entry.t < clock.now())
    throw new RecoveryError(`${where} goes back in time (${entry.t} < ${clock.now()})`);
  applyEntry(exchange, clock, entry);
}

/** Replays `entries` in order; returns how many were applied. Time must never run backwards. */
export function replayJournal(
  exchange: ReplayTarget,
  clock: ManualClock,
  entries: Iterable<JournalEntry>,
): number {
  let count = 0;
  for (const entry of entries) {
    replayEntry(exchange, clock, entry, `journal entry ${count + 1} of the replay`);
    count++;
  }
  return count;
}
