/** User settings on SQL: one item per (user, SettingKey), replaced whole on save. */
import type { UserSettingItem } from "@bangia/market";
import { asc, eq } from "drizzle-orm";
import { userSettings } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { UserSettingsStore } from "./stores";

export function createUserSettingsStore(db: SqlDatabase): UserSettingsStore {
  return {
    async list(userId) {
      const rows = await db
        .select()
        .from(userSettings)
        .where(eq(userSettings.userId, userId))
        .orderBy(asc(userSettings.settingKey));
      // The column holds only keys written through `save`, which the type admits.
      return rows.map((row) => ({
        SettingKey: row.settingKey as UserSettingItem["SettingKey"],
        Settings: row.settings,
      }));
    },

    async save(userId, item) {
      await db
        .insert(userSettings)
        .values({ userId, settingKey: item.SettingKey, settings: item.Settings })
        .onConflictDoUpdate({
          target: [userSettings.userId, userSettings.settingKey],
          set: { settings: item.Settings },
        });
      return { SettingKey: item.SettingKey, Settings: item.Settings };
    },
  };
}
