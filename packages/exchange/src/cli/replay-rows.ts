/**
 * The replay tool's input: a CSV of timestamped inputs, one per row, checked in full before
 * anything runs. Columns: time, action (new | cancel | replace | advance), symbol, side (B/S),
 * type (LO, ATO, ATC, MTL, MOK, MAK, PLO; empty = LO), price (whole VND, LO only), volume,
 * account, client_id, ref (the client_id of an earlier new row, for cancel and replace).
 * Whether the exchange accepts an input is the exchange's answer, not an input error: an
 * unknown symbol or a price off the band is replayed and its reject code reported.
 */
import { parse } from "csv-parse/sync";
import { PRICE_KEYWORDS, type IsoDate, type PriceType, type Side } from "@bangia/market";
import { instantOf, parseReplayTime } from "./replay-time";

export const REPLAY_COLUMNS = [
  "time",
  "action",
  "symbol",
  "side",
  "type",
  "price",
  "volume",
  "account",
  "client_id",
  "ref",
] as const;
export type ReplayColumn = (typeof REPLAY_COLUMNS)[number];

/** The first day when neither `--date` nor the first row names one: the reference-data snapshot's day. */
export const DEFAULT_REPLAY_DAY: IsoDate = "2026-02-10";

const ACTIONS = ["new", "cancel", "replace", "advance"] as const;
const ORDER_TYPES: readonly string[] = ["LO", ...PRICE_KEYWORDS.filter((keyword) => keyword !== "MP")];

export type ReplayInput =
  | {
      readonly action: "new";
      readonly symbol: string;
      readonly side: Side;
      readonly priceType: Exclude<PriceType, "MP">;
      readonly price: number | null;
      readonly volume: number;
      readonly account: string;
      readonly clientId: string;
    }
  | {
      readonly action: "cancel" | "replace";
      readonly ref: string;
      /** Empty: the account of the referenced order. */
      readonly account: string;
      readonly price: number | null;
      readonly volume: number | null;
    }
  | { readonly action: "advance" };

export interface ReplayRow {
  /** 1 for the first row after the header. */
  readonly row: number;
  /** Line of the file the row ends on. */
  readonly line: number;
  readonly time: number;
  readonly cells: Readonly<Record<ReplayColumn, string>>;
  readonly input: ReplayInput;
}

export interface ReplayInputs {
  readonly firstDay: IsoDate;
  readonly rows: readonly ReplayRow[];
}

/** Bad input, with where it is; the tool prints the message and stops. */
export class ReplayInputError extends Error {
  override readonly name = "ReplayInputError";
}

interface Located {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

/**
 * Reads and checks the whole file. `date` is the first day (`--date`); without it, the date of
 * the first row when it has one, else `DEFAULT_REPLAY_DAY`. A row's "HH:MM:SS" is on the date of
 * the row before it (the first day for the first row).
 */
export function parseReplayCsv(text: string, date?: IsoDate): ReplayInputs {
  const records = readCsv(text);
  const [header, ...body] = records;
  if (header === undefined) throw new ReplayInputError("the file is empty: it needs a header row");
  const columns = checkHeader(header.record);
  const cellsOf = (located: Located) =>
    Object.fromEntries(
      REPLAY_COLUMNS.map((column) => [column, located.record[columns[column]] ?? ""]),
    ) as Record<ReplayColumn, string>;
  const firstDay = date ?? firstDate(body.map(cellsOf)) ?? DEFAULT_REPLAY_DAY;
  const clientIds = new Set<string>();
  const rows: ReplayRow[] = [];
  let day = firstDay;
  let previous = instantOf(firstDay, 0);
  body.forEach((located, index) => {
    const where = `row ${index + 1} (line ${located.info.lines})`;
    const fail: (message: string) => never = (message) => {
      throw new ReplayInputError(`${where}: ${message}`);
    };
    const cells = cellsOf(located);
    const parsed = parseReplayTime(cells.time);
    if (parsed === null) fail(`bad time "${cells.time}" (expected HH:MM:SS or YYYY-MM-DD HH:MM:SS)`);
    const time = instantOf(parsed.date ?? day, parsed.seconds);
    if (time < previous)
      fail(
        index === 0
          ? `time "${cells.time}" is before the first day ${firstDay}`
          : `time "${cells.time}" is before the previous row's; rows must be in time order`,
      );
    day = parsed.date ?? day;
    previous = time;
    const input = readInput(cells, clientIds, fail);
    if (input.action === "new") clientIds.add(input.clientId);
    rows.push({ row: index + 1, line: located.info.lines, time, cells, input });
  });
  return { firstDay, rows };
}

function readCsv(text: string): Located[] {
  try {
    return parse(text, { bom: true, trim: true, skip_empty_lines: true, info: true }) as unknown as Located[];
  } catch (error) {
    throw new ReplayInputError(
      `not a valid CSV file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function checkHeader(header: readonly string[]): Record<ReplayColumn, number> {
  const names = header.map((name) => name.toLowerCase());
  const unknown = names.filter((name) => !(REPLAY_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new ReplayInputError(
      `unknown column "${unknown[0]}" in the header (columns: ${REPLAY_COLUMNS.join(",")})`,
    );
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw new ReplayInputError(`the header names the column "${repeated}" twice`);
  const missing = REPLAY_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new ReplayInputError(`the header lacks the column "${missing[0]}"`);
  return Object.fromEntries(REPLAY_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    ReplayColumn,
    number
  >;
}

function firstDate(rows: readonly Record<ReplayColumn, string>[]): IsoDate | null {
  const first = rows[0];
  return first === undefined ? null : (parseReplayTime(first.time)?.date ?? null);
}

function readInput(
  cells: Record<ReplayColumn, string>,
  clientIds: ReadonlySet<string>,
  fail: (message: string) => never,
): ReplayInput {
  const action = cells.action.toLowerCase();
  switch (action) {
    case "advance":
      return { action };
    case "new":
      return readNewOrder(cells, fail);
    case "cancel":
    case "replace": {
      if (cells.ref === "") fail(`a ${action} needs a ref (the client_id of an earlier new row)`);
      if (!clientIds.has(cells.ref))
        fail(`unknown ref "${cells.ref}": no earlier new row has that client_id`);
      return {
        action,
        ref: cells.ref,
        account: cells.account,
        price: action === "replace" ? wholeNumber(cells.price, "price", fail) : null,
        volume: action === "replace" ? wholeNumber(cells.volume, "volume", fail) : null,
      };
    }
    default:
      return fail(`unknown action "${cells.action}" (expected ${ACTIONS.join(", ")})`);
  }
}

function readNewOrder(cells: Record<ReplayColumn, string>, fail: (message: string) => never): ReplayInput {
  const side = cells.side.toUpperCase();
  if (side !== "B" && side !== "S") fail(`bad side "${cells.side}" (expected B or S)`);
  const priceType = (cells.type === "" ? "LO" : cells.type.toUpperCase()) as Exclude<PriceType, "MP">;
  if (!ORDER_TYPES.includes(priceType))
    fail(`unknown order type "${cells.type}" (expected ${ORDER_TYPES.join(", ")})`);
  const price = wholeNumber(cells.price, "price", fail);
  if (priceType === "LO" && price === null) fail("an LO order needs a price");
  if (priceType !== "LO" && price !== null)
    fail(`an ${priceType} order carries no price (leave price empty)`);
  const volume = wholeNumber(cells.volume, "volume", fail);
  if (volume === null) fail("a new order needs a volume");
  for (const column of ["symbol", "account", "client_id"] as const)
    if (cells[column] === "")
      fail(`a new order needs ${column === "client_id" ? "a client_id" : `an ${column}`}`);
  return {
    action: "new",
    symbol: cells.symbol.toUpperCase(),
    side: side as Side,
    priceType,
    price,
    volume,
    account: cells.account,
    clientId: cells.client_id,
  };
}

/** A whole non-negative number, or null for an empty cell. */
function wholeNumber(
  text: string,
  column: "price" | "volume",
  fail: (message: string) => never,
): number | null {
  if (text === "") return null;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value))
    fail(
      `bad number in ${column}: "${text}" (expected a whole number${column === "price" ? " of VND" : " of shares"})`,
    );
  return value;
}
