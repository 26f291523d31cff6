import {
  DEFAULT_PRICE_BOARD_SETTINGS,
  DEFAULT_USER_SETTINGS,
  parseUserSettings,
  SESSION_HEADER,
  WIRE_KEYS,
  type Watchlist,
  type WireKeySet,
} from "@bangia/market";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSession, sessionHeaders } from "../support/test-session";
import { startTestServer, type TestServer } from "../support/test-server";
import { keyMismatch } from "../../src/market/rows/test-support/wire-keys";

let server: TestServer;
let alice: Record<string, string>;
let bob: Record<string, string>;

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

async function call(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
): Promise<Answer> {
  const response = await server.app.inject({
    method,
    url: `/api/history/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function ok<T>(method: Parameters<typeof call>[0], url: string, headers = alice, payload?: unknown) {
  const answer = await call(method, url, headers, payload);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(300);
  return answer.body as T;
}

/** At least one row, every one with exactly the fields of the wire shape: an empty answer fails. */
function expectKeys(rows: readonly unknown[], keys: WireKeySet): void {
  expect(rows.length, "no rows to check").toBeGreaterThan(0);
  for (const row of rows) expect(keyMismatch(row, keys), JSON.stringify(row).slice(0, 120)).toBeNull();
}

beforeAll(async () => {
  server = await startTestServer();
  alice = sessionHeaders(await createTestSession(server.database, "alice"));
  bob = sessionHeaders(await createTestSession(server.database, "bob"));
});
afterAll(() => server.close());

describe("watchlists", () => {
  type One = { data: { data: Watchlist } };
  type Many = { data: { data: Watchlist[] } };

  it("create answers data.data.Id; list answers data.data in creation order", async () => {
    const first = await ok<One>("POST", "watchlists", alice, {
      userId: "alice",
      name: "  Ngân hàng ",
      symbols: [],
    });
    expect(first.data.data).toMatchObject({ Name: "Ngân hàng", Symbols: [] });
    expect(first.data.data.Id).toEqual(expect.any(String));
    const second = await ok<One>("POST", "watchlists", alice, {
      userId: "alice",
      name: "Công nghệ",
      symbols: ["fpt", "CMG", "FPT"],
    });
    expect(second.data.data.Symbols).toEqual(["FPT", "CMG"]);
    const lists = await ok<Many>("GET", "watchlists/alice");
    expect(lists.data.data.map((list) => list.Name)).toEqual(["Ngân hàng", "Công nghệ"]);
    expectKeys(lists.data.data, WIRE_KEYS.watchlist);
    const one = await ok<One>("GET", `watchlists/alice/${second.data.data.Id}`);
    expect(one.data.data).toEqual(second.data.data);
  });

  it("renames, adds at the top by default or where asked, removes, reorders and deletes", async () => {
    const created = await ok<One>("POST", "watchlists", alice, {
      userId: "alice",
      name: "Thử",
      symbols: ["ACB"],
    });
    const id = created.data.data.Id;
    const renamed = await ok<One>("PATCH", `watchlists/alice/${id}/${encodeURIComponent("Thép & dầu")}`);
    expect(renamed.data.data.Name).toBe("Thép & dầu");
    const top = await ok<One>("PATCH", `watchlists/alice/${id}/symbols/hpg`);
    expect(top.data.data.Symbols).toEqual(["HPG", "ACB"]);
    const bottom = await ok<One>("PATCH", `watchlists/alice/${id}/symbols/GAS?at=bottom`);
    expect(bottom.data.data.Symbols).toEqual(["HPG", "ACB", "GAS"]);
    const again = await ok<One>("PATCH", `watchlists/alice/${id}/symbols/ACB?at=top`);
    expect(again.data.data.Symbols).toEqual(["HPG", "ACB", "GAS"]);
    const removed = await ok<One>("DELETE", `watchlists/alice/${id}/symbols/HPG`);
    expect(removed.data.data.Symbols).toEqual(["ACB", "GAS"]);
    const reordered = await ok<One>("PUT", `watchlists/alice/${id}`, alice, {
      symbols: ["GAS", "ACB", "VNM"],
    });
    expect(reordered.data.data.Symbols).toEqual(["GAS", "ACB", "VNM"]);
    const deleted = await ok<One>("DELETE", `watchlists/alice/${id}`);
    expect(deleted.data.data.Id).toBe(id);
    const missing = await call("GET", `watchlists/alice/${id}`, alice);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("adds at the bottom when the user's board setting says so", async () => {
    const created = await ok<One>("POST", "watchlists", bob, { userId: "bob", name: "B", symbols: ["ACB"] });
    await ok("PUT", "userSettings/bob/Client", bob, {
      SettingKey: "priceBoard",
      Settings: JSON.stringify({ ...DEFAULT_PRICE_BOARD_SETTINGS, appendSymbolWatchListPosition: "bottom" }),
    });
    const added = await ok<One>("PATCH", `watchlists/bob/${created.data.data.Id}/symbols/FPT`, bob);
    expect(added.data.data.Symbols).toEqual(["ACB", "FPT"]);
  });

  it("answers 401 NO_SESSION without a live session, whatever the input", async () => {
    for (const headers of [{}, { [SESSION_HEADER]: "not-a-session" }, { cookie: "sid=unknown" }]) {
      for (const [method, url, payload] of [
        ["GET", "watchlists/alice", undefined],
        ["POST", "watchlists", { userId: "alice", name: "" }],
        ["PATCH", "watchlists/alice/1/symbols/%3C", undefined],
        ["GET", "userSettings/alice/Client", undefined],
      ] as const) {
        const answer = await call(method, url, headers, payload);
        expect(answer.status, `${method} ${url}`).toBe(401);
        expect(answer.body).toMatchObject({ error: { code: "NO_SESSION" } });
      }
    }
  });

  it("accepts the session from the sid cookie too", async () => {
    const sid = alice[SESSION_HEADER] ?? "";
    const answer = await call("GET", "watchlists/alice", { cookie: `theme=dark; sid=${sid}` });
    expect(answer.status).toBe(200);
  });

  it("answers 403 FORBIDDEN for another user's id, in the path or the body", async () => {
    const cases = [
      ["GET", "watchlists/bob", undefined],
      ["POST", "watchlists", { userId: "bob", name: "x", symbols: [] }],
      ["DELETE", "watchlists/bob/1", undefined],
      ["PUT", "userSettings/bob/Client", { SettingKey: "stock", Settings: "{}" }],
    ] as const;
    for (const [method, url, payload] of cases) {
      const answer = await call(method, url, alice, payload);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: "FORBIDDEN" } });
    }
  });

  it("refuses blank or long names, unknown symbols and unknown fields with 400", async () => {
    const cases: [string, unknown, string][] = [
      ["watchlists", { userId: "alice", name: "   ", symbols: [] }, "BAD_REQUEST"],
      ["watchlists", { userId: "alice", name: "x".repeat(101), symbols: [] }, "BAD_REQUEST"],
      ["watchlists", { userId: "alice", name: "ok", symbols: ["NOPE1"] }, "UNKNOWN_SYMBOL"],
      ["watchlists", { userId: "alice", name: "ok", symbols: ["<b>"] }, "BAD_REQUEST"],
      ["watchlists", { userId: "alice", name: "ok", symbols: [], admin: true }, "BAD_REQUEST"],
      ["watchlists", { name: "ok" }, "BAD_REQUEST"],
    ];
    for (const [url, payload, code] of cases) {
      const answer = await call("POST", url, alice, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body).toMatchObject({ error: { code } });
    }
    const list = await ok<One>("POST", "watchlists", alice, { userId: "alice", name: "x", symbols: [] });
    const unknown = await call("PATCH", `watchlists/alice/${list.data.data.Id}/symbols/NOPE1`, alice);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: "UNKNOWN_SYMBOL" } });
    const blank = await call("PATCH", `watchlists/alice/${list.data.data.Id}/%20%20`, alice);
    expect(blank.status).toBe(400);
  });
});

describe("user settings", () => {
  type Items = { data: { data: { SettingKey: string; Settings: string }[] } };

  it("answers the defaults of every key before any save", async () => {
    const carol = sessionHeaders(await createTestSession(server.database, "carol"));
    const items = await ok<Items>("GET", "userSettings/carol/Client", carol);
    expect(items.data.data.map((item) => item.SettingKey)).toEqual(["stock", "derivative", "priceBoard"]);
    expectKeys(items.data.data, WIRE_KEYS.userSettingItem);
    const stock = items.data.data[0]?.Settings ?? "";
    expect(parseUserSettings("stock", stock)).toEqual(DEFAULT_USER_SETTINGS.stock);
    expect(JSON.parse(items.data.data[2]?.Settings ?? "")).toEqual(DEFAULT_PRICE_BOARD_SETTINGS);
  });

  it("saves an item normalised by the market package and reads it back", async () => {
    const saved = await ok<{ data: { data: { Settings: string } } }>(
      "PUT",
      "userSettings/alice/Client",
      alice,
      {
        SettingKey: "derivative",
        Settings: JSON.stringify({ volumn_step: "5", show_confirm_order: false }),
      },
    );
    const settings = JSON.parse(saved.data.data.Settings) as Record<string, unknown>;
    expect(settings["volumn_step"]).toBe(5);
    expect(settings["show_confirm_order"]).toBe("false");
    const items = await ok<Items>("GET", "userSettings/alice/Client");
    expect(items.data.data.find((item) => item.SettingKey === "derivative")?.Settings).toBe(
      saved.data.data.Settings,
    );
  });

  it.each([
    ["an unknown SettingKey", { SettingKey: "theme", Settings: "{}" }],
    ["text that is not JSON", { SettingKey: "stock", Settings: "{oops" }],
    ["JSON that is not an object", { SettingKey: "stock", Settings: "[1,2]" }],
    ["an unknown field", { SettingKey: "stock", Settings: '{"leverage":100}' }],
    [
      "an empty board selection",
      {
        SettingKey: "priceBoard",
        Settings: JSON.stringify({
          ...DEFAULT_PRICE_BOARD_SETTINGS,
          priceBoardSettingColumnShow: [],
          priceBoardSettingChartShow: [],
        }),
      },
    ],
    ["settings too long", { SettingKey: "stock", Settings: `{"volume":[${"1,".repeat(9_000)}1]}` }],
  ])("refuses %s with 400 BAD_REQUEST", async (_what, payload) => {
    const answer = await call("PUT", "userSettings/alice/Client", alice, payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });
});

describe("company data of the popup", () => {
  it("events, events by date, daily and trailing ratios, finance, stock info", async () => {
    const events = await ok<{ data: { data: { PublicDate: string }[] } }>("GET", "company/events/FPT", {});
    expect(events.data.data.length).toBeGreaterThan(0);
    expectKeys(events.data.data, WIRE_KEYS.companyEvent);
    const types = server.deps.market.definedEvents().map((event) => event.code);
    const [year, month, day] = (events.data.data[0]?.PublicDate ?? "").split("-");
    const onDate = await ok<{ data: { data: { PublicDate: string }[] } }>(
      "GET",
      `company/eventsdate/${types.join(",")}/${day}-${month}-${year}`,
      {},
    );
    expectKeys(onDate.data.data, WIRE_KEYS.companyEvent);
    for (const event of onDate.data.data) expect(event.PublicDate).toBe(`${year}-${month}-${day}`);
    const daily = await ok<{ data: { data: unknown } }>("GET", "ratiodaily/FPT", {});
    expectKeys([daily.data.data], WIRE_KEYS.dailyRatios);
    const trailing = await ok<{ data: { data: unknown[] } }>("GET", "ratiottm/list/FPT?limit=1", {});
    expect(trailing.data.data).toHaveLength(1);
    expectKeys(trailing.data.data, WIRE_KEYS.trailingRatios);
    const finance = await ok<{ data: Record<string, Record<string, unknown[]>> }>("GET", "finance/FPT", {});
    expectKeys([finance.data], WIRE_KEYS.financeData);
    for (const set of Object.values(finance.data)) {
      expectKeys([set], WIRE_KEYS.financeSet);
      expectKeys(set["businessResults"] ?? [], WIRE_KEYS.financeRow);
    }
    const info = await ok<{ data: unknown }>("GET", "stockinfo/FPT", {});
    expectKeys([info.data], WIRE_KEYS.stockInfo);
  });

  it("answers no events and null ratios for an instrument that is not a share, 404 for finance", async () => {
    const etf =
      server.deps.market.instruments().find((instrument) => instrument.kind === "ETF")?.symbol ?? "";
    expect(await ok("GET", `company/events/${etf}`, {})).toEqual({ data: { data: [] } });
    const daily = await ok<{ data: { data: Record<string, unknown> } }>("GET", `ratiodaily/${etf}`, {});
    expect(Object.values(daily.data.data).every((value) => value === null)).toBe(true);
    expect((await call("GET", `finance/${etf}`)).status).toBe(404);
  });

  it.each([
    "company/events/NOPE1",
    "ratiodaily/NOPE1",
    "ratiottm/list/NOPE1",
    "finance/NOPE1",
    "stockinfo/NOPE1",
  ])("%s → 404 UNKNOWN_SYMBOL", async (url) => {
    const answer = await call("GET", url);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: "UNKNOWN_SYMBOL" } });
  });
});

describe("market history", () => {
  it("industries and their symbols", async () => {
    const industries = await ok<{ data: { IcbCode: string }[] }>("GET", "industry/level/2", {});
    expectKeys(industries.data, WIRE_KEYS.industryEntry);
    const code = industries.data.find(
      (industry) => (server.deps.market.industrySymbols(industry.IcbCode) ?? []).length > 0,
    )?.IcbCode;
    const symbols = await ok<{ data: string[] }>("GET", `industry/symbols/${code}`, {});
    expect(symbols.data.length).toBeGreaterThan(0);
    expect((await call("GET", "industry/symbols/0000")).status).toBe(404);
  });

  it("historiesnearest: today's minute closes, volumes and times per symbol", async () => {
    const answer = await ok<Record<string, { c: number[]; v: number[]; t: number[] }>>(
      "GET",
      "tradingview/historiesnearest?symbols=VNINDEX,FPT&props=c,v,t&resolution=1",
      {},
    );
    expect(Object.keys(answer).sort()).toEqual(["FPT", "VNINDEX"]);
    for (const series of Object.values(answer)) {
      expect(series.t.length).toBeGreaterThan(0);
      expect(series.c.length).toBe(series.t.length);
      expect(series.v.length).toBe(series.t.length);
      expect(series.t.every((time, i) => i === 0 || time > (series.t[i - 1] ?? 0))).toBe(true);
    }
  });

  it("proprietary aggregate, snapshot and history (10 days by default)", async () => {
    const aggregate = await ok<{ data: unknown }>("GET", "proprietary/aggregate/VN30", {});
    expectKeys([aggregate.data], WIRE_KEYS.proprietaryDay);
    const snapshot = await ok<{ data: unknown[] }>("GET", "proprietary/snapshot/tong-quan", {});
    expectKeys(snapshot.data, WIRE_KEYS.proprietarySymbolDay);
    const ten = await ok<{ data: { TradingDate: string }[] }>("GET", "proprietary/hist/HNX/10", {});
    expect(ten.data).toHaveLength(10);
    expectKeys(ten.data, WIRE_KEYS.proprietaryDay);
    expect(ten.data.at(-1)?.TradingDate).toBe(server.deps.market.today());
    const byDefault = await ok<{ data: unknown[] }>("GET", "proprietary/hist/HNX", {});
    expect(byDefault.data).toEqual(ten.data);
  });

  it("statistics per market and the index list", async () => {
    for (const mc of ["10", "02", "03"]) {
      const foreign = await ok<{ data: unknown }>("GET", `statistics/foreign/${mc}`, {});
      expectKeys([foreign.data], WIRE_KEYS.foreignSummary);
      const volume = await ok<{ data: { mc: string }[] }>("GET", `statistics/topvolume/${mc}?count=5`, {});
      expect(volume.data).toHaveLength(5);
      expectKeys(volume.data, WIRE_KEYS.topVolumeRow);
      for (const row of volume.data) expect(row.mc).toBe(mc);
      const foreignTop = await ok<{ data: unknown[] }>("GET", `statistics/topforeign/${mc}`, {});
      expectKeys(foreignTop.data, WIRE_KEYS.topForeignRow);
    }
    const net = await ok<{ data: unknown[] }>("GET", "statistics/foreignnet", {});
    expectKeys(net.data, WIRE_KEYS.foreignNetRow);
    const indices = await ok<{ data: { mc: string }[] }>("GET", "index/list", {});
    expect(indices.data.map((index) => index.mc)).toContain("10");
    expectKeys(indices.data, WIRE_KEYS.indexListItem);
  });
});
