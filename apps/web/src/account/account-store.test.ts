import { DEFAULT_USER_SETTINGS } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../state/session";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import {
  confirmScreenKey,
  createAccountStore,
  customerCodeOf,
  storedHideConfirmOrder,
} from "./account-store";
import { DEMO_ACCOUNTS, fakeAccountApi } from "./fake-account-api";

let stored: Map<string, string>;

beforeEach(() => {
  stored = stubLocalStorage();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ user: null, status: "anonymous" });
});

const user = testUser({ userId: "058C000005", defaultAcc: "058C0000058" });

describe("account store: after login becomes true (accounts-session §4)", () => {
  it("loads the accounts by code, the functions, both settings and the card status of the customer", async () => {
    const api = fakeAccountApi();
    api.settings = [
      { SettingKey: "stock", Settings: '{"price_step":"0.5","show_confirm_order":"false"}' },
      { SettingKey: "derivative", Settings: '{"volumn_step":"2"}' },
    ];
    const store = createAccountStore(api);
    await store.getState().load(user);
    const state = store.getState();
    expect(state.status).toBe("ready");
    expect(state.userId).toBe("058C000005");
    expect(state.accounts.map((account) => account.accCode)).toEqual(["058C0000051", "058C0000058"]);
    expect(state.functions).toEqual(["B", "S"]);
    expect(state.stockSettings).toMatchObject({ price_step: 0.5, show_confirm_order: false });
    expect(state.derivativeSettings).toMatchObject({
      volumn_step: 2,
      price_step: 0.1,
      show_confirm_order: true,
    });
    expect(state.cardClear).toBe("0");
    expect(api.calls.find((call) => call.data["cmd"] === "GetAccountInfo")).toEqual({
      group: "B",
      data: { cmd: "GetAccountInfo", type: "cursor", p1: "058C000005" },
    });
  });

  it.each([
    { rule: "the stored default when the list holds it", defaultAcc: "058C0000058", current: "058C0000058" },
    { rule: "else the first by code (no default)", defaultAcc: "", current: "058C0000051" },
    { rule: "else the first by code (unknown default)", defaultAcc: "058C0000099", current: "058C0000051" },
  ])("chooses $rule", async ({ defaultAcc, current }) => {
    const store = createAccountStore(fakeAccountApi());
    await store.getState().load(testUser({ userId: "058C000005", defaultAcc }));
    expect(store.getState().currentAccount?.accCode).toBe(current);
  });

  it("falls back to each part's default when its load fails, and only logs it", async () => {
    const api = fakeAccountApi({ ListFuncWebtrade: { rc: -1, rs: "InvalidSessionException" } });
    api.settings = new Error("HTTP 500");
    const store = createAccountStore(api);
    await store.getState().load(user);
    const state = store.getState();
    expect(state.accounts).toHaveLength(2);
    expect(state.functions).toEqual([]);
    expect(state.stockSettings).toEqual(DEFAULT_USER_SETTINGS.stock);
    expect(state.derivativeSettings).toEqual(DEFAULT_USER_SETTINGS.derivative);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it("has no current account and asks no card status for a customer without accounts", async () => {
    const api = fakeAccountApi({ ListAccount: { rc: 1, data: [] } });
    const store = createAccountStore(api);
    await store.getState().load(user);
    expect(store.getState()).toMatchObject({
      accounts: [],
      currentAccount: null,
      cardClear: null,
      status: "ready",
    });
    expect(api.calls.some((call) => call.data["cmd"] === "GetAccountInfo")).toBe(false);
  });

  it("drops a load that a logout overtook", async () => {
    let release: (value: unknown) => void = () => undefined;
    const api = fakeAccountApi();
    const slow = new Promise((resolve) => (release = resolve));
    const core = api.core;
    const store = createAccountStore({
      ...api,
      core: (async (...args: Parameters<typeof core>) => {
        await slow;
        return core(...args);
      }) as typeof core,
    });
    const loading = store.getState().load(user);
    store.getState().clear();
    release(undefined);
    await loading;
    expect(store.getState()).toMatchObject({
      status: "idle",
      userId: null,
      accounts: [],
      currentAccount: null,
    });
  });

  it("clears everything at logout", async () => {
    const store = createAccountStore(fakeAccountApi());
    await store.getState().load(user);
    store.getState().clear();
    expect(store.getState()).toMatchObject({
      status: "idle",
      userId: null,
      accounts: [],
      currentAccount: null,
      functions: [],
      cardClear: null,
      stockSettings: DEFAULT_USER_SETTINGS.stock,
    });
  });
});

describe("account store: choosing accounts", () => {
  it("changes the current account to one of the list only", async () => {
    const store = createAccountStore(fakeAccountApi());
    await store.getState().load(user);
    store.getState().setCurrentAccount("058C0000051");
    expect(store.getState().currentAccount).toEqual(DEMO_ACCOUNTS[1]);
    store.getState().setCurrentAccount("999");
    expect(store.getState().currentAccount).toEqual(DEMO_ACCOUNTS[1]);
  });

  it("saves a new default with UpdateAccountDefault; the session's default and the current account follow", async () => {
    const api = fakeAccountApi();
    const store = createAccountStore(api);
    useSession.setState({ user, status: "signed-in" });
    await store.getState().load(user);
    expect(await store.getState().saveDefaultAccount("058C0000051")).toEqual({ rc: 1 });
    expect(api.calls.at(-1)).toEqual({
      group: "B",
      data: { cmd: "UpdateAccountDefault", p1: "058C0000051" },
    });
    expect(useSession.getState().user?.defaultAcc).toBe("058C0000051");
    expect(store.getState().currentAccount?.accCode).toBe("058C0000051");
  });

  it("changes nothing when the server refuses the default", async () => {
    const refusal = { rc: -96017, rs: "Tài khoản không hợp lệ." };
    const store = createAccountStore(fakeAccountApi({ UpdateAccountDefault: refusal }));
    useSession.setState({ user, status: "signed-in" });
    await store.getState().load(user);
    expect(await store.getState().saveDefaultAccount("058C0000051")).toEqual(refusal);
    expect(useSession.getState().user?.defaultAcc).toBe("058C0000058");
    expect(store.getState().currentAccount?.accCode).toBe("058C0000058");
  });
});

describe("account store: the stock order confirmation (HIDE_CONFIRM_ORDER)", () => {
  it("shows it by default and reads the user's stored choice at load", async () => {
    expect(storedHideConfirmOrder("058C000005")).toBe(false);
    stored.set(confirmScreenKey("058C000005"), "false");
    const store = createAccountStore(fakeAccountApi());
    await store.getState().load(user);
    expect(store.getState().hideConfirmOrder).toBe(true);
  });

  it("the server's saved value wins over the browser's copy", async () => {
    stored.set(confirmScreenKey("058C000005"), "true");
    const api = fakeAccountApi();
    api.hideConfirmOrder = true;
    const store = createAccountStore(api);
    await store.getState().load(user);
    expect(store.getState().hideConfirmOrder).toBe(true);
  });

  it.each([
    { hidden: true, p3: "1", display: "false" },
    { hidden: false, p3: "0", display: "true" },
  ])("saves hidden=$hidden as p3 '$p3' and keeps it per user", async ({ hidden, p3, display }) => {
    const api = fakeAccountApi();
    const store = createAccountStore(api);
    await store.getState().load(user);
    await store.getState().saveHideConfirmOrder(hidden);
    expect(api.calls.at(-1)?.data).toEqual({
      cmd: "UpdateParameter",
      p1: "HIDE_CONFIRM_ORDER",
      p2: "HIDE_CONFIRM_ORDER",
      p3,
    });
    expect(stored.get("displayStocksOrderCfmScreen058C000005")).toBe(display);
    expect(store.getState().hideConfirmOrder).toBe(hidden);
  });

  it("keeps the old choice when the server refuses", async () => {
    const store = createAccountStore(
      fakeAccountApi({ UpdateParameter: { rc: -1, rs: "InvalidSessionException" } }),
    );
    await store.getState().load(user);
    await store.getState().saveHideConfirmOrder(true);
    expect(store.getState().hideConfirmOrder).toBe(false);
    expect(stored.has(confirmScreenKey("058C000005"))).toBe(false);
  });
});

describe("customerCodeOf (GetAccountInfo p1)", () => {
  it("is the account code without its type digit", () => {
    expect(customerCodeOf("058C0000058")).toBe("058C000005");
  });
});
