/**
 * One input of the exchange as the journal keeps it: a command at an instant, or a clock step
 * (the exchange runs session events on `tick()`, so the steps are inputs too). Each entry is one
 * line of JSON (NDJSON); `t` is the market-clock epoch milliseconds the input was applied at.
 */
import type { OrderCommand } from "../orders/order-commands";
import { RecoveryError } from "./recovery-error";

export interface CommandEntry {
  readonly t: number;
  readonly c: OrderCommand;
}

export interface TickEntry {
  readonly t: number;
  readonly tick: true;
}

export type JournalEntry = CommandEntry | TickEntry;

export function isTickEntry(entry: JournalEntry): entry is TickEntry {
  return "tick" in entry;
}

/**
 * The entry as one line of JSON, without the newline. A command that is not JSON (undefined, a
 * bigint, a cycle) is journaled as `null`: the journal keeps what the exchange will be given, and
 * the exchange refuses `null` as malformed just as it would have refused the original.
 */
export function encodeEntry(entry: JournalEntry): string {
  if (isTickEntry(entry)) return `{"t":${entry.t},"tick":true}`;
  let command: string | undefined;
  try {
    command = JSON.stringify(entry.c);
  } catch {
    command = undefined;
  }
  return `{"t":${entry.t},"c":${command ?? "null"}}`;
}

/** Reads one journal line back; throws `RecoveryError` (with `where`) when it is not an entry. */
export function decodeEntry(line: string, where = "journal entry"): JournalEntry {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new RecoveryError(`${where} is not JSON: ${preview(line)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new RecoveryError(`${where} is not an entry: ${preview(line)}`);
  const record = value as Record<string, unknown>;
  const t = record["t"];
  if (typeof t !== "number" || !Number.isSafeInteger(t) || t < 0)
    throw new RecoveryError(`${where} has no valid time "t": ${preview(line)}`);
  if (record["tick"] === true && !("c" in record)) return { t, tick: true };
  if ("c" in record && !("tick" in record)) return { t, c: record["c"] as OrderCommand };
  throw new RecoveryError(`${where} must hold either a command "c" or "tick": true: ${preview(line)}`);
}

function preview(line: string): string {
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}
