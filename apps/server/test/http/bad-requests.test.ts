/**
 * Bad input on every route answers 4xx with a stable code — never a 500. Two tables: one made
 * from the OpenAPI document (every documented operation, its inputs spoiled one way), and one
 * written by hand with the code each case must give.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "../../src/http/api-errors";
import { createTestSession, sessionHeaders } from "../support/test-session";
import { startTestServer, type TestServer } from "../support/test-server";

interface Parameter {
  readonly in: "path" | "query";
  readonly name: string;
  readonly required?: boolean;
  readonly schema?: { readonly type?: string };
}

interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: unknown;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let server: TestServer;
let headers: Record<string, string>;
let operations: { method: Method; path: string; operation: Operation }[];

beforeAll(async () => {
  server = await startTestServer({ beats: 5 });
  headers = sessionHeaders(await createTestSession(server.database, "hana"));
  const document = (await server.app.inject("/api/docs/json")).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      operation,
    })),
  );
});
afterAll(() => server.close());

/** The operation's request with every input spoiled, or null when it takes no input. */
function spoiled(
  method: Method,
  path: string,
  operation: Operation,
): { url: string; payload?: unknown } | null {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  if (pathParameters.length > 0)
    return { url: path.replace(/\{[^}]+\}/g, encodeURIComponent("<bad>,,;")), payload: { bogus: 1 } };
  const required = parameters.filter((parameter) => parameter.in === "query" && parameter.required === true);
  if (required.length > 0) return { url: path };
  if (operation.requestBody !== undefined) return { url: path, payload: { bogus: 1 } };
  const numeric = parameters.filter((parameter) => parameter.schema?.type === "integer");
  if (numeric.length > 0)
    return { url: `${path}?${numeric.map((parameter) => `${parameter.name}=abc`).join("&")}` };
  return method === "GET" ? null : { url: path };
}

describe("every documented operation", () => {
  it("answers spoiled input with 400 and a stable code", async () => {
    let checked = 0;
    for (const { method, path, operation } of operations) {
      if (path.startsWith("/api/docs")) continue;
      const request = spoiled(method, path, operation);
      if (request === null) continue;
      const response = await server.app.inject({
        method,
        url: request.url,
        headers,
        ...(request.payload === undefined || method === "GET" || method === "DELETE"
          ? {}
          : { payload: request.payload as Record<string, unknown> }),
      });
      const body = response.json() as { error?: { code?: string } };
      expect(response.statusCode, `${method} ${request.url}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(API_ERROR_CODES, `${method} ${request.url}`).toContain(body.error?.code);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe("a table of bad requests", () => {
  it.each([
    ["/api/datafeed/getliststockdata/ACB,<b>", 400, "BAD_REQUEST"],
    ["/api/datafeed/getliststockdata/,,,", 400, "BAD_REQUEST"],
    ["/api/datafeed/getliststockdata/ABCDEFGHIJKLMNOPQRSTU", 400, "BAD_REQUEST"],
    ["/api/datafeed/getpsalldatalsnapshot/VN30F1M,%00", 400, "BAD_REQUEST"],
    ["/api/datafeed/getps10pricesnapshot/VN30F2503", 400, "BAD_REQUEST"],
    ["/api/datafeed/getps10pricesnapshot/VN30F2503,X", 400, "BAD_REQUEST"],
    ["/api/datafeed/getps10pricesnapshot/VN30F2503,B,S", 400, "BAD_REQUEST"],
    ["/api/datafeed/gettopstock/5,10", 400, "BAD_REQUEST"],
    ["/api/datafeed/gettopstock/7,10,10", 400, "BAD_REQUEST"],
    ["/api/datafeed/gettopstock/5,0,10", 400, "BAD_REQUEST"],
    ["/api/datafeed/gettopstock/5,1000,10", 400, "BAD_REQUEST"],
    ["/api/datafeed/gettopstock/5,10,99", 400, "BAD_REQUEST"],
    ["/api/datafeed/getTopNews/0", 400, "BAD_REQUEST"],
    ["/api/datafeed/getTopNews/11", 400, "BAD_REQUEST"],
    ["/api/datafeed/getTopNews/six", 400, "BAD_REQUEST"],
    ["/api/datafeed/getlistindexdetail/10,99", 400, "BAD_REQUEST"],
    ["/api/datafeed/getliststocktrade_cs/FPT?numpage=101", 400, "BAD_REQUEST"],
    ["/api/datafeed/getliststocktrade_cs/FPT?numpage=0", 400, "BAD_REQUEST"],
    ["/api/datafeed/getliststocktrade_cs/FPT?nextidx=-1", 400, "BAD_REQUEST"],
    ["/api/datafeed/getliststocktrade_cs/FPT?nextidx=1.5", 400, "BAD_REQUEST"],
    ["/api/datafeed/aggregate/pt/snapshot/markets/02,04", 400, "BAD_REQUEST"],
    ["/api/datafeed/getlistptdata/NYSE", 400, "BAD_REQUEST"],
    ["/api/datafeed/getlistoddlotsymbols/UPCOM", 400, "BAD_REQUEST"],
    ["/api/datafeed/getlistderivativesymbols/BOND", 400, "BAD_REQUEST"],
    ["/api/datafeed/getmarketinfo/99", 400, "BAD_REQUEST"],
    ["/api/datafeed/getlistall_bond?kind=GOVERNMENT", 400, "BAD_REQUEST"],
    ["/api/datafeed/getlistckindex/a%20b", 400, "BAD_REQUEST"],
    ["/api/history/company/eventsdate/XX/01-01-2026", 400, "BAD_REQUEST"],
    ["/api/history/company/eventsdate/DIV/31-02-2026", 400, "BAD_REQUEST"],
    ["/api/history/company/eventsdate/DIV/2026-01-01", 400, "BAD_REQUEST"],
    ["/api/history/ratiottm/list/FPT?limit=0", 400, "BAD_REQUEST"],
    ["/api/history/proprietary/aggregate/NASDAQ", 400, "BAD_REQUEST"],
    ["/api/history/proprietary/hist/VN30/0", 400, "BAD_REQUEST"],
    ["/api/history/proprietary/hist/VN30/31", 400, "BAD_REQUEST"],
    ["/api/history/statistics/foreign/11", 400, "BAD_REQUEST"],
    ["/api/history/statistics/topvolume/10?count=100", 400, "BAD_REQUEST"],
    ["/api/history/tradingview/historiesnearest", 400, "BAD_REQUEST"],
    ["/api/history/tradingview/historiesnearest?symbols=FPT&props=c,x", 400, "BAD_REQUEST"],
    ["/api/history/tradingview/historiesnearest?symbols=FPT&resolution=5", 400, "BAD_REQUEST"],
    ["/api/tradingview/search?limit=1000", 400, "BAD_REQUEST"],
    ["/api/tradingview/symbols", 400, "BAD_REQUEST"],
    ["/api/tradingview/history?symbol=FPT&resolution=D&from=0&to=10&countback=0", 400, "BAD_REQUEST"],
  ])("GET %s → %i %s", async (url, status, code) => {
    const response = await server.app.inject({ method: "GET", url, headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    expect(response.json()).toMatchObject({ error: { code } });
  });

  it("more than 2,000 symbols in a list → 400 BAD_REQUEST", async () => {
    const list = Array.from({ length: 2_001 }, (_, i) => `S${i}`).join(",");
    const response = await server.app.inject(`/api/datafeed/getliststockdata/${list}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("an event type list of defined codes and a real date is accepted", async () => {
    const code = server.deps.market.definedEvents()[0]?.code ?? "";
    const response = await server.app.inject(`/api/history/company/eventsdate/${code}/02-02-2026`);
    expect(response.statusCode).toBe(200);
  });
});
