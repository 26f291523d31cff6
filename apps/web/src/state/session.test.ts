// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { SESSION_HEADER } from "@bangia/market";
import { requestJson } from "../api/http";
import { LOGOUT_CLEARED_KEYS, onTabMessage, SESSION_CHANNEL, startSession, useSession } from "./session";
import { useUi } from "./ui";

const INFO = {
  user: "058C000006",
  name: "Vũ Quốc Khánh",
  defaultAcc: "",
  iFlag: "0",
  AuthenType: "T",
  login2faFlag: "0",
  pwdExprireDate: "10/02/2027",
  isShowBanner: false,
  insiderSymbols: ["FPT"],
};

interface Call {
  readonly path: string;
  readonly method: string;
  readonly body: unknown;
}

let calls: Call[];

let headersSeen: Record<string, string>[];

function serve(answers: Record<string, unknown>, status: Record<string, number> = {}): void {
  calls = [];
  headersSeen = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api\//, "");
    calls.push({
      path,
      method: init.method ?? "GET",
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    headersSeen.push({ ...(init.headers as Record<string, string>) });
    return new Response(JSON.stringify(answers[path] ?? { rc: 1 }), {
      status: status[path] ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
}

const reset = () => useSession.setState({ user: null, status: "unknown", expired: false });

beforeEach(() => {
  reset();
  serve({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  reset();
});

describe("the session store", () => {
  it("signs in and out; the logout ends the session on the server and clears the stored values", async () => {
    const storage = stubLocalStorage();
    for (const key of LOGOUT_CLEARED_KEYS) storage.set(key, "1");
    storage.set("watchlistMap", "{}");
    useSession.getState().signIn(testUser({ sid: "sid-9" }));
    expect(useSession.getState()).toMatchObject({ status: "signed-in", user: { sid: "sid-9" } });
    useUi.setState({ orderPanelOpen: true, accountSettingsOpen: true });
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ status: "anonymous", user: null, expired: false });
    await vi.waitFor(() =>
      expect(calls).toEqual([{ path: "logout", method: "POST", body: { session: "sid-9" } }]),
    );
    expect([...storage.keys()]).toEqual(["watchlistMap"]);
    expect(useUi.getState()).toMatchObject({ orderPanelOpen: false, accountSettingsOpen: false });
  });

  it("does not call the server to log out when nobody is logged in", async () => {
    useSession.getState().signOut();
    await Promise.resolve();
    expect(calls).toEqual([]);
  });

  it("expires: clears like a logout without a server call and raises the alert until cleared", () => {
    useSession.getState().signIn(testUser());
    useUi.setState({ orderPanelOpen: true });
    useSession.getState().expire();
    expect(useSession.getState()).toMatchObject({ user: null, status: "anonymous", expired: true });
    expect(useUi.getState().orderPanelOpen).toBe(false);
    expect(calls).toEqual([]);
    useSession.getState().clearExpired();
    expect(useSession.getState().expired).toBe(false);
  });

  it("restores the cookie's session: signed in with no sid in memory, insiders included", async () => {
    serve({ session: { rc: 1, data: INFO } });
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({
      status: "signed-in",
      user: { userId: "058C000006", sid: null, customerName: "Vũ Quốc Khánh", insiderSymbols: ["FPT"] },
    });
  });

  it("restores to anonymous without a session, and to anonymous when the server is away", async () => {
    serve({ session: { rc: -1, rs: "InvalidSessionException" } });
    await useSession.getState().restore();
    expect(useSession.getState().status).toBe("anonymous");
    reset();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await useSession.getState().restore();
    expect(useSession.getState().status).toBe("anonymous");
  });

  it("updates fields of the signed-in user only", () => {
    useSession.getState().updateUser({ iFlag: "0" });
    expect(useSession.getState().user).toBeNull();
    useSession.getState().signIn(testUser({ iFlag: "1" }));
    useSession.getState().updateUser({ iFlag: "0" });
    expect(useSession.getState().user?.iFlag).toBe("0");
  });
});

describe("several tabs", () => {
  it("a logout elsewhere signs this tab out; a login elsewhere restores it", async () => {
    useSession.getState().signIn(testUser({ sid: null }));
    onTabMessage({ type: "signed-out" });
    expect(useSession.getState()).toMatchObject({ user: null, status: "anonymous", expired: false });
    expect(calls).toEqual([]);
    serve({ session: { rc: 1, data: INFO } });
    onTabMessage({ type: "signed-in" });
    await vi.waitFor(() => expect(useSession.getState().user?.userId).toBe("058C000006"));
    onTabMessage({ type: "other" });
    onTabMessage(null);
    expect(useSession.getState().status).toBe("signed-in");
  });

  it("tells the other tabs over the channel, and hears them", async () => {
    serve({ session: { rc: -1, rs: "InvalidSessionException" } });
    startSession();
    const other = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    other.onmessage = (event) => heard.push(event.data);
    try {
      useSession.getState().signIn(testUser({ sid: "fresh" }));
      await vi.waitFor(() => expect(heard).toEqual([{ type: "signed-in" }]));
      other.postMessage({ type: "signed-out" });
      await vi.waitFor(() => expect(useSession.getState().user).toBeNull());
      // A restore (no sid) never echoes back to the tabs.
      useSession.getState().signIn(testUser({ sid: null }));
      useSession.getState().signOut();
      await vi.waitFor(() => expect(heard).toEqual([{ type: "signed-in" }, { type: "signed-out" }]));
    } finally {
      other.close();
    }
  });

  it("a user-scoped route answering 401 NO_SESSION expires the signed-in session", async () => {
    useSession.getState().signIn(testUser({ sid: "gone" }));
    serve({ "history/watchlists/u1": { error: { code: "NO_SESSION" } } }, { "history/watchlists/u1": 401 });
    await expect(requestJson("history/watchlists/u1")).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({ user: null, expired: true });
  });

  it("restores by the cookie alone, and a tab holding another customer's id drops it", async () => {
    useSession.getState().signIn(testUser({ userId: "058C000001", sid: "old-tab-sid" }));
    serve({ session: { rc: 1, data: INFO } });
    await useSession.getState().restore();
    expect(headersSeen[0]?.[SESSION_HEADER]).toBeUndefined();
    expect(useSession.getState().user).toMatchObject({ userId: "058C000006", sid: null });
  });

  it("drops a restore answered after a logout in another tab", async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const restoring = useSession.getState().restore();
    onTabMessage({ type: "signed-out" });
    answer(
      new Response(JSON.stringify({ rc: 1, data: INFO }), {
        headers: { "content-type": "application/json" },
      }),
    );
    await restoring;
    expect(useSession.getState().user).toBeNull();
  });

  it("an expiry tells the other tabs", async () => {
    startSession();
    const other = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    other.onmessage = (event) => heard.push(event.data);
    try {
      useSession.getState().signIn(testUser({ sid: null }));
      useSession.getState().expire();
      await vi.waitFor(() => expect(heard).toContainEqual({ type: "signed-out" }));
    } finally {
      other.close();
    }
  });
});
