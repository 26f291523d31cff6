/**
 * Watchlists on SQL. Every statement is scoped by user id, so another user's list id reads as
 * absent. Symbol edits are single UPDATE statements computed from the stored array: the row
 * lock PostgreSQL takes makes concurrent edits of one list apply one after the other, so none
 * is lost.
 */
import { randomUUID } from "node:crypto";
import type { Watchlist } from "@bangia/market";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { watchlists } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { WatchlistStore } from "./stores";

type WatchlistRow = typeof watchlists.$inferSelect;

function toWatchlist(row: WatchlistRow): Watchlist {
  return { Id: row.id, Name: row.name, Symbols: row.symbols };
}

function firstOrNull(rows: readonly WatchlistRow[]): Watchlist | null {
  const row = rows[0];
  return row === undefined ? null : toWatchlist(row);
}

/** The symbols in their first-seen order, each once. */
export function distinctSymbols(symbols: readonly string[]): string[] {
  return [...new Set(symbols)];
}

export function createWatchlistStore(db: SqlDatabase): WatchlistStore {
  const owned = (userId: string, id: string) => and(eq(watchlists.id, id), eq(watchlists.userId, userId));

  const updateSymbols = async (userId: string, id: string, symbols: SQL) =>
    firstOrNull(await db.update(watchlists).set({ symbols }).where(owned(userId, id)).returning());

  return {
    async list(userId) {
      const rows = await db
        .select()
        .from(watchlists)
        .where(eq(watchlists.userId, userId))
        .orderBy(asc(watchlists.seq));
      return rows.map(toWatchlist);
    },

    async get(userId, id) {
      return firstOrNull(await db.select().from(watchlists).where(owned(userId, id)));
    },

    async create(userId, name, symbols) {
      const [row] = await db
        .insert(watchlists)
        .values({ id: randomUUID(), userId, name: name.trim(), symbols: distinctSymbols(symbols) })
        .returning();
      if (row === undefined) throw new Error("watchlist insert returned no row");
      return toWatchlist(row);
    },

    async rename(userId, id, name) {
      return firstOrNull(
        await db.update(watchlists).set({ name: name.trim() }).where(owned(userId, id)).returning(),
      );
    },

    async remove(userId, id) {
      return firstOrNull(await db.delete(watchlists).where(owned(userId, id)).returning());
    },

    async addSymbol(userId, id, symbol, at) {
      const added =
        at === "top"
          ? sql`array_prepend(${symbol}::text, ${watchlists.symbols})`
          : sql`array_append(${watchlists.symbols}, ${symbol}::text)`;
      return updateSymbols(
        userId,
        id,
        sql`case when ${symbol}::text = any(${watchlists.symbols}) then ${watchlists.symbols} else ${added} end`,
      );
    },

    async removeSymbol(userId, id, symbol) {
      return updateSymbols(userId, id, sql`array_remove(${watchlists.symbols}, ${symbol}::text)`);
    },

    async reorder(userId, id, symbols) {
      return firstOrNull(
        await db
          .update(watchlists)
          .set({ symbols: distinctSymbols(symbols) })
          .where(owned(userId, id))
          .returning(),
      );
    },
  };
}
