/**
 * The symbols of the stock-table boards that the server lists (price-board §2 Menu values, §7):
 * a floor or index group (`getlistckindex/{group}`), an industry (`industry/symbols/{code}`), the
 * ETFs (`getlistckindex/hsx_e`, the server's ETF group) and the covered warrants
 * (`getlistallstockcw`, with each warrant's underlying share). A group the server does not know
 * (404) is an empty board; other failures are only logged (price-board §8), and a failed
 * industry load clears the table. Also the level-2 industries, whose names the menu and the
 * industry board show.
 */
import type { HistoryFeedAnswers, IndustryEntry } from "@bangia/market";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, datafeed, logLoadFailure, requestJson } from "../api/http";
import type { MenuBoard } from "./menu";
import { underlyingSymbol } from "./warrant-cells";

/** The server's group of the ETF board (listed fund certificates on HOSE). */
const ETF_GROUP = "hsx_e";

/** Boards whose symbols come from the server. */
export type ListedBoard = Extract<MenuBoard, { kind: "group" | "industry" | "etf" | "covered-warrant" }>;

export function isListedBoard(board: MenuBoard): board is ListedBoard {
  return (
    board.kind === "group" ||
    board.kind === "industry" ||
    board.kind === "etf" ||
    board.kind === "covered-warrant"
  );
}

const NONE: readonly string[] = Object.freeze([]);

/** A group's member symbols; the index-list groups answer objects, which no board lists. */
async function groupSymbols(group: string, signal: AbortSignal): Promise<readonly string[]> {
  try {
    const answer: readonly unknown[] = await datafeed("getlistckindex", group, { signal });
    return answer.filter((item): item is string => typeof item === "string");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return NONE;
    if (!signal.aborted) logLoadFailure(`symbols of ${group}`, error);
    throw error;
  }
}

async function industrySymbols(code: string, signal: AbortSignal): Promise<readonly string[]> {
  try {
    const answer = await requestJson<HistoryFeedAnswers["industrySymbols"]>(
      `history/industry/symbols/${encodeURIComponent(code)}`,
      { signal },
    );
    return answer.data;
  } catch (error) {
    // A query left behind (another menu) is not a failure, and caches nothing.
    if (signal.aborted) throw error;
    // "The industry table body is cleared when its load fails" (price-board §8).
    if (!(error instanceof ApiError && error.status === 404)) logLoadFailure(`industry ${code}`, error);
    return NONE;
  }
}

/** The covered-warrant board: its warrants, symbol ascending, and each one's underlying share. */
export interface WarrantBoardList {
  readonly symbols: readonly string[];
  /** Warrant → underlying share. */
  readonly underlyingOf: Readonly<Record<string, string>>;
}

async function loadWarrants(signal: AbortSignal): Promise<WarrantBoardList> {
  try {
    const entries = await datafeed("getlistallstockcw", undefined, { signal });
    const underlyingOf: Record<string, string> = {};
    for (const entry of entries) underlyingOf[entry.stock_code] = underlyingSymbol(entry);
    return { symbols: Object.keys(underlyingOf).sort(), underlyingOf };
  } catch (error) {
    if (!signal.aborted) logLoadFailure("covered warrants", error);
    throw error;
  }
}

/** The covered-warrant board's list; reloaded whenever the board is shown again. */
export function warrantBoardQuery() {
  return queryOptions({
    queryKey: ["board-symbols", "covered-warrant", "links"] as const,
    queryFn: ({ signal }) => loadWarrants(signal),
    staleTime: 0,
  });
}

async function warrantSymbols(signal: AbortSignal): Promise<readonly string[]> {
  return (await loadWarrants(signal)).symbols;
}

function listedSymbols(board: ListedBoard, signal: AbortSignal): Promise<readonly string[]> {
  switch (board.kind) {
    case "group":
      return groupSymbols(board.group, signal);
    case "etf":
      return groupSymbols(ETF_GROUP, signal);
    case "industry":
      return industrySymbols(board.icbCode, signal);
    case "covered-warrant":
      return warrantSymbols(signal);
  }
}

/**
 * The symbols of a listed board, symbol ascending: the board's own order, which the worker keeps
 * when no sort is chosen (null means symbol ascending, price-board §4), each symbol once.
 */
async function loadBoardSymbols(board: ListedBoard, signal: AbortSignal): Promise<readonly string[]> {
  const symbols = await listedSymbols(board, signal);
  return [...new Set(symbols)].sort();
}

/** The query of a board's symbols; reloaded whenever the board is shown again (price-board §4). */
export function boardSymbolsQuery(board: ListedBoard) {
  const argument =
    board.kind === "group" ? board.group : board.kind === "industry" ? board.icbCode : board.kind;
  return queryOptions({
    queryKey: ["board-symbols", board.kind, argument] as const,
    queryFn: ({ signal }) => loadBoardSymbols(board, signal),
    staleTime: 0,
  });
}

/** The level-2 industries (`history/industry/level/2`), kept for the visit: the menu and the industry board share it. */
export function industriesQuery() {
  return queryOptions({
    queryKey: ["history", "industry/level/2"] as const,
    queryFn: async ({ signal }): Promise<readonly IndustryEntry[]> =>
      (await requestJson<HistoryFeedAnswers["industries"]>("history/industry/level/2", { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
