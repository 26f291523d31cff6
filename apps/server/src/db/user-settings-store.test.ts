import { describe, expect, it } from "vitest";
import { createUserSettingsStore } from "./user-settings-store";
import { freshUserId, TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

describe.each(TEST_BACKENDS)("user settings store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const store = () => createUserSettingsStore(database().db);

    it("lists nothing for a user who saved nothing", async () => {
      expect(await store().list(freshUserId())).toEqual([]);
    });

    it("keeps one item per SettingKey, the last save replacing the one before", async () => {
      const user = freshUserId();
      const first = { SettingKey: "stock", Settings: '{"volume":[100,200]}' } as const;
      const second = { SettingKey: "stock", Settings: '{"volume":[500]}' } as const;
      const board = { SettingKey: "priceBoard", Settings: "{}" } as const;
      expect(await store().save(user, first)).toEqual(first);
      await store().save(user, board);
      expect(await store().save(user, second)).toEqual(second);
      expect(await store().list(user)).toEqual([board, second]);
    });

    it("keeps each user's settings apart", async () => {
      const alice = freshUserId();
      const bob = freshUserId();
      await store().save(alice, { SettingKey: "derivative", Settings: '{"a":1}' });
      await store().save(bob, { SettingKey: "derivative", Settings: '{"b":2}' });
      expect(await store().list(alice)).toEqual([{ SettingKey: "derivative", Settings: '{"a":1}' }]);
      expect(await store().list(bob)).toEqual([{ SettingKey: "derivative", Settings: '{"b":2}' }]);
    });
  });
});
