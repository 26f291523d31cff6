/**
 * The user-data routes over a real PostgreSQL (the other HTTP tests run on the embedded
 * database): the same server, the same migrations, a fresh database of its own. Skipped without
 * TEST_DATABASE_URL, except on CI, which provides one.
 */
import type { ChartLayout, UserSettingItem, Watchlist } from "@bangia/market";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseOver } from "../../src/db/open-database";
import { OPEN_TIMEOUT_MS, postgresBackend } from "../../src/db/test-support/test-backends";
import { createTestSession, sessionHeaders } from "../support/test-session";
import { startTestServer, type TestServer } from "../support/test-server";

describe.skipIf(postgresBackend.skip)(`user data over ${postgresBackend.name}`, () => {
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const connection = await postgresBackend.open();
    server = await startTestServer({ database: databaseOver("postgres", connection), beats: 5 });
    headers = sessionHeaders(await createTestSession(server.database, "carol"));
  }, OPEN_TIMEOUT_MS);
  afterAll(() => server?.close());

  async function call(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) {
    const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as { data: { data: unknown } | null } };
  }

  it("serves from PostgreSQL", () => {
    expect(server.database.kind).toBe("postgres");
  });

  it("watchlists: create, add at the top, reorder, rename, delete", async () => {
    const created = await call("POST", "/api/history/watchlists", {
      userId: "carol",
      name: "Ngân hàng",
      symbols: [],
    });
    expect(created.status).toBe(201);
    const id = (created.body.data?.data as Watchlist).Id;
    await call("PATCH", `/api/history/watchlists/carol/${id}/symbols/ACB`);
    await call("PATCH", `/api/history/watchlists/carol/${id}/symbols/VCB`);
    const one = await call("GET", `/api/history/watchlists/carol/${id}`);
    expect((one.body.data?.data as Watchlist).Symbols).toEqual(["VCB", "ACB"]);
    await call("PUT", `/api/history/watchlists/carol/${id}`, { symbols: ["ACB", "VCB"] });
    await call("PATCH", `/api/history/watchlists/carol/${id}/${encodeURIComponent("Ngân hàng 2")}`);
    const list = await call("GET", "/api/history/watchlists/carol");
    expect(list.body.data?.data).toEqual([{ Id: id, Name: "Ngân hàng 2", Symbols: ["ACB", "VCB"] }]);
    expect((await call("DELETE", `/api/history/watchlists/carol/${id}`)).status).toBe(200);
    expect((await call("GET", "/api/history/watchlists/carol")).body.data?.data).toEqual([]);
  });

  it("user settings and the chart layout round-trip", async () => {
    const item: UserSettingItem = { SettingKey: "stock", Settings: JSON.stringify({ volumn_step: "500" }) };
    expect((await call("PUT", "/api/history/userSettings/carol/Client", item)).status).toBe(200);
    const settings = (await call("GET", "/api/history/userSettings/carol/Client")).body.data
      ?.data as UserSettingItem[];
    expect(
      JSON.parse(settings.find((entry) => entry.SettingKey === "stock")?.Settings ?? "{}"),
    ).toMatchObject({
      volumn_step: 500,
    });
    const layout = { symbol: "FPT", resolution: "D", content: '{"panes":[]}' };
    expect((await call("PUT", "/api/tradingview/layout/carol", layout)).status).toBe(200);
    // The saved layout answers as it is; only "none yet" is wrapped, as { data: null }.
    const saved = (await call("GET", "/api/tradingview/layout/carol")).body as unknown as ChartLayout;
    expect(saved).toMatchObject(layout);
  });

  it("answers 401 without a session", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/history/watchlists/carol" });
    expect(response.statusCode).toBe(401);
  });
});
