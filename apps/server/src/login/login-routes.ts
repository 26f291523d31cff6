/**
 * The session routes (accounts-session §4, §7):
 *
 * - POST /api/login, form-encoded (or JSON) `user`, `pass` (the client digest of the password:
 *   credentials/client-password), `channel` "I"; the spec's `userName`/`password` are read when
 *   `user`/`pass` are absent. Answers `{ rc, rs?, data? }` (login-flow.ts) and sets the session
 *   cookies on rc 1. A blank field is HTTP 400 with rc -1 and the warning key in rs.
 * - POST /api/logout ends the session named by the JSON body's `session` (as the core envelope
 *   names it), else the header, else the cookie (which needs the CSRF token), clears both cookies
 *   and answers rc 1, with or without a live session.
 *
 * Both refuse a request from another origin (403 CSRF_REJECTED): the login has no session to
 * protect it yet, and SameSite cookies are only one layer.
 */
import { CHANNEL, LANGUAGES, type LoginAnswer } from "@bangia/market";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { ApiErrorBodySchema, errorResponses } from "../http/api-errors";
import { oneOf } from "../http/schema-kit";
import { rejectCrossOrigin } from "../auth/request-origin";
import { checkCsrf, sessionCredentialOf, type SessionCredential } from "../auth/session-plugin";
import type { AuditLogStore, SessionStore } from "../db/stores";
import { applyCoreEffects } from "../core/core-routes";
import { passwordLogin } from "./login-flow";
import type { LoginService } from "./login-service";
import { clearSessionCookies } from "../auth/session-cookies";

export interface LoginRouteOptions {
  readonly service: LoginService;
  readonly sessions: Pick<SessionStore, "find" | "remove">;
  readonly auditLog: Pick<AuditLogStore, "append">;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

/** A login form is a few short fields; anything bigger is not one. */
const FORM_BODY_LIMIT = 4 * 1024;
const FORM = "application/x-www-form-urlencoded";

const LoginFormSchema = Type.Object(
  {
    user: Type.Optional(Type.String({ maxLength: 128, description: "User id" })),
    pass: Type.Optional(Type.String({ maxLength: 256, description: "Client digest of the password" })),
    channel: Type.Optional(Type.Literal(CHANNEL)),
    userName: Type.Optional(Type.String({ maxLength: 128, description: "The spec's other name of user" })),
    password: Type.Optional(Type.String({ maxLength: 256, description: "The spec's other name of pass" })),
    language: Type.Optional(oneOf(LANGUAGES, "Language of our own messages (default vi)")),
  },
  { additionalProperties: false, title: "LoginForm" },
);

const LoginAnswerSchema = Type.Object(
  {
    rc: Type.Number({ description: "1 logged in; -9998 OTP required; otherwise refused" }),
    rs: Type.Optional(Type.String()),
    data: Type.Optional(Type.Unknown({ description: "LoginData on rc 1; {AuthenType} or {CountLoginFail}" })),
  },
  { title: "LoginAnswer" },
);

const LogoutAnswerSchema = Type.Object({ rc: Type.Number() }, { title: "LogoutAnswer" });

const LogoutBodySchema = Type.Object(
  { session: Type.Optional(Type.String({ maxLength: 256, description: "The login's sid" })) },
  { additionalProperties: false, title: "LogoutRequest", description: "Optional: no body at all is {}" },
);

/** A form body as an object of its fields (the first of a repeated field wins). */
export function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body))
    if (!Object.hasOwn(fields, name))
      Object.defineProperty(fields, name, { value, enumerable: true, writable: true });
  return fields;
}

export const loginRoutes: FastifyPluginAsyncTypebox<LoginRouteOptions> = async (app, options) => {
  const { service, sessions, auditLog, now } = options;
  // Scoped to this plugin: no other route takes form bodies.
  app.addContentTypeParser(
    FORM,
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, parseForm(typeof body === "string" ? body : body.toString("utf8")));
    },
  );

  app.post(
    "/login",
    {
      onRequest: rejectCrossOrigin,
      schema: {
        tags: ["session"],
        summary: "Logs in with the user id and the password's client digest",
        consumes: [FORM, "application/json"],
        body: LoginFormSchema,
        response: {
          ...errorResponses(403),
          200: LoginAnswerSchema,
          // A blank field answers rc -1 with its warning key; a malformed form the error body.
          400: Type.Union([LoginAnswerSchema, ApiErrorBodySchema]),
        },
      },
    },
    async (request, reply): Promise<LoginAnswer> => {
      const form = request.body;
      const { answer, effects } = await passwordLogin(service, {
        user: form.user ?? form.userName,
        pass: form.pass ?? form.password,
        language: form.language ?? "vi",
        ip: request.ip,
      });
      applyCoreEffects(request, reply, effects);
      return answer;
    },
  );

  app.post(
    "/logout",
    {
      onRequest: rejectCrossOrigin,
      // The body is optional: none reads as {} (the schema then validates it).
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ["session"],
        summary: "Ends the session and clears its cookies",
        body: LogoutBodySchema,
        response: { 200: LogoutAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const named = request.body?.session?.trim() ?? "";
      // A session named in the body is no ambient credential: it needs no CSRF token.
      const credential: SessionCredential | null =
        named !== "" ? { sid: named, source: "body" } : sessionCredentialOf(request);
      if (credential !== null) {
        const session = await sessions.find(credential.sid, now());
        if (session !== null) {
          checkCsrf(request, credential);
          await sessions.remove(credential.sid);
          await auditLog.append({ at: now(), userId: session.userId, action: "logout", ip: request.ip });
        }
      }
      clearSessionCookies(request, reply);
      return { rc: 1 };
    },
  );
};
