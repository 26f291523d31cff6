/**
 * A scratch PostgreSQL database per measured server: created empty on the server of the admin
 * connection string (BENCH_DATABASE_URL, else TEST_DATABASE_URL) and dropped after, so no run
 * reads another's orders.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The admin connection string of the PostgreSQL runs, or null when none is set. */
export const adminDatabaseUrl: string | null =
  process.env["BENCH_DATABASE_URL"]?.trim() || process.env["TEST_DATABASE_URL"]?.trim() || null;

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

async function withAdmin(adminUrl: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** `host:port` of a connection string: what a message may show of it (never the password). */
export function describeServer(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `bangia_bench_orders_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
