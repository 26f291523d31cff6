/**
 * The HTTP app, built apart from `listen()` so tests drive it with `inject()` or a port of
 * their own: the error body, security headers and OpenAPI first, then the session check, the
 * login and the core gateway, the feeds under /api, the web app, and the realtime socket last
 * (it closes with the app).
 *
 * Every route validates its input against its schema, after the raw-input checks (no NUL, numbers
 * in decimal digits: raw-input.ts), and answers a stable error code (see api-errors.ts); bodies
 * are small JSON (BODY_LIMIT) except a chart layout save.
 */
import { randomUUID } from "node:crypto";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { fastify, type FastifyInstance } from "fastify";
import { sessionChecks } from "../auth/session-plugin";
import { accountCommands } from "../accounts/account-commands";
import { derivativeCommands } from "../broker/derivative-commands";
import { conditionalCommands } from "../broker/conditional-commands";
import { orderCommands } from "../broker/order-commands";
import { wireAccountNotice } from "../broker/account-notice";
import { wireOrderNotice } from "../broker/order-notice";
import { TradingPin } from "../broker/trading-pin";
import { CoreDispatcher } from "../core/core-dispatcher";
import { CoreRegistry } from "../core/core-registry";
import { coreRoutes } from "../core/core-routes";
import { datafeedRoutes } from "../feeds/datafeed/datafeed-routes";
import { historyRoutes } from "../feeds/history/history-routes";
import { chartLayoutRoutes } from "../feeds/tradingview/chart-layout-routes";
import { udfRoutes } from "../feeds/tradingview/udf-routes";
import { demoOutboxRoutes } from "../login/demo-outbox-routes";
import { loginCommands } from "../login/login-commands";
import { loginRoutes } from "../login/login-routes";
import { passwordChangeCommand } from "../login/password-change-command";
import { passwordChangeGate } from "../login/password-change-gate";
import { smartOtpEnrolmentCommands } from "../login/smart-otp-enrolment";
import { sessionRoutes } from "../login/session-routes";
import { createLoginService } from "../login/login-service";
import { createLoggingSmsSender } from "../login/sms-sender";
import { attachRealtime } from "../realtime/socket-server";
import { serveWeb } from "../web/serve-web";
import type { AppDeps } from "./app-deps";
import { boundConnections, connectionLimits } from "./connection-limits";
import { RequestTurns, REQUEST_TURN_BUDGET_MS, takeTurns } from "./request-turns";
import { registerErrorHandlers, replyWithError } from "../http/error-handler";
import { healthRoutes } from "./health-routes";
import { loggerOptions, OperatorLogController } from "./logging";
import { DOCS_PREFIX, registerOpenApi } from "./openapi";
import { registerRawInputChecks } from "./raw-input";
import { registerSecurityHeaders, setSecurityHeaders } from "./security-headers";

/** Largest request body of every route but the chart layout save (watchlists, settings). */
export const BODY_LIMIT = 64 * 1024;

/**
 * Longest path parameter: a comma list of MAX_LIST_SYMBOLS symbols. Node refuses request lines
 * beyond its header limit (16 KiB) first, so in practice a list stops near 2,000 short codes.
 */
const MAX_PARAM_LENGTH = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { trustProxy } = deps.config;
  const limits = deps.connectionLimits ?? connectionLimits(trustProxy !== false);
  const base = fastify({
    // Deadlines for every stage of a request, so a stalled client cannot hold a connection.
    http: { headersTimeout: limits.headersMillis, connectionsCheckingInterval: limits.checkEveryMillis },
    requestTimeout: limits.requestMillis,
    keepAliveTimeout: limits.keepAliveMillis,
    connectionTimeout: limits.idleMillis,
    ...(deps.logger === undefined ? { logger: loggerOptions(deps.config) } : { loggerInstance: deps.logger }),
    // Request lines at debug, warn when failed or slow (logging.ts), not two at info.
    logController: new OperatorLogController(),
    genReqId: () => randomUUID(),
    // Request ids are ours: an id sent by the client is not trusted into the logs.
    requestIdHeader: false,
    // Client address and TLS from X-Forwarded-* only when a trusted proxy sends them.
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy === false
          ? false
          : [...trustProxy],
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    ajv: {
      customOptions: {
        // A body field the schema does not know is refused (400), not silently dropped.
        removeAdditional: false,
        // Path and query strings become the numbers their schemas declare, but a scalar never
        // becomes a list (Fastify's default "array" would read `symbols: "ACB"` as ["ACB"]).
        coerceTypes: true,
      },
    },
    // A malformed percent-encoding (or an over-long parameter) answers our error body too.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply, DOCS_PREFIX);
      replyWithError(error, request, reply);
    },
  });
  boundConnections(base.server, limits);
  // Short event-loop turns under load, so new connections are accepted (request-turns.ts).
  takeTurns(base, new RequestTurns(REQUEST_TURN_BUDGET_MS));
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandlers(base);
  registerSecurityHeaders(base, DOCS_PREFIX);
  registerRawInputChecks(base);
  await registerOpenApi(base);
  const { market, content, database } = deps;
  const { stores } = database;
  const now = deps.wallClock ?? Date.now;
  await app.register(sessionChecks, { sessions: stores.sessions, auditLog: stores.auditLog, now });

  // The demo outbox shows SMS codes to anyone: only with the demo seed switch on, never in production.
  const outboxAllowed = deps.config.demoSeed && deps.config.environment !== "production";
  const outbox = outboxAllowed ? (deps.otpOutbox ?? null) : null;
  const login = await createLoginService({
    stores,
    sms: deps.sms ?? createLoggingSmsSender(base.log, outbox),
    bannerWindow: deps.config.bannerWindow,
    now,
  });
  const sessionRouteDeps = { sessions: stores.sessions, auditLog: stores.auditLog, now };
  await app.register(loginRoutes, { prefix: "/api", service: login, ...sessionRouteDeps });
  await app.register(sessionRoutes, {
    prefix: "/api",
    sessions: stores.sessions,
    customers: stores.customers,
    bannerWindow: deps.config.bannerWindow,
    now,
  });
  // Each feature lists its own core commands; a later feature adds its list here.
  const orders =
    deps.desk === undefined
      ? null
      : {
          desk: deps.desk,
          stores,
          pin: new TradingPin({ loginGuards: stores.loginGuards, auditLog: stores.auditLog, now }),
          now,
        };
  const coreCommands = new CoreRegistry([
    ...loginCommands(login),
    passwordChangeCommand({ stores, now }),
    ...smartOtpEnrolmentCommands({ stores, now }),
    ...accountCommands({ stores, now }),
    ...(orders === null
      ? []
      : [...orderCommands(orders), ...derivativeCommands(orders), ...conditionalCommands(orders)]),
  ]);
  const dispatcher = new CoreDispatcher({
    registry: coreCommands,
    auditLog: stores.auditLog,
    now,
    ownsAccount: (userId, accountCode) => stores.tradingAccounts.ownedBy(accountCode, userId),
    gates: [passwordChangeGate(stores.customers, now)],
  });
  await app.register(coreRoutes, { prefix: "/api", dispatcher, sessions: stores.sessions, now });
  if (outbox !== null) await app.register(demoOutboxRoutes, { prefix: "/api/demo", outbox, now });

  await app.register(healthRoutes, {
    prefix: "/api",
    database,
    market,
    isLive: deps.isLive,
    clock: deps.clockInfo,
    demo: outbox !== null,
  });
  await app.register(datafeedRoutes, { prefix: "/api/datafeed", market });
  await app.register(historyRoutes, { prefix: "/api/history", market, content, stores: database.stores });
  await app.register(udfRoutes, { prefix: "/api/tradingview", market });
  await app.register(chartLayoutRoutes, {
    prefix: "/api/tradingview",
    chartLayouts: database.stores.chartLayouts,
  });
  await serveWeb(base, deps.webRoot);

  const realtime = await attachRealtime(base, {
    stream: deps.stream,
    isListed: (symbol) => market.instrument(symbol) !== undefined,
    redisUrl: deps.config.redisUrl,
    logger: base.log,
    orders: { sessions: stores.sessions, accounts: stores.tradingAccounts, now },
  });
  base.addHook("onClose", async () => realtime.close());
  const desk = deps.desk;
  if (desk !== undefined) {
    // Each account's notices are numbered from 1 per process; the page only orders them.
    const seqs = new Map<string, number>();
    const stop = desk.onNotice((notice) => {
      const account = notice.order.account;
      const seq = (seqs.get(account) ?? 0) + 1;
      seqs.set(account, seq);
      realtime
        .notifyOrder(account, wireOrderNotice(notice, seq))
        .catch((error: unknown) => base.log.warn({ err: error }, "an order notice was not sent"));
    });
    const accountSeqs = new Map<string, number>();
    const stopAccount = desk.onAccountNotice((notice) => {
      const seq = (accountSeqs.get(notice.account) ?? 0) + 1;
      accountSeqs.set(notice.account, seq);
      realtime
        .notifyAccount(notice.account, wireAccountNotice(notice, seq))
        .catch((error: unknown) => base.log.warn({ err: error }, "an account notice was not sent"));
    });
    base.addHook("onClose", async () => {
      stop();
      stopAccount();
    });
  }
  return base;
}
