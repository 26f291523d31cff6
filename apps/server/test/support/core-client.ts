/**
 * The core gateway as an HTTP order test calls it: a logged-in customer's call (HTTP 200
 * expected, the answer returned) and a listed symbol's day on the test server's exchange.
 */
import type { CoreAnswer, LoginData } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { postCore } from "../http/login-support";
import type { TestServer } from "./test-server";

export type CoreCallOf = <T = unknown>(
  who: LoginData,
  group: string,
  data: Record<string, unknown>,
) => Promise<CoreAnswer<T>>;

/** Calls POST /api/core on `app` with the session of `who`. */
export function coreCaller(app: () => FastifyInstance): CoreCallOf {
  return async <T = unknown>(who: LoginData, group: string, data: Record<string, unknown>) => {
    const response = await postCore(app(), group, data, { session: who.sid, user: who.user });
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    return response.json() as CoreAnswer<T>;
  };
}

/** Today's facts of `symbol` on the test server's exchange; fails the test when it is not listed. */
export function symbolDay(server: TestServer, symbol: string) {
  const facts = server.deps.live.exchange.day(symbol);
  if (facts === undefined) throw new Error(`${symbol} is not listed`);
  return facts;
}
