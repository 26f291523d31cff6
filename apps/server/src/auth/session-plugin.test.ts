import { SESSION_HEADER } from "@bangia/market";
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandlers } from "../http/error-handler";
import type { AuditEntry, Session, SessionStore } from "../db/stores";
import { csrfTokenFor, CSRF_HEADER } from "./csrf";
import { requireUser, sessionChecks, sessionCredentialOf, sessionIdOf } from "./session-plugin";

const live: Session = { sid: "live-sid", userId: "lan", createdAt: 0, expiresAt: 2_000 };

/** A store that knows one session, live until t = 2,000. */
const sessions: Pick<SessionStore, "find"> = {
  find: async (sid, now) => (sid === live.sid && now < live.expiresAt ? live : null),
};

describe("sessionIdOf", () => {
  it("reads the header first, then the sid cookie", () => {
    expect(sessionIdOf({ headers: { [SESSION_HEADER]: "h", cookie: "sid=c" } })).toBe("h");
    expect(sessionIdOf({ headers: { cookie: "sid=c" } })).toBe("c");
    expect(sessionIdOf({ headers: { [SESSION_HEADER]: "  ", cookie: "sid=c" } })).toBe("c");
  });

  it("refuses what cannot be a session id", () => {
    expect(sessionIdOf({ headers: {} })).toBeNull();
    expect(sessionIdOf({ headers: { [SESSION_HEADER]: "a b" } })).toBeNull();
    expect(sessionIdOf({ headers: { [SESSION_HEADER]: "x".repeat(257) } })).toBeNull();
  });
});

describe("sessionCredentialOf", () => {
  it("says where the id came from", () => {
    expect(sessionCredentialOf({ headers: { [SESSION_HEADER]: "h", cookie: "sid=c" } })).toEqual({
      sid: "h",
      source: "header",
    });
    expect(sessionCredentialOf({ headers: { cookie: "sid=c" } })).toEqual({ sid: "c", source: "cookie" });
    expect(sessionCredentialOf({ headers: { cookie: "sid=a b" } })).toBeNull();
  });
});

describe("the session check", () => {
  let now = 1_000;
  let app: FastifyInstance;
  const audited: AuditEntry[] = [];
  beforeAll(async () => {
    app = fastify();
    registerErrorHandlers(app);
    await app.register(sessionChecks, {
      sessions,
      now: () => now,
      auditLog: {
        append: async (entry) => {
          audited.push(entry);
          return { id: audited.length, detail: {}, ...entry } as never;
        },
      },
    });
    app.get("/mine/:userId", { onRequest: app.requireSession }, async (request) => {
      const { userId } = request.params as { userId: string };
      return { user: requireUser(request, userId).userId };
    });
    app.post("/mine/:userId", { onRequest: app.requireSession }, async (request) => {
      const { userId } = request.params as { userId: string };
      return { user: requireUser(request, userId).userId };
    });
    app.get("/open", async (request) => ({ session: request.session }));
  });
  afterAll(() => app.close());

  it("lets the session's own user through", async () => {
    const response = await app.inject({ url: "/mine/lan", headers: { [SESSION_HEADER]: "live-sid" } });
    expect(response.json()).toEqual({ user: "lan" });
  });

  it("answers 403 FORBIDDEN for another user's id, and audits the refusal", async () => {
    audited.length = 0;
    const response = await app.inject({ url: "/mine/mai", headers: { [SESSION_HEADER]: "live-sid" } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect(audited).toEqual([
      {
        at: 1_000,
        userId: "lan",
        action: "access.refused",
        ip: "127.0.0.1",
        detail: { method: "GET", route: "/mine/:userId" },
      },
    ]);
  });

  it("needs the CSRF token on a state-changing request named by the cookie alone", async () => {
    const cookie = "sid=live-sid";
    const post = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/mine/lan", headers });
    const missing = await post({ cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error: { code: "CSRF_REJECTED" } });
    expect((await post({ cookie, [CSRF_HEADER]: "forged" })).statusCode).toBe(403);
    expect((await post({ cookie, [CSRF_HEADER]: csrfTokenFor("live-sid") })).json()).toEqual({ user: "lan" });
    // The header is no ambient credential; a read needs no token.
    expect((await post({ [SESSION_HEADER]: "live-sid" })).json()).toEqual({ user: "lan" });
    expect((await app.inject({ url: "/mine/lan", headers: { cookie } })).json()).toEqual({ user: "lan" });
  });

  it("answers 401 NO_SESSION without one, with an unknown one, and once it expired (wall clock)", async () => {
    for (const headers of [{}, { [SESSION_HEADER]: "other" }]) {
      const response = await app.inject({ url: "/mine/lan", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: "NO_SESSION" } });
    }
    now = 2_000;
    const expired = await app.inject({ url: "/mine/lan", headers: { [SESSION_HEADER]: "live-sid" } });
    expect(expired.statusCode).toBe(401);
    now = 1_000;
  });

  it("leaves request.session null on routes that do not ask", async () => {
    const response = await app.inject({ url: "/open", headers: { [SESSION_HEADER]: "live-sid" } });
    expect(response.json()).toEqual({ session: null });
  });
});
