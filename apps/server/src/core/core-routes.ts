/**
 * POST /api/core, the core gateway (order-entry §7, accounts-session §7): one route for every
 * back-office, order and OTP call. The body is the envelope `{ group, session, user, language,
 * extInfo?, data: { cmd, … } }`; the answer is `{ rc, rs?, data? }` (HTTP 200, also for refusals
 * the catalogue names).
 *
 * This is the HTTP adapter of the core dispatcher (core-dispatcher.ts), which holds the rules of
 * every caller. Here only HTTP's: a request from another origin is refused (403 CSRF_REJECTED);
 * the session is the envelope's `session`, else the session header, else the `sid` cookie, which
 * then needs the CSRF token; the dispatcher's refusals become the error body (400 BAD_REQUEST,
 * 403 FORBIDDEN) and its effects cookies and statuses.
 */
import { LANGUAGES, type CoreAnswer } from "@bangia/market";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { ApiError, errorResponses } from "../http/api-errors";
import { oneOf } from "../http/schema-kit";
import { rejectCrossOrigin } from "../auth/request-origin";
import { isSecureRequest, sessionCookies } from "../auth/session-cookies";
import { checkCsrf, sessionCredentialOf, type SessionCredential } from "../auth/session-plugin";
import type { Session, SessionStore } from "../db/stores";
import type { CoreEffect } from "./core-command";
import type { CoreDispatcher } from "./core-dispatcher";
import { coreBodyExamples, coreCommandsDescription } from "./core-docs";

export interface CoreRouteOptions {
  readonly dispatcher: CoreDispatcher;
  readonly sessions: Pick<SessionStore, "find">;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

export const CoreEnvelopeSchema = Type.Object(
  {
    group: Type.String({ maxLength: 16, description: "O, FD, B, S or Q" }),
    session: Type.String({ maxLength: 256, description: "The login's sid; empty before login" }),
    user: Type.String({ maxLength: 128, description: "The user id; the session's for session calls" }),
    language: oneOf(LANGUAGES),
    extInfo: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Union([Type.String({ maxLength: 1024 }), Type.Number(), Type.Boolean()]),
        {
          maxProperties: 32,
        },
      ),
    ),
    data: Type.Object(
      { cmd: Type.String({ minLength: 1, maxLength: 64, description: "The command" }) },
      { additionalProperties: true, description: "The command's payload (p1…p5, type, …)" },
    ),
  },
  { additionalProperties: false, title: "CoreEnvelope" },
);

const CoreAnswerSchema = Type.Object(
  {
    rc: Type.Number({ description: "> 0 success; otherwise a result code of the catalogue" }),
    rs: Type.Optional(Type.String({ description: "The result's message" })),
    data: Type.Optional(Type.Unknown({ description: "The command's answer data" })),
  },
  { title: "CoreAnswer" },
);

/** Applies a command's effects to the HTTP reply: the login's cookies, a 400 for a refused form. */
export function applyCoreEffects(
  request: FastifyRequest,
  reply: FastifyReply,
  effects: readonly CoreEffect[],
): void {
  for (const effect of effects) {
    switch (effect.kind) {
      case "session-opened":
        reply.header(
          "set-cookie",
          sessionCookies(effect.sid, effect.lifetimeSeconds, isSecureRequest(request)),
        );
        break;
      case "input-refused":
        reply.status(400);
        break;
    }
  }
}

/** The session a call names: the envelope's, else the header's, else the cookie's. */
function credentialOf(request: FastifyRequest, envelopeSession: string): SessionCredential | null {
  const fromEnvelope = envelopeSession.trim();
  // The envelope is not ambient authority: another site cannot know the id to put in it.
  if (fromEnvelope !== "") return { sid: fromEnvelope, source: "body" };
  return sessionCredentialOf(request);
}

export const coreRoutes: FastifyPluginAsyncTypebox<CoreRouteOptions> = async (app, options) => {
  const { dispatcher, sessions, now } = options;

  async function sessionFor(request: FastifyRequest, envelopeSession: string): Promise<Session | null> {
    const credential = credentialOf(request, envelopeSession);
    if (credential === null) return null;
    const session = await sessions.find(credential.sid, now());
    if (session !== null) checkCsrf(request, credential);
    return session;
  }

  const examples = coreBodyExamples(dispatcher.list());
  app.post(
    "/core",
    {
      onRequest: rejectCrossOrigin,
      // The named examples go to the docs only: the validator would refuse an unknown keyword.
      config: {
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, body: { ...(schema.body as object), "x-examples": examples } },
          url,
        }),
      },
      schema: {
        tags: ["core"],
        summary: "The core gateway: back-office, order and OTP calls by group and data.cmd",
        description: coreCommandsDescription(dispatcher.list()),
        body: CoreEnvelopeSchema,
        response: { 200: CoreAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request, reply): Promise<CoreAnswer<unknown>> => {
      const { group, data, user, language } = request.body;
      // Only a command that needs a session looks for one: a login's OTP step carries no CSRF token.
      const session =
        dispatcher.find(group, data.cmd)?.session === "required"
          ? await sessionFor(request, request.body.session)
          : null;
      const result = await dispatcher.run(
        { session, user, language, ip: request.ip, log: request.log },
        group,
        data,
      );
      if (result.kind === "refused")
        throw new ApiError(
          result.code,
          result.details.map((detail) => ({ ...detail, path: `body/${detail.path}` })),
        );
      applyCoreEffects(request, reply, result.effects);
      return result.answer;
    },
  );
};
