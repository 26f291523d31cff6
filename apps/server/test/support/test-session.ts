/**
 * The test-only way to log in: a session created straight in the store (no HTTP route makes
 * one before the accounts issue), and the header that carries it.
 */
import { SESSION_HEADER } from "@bangia/market";
import type { Database } from "../../src/db/stores";

/** Lifetime of a test session: longer than any test file runs. */
const TEST_SESSION_SECONDS = 3_600;

/** Creates a live session of `userId` and answers its id. */
export async function createTestSession(database: Database, userId: string): Promise<string> {
  const session = await database.stores.sessions.create(userId, Date.now(), TEST_SESSION_SECONDS);
  return session.sid;
}

/** The request headers of a session. */
export function sessionHeaders(sid: string): Record<string, string> {
  return { [SESSION_HEADER]: sid };
}
