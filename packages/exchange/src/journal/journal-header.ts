/**
 * The first line of a journal that was cut at a snapshot: it names the position (counted from
 * the start of the exchange's history) of the file's first entry, so positions stay global
 * however often the journal is cut. A journal without it starts at position 0.
 */
const FORMAT = "bangia-exchange-journal";

export function encodeJournalHeader(base: number): string {
  return JSON.stringify({ journal: FORMAT, base });
}

/** The base position the line names, or null when the line is not a journal header. */
export function decodeJournalHeader(line: string): number | null {
  // Entries start with `{"t":`; only a line that can be a header is parsed here.
  if (!line.startsWith('{"journal":')) return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const base = record["base"];
  if (record["journal"] !== FORMAT || typeof base !== "number") return null;
  return Number.isSafeInteger(base) && base >= 0 ? base : null;
}
