/**
 * Many rows of a table as one JSON parameter, for statements that write a whole batch at once:
 * the rows go as `JSON.stringify` writes them — keyed by the code's field names, in one native
 * pass — and `jsonb_to_recordset` reads them back under those names with each column's type, so a
 * batch of any size costs one parameter per table instead of one per value (PostgreSQL takes at
 * most 65,535 in a statement), and the statement's text stays the same whatever the batch.
 */
import { getTableColumns, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** The table's fields written from rows: every one but those left to their default (ids). */
export function fieldsOf(table: PgTable, leftToDefault: readonly string[] = []): string[] {
  return Object.keys(getTableColumns(table)).filter((field) => !leftToDefault.includes(field));
}

/** The column names of `fields`, quoted and comma-separated: an insert's column list. */
export function columnList(table: PgTable, fields: readonly string[]): SQL {
  return sql.raw(fields.map((field) => `"${columnOf(table, field).name}"`).join(", "));
}

/** `set` of an upsert that writes every column of the new row but the conflict key's. */
export function takeExcluded(table: PgTable, key: string): SQL {
  return sql.raw(
    Object.values(getTableColumns(table))
      .map((column) => column.name)
      .filter((name) => name !== key)
      .map((name) => `"${name}" = excluded."${name}"`)
      .join(", "),
  );
}

/**
 * `select <fields> from` the rows of `json` — the placeholder of a prepared statement's parameter
 * (db/prepared-statement.ts), a JSON array of objects keyed by field name — typed as the table's
 * columns, in the array's order (so ids drawn from a sequence on insert follow it). Keys that are
 * not among `fields` are ignored; a field a row lacks reads as null.
 */
export function selectJsonRows(table: PgTable, fields: readonly string[], json: Placeholder): SQL {
  const list = sql.raw(fields.map((field) => `r."${field}"`).join(", "));
  const definitions = sql.raw(
    fields.map((field) => `"${field}" ${recordTypeOf(columnOf(table, field).getSQLType())}`).join(", "),
  );
  return sql`select ${list} from rows from (jsonb_to_recordset(${json}::jsonb) as (${definitions})) with ordinality as r order by r.ordinality`;
}

function columnOf(table: PgTable, field: string) {
  const column = getTableColumns(table)[field];
  if (column === undefined) throw new Error(`the table has no field ${field}`);
  return column;
}

/** A serial column holds its integer type; the record reads the value, not the sequence. */
function recordTypeOf(sqlType: string): string {
  if (sqlType === "bigserial") return "bigint";
  if (sqlType === "serial") return "integer";
  return sqlType;
}
