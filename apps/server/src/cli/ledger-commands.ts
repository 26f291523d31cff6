/**
 * The admin tool's ledger commands: deposit and withdraw VND, transfer settled shares in at a
 * cost price, and list an account's instructions with its balances. They never post to the
 * ledger themselves: each writes a ledger instruction, which the running order desk applies in
 * its own sequence (within a second, through its poll), so the desk's checks — a withdrawal
 * above the free cash is refused — are never bypassed. With the embedded database the server is
 * stopped while the tool runs (one process at a time), so the desk applies them at its next start.
 *
 * Money and volumes are whole numbers: digits, optionally grouped by "," or "_" in threes.
 */
import { desc, eq } from "drizzle-orm";
import { Balances } from "../broker/ledger/balances";
import type { Bucket } from "../broker/ledger/posting";
import { daysBetween } from "@bangia/market";
import { addDisclosure, addInstruction, type InstructionKind } from "../broker/ledger-store";
import { readSymbols } from "../customers/customer-fields";
import { ledgerBalances, ledgerInstructions } from "../db/ledger-schema";
import type { Database, TradingAccount } from "../db/stores";
import { AdminError, text, table, type Command, type Values } from "./admin-kit";

const ACCOUNT_CODE = /^[A-Z0-9]{2,20}$/;
const WHOLE = /^(\d+|\d{1,3}(,\d{3})+|\d{1,3}(_\d{3})+)$/;
/** Instructions list-ledger shows: the newest. */
const LIST_LIMIT = 100;
const NOTE_MAX = 200;
const DEFAULT_NOTE = "admin tool";

export const LEDGER_USAGE = `  deposit         ACCOUNT AMOUNT [--note TEXT]
  withdraw        ACCOUNT AMOUNT [--note TEXT]
  transfer-in-shares ACCOUNT SYMBOL VOLUME UNIT-COST [--note TEXT]
  list-ledger     ACCOUNT
  disclose        CUSTOMER SYMBOL B|S VOLUME FROM-DATE TO-DATE   (an insider's disclosed trade)`;

/** How the order desk comes to apply what was written, by database. */
export function whenApplied(kind: Database["kind"]): string {
  return kind === "embedded"
    ? "the server's order desk applies it within a second of the server's next start " +
        "(the embedded database takes one process: the server is stopped while this tool runs)"
    : "the running server's order desk applies it within a second";
}

const grouped = (amount: number): string => amount.toLocaleString("en-US");

function readAccountCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (!ACCOUNT_CODE.test(code)) throw new AdminError(`account "${raw}" must be 2 to 20 letters and digits`);
  return code;
}

/** A whole number above 0 that a double holds exactly. */
export function readWhole(raw: string, what: string): number {
  const digits = raw.trim();
  const value = WHOLE.test(digits) ? Number(digits.replace(/[,_]/g, "")) : Number.NaN;
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new AdminError(
      `${what} must be a whole number above 0 and at most ${grouped(Number.MAX_SAFE_INTEGER)}, got "${raw}"`,
    );
  return value;
}

function readSymbol(raw: string): string {
  const symbols = readSymbols(raw);
  const [symbol] = symbols;
  if (symbol === undefined || symbols.length > 1)
    throw new AdminError(`"${raw}" is not one symbol (3 to 10 letters and digits)`);
  return symbol;
}

function readNote(values: Values): string {
  const note = text(values, "note").trim() || DEFAULT_NOTE;
  if ([...note].length > NOTE_MAX) throw new AdminError(`the note must be at most ${NOTE_MAX} characters`);
  return note;
}

async function existingAccount(database: Database, code: string): Promise<TradingAccount> {
  const account = await database.stores.tradingAccounts.find(code);
  if (account === null) throw new AdminError(`no trading account ${code}`);
  return account;
}

/** deposit and withdraw: VND in or out of an account. */
function cashCommand(kind: Extract<InstructionKind, "DEPOSIT" | "WITHDRAW">): Command {
  return {
    options: { note: { type: "string" } },
    required: [],
    positionals: ["account", "amount"],
    async prepare(values) {
      const code = readAccountCode(text(values, "account"));
      const amount = readWhole(text(values, "amount"), "the amount");
      const note = readNote(values);
      return async (database) => {
        await existingAccount(database, code);
        const id = await addInstruction(database.sql, {
          account: code,
          kind,
          asset: "VND",
          amount,
          unitCost: 0,
          note,
        });
        const what =
          kind === "DEPOSIT"
            ? `deposit of ${grouped(amount)} VND to`
            : `withdrawal of ${grouped(amount)} VND from`;
        return `instruction ${id}: ${what} ${code} written; ${whenApplied(database.kind)}. See list-ledger ${code}.`;
      };
    },
  };
}

const transferInShares: Command = {
  options: { note: { type: "string" } },
  required: [],
  positionals: ["account", "symbol", "volume", "unit-cost"],
  async prepare(values) {
    const code = readAccountCode(text(values, "account"));
    const symbol = readSymbol(text(values, "symbol"));
    const volume = readWhole(text(values, "volume"), "the volume");
    const unitCost = readWhole(text(values, "unit-cost"), "the unit cost");
    // The desk posts the cost basis as volume × unit cost: it must stay exact too.
    if (!Number.isSafeInteger(volume * unitCost))
      throw new AdminError(
        `the cost ${volume} × ${unitCost} VND is above ${grouped(Number.MAX_SAFE_INTEGER)}`,
      );
    const note = readNote(values);
    return async (database) => {
      const account = await existingAccount(database, code);
      if (account.type === "8")
        throw new AdminError(`account ${code} is a derivatives account: it holds contracts, not shares`);
      const id = await addInstruction(database.sql, {
        account: code,
        kind: "SHARES_IN",
        asset: symbol,
        amount: volume,
        unitCost,
        note,
      });
      return (
        `instruction ${id}: ${grouped(volume)} settled ${symbol} at ${grouped(unitCost)} VND into ${code} ` +
        `written; ${whenApplied(database.kind)}. See list-ledger ${code}.`
      );
    };
  },
};

function stateOf(row: { appliedAt: number | null; refusal: string | null }): string {
  if (row.appliedAt === null) return "pending";
  return row.refusal === null ? "applied" : `refused: ${row.refusal}`;
}

async function balancesOf(database: Database, code: string): Promise<string[]> {
  const rows = await database.sql.select().from(ledgerBalances).where(eq(ledgerBalances.account, code));
  const balances = new Balances(rows.map((row) => ({ ...row, bucket: row.bucket as Bucket })));
  const cash = balances.cashOf(code);
  const lines = [
    `cash ${grouped(cash.cash)} VND free, ${grouped(cash.hold)} on hold, ${grouped(cash.receivableTotal)} receivable`,
  ];
  for (const holding of balances.holdingsOf(code))
    lines.push(
      `${holding.symbol} ${grouped(holding.total)} shares (${grouped(holding.available)} available, ` +
        `${grouped(holding.hold)} on hold, ${grouped(holding.receivingTotal)} receiving), ` +
        `cost ${grouped(holding.cost)} VND`,
    );
  return lines;
}

const listLedger: Command = {
  options: {},
  required: [],
  positionals: ["account"],
  async prepare(values) {
    const code = readAccountCode(text(values, "account"));
    return async (database) => {
      await existingAccount(database, code);
      const rows = await database.sql
        .select()
        .from(ledgerInstructions)
        .where(eq(ledgerInstructions.account, code))
        .orderBy(desc(ledgerInstructions.id))
        .limit(LIST_LIMIT);
      const instructions =
        rows.length === 0
          ? [`no ledger instructions for ${code}`]
          : [
              `ledger instructions of ${code}, oldest first (the newest ${LIST_LIMIT} at most):`,
              table([
                ["ID", "KIND", "ASSET", "AMOUNT", "UNIT COST", "NOTE", "STATE"],
                ...rows
                  .reverse()
                  .map((row) => [
                    String(row.id),
                    row.kind,
                    row.asset,
                    grouped(row.amount),
                    row.kind === "SHARES_IN" ? grouped(row.unitCost) : "-",
                    row.note || "-",
                    stateOf(row),
                  ]),
              ]),
            ];
      const pending = rows.some((row) => row.appliedAt === null);
      return [
        ...instructions,
        ...(pending ? [`pending: ${whenApplied(database.kind)}`] : []),
        "",
        `balances of ${code} (what the order desk has applied):`,
        ...(await balancesOf(database, code)),
      ].join("\n");
    };
  },
};

/** Longest disclosure window (broker-facts §8: at most 30 days). */
const DISCLOSURE_DAYS = 30;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readDate(raw: string, what: string): string {
  const date = raw.trim();
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw new AdminError(`${what} must be a date YYYY-MM-DD, got "${raw}"`);
  return date;
}

/** disclose: an insider's planned trade, which the order gateway lets through up to its volume. */
const disclose: Command = {
  options: {},
  required: [],
  positionals: ["customer", "symbol", "side", "volume", "from", "to"],
  async prepare(values) {
    const userId = text(values, "customer").trim();
    const symbol = readSymbol(text(values, "symbol"));
    const side = text(values, "side").trim().toUpperCase();
    if (side !== "B" && side !== "S")
      throw new AdminError(`the side must be B or S, got "${text(values, "side")}"`);
    const volume = readWhole(text(values, "volume"), "the volume");
    const fromDate = readDate(text(values, "from"), "the first day");
    const toDate = readDate(text(values, "to"), "the last day");
    const days = daysBetween(fromDate, toDate);
    if (days < 0 || days >= DISCLOSURE_DAYS)
      throw new AdminError(`the window must run forward and last at most ${DISCLOSURE_DAYS} days`);
    return async (database) => {
      const customer = await database.stores.customers.find(userId);
      if (customer === null) throw new AdminError(`no customer ${userId}`);
      if (!customer.insiderSymbols.includes(symbol))
        throw new AdminError(`${userId} is no insider of ${symbol}: nothing to disclose`);
      const id = await addDisclosure(database.sql, {
        userId: customer.userId,
        symbol,
        side,
        volume,
        fromDate,
        toDate,
      });
      return `disclosure ${id}: ${customer.userId} ${side === "B" ? "buys" : "sells"} up to ${grouped(volume)} ${symbol} from ${fromDate} to ${toDate}.`;
    };
  },
};

export const LEDGER_COMMANDS: Readonly<Record<string, Command>> = {
  disclose,
  deposit: cashCommand("DEPOSIT"),
  withdraw: cashCommand("WITHDRAW"),
  "transfer-in-shares": transferInShares,
  "list-ledger": listLedger,
};
