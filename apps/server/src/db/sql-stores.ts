/** All the stores over one SQL database. */
import { createAuditLogStore } from "./audit-log-store";
import { createChartLayoutStore } from "./chart-layout-store";
import { createCustomerStore } from "./customer-store";
import { createLoginGuardStore } from "./login-guard-store";
import { createOtpChallengeStore } from "./otp-challenge-store";
import { createSessionStore } from "./session-store";
import type { SqlDatabase } from "./sql-database";
import type { Stores } from "./stores";
import { createTradingAccountStore } from "./trading-account-store";
import { createUserSettingsStore } from "./user-settings-store";
import { createWatchlistStore } from "./watchlist-store";

export function createSqlStores(db: SqlDatabase): Stores {
  return {
    watchlists: createWatchlistStore(db),
    userSettings: createUserSettingsStore(db),
    chartLayouts: createChartLayoutStore(db),
    sessions: createSessionStore(db),
    customers: createCustomerStore(db),
    tradingAccounts: createTradingAccountStore(db),
    loginGuards: createLoginGuardStore(db),
    otpChallenges: createOtpChallengeStore(db),
    auditLog: createAuditLogStore(db),
  };
}
