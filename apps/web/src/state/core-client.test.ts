import { SESSION_HEADER } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePreferences } from "./preferences";
import { useSession } from "./session";
import { useUi } from "./ui";
import { testUser } from "../testing/session-user";
import { coreCall, isInvalidSession } from "./core-client";
import { CSRF_HEADER } from "../api/http";

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

let sent: Sent[];

function answerWith(answer: unknown): void {
  sent = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  });
}

beforeEach(() => {
  useSession.setState({ user: null, status: "anonymous", expired: false });
  usePreferences.setState({ language: "vi" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null, status: "anonymous", expired: false });
});

describe("coreCall", () => {
  it("posts the envelope of the session in memory, its user and the current language", async () => {
    useSession.getState().signIn(testUser({ userId: "058C000001", sid: "sid-1" }));
    usePreferences.setState({ language: "en" });
    answerWith({ rc: 1, data: [{ accName: "A", accCode: "058C0000011", accType: "1" }] });
    const answer = await coreCall("B", { cmd: "ListAccount" });
    expect(answer.data?.[0]?.accCode).toBe("058C0000011");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: "/api/core",
      method: "POST",
      body: {
        group: "B",
        session: "sid-1",
        user: "058C000001",
        language: "en",
        data: { cmd: "ListAccount" },
      },
    });
    expect(sent[0]?.headers[SESSION_HEADER]).toBe("sid-1");
  });

  it("sends an empty session and the given user before login (the OTP step)", async () => {
    answerWith({
      rc: -11004,
      rs: "Mã OTP không chính xác. Quý Khách còn 4 lần thực hiện trước khi bị tạm khóa",
    });
    await coreCall(
      "S",
      { cmd: "sCheckLoginOTP", user: "058C000002", pass: "d", channel: "I", language: "vi", p5: "000000" },
      { user: "058C000002" },
    );
    expect(sent[0]?.body).toMatchObject({ group: "S", session: "", user: "058C000002", language: "vi" });
    expect(sent[0]?.headers[SESSION_HEADER]).toBeUndefined();
  });

  it("sends an empty session after a restore: the cookie carries it, with the CSRF echo", async () => {
    vi.stubGlobal("document", { cookie: "theme=dark; csrf_token=tok%2Den; other=1" });
    useSession.getState().signIn(testUser({ userId: "u1", sid: null }));
    answerWith({ rc: 1 });
    await coreCall("B", { cmd: "UpdateAccountDefault", p1: "u11" });
    expect(sent[0]?.body).toMatchObject({ session: "", user: "u1" });
    expect(sent[0]?.headers[CSRF_HEADER]).toBe("tok-en");
    expect(sent[0]?.headers[SESSION_HEADER]).toBeUndefined();
  });

  it("expires the session on rc -1 InvalidSessionException, then answers it to the caller", async () => {
    useSession.getState().signIn(testUser({ sid: "gone" }));
    useUi.setState({ orderPanelOpen: true });
    answerWith({ rc: -1, rs: "InvalidSessionException" });
    const answer = await coreCall("B", { cmd: "ListAccount" });
    expect(answer).toEqual({ rc: -1, rs: "InvalidSessionException" });
    expect(useSession.getState()).toMatchObject({ user: null, status: "anonymous", expired: true });
    expect(useUi.getState().orderPanelOpen).toBe(false);
  });

  it("leaves the session alone on other refusals", async () => {
    useSession.getState().signIn(testUser());
    answerWith({ rc: -8007, rs: "Mật khẩu không hợp lệ." });
    await coreCall("B", { cmd: "ChangePassFirstLogin", p1: "a", p2: "b" });
    expect(useSession.getState()).toMatchObject({ status: "signed-in", expired: false });
  });
});

describe("isInvalidSession", () => {
  it.each([
    [{ rc: -1, rs: "InvalidSessionException" }, true],
    [{ rc: -1, rs: "Invalid command" }, false],
    [{ rc: -1 }, false],
    [{ rc: 1, rs: "InvalidSessionException" }, false],
  ])("%o → %s", (answer, expected) => {
    expect(isInvalidSession(answer)).toBe(expected);
  });
});
