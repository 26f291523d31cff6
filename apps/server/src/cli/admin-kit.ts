/**
 * What every admin command is made of: its options and positional arguments, the errors it
 * throws, and the helpers that read its values and print tables. Apart from admin-command.ts so
 * that command lists of their own (ledger-commands.ts) import no cycle.
 */
import type { Database } from "../db/stores";

/** A command line the tool cannot read: the message is followed by the usage. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** A refusal the operator can act on (no such customer, a taken code…). */
export class AdminError extends Error {
  override readonly name = "AdminError";
}

export type OptionSpec = Record<string, { type: "string" | "boolean" }>;
/** The options by name, and the positional arguments by the names the command gives them. */
export type Values = Record<string, string | boolean | undefined>;

/** A command: its options, then the work, given the checked options and the open database. */
export interface Command {
  readonly options: OptionSpec;
  readonly required: readonly string[];
  /** Names of the positional arguments, all required, in order; absent: the command takes none. */
  readonly positionals?: readonly string[];
  /** Checks the options before anything is opened; answers the work to do on the database. */
  prepare(values: Values, now: number): Promise<(database: Database) => Promise<string>>;
}

export const text = (values: Values, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

export const flag = (values: Values, name: string): boolean => values[name] === true;

/** Left-aligned columns, two spaces apart; widths count characters, not UTF-16 units. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell + " ".repeat((widths[i] ?? 0) - [...cell].length))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
