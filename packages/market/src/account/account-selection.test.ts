import { describe, expect, it } from "vitest";
import {
  defaultAccount,
  DERIVATIVES_ROUTE,
  needsDefaultAccountUpdate,
  routeAfterDefaultAccountChange,
  searchAccounts,
  sortAccounts,
  VN30_ROUTE,
} from "./account-selection";

const account = (accCode: string) => ({ accCode, accName: "Nguyễn Văn A", accType: "1" });
const codes = (accounts: readonly { accCode: string }[]) => accounts.map((a) => a.accCode);
const LIST = [account("058C000128"), account("058C000121"), account("058C000126")];

describe("sortAccounts (accounts-session §4: ascending by accCode)", () => {
  it.each([
    {
      rule: "sorted ascending",
      input: ["058C000128", "058C000121", "058C000126"],
      sorted: ["058C000121", "058C000126", "058C000128"],
    },
    { rule: "ordinal order, digits before letters", input: ["058C1", "0581"], sorted: ["0581", "058C1"] },
    { rule: "empty list", input: [], sorted: [] },
  ])("$rule", ({ input, sorted }) => {
    expect(codes(sortAccounts(input.map(account)))).toEqual(sorted);
  });

  it("keeps the caller's array as it was", () => {
    const input = [...LIST];
    sortAccounts(input);
    expect(codes(input)).toEqual(codes(LIST));
  });
});

describe("defaultAccount (accounts-session §4: stored default if listed, else the first)", () => {
  it.each([
    { rule: "the stored default when it is in the list", stored: "058C000128", chosen: "058C000128" },
    {
      rule: "the first by code when the stored one is not listed",
      stored: "058C999999",
      chosen: "058C000121",
    },
    { rule: "the first by code when none is stored", stored: null, chosen: "058C000121" },
    { rule: "the first by code when the cookie is absent", stored: undefined, chosen: "058C000121" },
  ])("$rule", ({ stored, chosen }) => {
    expect(defaultAccount(LIST, stored)?.accCode).toBe(chosen);
  });

  it("no account for an empty list", () => {
    expect(defaultAccount([], "058C000121")).toBeUndefined();
  });
});

describe("searchAccounts (accounts-session §4: exact match on account code)", () => {
  it.each([
    { rule: "exact match", query: "058C000126", found: ["058C000126"] },
    { rule: "case and spaces ignored", query: " 058c000126 ", found: ["058C000126"] },
    { rule: "a partial code matches nothing", query: "058C", found: [] },
    { rule: "an unknown code matches nothing", query: "058C000999", found: [] },
    { rule: "empty search restores the full list", query: "", found: codes(LIST) },
    { rule: "blank search restores the full list", query: "   ", found: codes(LIST) },
  ])("$rule", ({ query, found }) => {
    expect(codes(searchAccounts(LIST, query))).toEqual(found);
  });
});

describe("needsDefaultAccountUpdate (accounts-session §4: confirming an unchanged account only closes)", () => {
  it.each([
    { rule: "unchanged account → only close", current: "058C000121", chosen: "058C000121", update: false },
    { rule: "another account → update", current: "058C000121", chosen: "058C000128", update: true },
    { rule: "no default yet → update", current: null, chosen: "058C000121", update: true },
  ])("$rule", ({ current, chosen, update }) => {
    expect(needsDefaultAccountUpdate(current, chosen)).toBe(update);
  });
});

describe("routeAfterDefaultAccountChange (accounts-session §2)", () => {
  it("uses the spec's VN30 and derivatives routes", () => {
    expect([VN30_ROUTE, DERIVATIVES_ROUTE]).toEqual(["/chung-khoan/VN30", "/chung-khoan/derivative-VN30"]);
  });

  it.each([
    {
      rule: "account ending in 8 → derivatives page",
      acc: "058C000128",
      path: "/chung-khoan/HOSE",
      route: DERIVATIVES_ROUTE,
    },
    {
      rule: "account ending in 8 from the watchlist → derivatives page",
      acc: "058C000128",
      path: "/chung-khoan/danh-muc",
      route: DERIVATIVES_ROUTE,
    },
    {
      rule: "account ending in 8 already on the derivatives page → stay",
      acc: "058C000128",
      path: "/chung-khoan/derivative-VN30",
      route: null,
    },
    {
      rule: "account ending in 8 on another derivatives board → stay",
      acc: "058C000128",
      path: "/chung-khoan/derivative-TPCP",
      route: null,
    },
    {
      rule: "other account on the derivatives page → VN30",
      acc: "058C000121",
      path: "/chung-khoan/derivative-VN30",
      route: VN30_ROUTE,
    },
    {
      rule: "other account on a bond-futures board → VN30",
      acc: "058C000121",
      path: "/chung-khoan/derivative-TPCP",
      route: VN30_ROUTE,
    },
    { rule: "other account elsewhere → stay", acc: "058C000121", path: "/chung-khoan/HNX", route: null },
  ])("$rule", ({ acc, path, route }) => {
    expect(routeAfterDefaultAccountChange(acc, path)).toBe(route);
  });
});
