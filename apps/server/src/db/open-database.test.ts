import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openEmbedded } from "./embedded-database";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import { openDatabase, openMemoryDatabase } from "./open-database";
import { DatabaseUnreachableError, describePostgresTarget, openPostgres } from "./postgres-database";
import type { SqlDatabase } from "./sql-database";
import {
  createScratchDatabase,
  OPEN_TIMEOUT_MS,
  postgresBackend,
  testDatabaseUrl,
  useTestDatabase,
} from "./test-support/test-backends";

async function journalLength(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrations(db: SqlDatabase): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(sql`drizzle.__drizzle_migrations`);
  return rows[0]?.count ?? -1;
}

describe("the embedded database", { timeout: OPEN_TIMEOUT_MS }, () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  const tempDataDir = async () => {
    const folder = await mkdtemp(join(tmpdir(), "bangia-db-"));
    folders.push(folder);
    return folder;
  };

  it("opens in memory, answers a ping and closes", async () => {
    const database = await openMemoryDatabase();
    expect(database.kind).toBe("embedded");
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });

  it("lives in the db folder of the data folder and keeps its data across close and reopen", async () => {
    const dataDir = join(await tempDataDir(), "nested", "data");
    const messages: string[] = [];
    const first = await openDatabase({ dataDir, databaseUrl: null, log: (m) => messages.push(m) });
    expect(first.kind).toBe("embedded");
    expect(existsSync(join(dataDir, "db"))).toBe(true);
    expect(messages.join("\n")).toContain(join(dataDir, "db"));
    const list = await first.stores.watchlists.create("alice", "kept", ["VCB", "FPT"]);
    await first.stores.chartLayouts.save("alice", {
      symbol: "FPT",
      resolution: "1D",
      content: "{}",
      savedAt: 5,
    });
    await first.close();

    const second = await openDatabase({ dataDir, databaseUrl: null });
    expect(await second.stores.watchlists.list("alice")).toEqual([list]);
    expect(await second.stores.chartLayouts.get("alice")).toEqual({
      symbol: "FPT",
      resolution: "1D",
      content: "{}",
      savedAt: 5,
    });
    await second.close();
  });

  it("applies each migration once, however often it is opened", async () => {
    const folder = join(await tempDataDir(), "db");
    for (let open = 0; open < 3; open++) {
      const connection = await openEmbedded(folder);
      expect(await appliedMigrations(connection.db)).toBe(await journalLength());
      await connection.close();
    }
  });
});

describe("an unreachable PostgreSQL", () => {
  it("stops the open with an error naming the server and never the password", async () => {
    // Port 1 on the loopback refuses at once: nothing listens there.
    const opening = openDatabase({
      dataDir: "unused",
      databaseUrl: "postgres://alice:S3cret%2Dpass@127.0.0.1:1/bangia",
    });
    const error = await opening.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack ?? ""}`;
    expect(text).toContain("127.0.0.1:1/bangia");
    expect(text).not.toMatch(/S3cret/);
  });
});

describe("describePostgresTarget", () => {
  it("names host, port and database only", () => {
    expect(describePostgresTarget("postgres://u:pw@db.example:6543/prices?sslmode=require")).toBe(
      "db.example:6543/prices",
    );
    expect(describePostgresTarget("postgresql://u:pw@db.example/prices")).toBe("db.example:5432/prices");
    expect(describePostgresTarget("postgres:///prices?host=/var/run/postgresql")).toBe(
      "/var/run/postgresql:5432/prices",
    );
  });
});

describe.skipIf(postgresBackend.skip)(`opening ${postgresBackend.name}`, () => {
  const database = useTestDatabase(postgresBackend);
  const url = () => {
    const { url } = database();
    if (url === null) throw new Error("a PostgreSQL test database has a URL");
    return url;
  };

  it("answers a ping and keeps data across close and reopen, migrating once", async () => {
    const first = await openDatabase({ dataDir: "unused", databaseUrl: url() });
    expect(first.kind).toBe("postgres");
    await expect(first.ping()).resolves.toBeUndefined();
    const list = await first.stores.watchlists.create("bob", "kept", ["HPG"]);
    await first.close();

    const second = await openDatabase({ dataDir: "unused", databaseUrl: url() });
    expect(await second.stores.watchlists.get("bob", list.Id)).toEqual(list);
    await second.close();
    expect(await appliedMigrations(database().db)).toBe(await journalLength());
  });

  it("migrates once when several servers open a new database together", async () => {
    if (testDatabaseUrl === null) throw new Error("the PostgreSQL tests run with TEST_DATABASE_URL");
    const scratch = await createScratchDatabase(testDatabaseUrl);
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openPostgres(scratch.url, () => {})),
      );
      for (const outcome of opened) if (outcome.status === "fulfilled") await outcome.value.close();
      expect(opened.map((outcome) => outcome.status)).toEqual(Array(4).fill("fulfilled"));
      const check = await openPostgres(scratch.url, () => {});
      expect(await appliedMigrations(check.db)).toBe(await journalLength());
      await check.close();
    } finally {
      await scratch.drop();
    }
  });

  it("reports a wrong password without showing it", async () => {
    const wrong = new URL(url());
    wrong.password = "Wr0ng-Pa55word";
    const error = await openDatabase({ dataDir: "unused", databaseUrl: wrong.toString() }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect(String(error)).toContain(describePostgresTarget(url()));
    expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain("Wr0ng-Pa55word");
  });
});
