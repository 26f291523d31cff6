/**
 * POST /api/core, the core gateway (order-entry §7, accounts-session §7): one route for every
 * back-office, order and OTP call. The body is the envelope `{ group, session, user, language,
 * extInfo?, data: { cmd, … } }`; the answer is `{ rc, rs?, data? }` (HTTP 200, also for refusals
 * the catalogue names), dispatched by group and command through the CoreRegistry.
 *
 * In order: a request from another origin is refused (403 CSRF_REJECTED); an unknown group or
 * command is a 400 BAD_REQUEST; a session call without a live session answers rc -1
 * "InvalidSessionException" (the spec's expiry signal); the envelope's `user` must be the
 * session's (403 FORBIDDEN, audited); a customer who must still change the first-login (or an
 * expired) password gets rc -8009 for anything but that change and the account reads around it (ours: the spec
 * only opens the modal, and a temporary password must not trade); then a payload its schema
 * refuses is a 400 BAD_REQUEST. The session is the envelope's `session`, else the session header,
 * else the `sid` cookie, which then needs the CSRF token.
 */
import { CORE_COMMANDS, LANGUAGES, type CoreAnswer } from "@bangia/market";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { ApiError, badRequest, errorResponses } from "../app/api-errors";
import { rejectCrossOrigin } from "../auth/request-origin";
import { checkCsrf, sessionCredentialOf, type SessionCredential } from "../auth/session-plugin";
import type { AuditLogStore, CustomerStore, Session, SessionStore } from "../db/stores";
import { oneOf } from "../feeds/schema-kit";
import { exchangeToday, mustChangePassword } from "../login/login-service";
import { invalidSession, refusal } from "./core-answers";
import type { CoreCommand } from "./core-command";
import type { CoreRegistry } from "./core-registry";

export interface CoreRouteOptions {
  readonly registry: CoreRegistry;
  readonly sessions: Pick<SessionStore, "find">;
  readonly auditLog: Pick<AuditLogStore, "append">;
  /** Whether a session's customer must still change the first-login password. */
  readonly customers: Pick<CustomerStore, "find">;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

/** What a customer may call before changing the first-login password. */
const BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  CORE_COMMANDS.CHANGE_PASSWORD_FIRST_LOGIN,
  CORE_COMMANDS.LIST_ACCOUNTS,
  CORE_COMMANDS.LIST_WEB_TRADE_FUNCTIONS,
  CORE_COMMANDS.ACCOUNT_INFO,
]);
const PASSWORD_CHANGE_REQUIRED_RC = -8009;

const MAX_DETAILS = 20;

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

/** The payload's refusals as error details (`body/data/p1: …`). */
function payloadDetails(command: CoreCommand, data: unknown) {
  return command.payload
    .Errors(data)
    .slice(0, MAX_DETAILS)
    .map((error) => ({ path: `body/data${error.instancePath}`, message: error.message }));
}

/** The session a call names: the envelope's, else the header's, else the cookie's. */
function credentialOf(request: FastifyRequest, envelopeSession: string): SessionCredential | null {
  const fromEnvelope = envelopeSession.trim();
  // The envelope is not ambient authority: another site cannot know the id to put in it.
  if (fromEnvelope !== "") return { sid: fromEnvelope, source: "body" };
  return sessionCredentialOf(request);
}

export const coreRoutes: FastifyPluginAsyncTypebox<CoreRouteOptions> = async (app, options) => {
  const { registry, sessions, auditLog, customers, now } = options;

  async function sessionFor(request: FastifyRequest, envelopeSession: string): Promise<Session | null> {
    const credential = credentialOf(request, envelopeSession);
    if (credential === null) return null;
    const session = await sessions.find(credential.sid, now());
    if (session !== null) checkCsrf(request, credential);
    return session;
  }

  app.post(
    "/core",
    {
      onRequest: rejectCrossOrigin,
      schema: {
        tags: ["core"],
        summary: "The core gateway: back-office, order and OTP calls by group and data.cmd",
        description: registry
          .list()
          .map((command) => `${command.group} ${command.cmd}: ${command.summary}`)
          .join("\n\n"),
        body: CoreEnvelopeSchema,
        response: { 200: CoreAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request, reply): Promise<CoreAnswer<unknown>> => {
      const envelope = request.body;
      const command = registry.find(envelope.group, envelope.data.cmd);
      if (command === undefined)
        throw badRequest("body/data/cmd", `group ${envelope.group} has no command ${envelope.data.cmd}`);
      let session: Session | null = null;
      if (command.session === "required") {
        session = await sessionFor(request, envelope.session);
        if (session === null) return invalidSession();
        if (envelope.user.toLowerCase() !== session.userId.toLowerCase()) {
          await auditLog.append({
            at: now(),
            userId: session.userId,
            action: "access.refused",
            ip: request.ip,
            detail: { group: command.group, cmd: command.cmd, reason: "envelope user is not the session's" },
          });
          throw new ApiError("FORBIDDEN", [{ path: "body/user", message: "is not the session's user" }]);
        }
        if (!BEFORE_PASSWORD_CHANGE.has(command.cmd)) {
          const customer = await customers.find(session.userId);
          if (customer === null) return invalidSession();
          if (mustChangePassword(customer, exchangeToday(now())))
            return refusal(PASSWORD_CHANGE_REQUIRED_RC, envelope.language);
        }
      }
      // After the session, as on every route: a caller without one learns nothing of the input.
      if (!command.payload.Check(envelope.data))
        throw new ApiError("BAD_REQUEST", payloadDetails(command, envelope.data));
      return command.handle({
        data: envelope.data,
        user: session?.userId ?? envelope.user,
        language: envelope.language,
        session,
        request,
        reply,
      });
    },
  );
};
