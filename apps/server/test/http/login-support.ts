/**
 * Helpers of the login, OTP and core gateway tests: an app over the shared test server's
 * dependencies with a wall clock the test moves (sessions, locks and TOTP follow it), and
 * requests as the web sends them.
 */
import { CHANNEL, SESSION_HEADER, type CoreAnswer, type LoginData } from "@bangia/market";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { DEMO_PASSWORD } from "../../src/customers/demo-customers";
import type { AppDeps } from "../../src/app/app-deps";
import { buildApp } from "../../src/app/build-app";
import { CSRF_HEADER } from "../../src/auth/csrf";
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

/** A wall clock the test sets and moves, starting at the real now. */
export class WallClock {
  now = Date.now();
  advance(ms: number): void {
    this.now += ms;
  }
  readonly read = (): number => this.now;
}

export async function appWithClock(
  server: TestServer,
  clock: WallClock,
  overrides: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ ...server.deps, webRoot: null, wallClock: clock.read, ...overrides });
  await app.ready();
  return app;
}

/** A test file's server and an app over it with its own wall clock. */
export interface LoginTestScope {
  readonly clock: WallClock;
  readonly server: TestServer;
  readonly app: FastifyInstance;
}

/**
 * Starts the file's test server and an app over it with a wall clock before its tests, and closes
 * both after them. Read `server` and `app` inside tests (they exist once `beforeAll` has run).
 */
export function loginTestScope(): LoginTestScope {
  const clock = new WallClock();
  let server: TestServer | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    server = await startTestServer({ beats: 5 });
    app = await appWithClock(server, clock);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("loginTestScope: read server and app inside tests");
    return value;
  };
  return {
    clock,
    get server() {
      return started(server);
    },
    get app() {
      return started(app);
    },
  };
}

/** A client address no other test uses, so the per-address lockout of one test spares the others. */
let nextAddress = 1;
export function freshIp(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

export const DEMO_DIGEST = clientPasswordDigest(DEMO_PASSWORD);

export interface LoginOptions {
  readonly ip?: string;
  readonly headers?: Record<string, string>;
  readonly digest?: string;
}

/** POST /api/login, form-encoded as the web sends it. */
export function postLogin(app: FastifyInstance, user: string, options: LoginOptions = {}) {
  const form = new URLSearchParams({ user, pass: options.digest ?? DEMO_DIGEST, channel: CHANNEL });
  return app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: options.ip ?? freshIp(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
    payload: form.toString(),
  });
}

/** A successful login's data; fails the test otherwise. */
export async function loginData(
  app: FastifyInstance,
  user: string,
  options: LoginOptions = {},
): Promise<LoginData> {
  const response = await postLogin(app, user, options);
  const answer = response.json() as CoreAnswer<LoginData>;
  if (answer.rc !== 1 || answer.data === undefined)
    throw new Error(`login of ${user} answered ${response.body}`);
  return answer.data;
}

export interface CoreOptions {
  readonly ip?: string;
  readonly headers?: Record<string, string>;
  readonly session?: string;
  readonly user?: string;
  readonly language?: "vi" | "en";
}

/** POST /api/core with an envelope of `group` and `data`. */
export function postCore(
  app: FastifyInstance,
  group: string,
  data: Record<string, unknown>,
  options: CoreOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/core",
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
    payload: {
      group,
      session: options.session ?? "",
      user: options.user ?? "",
      language: options.language ?? "vi",
      data,
    },
  });
}

/** A session call as the web makes it: the sid in the envelope. */
export async function sessionCall<T = unknown>(
  app: FastifyInstance,
  login: LoginData,
  data: Record<string, unknown>,
  options: CoreOptions = {},
): Promise<CoreAnswer<T>> {
  const response = await postCore(app, "B", data, { session: login.sid, user: login.user, ...options });
  return response.json() as CoreAnswer<T>;
}

/** The Set-Cookie values of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The cookie header a browser would send back after `response`. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((cookie) => cookie.split(";", 1)[0] ?? "")
    .join("; ");
}

export function sessionHeader(sid: string): Record<string, string> {
  return { [SESSION_HEADER]: sid };
}

export { CSRF_HEADER };
