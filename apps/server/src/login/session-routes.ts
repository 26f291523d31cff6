/**
 * GET /api/session (ours), "who am I": a page that reloads holds its session only in the HttpOnly
 * `sid` cookie and asks here who is logged in. With a live session (the session header, else the
 * cookie) it answers rc 1 and the login answer's data without `sid` and `CountLoginFail`, plus
 * the customer's insider symbols (the login answer does not carry them); without one
 * `{ rc: -1, rs: "InvalidSessionException" }`, HTTP 200 like the core gateway's expiry answer.
 * The session id is never in the answer. A GET changes nothing, so no CSRF token is needed.
 */
import type { DateWindow, SessionInfo } from "@bangia/market";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { errorResponses } from "../http/api-errors";
import { type KeysMatch } from "../http/schema-kit";
import { sessionCredentialOf } from "../auth/session-plugin";
import { invalidSession } from "../core/core-answers";
import type { CustomerStore, SessionStore } from "../db/stores";
import { exchangeToday, loginDataOf } from "./login-service";

export interface SessionRouteOptions {
  readonly sessions: Pick<SessionStore, "find">;
  readonly customers: Pick<CustomerStore, "find">;
  /** The banner slideshow's dates; none: no banner. */
  readonly bannerWindow?: DateWindow | null;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

export const SessionInfoSchema = Type.Object(
  {
    user: Type.String({ description: "User id" }),
    name: Type.String({ description: "Customer name for the header" }),
    defaultAcc: Type.String({ description: 'Default account code, "" when none is set' }),
    iFlag: Type.Union([Type.Literal("0"), Type.Literal("1")], {
      description: '"1" forces a password change',
    }),
    AuthenType: Type.String({ description: '"O" SMS OTP, otherwise smart OTP' }),
    login2faFlag: Type.Union([Type.Literal("0"), Type.Literal("1")], {
      description: '"0" while two-factor is not set up',
    }),
    pwdExprireDate: Type.String({ description: 'Password expiry DD/MM/YYYY, "" when it never expires' }),
    isShowBanner: Type.Boolean({ description: "Today is inside the banner window" }),
    insiderSymbols: Type.Array(Type.String(), { description: "Symbols the customer is an insider of" }),
    hideConfirmOrder: Type.Boolean({ description: "The saved HIDE_CONFIRM_ORDER parameter" }),
  },
  { additionalProperties: false, title: "SessionInfo" },
);

// The schema names exactly the fields of the answer type (checked by tsc).
const sessionSchemaMatches: [KeysMatch<typeof SessionInfoSchema, SessionInfo>] = [true];
void sessionSchemaMatches;

const SessionAnswerSchema = Type.Object(
  {
    rc: Type.Number({ description: "1 with a live session; -1 without" }),
    rs: Type.Optional(Type.String({ description: '"InvalidSessionException" without a live session' })),
    data: Type.Optional(SessionInfoSchema),
  },
  { title: "SessionAnswer" },
);

export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (app, options) => {
  const { sessions, customers, now } = options;
  app.get(
    "/session",
    {
      schema: {
        tags: ["session"],
        summary: "Who is logged in: the session's login data without the session id",
        response: { 200: SessionAnswerSchema, ...errorResponses() },
      },
    },
    async (request, reply) => {
      // Per customer and changing at logout: no cache may keep or share it.
      reply.header("cache-control", "no-store");
      const credential = sessionCredentialOf(request);
      const at = now();
      const session = credential === null ? null : await sessions.find(credential.sid, at);
      const customer = session === null ? null : await customers.find(session.userId);
      if (session === null || customer === null) return invalidSession();
      const {
        sid: _sid,
        CountLoginFail: _count,
        ...data
      } = loginDataOf(customer, session.sid, exchangeToday(at), options.bannerWindow ?? null);
      return {
        rc: 1,
        data: {
          ...data,
          insiderSymbols: [...customer.insiderSymbols],
          hideConfirmOrder: customer.hideConfirmOrder,
        },
      };
    },
  );
};
