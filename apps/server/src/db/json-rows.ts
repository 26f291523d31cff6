/**
 * Many rows of a table as one JSON parameter, for statements that write a whole batch at once:
 * `jsonb_populate_record` turns each element back into the table's row type, so a batch of any
 * size costs one parameter per table instead of one per value (PostgreSQL takes at most 65,535 in
 * a statement), and the statement's text stays the same whatever the batch.
 */
import { getTableColumns, getTableName, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** The table's columns written from rows: every one but those left to their default (ids). */
export function columnNames(table: PgTable, leftToDefault: readonly string[] = []): string[] {
  return Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => !leftToDefault.includes(name));
}

/** `set` of an upsert that writes every column of the new row but the conflict key's. */
export function takeExcluded(table: PgTable, key: string): SQL {
  return sql.raw(
    columnNames(table, [key])
      .map((name) => `"${name}" = excluded."${name}"`)
      .join(", "),
  );
}

/** Each table's [field, `"column":`] pairs, read once: a batch's rows are many, its tables few. */
const fieldColumns = new WeakMap<PgTable, readonly (readonly [string, string])[]>();

function fieldColumnsOf(table: PgTable): readonly (readonly [string, string])[] {
  let pairs = fieldColumns.get(table);
  if (pairs === undefined) {
    pairs = Object.entries(getTableColumns(table)).map(
      ([field, column]) => [field, `${JSON.stringify(column.name)}:`] as const,
    );
    fieldColumns.set(table, pairs);
  }
  return pairs;
}

/**
 * Rows keyed by the table's field names, as a JSON array keyed by its column names — the text
 * `JSON.stringify` gives of each row renamed, written straight out: no renamed copy of each row
 * is built (the desk writes every batch's rows this way).
 */
export function jsonRows<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): string {
  const columns = fieldColumnsOf(table);
  let text = "";
  for (const row of rows as readonly Record<string, unknown>[]) {
    let separator = text === "" ? "[{" : ",{";
    for (const [field, key] of columns) {
      const value = row[field];
      if (value === undefined) continue;
      text += separator + key + JSON.stringify(value);
      separator = ",";
    }
    text += separator === "," ? "}" : `${separator}}`;
  }
  return text === "" ? "[]" : `${text}]`;
}

/**
 * `select <columns> from` the rows of `json` (the placeholder of a prepared statement's parameter,
 * db/prepared-statement.ts) as `table`'s row type, in the array's order — so ids drawn from a
 * sequence on insert follow it.
 */
export function selectJsonRows(table: PgTable, columns: readonly string[], json: Placeholder): SQL {
  const list = sql.raw(columns.map((name) => `r."${name}"`).join(", "));
  const rowType = sql.raw(`null::"${getTableName(table)}"`);
  return sql`select ${list} from jsonb_array_elements(${json}::jsonb) with ordinality as e(value, n), jsonb_populate_record(${rowType}, e.value) as r order by e.n`;
}
