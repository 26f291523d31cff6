/**
 * GET /api/demo/otp-outbox/{user}: the last SMS code sent to a user, for testers without a phone
 * (otp-outbox.ts). Registered only outside production, so there it is a plain 404.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { ApiError, errorResponses } from "../http/api-errors";
import type { DemoOtpOutbox } from "./otp-outbox";

export interface DemoOutboxRouteOptions {
  readonly outbox: DemoOtpOutbox;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

const DemoOtpSchema = Type.Object(
  {
    user: Type.String(),
    phoneLastThree: Type.String(),
    code: Type.String({ description: "The six-digit code" }),
    sentAt: Type.Number({ description: "Epoch ms" }),
    expiresAt: Type.Number({ description: "Epoch ms" }),
  },
  { title: "DemoOtp" },
);

export const demoOutboxRoutes: FastifyPluginAsyncTypebox<DemoOutboxRouteOptions> = async (app, options) => {
  app.get(
    "/otp-outbox/:user",
    {
      schema: {
        tags: ["session"],
        summary: "Demo only (absent in production): the last SMS code sent to a user, while valid",
        params: Type.Object({ user: Type.String({ pattern: "^[0-9A-Za-z][0-9A-Za-z._-]{0,127}$" }) }),
        response: { 200: DemoOtpSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const entry = options.outbox.latest(request.params.user, options.now());
      if (entry === null)
        throw new ApiError("NOT_FOUND", [{ path: "params/user", message: "no code pending" }]);
      return entry;
    },
  );
};
