/**
 * Money to start with: the demo customers start funded so a newcomer can trade at once — 1
 * billion VND on every securities account and a few settled holdings on the cash accounts (at
 * the day's reference price as their cost), and 500 million VND of collateral on the derivatives
 * accounts. Given to the order desk as ledger instructions, like any deposit, and only when the
 * demo customers were just created (a production start has none, and no free money).
 */
import type { SqlDatabase } from "../db/sql-database";
import { addInstruction, type Instruction } from "./ledger-store";

export const DEMO_CASH = 1_000_000_000;
export const DEMO_COLLATERAL = 500_000_000;
/** Settled holdings of the demo cash accounts: liquid HOSE names. */
export const DEMO_HOLDINGS: readonly (readonly [symbol: string, volume: number])[] = [
  ["FPT", 1_000],
  ["VNM", 2_000],
  ["HPG", 5_000],
  ["ACB", 3_000],
];

export interface FundedAccount {
  readonly code: string;
  readonly type: "1" | "3" | "6" | "8";
}

/** The instructions that fund `accounts`; `costOf` gives a symbol's cost price (0 when unknown: skipped). */
export function demoFunding(
  accounts: readonly FundedAccount[],
  costOf: (symbol: string) => number,
): Omit<Instruction, "id">[] {
  const out: Omit<Instruction, "id">[] = [];
  for (const account of accounts) {
    const amount = account.type === "8" ? DEMO_COLLATERAL : DEMO_CASH;
    out.push({
      account: account.code,
      kind: "DEPOSIT",
      asset: "VND",
      amount,
      unitCost: 0,
      note: "demo funding",
    });
    if (account.type !== "1") continue;
    for (const [symbol, volume] of DEMO_HOLDINGS) {
      const unitCost = costOf(symbol);
      if (unitCost > 0)
        out.push({
          account: account.code,
          kind: "SHARES_IN",
          asset: symbol,
          amount: volume,
          unitCost,
          note: "demo funding",
        });
    }
  }
  return out;
}

export async function fundDemoAccounts(
  sql: SqlDatabase,
  accounts: readonly FundedAccount[],
  costOf: (symbol: string) => number,
): Promise<number> {
  const instructions = demoFunding(accounts, costOf);
  for (const instruction of instructions) await addInstruction(sql, instruction);
  return instructions.length;
}
