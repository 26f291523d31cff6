/**
 * OpenAPI 3 documentation of every route, generated from the route schemas, with the
 * interactive viewer at /api/docs and the document at /api/docs/json.
 */
import { SESSION_HEADER } from "@bangia/market";
import { fastifySwagger } from "@fastify/swagger";
import { fastifySwaggerUi } from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";

export const DOCS_PREFIX = "/api/docs";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Bảng giá — API",
        description:
          "Data feed, history feed and chart feed of the simulated Vietnamese securities market. " +
          "Prices are integers in the instrument's unit (VND; hundredths of a point for indices and " +
          "index futures) except in the TradingView feed, which draws thousands of VND and points. " +
          "Every failure answers { error: { code, message: { vi, en }, requestId, details? } }.",
        version: "1",
      },
      tags: [
        { name: "datafeed", description: "Live market data (price-board §7 Data feed)" },
        { name: "history", description: "History feed, watchlists and user settings" },
        { name: "tradingview", description: "TradingView UDF chart feed and saved chart layouts" },
        { name: "session", description: "Login, logout and the demo SMS outbox (accounts-session §4, §7)" },
        {
          name: "core",
          description: "The core gateway: back-office, order and OTP calls by group and command",
        },
        { name: "health", description: "Liveness" },
      ],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "header", name: SESSION_HEADER },
        },
      },
    },
    // Keep the schemas' titles as component names instead of def-0, def-1, …
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => String(json["$id"] ?? `def-${index}`),
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
