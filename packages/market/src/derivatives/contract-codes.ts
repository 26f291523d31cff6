/**
 * Futures symbols (market-rules §8 "Codes"), both styles, formatted and parsed back:
 *
 * - Old style `<underlying>FYYMM`: VN30F2504 = VN30 futures expiring April 2025 (also
 *   VN100F…, GB05F…, GB10F…).
 * - KRX style (new series from May 2025), 9 characters: `4` (derivative) + `1` (future; `2`
 *   would be a spread) + underlying `I1` VN30 / `I2` VN100 / `B5` GB05 / `BA` GB10 + year
 *   character + month character + `000`. Year: 0–9 = 2010–2019, A–F = 2020–2025,
 *   G, H, J, K, L = 2026–2030, then M, N, P, Q, R, S, T, V, W = 2031–2039 (I, O and U are
 *   skipped). Month: 1–9, A = October, B = November, C = December.
 *   VN30F2504 → 41I1F4000; January 2026 VN30 → 41I1G1000.
 *
 * The fact sheet calls the KRX code "8 chars", but its own examples (and the rule it spells
 * out) have 9; we follow the rule. Years beyond 2039 are not defined by our sources, so they
 * are refused. Spread codes (`42…`) are not parsed.
 */
import { contractMonth, type ContractMonth } from "./contract-month";
import { isFuturesUnderlying, type FuturesUnderlying } from "./futures-contracts";

/** A futures contract: what it is on and when it expires. */
export interface FuturesContract {
  readonly underlying: FuturesUnderlying;
  readonly month: ContractMonth;
}

const KRX_UNDERLYING: Readonly<Record<FuturesUnderlying, string>> = {
  VN30: "I1",
  VN100: "I2",
  GB05: "B5",
  GB10: "BA",
};

/** Year characters from 2010 on. */
const YEAR_CHARS = "0123456789ABCDEFGHJKLMNPQRSTVW";
const FIRST_YEAR = 2010;
const MONTH_CHARS = "123456789ABC";

/**
 * The KRX year character, or null outside 2010–2039.
 *
 * @example
 * krxYearChar(2025); // "F"
 * krxYearChar(2026); // "G"
 */
export function krxYearChar(year: number): string | null {
  return YEAR_CHARS[year - FIRST_YEAR] ?? null;
}

/**
 * The year of a KRX year character, or null.
 *
 * @example
 * yearOfKrxChar("L"); // 2030
 * yearOfKrxChar("I"); // null (skipped)
 */
export function yearOfKrxChar(char: string): number | null {
  const index = char.length === 1 ? YEAR_CHARS.indexOf(char) : -1;
  return index < 0 ? null : FIRST_YEAR + index;
}

/**
 * The KRX month character (1–9, A–C).
 *
 * @example
 * krxMonthChar(10); // "A"
 */
export function krxMonthChar(month: number): string | null {
  return MONTH_CHARS[month - 1] ?? null;
}

/**
 * The month (1–12) of a KRX month character, or null.
 *
 * @example
 * monthOfKrxChar("C"); // 12
 */
export function monthOfKrxChar(char: string): number | null {
  const index = char.length === 1 ? MONTH_CHARS.indexOf(char) : -1;
  return index < 0 ? null : index + 1;
}

/**
 * The KRX code of a futures contract; throws a RangeError for years outside 2010–2039.
 *
 * @example
 * krxFuturesCode({ underlying: "VN30", month: { year: 2025, month: 4 } }); // "41I1F4000"
 * krxFuturesCode({ underlying: "VN30", month: { year: 2026, month: 1 } }); // "41I1G1000"
 */
export function krxFuturesCode(contract: FuturesContract): string {
  const year = krxYearChar(contract.month.year);
  const month = krxMonthChar(contract.month.month);
  if (year === null || month === null)
    throw new RangeError(`no KRX code for ${contract.month.year}-${contract.month.month}`);
  return `41${KRX_UNDERLYING[contract.underlying]}${year}${month}000`;
}

/**
 * Reads a KRX futures code, or returns null.
 *
 * @example
 * parseKrxFuturesCode("41I1F4000"); // { underlying: "VN30", month: { year: 2025, month: 4 } }
 */
export function parseKrxFuturesCode(code: string): FuturesContract | null {
  const match = /^41([A-Z0-9]{2})([0-9A-Z])([1-9A-C])000$/.exec(code);
  if (match === null) return null;
  const underlying = (Object.keys(KRX_UNDERLYING) as FuturesUnderlying[]).find(
    (key) => KRX_UNDERLYING[key] === match[1],
  );
  const year = yearOfKrxChar(match[2] ?? "");
  const month = monthOfKrxChar(match[3] ?? "");
  if (underlying === undefined || year === null || month === null) return null;
  return { underlying, month: contractMonth(year, month) };
}

/**
 * The old-style code `<underlying>FYYMM`; throws a RangeError for an impossible month or a
 * year outside 2000–2099.
 *
 * @example
 * oldFuturesCode({ underlying: "VN30", month: { year: 2025, month: 4 } }); // "VN30F2504"
 */
export function oldFuturesCode(contract: FuturesContract): string {
  // A hand-built month such as 2025-13 would give a code that never parses back.
  const { year, month } = contractMonth(contract.month.year, contract.month.month);
  if (year < 2000 || year > 2099) throw new RangeError(`no two-digit year for ${year}`);
  return `${contract.underlying}F${String(year % 100).padStart(2, "0")}${String(month).padStart(2, "0")}`;
}

/**
 * Reads an old-style code such as `VN30F2409`, or returns null.
 *
 * @example
 * parseOldFuturesCode("VN30F2409"); // { underlying: "VN30", month: { year: 2024, month: 9 } }
 * parseOldFuturesCode("VN30F1M"); // null (an alias: see listed-contracts)
 */
export function parseOldFuturesCode(code: string): FuturesContract | null {
  const match = /^([A-Z0-9]+)F(\d{2})(\d{2})$/.exec(code);
  if (match === null) return null;
  const [, underlying = "", yy = "", mm = ""] = match;
  const month = Number(mm);
  if (!isFuturesUnderlying(underlying) || month < 1 || month > 12) return null;
  return { underlying, month: contractMonth(2000 + Number(yy), month) };
}

/**
 * Reads a futures code in either style, or returns null.
 *
 * @example
 * parseFuturesCode("41I1G1000"); // { underlying: "VN30", month: { year: 2026, month: 1 } }
 * parseFuturesCode("GB10F2512"); // { underlying: "GB10", month: { year: 2025, month: 12 } }
 */
export function parseFuturesCode(code: string): FuturesContract | null {
  return parseKrxFuturesCode(code) ?? parseOldFuturesCode(code);
}

/**
 * Converts an old-style code to its KRX code, or returns null when it cannot be read.
 *
 * @example
 * krxCodeOfOldCode("VN30F2504"); // "41I1F4000"
 */
export function krxCodeOfOldCode(code: string): string | null {
  const contract = parseOldFuturesCode(code);
  if (contract === null || krxYearChar(contract.month.year) === null) return null;
  return krxFuturesCode(contract);
}
