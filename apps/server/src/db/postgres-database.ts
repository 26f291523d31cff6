/**
 * A real PostgreSQL through a node-postgres pool. Opening checks the server answers, with an
 * error naming where it looked (never the password), then migrates under an advisory lock so
 * several server processes starting together apply each migration once.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import type { SqlConnection } from "./sql-database";

export class DatabaseUnreachableError extends Error {
  override readonly name = "DatabaseUnreachableError";
}

/** How long opening waits for a connection before calling the server unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;
/** Names the advisory lock held while migrating (any text; hashed to the lock's key). */
const MIGRATION_LOCK = "bangia:migrations";

/** `host:port/database` of a connection string: what a message may show of it. */
export function describePostgresTarget(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname || parsed.searchParams.get("host") || "localhost";
  const port = parsed.port || "5432";
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "(default database)";
  return `${host}:${port}/${database}`;
}

/** The driver's reason for a failed connect, with the password blanked should it appear. */
function connectFailureReason(error: unknown, password: string): string {
  let reason = "unknown error";
  if (error instanceof AggregateError) {
    // Node reports a refused connect to every address of a name (e.g. localhost) this way.
    reason = error.errors.map((inner) => (inner instanceof Error ? inner.message : String(inner))).join("; ");
  } else if (error instanceof Error) {
    reason = error.message;
  }
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  if (reason === "" && code !== "") reason = code;
  return password === "" ? reason : reason.split(password).join("***");
}

export async function openPostgres(url: string, log: (message: string) => void): Promise<SqlConnection> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", (error) => log(`PostgreSQL connection lost: ${error.message}`));
  try {
    await migrateLocked(pool, url);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzle({ client: pool }), close: () => pool.end() };
}

async function migrateLocked(pool: pg.Pool, url: string): Promise<void> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    const password = decodeURIComponent(new URL(url).password);
    throw new DatabaseUnreachableError(
      `Cannot connect to PostgreSQL at ${describePostgresTarget(url)}: ${connectFailureReason(error, password)}`,
    );
  }
  let failure: Error | undefined;
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [MIGRATION_LOCK]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A client that failed mid-way is dropped rather than reused (it may still hold the lock).
    client.release(failure);
  }
}
