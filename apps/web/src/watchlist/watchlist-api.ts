/**
 * The history feed's watchlist calls (price-board §7 "History feed"), one function per call.
 * Every path segment is encoded; the session header is added by requestJson.
 */
import type {
  CreateWatchlistBody,
  HistoryFeedAnswers,
  ReorderWatchlistBody,
  Watchlist,
  WatchlistAppendPosition,
} from "@bangia/market";
import { requestJson } from "../api/http";

const segment = encodeURIComponent;

function listPath(userId: string, id: string): string {
  return `history/watchlists/${segment(userId)}/${segment(id)}`;
}

/** GET watchlists/{userId}: the lists in creation order (answer data.data). */
export async function fetchWatchlists(userId: string): Promise<readonly Watchlist[]> {
  const answer = await requestJson<HistoryFeedAnswers["listWatchlists"]>(
    `history/watchlists/${segment(userId)}`,
  );
  return answer.data.data;
}

/** POST watchlists: a new empty list; answers its Id (data.data.Id). */
export async function createWatchlist(userId: string, name: string): Promise<string> {
  const body: CreateWatchlistBody = { userId, name, symbols: [] };
  const answer = await requestJson<HistoryFeedAnswers["createWatchlist"]>("history/watchlists", {
    method: "POST",
    body,
  });
  return answer.data.data.Id;
}

/** PATCH watchlists/{userId}/{id}/{name}. */
export async function renameWatchlist(userId: string, id: string, name: string): Promise<void> {
  await requestJson<HistoryFeedAnswers["renameWatchlist"]>(`${listPath(userId, id)}/${segment(name)}`, {
    method: "PATCH",
  });
}

/** DELETE watchlists/{userId}/{id}. */
export async function deleteWatchlist(userId: string, id: string): Promise<void> {
  await requestJson<HistoryFeedAnswers["deleteWatchlist"]>(listPath(userId, id), { method: "DELETE" });
}

/**
 * PATCH watchlists/{userId}/{id}/symbols/{symbol}. `at` says where, so the board setting the
 * visitor sees decides even before it is saved on the server.
 */
export async function addWatchlistSymbol(
  userId: string,
  id: string,
  symbol: string,
  at: WatchlistAppendPosition,
): Promise<void> {
  await requestJson<HistoryFeedAnswers["addWatchlistSymbol"]>(
    `${listPath(userId, id)}/symbols/${segment(symbol)}?at=${at}`,
    { method: "PATCH" },
  );
}

/** DELETE watchlists/{userId}/{id}/symbols/{symbol}. */
export async function removeWatchlistSymbol(userId: string, id: string, symbol: string): Promise<void> {
  await requestJson<HistoryFeedAnswers["removeWatchlistSymbol"]>(
    `${listPath(userId, id)}/symbols/${segment(symbol)}`,
    { method: "DELETE" },
  );
}

/** PUT watchlists/{userId}/{watchlistId} with the symbols in their new order. */
export async function reorderWatchlist(
  userId: string,
  id: string,
  symbols: readonly string[],
): Promise<void> {
  const body: ReorderWatchlistBody = { symbols };
  await requestJson<HistoryFeedAnswers["reorderWatchlist"]>(listPath(userId, id), { method: "PUT", body });
}
