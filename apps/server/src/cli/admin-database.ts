/**
 * The admin tool's database: the server's own, found by the same configuration (DATA_DIR,
 * DATABASE_URL). The embedded database takes one process at a time, so the tool holds the data
 * folder's lock while it works and refuses, naming the process, while a server runs on it.
 */
import type { ServerConfig } from "../config/server-config";
import { openDatabase } from "../db/open-database";
import type { Database } from "../db/stores";
import { DataDirLockedError, lockDataDir } from "../market/data-dir-lock";
import { AdminError } from "./admin-kit";

export async function openAdminDatabase(
  config: Pick<ServerConfig, "dataDir" | "databaseUrl">,
): Promise<Database> {
  if (config.databaseUrl !== null)
    return openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new AdminError(
        `a server (process ${error.pid}) is running on ${config.dataDir}: stop it first, ` +
          "or run the server on PostgreSQL (DATABASE_URL) to administer it while it runs",
      );
    throw error;
  }
  try {
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: null });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
