/** The saved chart layout on SQL: one per user, the last save wins. */
import { eq } from "drizzle-orm";
import { chartLayouts } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { ChartLayoutStore } from "./stores";

export function createChartLayoutStore(db: SqlDatabase): ChartLayoutStore {
  return {
    async get(userId) {
      const [row] = await db.select().from(chartLayouts).where(eq(chartLayouts.userId, userId));
      if (row === undefined) return null;
      return { symbol: row.symbol, resolution: row.resolution, content: row.content, savedAt: row.savedAt };
    },

    async save(userId, layout) {
      const fields = {
        symbol: layout.symbol,
        resolution: layout.resolution,
        content: layout.content,
        savedAt: layout.savedAt,
      };
      await db
        .insert(chartLayouts)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: chartLayouts.userId, set: fields });
      return { ...fields };
    },
  };
}
