import { describe, expect, it } from "vitest";
import { databaseOver } from "./open-database";
import { freshUserId, TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

describe.each(TEST_BACKENDS)("transactions on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const opened = useTestDatabase(backend);
    const database = () => databaseOver(opened().kind, opened());

    it("keeps every write of work that completes", async () => {
      const user = freshUserId();
      const answer = await database().transaction(async ({ stores }) => {
        await stores.watchlists.create(user, "one", ["FPT"]);
        await stores.watchlists.create(user, "two", ["VNM"]);
        return "done";
      });
      expect(answer).toBe("done");
      expect((await database().stores.watchlists.list(user)).map((list) => list.Name)).toEqual([
        "one",
        "two",
      ]);
    });

    it("keeps none of the writes of work that throws, and passes the error on", async () => {
      const user = freshUserId();
      await expect(
        database().transaction(async ({ stores }) => {
          await stores.watchlists.create(user, "one", ["FPT"]);
          throw new Error("half-way");
        }),
      ).rejects.toThrow("half-way");
      expect(await database().stores.watchlists.list(user)).toEqual([]);
    });

    it("isolates: the work's writes are not seen outside until it commits", async () => {
      const user = freshUserId();
      let seenOutside: number | null = null;
      await database().transaction(async ({ stores }) => {
        await stores.watchlists.create(user, "one", []);
        if (opened().kind === "postgres")
          seenOutside = (await database().stores.watchlists.list(user)).length;
      });
      // PGlite has one connection, which the transaction holds: an outside read would wait.
      if (opened().kind === "postgres") expect(seenOutside).toBe(0);
      expect(await database().stores.watchlists.list(user)).toHaveLength(1);
    });
  });
});
