/**
 * The Drizzle database the stores run on, typed by what both drivers share (PGlite and
 * node-postgres), so one store implementation serves the embedded and the real PostgreSQL.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

export type SqlDatabase = PgDatabase<PgQueryResultHKT>;

/** A migrated database and how to let go of its client or pool. */
export interface SqlConnection {
  readonly db: SqlDatabase;
  close(): Promise<void>;
}
