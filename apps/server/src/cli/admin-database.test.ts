import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { OPEN_TIMEOUT_MS } from "../db/test-support/test-backends";
import { LOCK_FILE, lockDataDir } from "../market/data-dir-lock";
import { openAdminDatabase } from "./admin-database";

describe("openAdminDatabase on the embedded database", () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const folder = await mkdtemp(join(tmpdir(), "bangia-admin-"));
    folders.push(folder);
    return folder;
  };

  it("refuses while a server holds the data folder, naming the process", async () => {
    const dataDir = await tempDir();
    const server = lockDataDir(dataDir);
    try {
      await expect(openAdminDatabase({ dataDir, databaseUrl: null })).rejects.toThrow(
        `a server (process ${process.pid}) is running on ${dataDir}: stop it first`,
      );
    } finally {
      server.release();
    }
  });

  it(
    "holds the folder's lock while open and lets go on close",
    async () => {
      const dataDir = await tempDir();
      const database = await openAdminDatabase({ dataDir, databaseUrl: null });
      try {
        expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
        expect(await database.stores.customers.count()).toBe(0);
      } finally {
        await database.close();
      }
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      expect(existsSync(join(dataDir, "db"))).toBe(true);
    },
    OPEN_TIMEOUT_MS,
  );
});
