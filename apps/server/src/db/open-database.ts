/**
 * Opens the server's database: the embedded PostgreSQL under the data folder, or a real one
 * when a connection string is configured. Either way the schema is migrated before the stores
 * are handed out.
 */
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openEmbedded } from "./embedded-database";
import { withHotRowCache } from "./hot-row-cache";
import { describePostgresTarget, openPostgres } from "./postgres-database";
import type { SqlConnection } from "./sql-database";
import { createSqlStores } from "./sql-stores";
import type { Database } from "./stores";

export interface OpenDatabaseOptions {
  /** The server's data folder; the embedded database lives in its `db` subfolder. */
  readonly dataDir: string;
  /** PostgreSQL connection string, or null for the embedded database. */
  readonly databaseUrl: string | null;
  readonly log?: (message: string) => void;
}

/** The Database of an open, migrated connection. */
export function databaseOver(kind: Database["kind"], connection: SqlConnection): Database {
  return {
    kind,
    // Order calls read the session, customer and account each time: see hot-row-cache.
    stores: withHotRowCache(createSqlStores(connection.db)),
    sql: connection.db,
    transaction: (work) => connection.db.transaction((tx) => work({ stores: createSqlStores(tx), sql: tx })),
    ping: async () => {
      await connection.db.execute(sql`select 1`);
    },
    close: () => connection.close(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  if (options.databaseUrl === null) {
    const folder = join(options.dataDir, "db");
    const database = databaseOver("embedded", await openEmbedded(folder));
    log(`database: embedded PostgreSQL in ${folder}`);
    return database;
  }
  const database = databaseOver("postgres", await openPostgres(options.databaseUrl, log));
  log(`database: PostgreSQL at ${describePostgresTarget(options.databaseUrl)}`);
  return database;
}

/** A throw-away embedded database in memory, for tests. */
export async function openMemoryDatabase(): Promise<Database> {
  return databaseOver("embedded", await openEmbedded(null));
}
