/** All the stores over one SQL database. */
import { createChartLayoutStore } from "./chart-layout-store";
import { createSessionStore } from "./session-store";
import type { SqlDatabase } from "./sql-database";
import type { Stores } from "./stores";
import { createUserSettingsStore } from "./user-settings-store";
import { createWatchlistStore } from "./watchlist-store";

export function createSqlStores(db: SqlDatabase): Stores {
  return {
    watchlists: createWatchlistStore(db),
    userSettings: createUserSettingsStore(db),
    chartLayouts: createChartLayoutStore(db),
    sessions: createSessionStore(db),
  };
}
