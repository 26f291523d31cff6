/**
 * The embedded PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly): a folder on disk, or
 * memory for tests. Migrated on open.
 */
import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import type { SqlConnection } from "./sql-database";

/** Opens PGlite on `folder` (created when missing), or in memory when `folder` is null. */
export async function openEmbedded(folder: string | null): Promise<SqlConnection> {
  if (folder !== null) await prepareFolder(folder);
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

/**
 * Creates the folder and checks that it can be written: PGlite itself only says "failed to
 * initialize properly", naming neither the folder nor the reason.
 */
async function prepareFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error && "code" in error ? String(error.code) : String(error);
    throw new Error(
      `the database folder ${folder} cannot be created or written (${reason}): ` +
        "give the server write access to it, or set DATA_DIR to a writable folder",
      { cause: error },
    );
  }
}
