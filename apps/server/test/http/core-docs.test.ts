/**
 * The core gateway in the OpenAPI document (/api/docs/json): every command is described with a
 * named example envelope, and the examples, given a login's session, pass the gateway as they
 * are — what a bot trading the simulated market copies.
 */
import type { CoreAnswer } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { EXAMPLE_SESSION } from "../../src/core/core-docs";
import { freshIp, loginData, loginTestScope } from "./login-support";

interface Example {
  readonly summary: string;
  readonly value: { group: string; session: string; user: string; data: { cmd: string } };
}

interface CoreOperation {
  description: string;
  requestBody: { content: { "application/json": { examples?: Record<string, Example> } } };
}

const ORDER_COMMANDS = [
  "O Web.newOrder",
  "O Web.changeOrder",
  "O cancelOrder",
  "O cancelActivatedOrder",
  "Q Web.Order.OrderList",
  "Q Web.Order.OrderDetailFs",
  "B GET_LIST_ORDER_HIS",
  "Q Web.Portfolio",
  "Q Web.AccountStatus",
  "Q Web.BuyingPower",
  "Q Web.StockInfo",
];
const SESSION_COMMANDS = [
  "S sCheckLoginOTP",
  "S GetSMSOtpForce",
  "B ChangePassFirstLogin",
  "S SmartOtpEnrolBegin",
  "S SmartOtpEnrolConfirm",
  "B ListAccount",
  "B ListFuncWebtrade",
  "B GetAccountInfo",
  "B UpdateAccountDefault",
  "B UpdateParameter",
];
const QUERIES = [
  "Q Web.Order.OrderList",
  "Q Web.Portfolio",
  "Q Web.AccountStatus",
  "Q Web.BuyingPower",
  "Q Web.StockInfo",
];

describe("the core gateway's documentation", () => {
  const scope = loginTestScope();

  async function coreOperation(): Promise<CoreOperation> {
    const response = await scope.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, { post: CoreOperation }> };
    const operation = document.paths["/api/core"]?.post;
    if (operation === undefined) throw new Error("POST /api/core is not documented");
    return operation;
  }

  it("gives every described command a named example of its group and command", async () => {
    const operation = await coreOperation();
    const examples = operation.requestBody.content["application/json"].examples ?? {};
    const described = [...operation.description.matchAll(/^(\w+ \S+): /gm)].map((match) => match[1]);
    for (const name of [...ORDER_COMMANDS, ...SESSION_COMMANDS]) expect(described).toContain(name);
    expect(Object.keys(examples).sort()).toEqual([...described].sort());
    for (const [name, example] of Object.entries(examples)) {
      expect(`${example.value.group} ${example.value.data.cmd}`).toBe(name);
      expect(example.summary.length).toBeGreaterThan(0);
      // The description shows the same data, for a reader of the page.
      expect(operation.description).toContain(`${name}: `);
      expect(operation.description).toContain(JSON.stringify(example.value.data));
    }
  });

  it("has examples that pass the gateway as they are, given a login's session", async () => {
    const operation = await coreOperation();
    const examples = operation.requestBody.content["application/json"].examples ?? {};
    const login = await loginData(scope.app, "058C000001");
    for (const [name, { value }] of Object.entries(examples)) {
      if (value.session !== EXAMPLE_SESSION) continue;
      const response = await scope.app.inject({
        method: "POST",
        url: "/api/core",
        remoteAddress: freshIp(),
        payload: { ...value, session: login.sid, user: login.user },
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const answer = response.json() as CoreAnswer<unknown>;
      if (QUERIES.includes(name)) expect(answer.rc, `${name}: ${response.body}`).toBe(1);
    }
  });
});
