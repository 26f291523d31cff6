/**
 * The databases the store tests run on: the embedded PostgreSQL in memory always, and a real
 * PostgreSQL when TEST_DATABASE_URL names one. Each opened real database is a fresh one made
 * for the caller (and dropped after), so test files running in parallel never share tables.
 * On CI a missing TEST_DATABASE_URL fails the PostgreSQL suite instead of skipping it.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openEmbedded } from "../embedded-database";
import { openPostgres } from "../postgres-database";
import type { SqlConnection } from "../sql-database";

export interface TestBackend {
  readonly name: string;
  /** True when the backend cannot run here and its tests are to be reported as skipped. */
  readonly skip: boolean;
  /** A fresh migrated database; `close` also deletes it. */
  open(): Promise<TestDatabase>;
}

export interface TestDatabase extends SqlConnection {
  readonly kind: "embedded" | "postgres";
  /** The connection string of a real database (null for the embedded one). */
  readonly url: string | null;
}

/** The admin connection string of the PostgreSQL tests, or null when none is set. */
export const testDatabaseUrl = process.env["TEST_DATABASE_URL"]?.trim() || null;
const onCi = (process.env["CI"]?.trim() ?? "") !== "";

export const embeddedBackend: TestBackend = {
  name: "PGlite (in memory)",
  skip: false,
  async open() {
    return { kind: "embedded", url: null, ...(await openEmbedded(null)) };
  },
};

export const postgresBackend: TestBackend = {
  name:
    testDatabaseUrl !== null || onCi
      ? "PostgreSQL (TEST_DATABASE_URL)"
      : "PostgreSQL (skipped: set TEST_DATABASE_URL to run)",
  skip: testDatabaseUrl === null && !onCi,
  async open() {
    if (testDatabaseUrl === null)
      throw new Error("TEST_DATABASE_URL must name a PostgreSQL server on CI (it provides one)");
    return openFreshPostgres(testDatabaseUrl);
  },
};

export const TEST_BACKENDS: readonly TestBackend[] = [embeddedBackend, postgresBackend];

/** Runs `work` on a connection to the admin database of `adminUrl`. */
async function withAdmin(adminUrl: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The connection string of `adminUrl` pointed at `database`. */
function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** An empty database of its own on the server of TEST_DATABASE_URL, and how to drop it. */
export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `bangia_test_${randomBytes(8).toString("hex")}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`create database "${name}"`);
  });
  return {
    url: withDatabase(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

async function openFreshPostgres(adminUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(adminUrl);
  let connection: SqlConnection;
  try {
    connection = await openPostgres(scratch.url, () => {});
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    kind: "postgres",
    url: scratch.url,
    db: connection.db,
    close: async () => {
      await connection.close();
      await scratch.drop();
    },
  };
}

/** PGlite takes seconds to start (it compiles PostgreSQL's WebAssembly), more on a busy machine. */
export const OPEN_TIMEOUT_MS = 60_000;

/**
 * Opens a database of `backend` once for the enclosing describe block and closes it after;
 * the answer reads it inside tests. Tests share it, so each uses its own user ids.
 */
export function useTestDatabase(backend: TestBackend): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await backend.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (database === undefined) throw new Error(`${backend.name} did not open`);
    return database;
  };
}

/** A user id no other test uses. */
export function freshUserId(): string {
  return `user-${randomBytes(6).toString("hex")}`;
}
