/**
 * Server watchlists of a logged-in user (price-board §4 Watchlist, §7 History feed): list, get,
 * create, rename, delete, add and remove a symbol, save the order. Every call needs the
 * session of the user it names (401 without one, 403 for another user's id). Names follow the
 * market package's rule (trimmed, not blank, at most WATCHLIST_NAME_MAX_LENGTH characters, no
 * control or format characters); symbols must be listed, except that a symbol already on a list
 * may stay when it is reordered or removed (a delisted symbol can still be cleaned out).
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  parseBoardSettings,
  PRICE_BOARD_SETTING_KEY,
  validateWatchlistName,
  WATCHLIST_NAME_MAX_LENGTH,
  type Watchlist,
} from "@bangia/market";
import { Type } from "typebox";
import { ApiError, badRequest, errorResponses } from "../../http/api-errors";
import { requireUser } from "../../auth/session-plugin";
import type { Stores } from "../../db/stores";
import type { MarketFeed } from "../../market/feed/market-feed";
import { normaliseSymbol, SymbolParam } from "../route-args";
import {
  CreateWatchlistBodySchema,
  MAX_WATCHLIST_SYMBOLS,
  nestedDataEnvelope,
  ReorderWatchlistBodySchema,
  UserIdParam,
  WatchlistIdParam,
  WatchlistSchema,
} from "./history-schemas";

export interface WatchlistRouteOptions {
  readonly market: MarketFeed;
  readonly stores: Stores;
}

/** Most watchlists one user keeps (ours; the spec sets none). */
export const MAX_WATCHLISTS = 50;

const tags = ["history"];
const security = [{ session: [] }];
const OneWatchlist = nestedDataEnvelope(WatchlistSchema);
const ListParams = Type.Object({ userId: UserIdParam, id: WatchlistIdParam });

function nameOrRefuse(raw: string, path: string): string {
  const name = validateWatchlistName(raw);
  if (name === null)
    throw badRequest(
      path,
      `must be 1 to ${WATCHLIST_NAME_MAX_LENGTH} visible characters after trimming, without control or format characters`,
    );
  return name;
}

function found(list: Watchlist | null): { data: { data: Watchlist } } {
  if (list === null) throw new ApiError("NOT_FOUND", [{ path: "params/id", message: "no such watchlist" }]);
  return { data: { data: list } };
}

/** Normalised symbols of a body, each listed or already on `current`. */
function checkedSymbols(
  market: MarketFeed,
  raw: readonly string[],
  path: string,
  current: readonly string[] = [],
): string[] {
  const symbols = [...new Set(raw.map(normaliseSymbol))];
  const unknown = symbols.filter(
    (symbol) => market.instrument(symbol) === undefined && !current.includes(symbol),
  );
  if (unknown.length > 0)
    throw new ApiError(
      "UNKNOWN_SYMBOL",
      unknown.slice(0, 20).map((symbol) => ({ path, message: `${symbol} is not listed` })),
      400,
    );
  return symbols;
}

export const watchlistRoutes: FastifyPluginAsyncTypebox<WatchlistRouteOptions> = async (app, options) => {
  const { market, stores } = options;
  const watchlists = stores.watchlists;
  // Before validation: a caller without a session learns nothing about the input it sent.
  app.addHook("onRequest", app.requireSession);

  /** Where a user's new symbols go: their board setting, top by default. */
  async function appendPosition(userId: string): Promise<"top" | "bottom"> {
    const items = await stores.userSettings.list(userId);
    const board = items.find((item) => item.SettingKey === PRICE_BOARD_SETTING_KEY);
    return parseBoardSettings(board?.Settings).appendSymbolWatchListPosition;
  }

  app.get(
    "/watchlists/:userId",
    {
      schema: {
        tags,
        security,
        summary: "The user's watchlists in creation order",
        params: Type.Object({ userId: UserIdParam }),
        response: {
          200: nestedDataEnvelope(Type.Immutable(Type.Array(WatchlistSchema))),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      requireUser(request, request.params.userId);
      return { data: { data: await watchlists.list(request.params.userId) } };
    },
  );

  app.get(
    "/watchlists/:userId/:id",
    {
      schema: {
        tags,
        security,
        summary: "One watchlist",
        params: ListParams,
        response: { 200: OneWatchlist, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireUser(request, request.params.userId);
      return found(await watchlists.get(request.params.userId, request.params.id));
    },
  );

  app.post(
    "/watchlists",
    {
      schema: {
        tags,
        security,
        summary: "Creates a watchlist; the answer's data.data.Id is its id",
        body: CreateWatchlistBodySchema,
        response: { 201: OneWatchlist, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = request.body;
      requireUser(request, userId);
      const name = nameOrRefuse(request.body.name, "body/name");
      const symbols = checkedSymbols(market, request.body.symbols ?? [], "body/symbols");
      if ((await watchlists.list(userId)).length >= MAX_WATCHLISTS)
        throw new ApiError("LIMIT_REACHED", [
          { path: "body", message: `at most ${MAX_WATCHLISTS} watchlists` },
        ]);
      const created = await watchlists.create(userId, name, symbols);
      return reply.status(201).send({ data: { data: created } });
    },
  );

  app.patch(
    "/watchlists/:userId/:id/:name",
    {
      schema: {
        tags,
        security,
        summary: "Renames a watchlist",
        params: Type.Object({
          userId: UserIdParam,
          id: WatchlistIdParam,
          name: Type.String({ maxLength: 400, description: "New name (URL-encoded)" }),
        }),
        response: { 200: OneWatchlist, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { userId, id } = request.params;
      requireUser(request, userId);
      const name = nameOrRefuse(request.params.name, "params/name");
      return found(await watchlists.rename(userId, id, name));
    },
  );

  app.delete(
    "/watchlists/:userId/:id",
    {
      schema: {
        tags,
        security,
        summary: "Deletes a watchlist; answers the deleted list",
        params: ListParams,
        response: { 200: OneWatchlist, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireUser(request, request.params.userId);
      return found(await watchlists.remove(request.params.userId, request.params.id));
    },
  );

  const SymbolPathParams = Type.Object({ userId: UserIdParam, id: WatchlistIdParam, symbol: SymbolParam });

  app.patch(
    "/watchlists/:userId/:id/symbols/:symbol",
    {
      schema: {
        tags,
        security,
        summary:
          "Adds a symbol at the top or bottom (default: the user's board setting); a symbol already there stays",
        params: SymbolPathParams,
        querystring: Type.Object({
          at: Type.Optional(Type.Union([Type.Literal("top"), Type.Literal("bottom")])),
        }),
        response: { 200: OneWatchlist, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { userId, id } = request.params;
      requireUser(request, userId);
      const symbol = normaliseSymbol(request.params.symbol);
      if (market.instrument(symbol) === undefined) throw new ApiError("UNKNOWN_SYMBOL");
      const current = found(await watchlists.get(userId, id)).data.data;
      if (!current.Symbols.includes(symbol) && current.Symbols.length >= MAX_WATCHLIST_SYMBOLS)
        throw new ApiError("LIMIT_REACHED", [
          { path: "params/symbol", message: `at most ${MAX_WATCHLIST_SYMBOLS} symbols` },
        ]);
      const at = request.query.at ?? (await appendPosition(userId));
      return found(await watchlists.addSymbol(userId, id, symbol, at));
    },
  );

  app.delete(
    "/watchlists/:userId/:id/symbols/:symbol",
    {
      schema: {
        tags,
        security,
        summary: "Removes a symbol from a watchlist",
        params: SymbolPathParams,
        response: { 200: OneWatchlist, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { userId, id } = request.params;
      requireUser(request, userId);
      return found(await watchlists.removeSymbol(userId, id, normaliseSymbol(request.params.symbol)));
    },
  );

  app.put(
    "/watchlists/:userId/:id",
    {
      schema: {
        tags,
        security,
        summary: "Saves the order (and the members) of a watchlist",
        params: ListParams,
        body: ReorderWatchlistBodySchema,
        response: { 200: OneWatchlist, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { userId, id } = request.params;
      requireUser(request, userId);
      const current = found(await watchlists.get(userId, id)).data.data;
      const symbols = checkedSymbols(market, request.body.symbols, "body/symbols", current.Symbols);
      return found(await watchlists.reorder(userId, id, symbols));
    },
  );
};
