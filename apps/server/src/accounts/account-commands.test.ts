import { describe, expect, it } from "vitest";
import type { TradingAccount } from "../db/stores";
import { accountListItems, namesOwnAccount, webTradeFunctions } from "./account-commands";

const account = (accountCode: string, functions: string[] = ["B", "S"]): TradingAccount => ({
  accountCode,
  userId: "058C000005",
  name: "Hoàng Thu Hà",
  type: accountCode.slice(-1) as TradingAccount["type"],
  functions,
  createdAt: 0,
});

const accounts = [account("058C0000051"), account("058C0000058", ["B", "S", "OCO"])];

describe("namesOwnAccount", () => {
  it.each([
    ["058C0000051", true],
    ["058c0000058", true],
    [" 058C000005 ", true],
    ["058C000001", false],
    ["058C0000011", false],
    ["058C00000", false],
    ["", false],
  ])("%j → %s", (p1, owned) => {
    expect(namesOwnAccount(p1, accounts)).toBe(owned);
  });
});

describe("the account lists", () => {
  it("answers the spec's fields", () => {
    expect(accountListItems(accounts)).toEqual([
      { accName: "Hoàng Thu Hà", accCode: "058C0000051", accType: "1" },
      { accName: "Hoàng Thu Hà", accCode: "058C0000058", accType: "8" },
    ]);
  });

  it("merges the function codes of all accounts", () => {
    expect(webTradeFunctions(accounts)).toEqual(["B", "OCO", "S"]);
    expect(webTradeFunctions([])).toEqual([]);
  });
});
