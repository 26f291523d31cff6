import { SESSION_HEADER } from "@bangia/market";
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandlers } from "../app/error-handler";
import type { Session, SessionStore } from "../db/stores";
import { requireUser, sessionChecks, sessionIdOf } from "./session-plugin";

const live: Session = { sid: "live-sid", userId: "lan", createdAt: 0, expiresAt: 2_000 };

/** A store that knows one session, live until t = 2,000. */
const sessions: SessionStore = {
  create: () => Promise.reject(new Error("not used")),
  find: async (sid, now) => (sid === live.sid && now < live.expiresAt ? live : null),
  remove: async () => {},
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

describe("the session check", () => {
  let now = 1_000;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = fastify();
    registerErrorHandlers(app);
    await app.register(sessionChecks, { sessions, now: () => now });
    app.get("/mine/:userId", { onRequest: app.requireSession }, async (request) => {
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

  it("answers 403 FORBIDDEN for another user's id", async () => {
    const response = await app.inject({ url: "/mine/mai", headers: { [SESSION_HEADER]: "live-sid" } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
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
