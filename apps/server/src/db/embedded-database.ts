/**
 * The embedded PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly): a folder on disk, or
 * memory for tests. Migrated on open.
 */
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import type { SqlConnection } from "./sql-database";

/** Opens PGlite on `folder` (created when missing), or in memory when `folder` is null. */
export async function openEmbedded(folder: string | null): Promise<SqlConnection> {
  if (folder !== null) await mkdir(folder, { recursive: true });
  const client = folder === null ? await PGlite.create() : await PGlite.create(folder);
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
