/**
 * User settings on the server (price-board §7 `userSettings/{userId}/Client`; the PUT is ours):
 * the order panels' items and the price-board item, each `{ SettingKey, Settings }`. Session
 * required; the user id must be the session's.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { errorResponses } from "../../http/api-errors";
import { list } from "../../http/schema-kit";
import { requireUser } from "../../auth/session-plugin";
import type { Stores } from "../../db/stores";
import { nestedDataEnvelope, UserIdParam, UserSettingItemSchema } from "./history-schemas";
import { settingItemToSave, withDefaults } from "./user-settings";

export interface UserSettingsRouteOptions {
  readonly stores: Stores;
}

const tags = ["history"];
const security = [{ session: [] }];
const params = Type.Object({ userId: UserIdParam });

export const userSettingsRoutes: FastifyPluginAsyncTypebox<UserSettingsRouteOptions> = async (
  app,
  { stores },
) => {
  app.addHook("onRequest", app.requireSession);

  app.get(
    "/userSettings/:userId/Client",
    {
      schema: {
        tags,
        security,
        summary: "The user's settings items; keys never saved answer their defaults",
        params,
        response: { 200: nestedDataEnvelope(list(UserSettingItemSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireUser(request, request.params.userId);
      return { data: { data: withDefaults(await stores.userSettings.list(request.params.userId)) } };
    },
  );

  app.put(
    "/userSettings/:userId/Client",
    {
      schema: {
        tags,
        security,
        summary: "Saves one settings item, replacing the stored item of its SettingKey",
        params,
        body: UserSettingItemSchema,
        response: { 200: nestedDataEnvelope(UserSettingItemSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireUser(request, request.params.userId);
      const item = settingItemToSave(request.body.SettingKey, request.body.Settings);
      return { data: { data: await stores.userSettings.save(request.params.userId, item) } };
    },
  );
};
