/**
 * The server's durable user data, as the routes see it: watchlists, user settings, chart
 * layouts and sessions. One implementation runs on Drizzle over PostgreSQL — embedded (PGlite)
 * or real — behind these interfaces. Every call is scoped by the user id it is given; callers
 * check that the session owns it.
 */
import type { ChartLayout, UserSettingItem, Watchlist } from "@bangia/market";

export interface WatchlistStore {
  /** The user's lists in creation order. */
  list(userId: string): Promise<readonly Watchlist[]>;
  get(userId: string, id: string): Promise<Watchlist | null>;
  create(userId: string, name: string, symbols: readonly string[]): Promise<Watchlist>;
  rename(userId: string, id: string, name: string): Promise<Watchlist | null>;
  /** The deleted list, or null when there was none. */
  remove(userId: string, id: string): Promise<Watchlist | null>;
  /** Adds at the top or the bottom; a symbol already there is left where it is. */
  addSymbol(userId: string, id: string, symbol: string, at: "top" | "bottom"): Promise<Watchlist | null>;
  removeSymbol(userId: string, id: string, symbol: string): Promise<Watchlist | null>;
  /** Replaces the order (and the members) with `symbols`. */
  reorder(userId: string, id: string, symbols: readonly string[]): Promise<Watchlist | null>;
}

export interface UserSettingsStore {
  list(userId: string): Promise<readonly UserSettingItem[]>;
  /** Replaces the item of its SettingKey. */
  save(userId: string, item: UserSettingItem): Promise<UserSettingItem>;
}

export interface ChartLayoutStore {
  get(userId: string): Promise<ChartLayout | null>;
  save(userId: string, layout: ChartLayout): Promise<ChartLayout>;
}

export interface Session {
  readonly sid: string;
  readonly userId: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly expiresAt: number;
}

export interface SessionStore {
  /** A new session with an unguessable id (256 bits of randomness). */
  create(userId: string, now: number, lifetimeSeconds: number): Promise<Session>;
  /** The live session of `sid`, or null when unknown or expired at `now`. */
  find(sid: string, now: number): Promise<Session | null>;
  remove(sid: string): Promise<void>;
}

export interface Stores {
  readonly watchlists: WatchlistStore;
  readonly userSettings: UserSettingsStore;
  readonly chartLayouts: ChartLayoutStore;
  readonly sessions: SessionStore;
}

/** An open database: its stores and how to close it. */
export interface Database {
  /** "embedded" (PGlite under the data folder) or "postgres" (DATABASE_URL). */
  readonly kind: "embedded" | "postgres";
  readonly stores: Stores;
  /** A cheap round trip, for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
