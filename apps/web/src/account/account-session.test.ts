import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../state/session";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { useAccountNotices } from "./account-notices";
import { followSession } from "./account-session";
import { createAccountStore } from "./account-store";
import { fakeAccountApi, type FakeAccountApi } from "./fake-account-api";

let api: FakeAccountApi;
let account: ReturnType<typeof createAccountStore>;
let stop: () => void;

/** Lets the store's chained calls settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function follow(): void {
  stop = followSession({
    account,
    notices: useAccountNotices,
    session: useSession,
    today: () => "2026-02-10",
  });
}

beforeEach(() => {
  stubLocalStorage();
  api = fakeAccountApi();
  account = createAccountStore(api);
  useSession.setState({ user: null, status: "anonymous" });
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  useSession.setState({ user: null, status: "anonymous" });
  useAccountNotices.getState().closeAll();
});

describe("after login becomes true (accounts-session §4)", () => {
  it("loads the customer's accounts once per sign-in, not on changes of the same user's fields", async () => {
    follow();
    useSession.setState({ user: testUser({ userId: "058C000005" }), status: "signed-in" });
    await settle();
    expect(account.getState()).toMatchObject({ userId: "058C000005", status: "ready" });
    const calls = api.calls.length;
    useSession.getState().updateUser({ defaultAcc: "058C0000051" });
    await settle();
    expect(api.calls).toHaveLength(calls);
  });

  it("acts on a customer already signed in when it starts", async () => {
    useSession.setState({ user: testUser({ userId: "058C000005" }), status: "signed-in" });
    follow();
    await settle();
    expect(account.getState().userId).toBe("058C000005");
  });

  it("opens the CCCD block when the card status is 2, once a day", async () => {
    api.answers["GetAccountInfo"] = { rc: 1, data: [{ C_IS_CARD_CLEAR: "2" }] };
    follow();
    useSession.setState({ user: testUser({ userId: "058C000007" }), status: "signed-in" });
    await settle();
    expect(useAccountNotices.getState().cardBlock).toBe(true);

    useAccountNotices.getState().close("cardBlock");
    useSession.setState({ user: null, status: "anonymous" });
    useSession.setState({ user: testUser({ userId: "058C000007" }), status: "signed-in" });
    await settle();
    expect(useAccountNotices.getState().cardBlock).toBe(false);
  });

  it("opens the smart-OTP guide and the banner when due", async () => {
    follow();
    useSession.setState({
      user: testUser({ userId: "058C000001", login2faFlag: "0", isShowBanner: true }),
      status: "signed-in",
    });
    await settle();
    expect(useAccountNotices.getState()).toMatchObject({
      smartOtpGuide: true,
      banner: true,
      cardBlock: false,
    });
  });

  it("clears the accounts and every notice at logout or expiry", async () => {
    follow();
    useSession.setState({ user: testUser({ userId: "058C000001", login2faFlag: "0" }), status: "signed-in" });
    await settle();
    useAccountNotices.getState().showInsiderAlert("FPT");
    useSession.getState().expire();
    expect(account.getState()).toMatchObject({ userId: null, accounts: [], status: "idle" });
    expect(useAccountNotices.getState()).toMatchObject({ smartOtpGuide: false, insiderAlert: null });
  });

  it("switches to another customer signed in from another tab", async () => {
    follow();
    useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
    await settle();
    useSession.setState({ user: testUser({ userId: "058C000005" }), status: "signed-in" });
    await settle();
    expect(account.getState().userId).toBe("058C000005");
  });
});
