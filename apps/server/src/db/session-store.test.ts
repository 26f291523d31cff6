import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "./schema";
import { createSessionStore, hashSessionId, newSessionId } from "./session-store";
import { freshUserId, TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

const NOW = 1_767_225_600_000;

describe("session ids", () => {
  it("are 256 random bits in base64url, different each time", () => {
    const ids = Array.from({ length: 200 }, newSessionId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(id, "base64url")).toHaveLength(32);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("are stored as their SHA-256 in hex", () => {
    expect(hashSessionId("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe.each(TEST_BACKENDS)("session store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const store = () => createSessionStore(database().db);

    it("creates a session lasting its lifetime and finds it until then", async () => {
      const user = freshUserId();
      const session = await store().create(user, NOW, 3600);
      expect(session).toEqual({
        sid: expect.any(String),
        userId: user,
        createdAt: NOW,
        expiresAt: NOW + 3_600_000,
      });
      expect(await store().find(session.sid, NOW)).toEqual(session);
      expect(await store().find(session.sid, session.expiresAt - 1)).toEqual(session);
    });

    it("answers null from the moment a session expires", async () => {
      const session = await store().create(freshUserId(), NOW, 60);
      expect(await store().find(session.sid, session.expiresAt)).toBeNull();
      expect(await store().find(session.sid, session.expiresAt + 1)).toBeNull();
    });

    it("answers null for an unknown id, and for the stored hash presented as an id", async () => {
      const session = await store().create(freshUserId(), NOW, 60);
      expect(await store().find(newSessionId(), NOW)).toBeNull();
      expect(await store().find(hashSessionId(session.sid), NOW)).toBeNull();
      expect(await store().find(session.sid.slice(0, -1), NOW)).toBeNull();
    });

    it("keeps only the hash of the id in the table", async () => {
      const session = await store().create(freshUserId(), NOW, 60);
      const rows = await database().db.select().from(sessions).where(eq(sessions.userId, session.userId));
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(session.sid);
      expect(stored).toContain(createHash("sha256").update(session.sid).digest("hex"));
    });

    it("forgets a removed session and leaves the user's others", async () => {
      const user = freshUserId();
      const gone = await store().create(user, NOW, 60);
      const kept = await store().create(user, NOW, 60);
      expect(kept.sid).not.toBe(gone.sid);
      await store().remove(gone.sid);
      await store().remove(gone.sid);
      expect(await store().find(gone.sid, NOW)).toBeNull();
      expect(await store().find(kept.sid, NOW)).toEqual(kept);
    });

    it("ends the user's other sessions (user id in any case) and keeps the one named and other users'", async () => {
      const user = freshUserId();
      const kept = await store().create(user, NOW, 60);
      const other = await store().create(user, NOW, 60);
      const upper = await store().create(user.toUpperCase(), NOW, 60);
      const stranger = await store().create(freshUserId(), NOW, 60);
      expect(await store().removeOthers(user, kept.sid)).toBe(2);
      expect(await store().find(kept.sid, NOW)).toEqual(kept);
      expect(await store().find(other.sid, NOW)).toBeNull();
      expect(await store().find(upper.sid, NOW)).toBeNull();
      expect(await store().find(stranger.sid, NOW)).toEqual(stranger);
      expect(await store().removeOthers(user, kept.sid)).toBe(0);
    });

    it("sweeps the sessions expired at a time and keeps the live ones", async () => {
      // Long before NOW, so the sweep reaches no other test's session.
      const early = 1_000;
      const expired = await store().create(freshUserId(), early, 10);
      const live = await store().create(freshUserId(), early, 20);
      expect(await store().removeExpired(early + 10_000)).toBe(1);
      expect(await store().find(expired.sid, early)).toBeNull();
      expect(await store().find(live.sid, early)).toEqual(live);
    });
  });
});
