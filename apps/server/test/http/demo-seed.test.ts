import { ManualClock } from "@bangia/exchange";
import { epochMillisAt } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../../src/customers/demo-customers";
import { parseServerConfig } from "../../src/config/server-config";
import { openMemoryDatabase } from "../../src/db/open-database";
import { DEMO_FIRST_DAY } from "../../src/market/live-market";
import { createServerDeps } from "../../src/server-deps";

/** Starts the server's dependencies on a fresh database; answers its customers and the log. */
async function startWith(env: Record<string, string>) {
  const database = await openMemoryDatabase();
  const messages: string[] = [];
  const config = parseServerConfig({ NODE_ENV: "test", MARKET_SEED: "7", ...env });
  const deps = await createServerDeps(config, {
    clock: new ManualClock(epochMillisAt(DEMO_FIRST_DAY, "09:20")),
    database,
    log: (message) => messages.push(message),
  });
  try {
    return { customers: await database.stores.customers.count(), messages };
  } finally {
    await deps.close();
    await database.close();
  }
}

describe("the demo seed at start", () => {
  it("creates the demo customers in an empty database by default", async () => {
    const { customers, messages } = await startWith({});
    expect(customers).toBe(DEMO_CUSTOMERS.length);
    expect(messages).toContain(
      `demo customers: created ${DEMO_CUSTOMERS.length} (public demo credentials, see docs/security.md; DEMO_SEED=off skips)`,
    );
  }, 60_000);

  it("creates none with DEMO_SEED=off", async () => {
    const { customers, messages } = await startWith({ DEMO_SEED: "off" });
    expect(customers).toBe(0);
    expect(messages.some((message) => message.startsWith("demo customers"))).toBe(false);
  }, 60_000);
});
