import { SESSION_HEADER, type Watchlist } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../testing/memory-storage";
import { WATCHLIST_KEYS } from "./watchlist-storage";
import { testUser } from "../testing/session-user";

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly session: string | undefined;
}

/**
 * A stand-in for the history feed's watchlist routes: it keeps lists like the server does and
 * records every call, so a test asserts both what was sent and what the store shows after the
 * reload.
 */
function fakeHistoryFeed(initial: Watchlist[]) {
  let lists = initial.map((list) => ({ ...list, Symbols: [...list.Symbols] }));
  let nextId = 100;
  const calls: Call[] = [];
  const failing = new Set<string>();

  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const one = (list: Watchlist | undefined) =>
    list === undefined ? answer({ error: { code: "NOT_FOUND" } }, 404) : answer({ data: { data: list } });

  const fetchStub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const url = String(input);
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, body, session: headers[SESSION_HEADER] });
    if (failing.has(method)) return answer({ error: { code: "UNKNOWN_SYMBOL" } }, 400);
    const { pathname, searchParams } = new URL(url, "http://web.test");
    const parts = pathname.split("/").slice(4).map(decodeURIComponent); // after /api/history/watchlists
    const [, id, third, symbol] = parts;
    const find = () => lists.find((list) => list.Id === id);
    if (method === "GET") return answer({ data: { data: lists } });
    if (method === "POST") {
      const created = { Id: String(nextId++), Name: body.name, Symbols: body.symbols };
      lists.push(created);
      return answer({ data: { data: created } }, 201);
    }
    const list = find();
    if (list === undefined) return one(undefined);
    if (method === "PATCH" && third === "symbols" && symbol !== undefined) {
      if (!list.Symbols.includes(symbol))
        list.Symbols =
          searchParams.get("at") === "bottom" ? [...list.Symbols, symbol] : [symbol, ...list.Symbols];
      return one(list);
    }
    if (method === "PATCH" && third !== undefined) {
      list.Name = third;
      return one(list);
    }
    if (method === "DELETE" && third === "symbols") {
      list.Symbols = list.Symbols.filter((item) => item !== symbol);
      return one(list);
    }
    if (method === "DELETE") {
      lists = lists.filter((item) => item !== list);
      return one(list);
    }
    if (method === "PUT") {
      list.Symbols = body.symbols;
      return one(list);
    }
    return answer({ error: { code: "NOT_FOUND" } }, 404);
  });

  return {
    fetchStub,
    calls,
    /** Calls since the last look, as "METHOD url" (and the body when there is one). */
    take(): { method: string; url: string; body?: unknown }[] {
      return calls
        .splice(0)
        .map(({ method, url, body }) => (body === undefined ? { method, url } : { method, url, body }));
    },
    fail(method: string) {
      failing.add(method);
    },
  };
}

const USER = testUser({ userId: "an.nguyen@demo", sid: "sid-1", customerName: "Nguyễn An" });
const LIST_URL = "/api/history/watchlists/an.nguyen%40demo";

let storage: Map<string, string>;

beforeEach(() => {
  storage = stubLocalStorage();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signedIn(initial: Watchlist[]) {
  const feed = fakeHistoryFeed(initial);
  vi.stubGlobal("fetch", feed.fetchStub);
  vi.resetModules();
  const { useWatchlists } = await import("./watchlist-store");
  const { useSession } = await import("../state/session");
  const { usePreferences } = await import("../state/preferences");
  useSession.getState().signIn(USER);
  await vi.waitFor(() => expect(useWatchlists.getState().loaded).toBe(true));
  return { feed, useWatchlists, useSession, usePreferences };
}

describe("logged-in watchlists go through the history feed, then reload", () => {
  it("loads the user's lists on login, with the session header", async () => {
    const { feed, useWatchlists } = await signedIn([{ Id: "7", Name: "Ngân hàng", Symbols: ["VCB"] }]);
    expect(feed.calls).toEqual([{ method: "GET", url: LIST_URL, body: undefined, session: "sid-1" }]);
    expect(useWatchlists.getState()).toMatchObject({
      lists: [{ Id: "7", Name: "Ngân hàng", Symbols: ["VCB"] }],
      currentId: "7",
      loaded: true,
    });
  });

  it("create: POST with userId, trimmed name and no symbols; the new list becomes current", async () => {
    const { feed, useWatchlists } = await signedIn([{ Id: "7", Name: "A", Symbols: [] }]);
    feed.take();
    await expect(useWatchlists.getState().create("  Thép ")).resolves.toBe(true);
    expect(feed.take()).toEqual([
      {
        method: "POST",
        url: "/api/history/watchlists",
        body: { userId: USER.userId, name: "Thép", symbols: [] },
      },
      { method: "GET", url: LIST_URL },
    ]);
    expect(useWatchlists.getState().currentId).toBe("100");
    expect(useWatchlists.getState().lists.map((list) => list.Name)).toEqual(["A", "Thép"]);
    expect(storage.get(WATCHLIST_KEYS.remoteId)).toBe('"100"');
    // The visitor's map is not touched by server lists.
    expect(storage.has(WATCHLIST_KEYS.map)).toBe(false);
  });

  it("create refuses a blank name without calling the server", async () => {
    const { feed, useWatchlists } = await signedIn([]);
    feed.take();
    await expect(useWatchlists.getState().create(" ")).resolves.toBe(false);
    expect(feed.take()).toEqual([]);
  });

  it("rename: PATCH watchlists/{userId}/{id}/{name}, the name encoded", async () => {
    const { feed, useWatchlists } = await signedIn([{ Id: "7", Name: "A", Symbols: [] }]);
    feed.take();
    await expect(useWatchlists.getState().rename("7", " Ngân hàng/VN30 ")).resolves.toBe(true);
    expect(feed.take()).toEqual([
      { method: "PATCH", url: `${LIST_URL}/7/Ng%C3%A2n%20h%C3%A0ng%2FVN30` },
      { method: "GET", url: LIST_URL },
    ]);
    expect(useWatchlists.getState().lists[0]?.Name).toBe("Ngân hàng/VN30");
  });

  it("delete: DELETE watchlists/{userId}/{id}; deleting the current list clears it, also after the reload", async () => {
    const { feed, useWatchlists } = await signedIn([
      { Id: "7", Name: "A", Symbols: [] },
      { Id: "8", Name: "B", Symbols: [] },
    ]);
    useWatchlists.getState().select("8");
    feed.take();
    await useWatchlists.getState().remove("8");
    expect(feed.take()).toEqual([
      { method: "DELETE", url: `${LIST_URL}/8` },
      { method: "GET", url: LIST_URL },
    ]);
    expect(useWatchlists.getState()).toMatchObject({ currentId: null, lists: [{ Id: "7" }] });
    expect(storage.has(WATCHLIST_KEYS.remoteId)).toBe(false);
  });

  it("symbols: PATCH to add (at the setting's end), DELETE to remove, PUT to save the order", async () => {
    const { feed, useWatchlists, usePreferences } = await signedIn([
      { Id: "7", Name: "A", Symbols: ["ACB"] },
    ]);
    feed.take();
    await expect(useWatchlists.getState().addSymbol("fpt")).resolves.toBe(true);
    usePreferences.setState((state) => ({
      boardSettings: { ...state.boardSettings, appendSymbolWatchListPosition: "bottom" },
    }));
    await useWatchlists.getState().addSymbol("VCB");
    await expect(useWatchlists.getState().addSymbol("ACB")).resolves.toBe(false);
    await useWatchlists.getState().removeSymbol("ACB");
    await useWatchlists.getState().reorder(["VCB", "FPT"]);
    expect(feed.take()).toEqual([
      { method: "PATCH", url: `${LIST_URL}/7/symbols/FPT?at=top` },
      { method: "GET", url: LIST_URL },
      { method: "PATCH", url: `${LIST_URL}/7/symbols/VCB?at=bottom` },
      { method: "GET", url: LIST_URL },
      { method: "DELETE", url: `${LIST_URL}/7/symbols/ACB` },
      { method: "GET", url: LIST_URL },
      { method: "PUT", url: `${LIST_URL}/7`, body: { symbols: ["VCB", "FPT"] } },
      { method: "GET", url: LIST_URL },
    ]);
    expect(useWatchlists.getState().lists[0]?.Symbols).toEqual(["VCB", "FPT"]);
  });

  it("shows a change at once, before the server answers", async () => {
    const { feed, useWatchlists } = await signedIn([{ Id: "7", Name: "A", Symbols: ["ACB", "FPT"] }]);
    feed.take();
    const saving = useWatchlists.getState().reorder(["FPT", "ACB"]);
    expect(useWatchlists.getState().lists[0]?.Symbols).toEqual(["FPT", "ACB"]);
    await saving;
  });

  it("a refused change is only logged, and the reload puts the server's lists back", async () => {
    const { feed, useWatchlists } = await signedIn([{ Id: "7", Name: "A", Symbols: ["ACB"] }]);
    feed.take();
    feed.fail("PATCH");
    await expect(useWatchlists.getState().addSymbol("ZZZ")).resolves.toBe(true);
    expect(feed.take().map((call) => call.method)).toEqual(["PATCH", "GET"]);
    expect(useWatchlists.getState().lists[0]?.Symbols).toEqual(["ACB"]);
    expect(console.warn).toHaveBeenCalled();
  });

  it("remembers the selected server list and reloads it after a new login", async () => {
    const lists = [
      { Id: "7", Name: "A", Symbols: [] },
      { Id: "8", Name: "B", Symbols: [] },
    ];
    const first = await signedIn(lists);
    first.useWatchlists.getState().select("8");
    expect(storage.get(WATCHLIST_KEYS.remoteId)).toBe('"8"');
    const again = await signedIn(lists);
    expect(again.useWatchlists.getState().currentId).toBe("8");
  });

  it("logout shows the visitor's own lists and forgets the server's current list", async () => {
    storage.set(WATCHLIST_KEYS.map, JSON.stringify({ "1": { Id: "1", Name: "Local", Symbols: ["HPG"] } }));
    const { useWatchlists, useSession } = await signedIn([{ Id: "7", Name: "Server", Symbols: [] }]);
    expect(useWatchlists.getState().lists.map((list) => list.Name)).toEqual(["Server"]);
    useSession.getState().signOut();
    expect(useWatchlists.getState()).toMatchObject({
      lists: [{ Name: "Local" }],
      currentId: "1",
      loaded: true,
    });
    expect(storage.has(WATCHLIST_KEYS.remoteId)).toBe(false);
  });
});
