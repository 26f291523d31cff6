import { describe, expect, it } from "vitest";
import {
  CONDITION_ORDER_STATUSES,
  type ConditionOrderStatus,
  type NormalOrderStatusCode,
} from "../wire/core-books";
import { ALL_NORMAL_ORDER_STATUS_CODES } from "./normal-order-status";
import {
  matchesConditionalStatusFilter,
  matchesNormalStatusFilter,
  normalStatusFilterParam,
  type ConditionalStatusFilter,
  type NormalStatusFilter,
} from "./order-book-filters";

describe("normal status filter", () => {
  it.each<[NormalStatusFilter, string | undefined]>([
    ["all", ""],
    ["pending", "1"],
    ["matched", "2"],
    ["partially-matched", undefined],
    ["canceled", undefined],
  ])("accounts-session §4: empty = all, 1 = pending match, 2 = fully matched (%s)", (filter, expected) => {
    expect(normalStatusFilterParam(filter)).toBe(expected);
  });

  it.each<[NormalStatusFilter, readonly NormalOrderStatusCode[]]>([
    ["all", ALL_NORMAL_ORDER_STATUS_CODES],
    ["pending", ["0", "1", "2", "3", "5"]],
    ["matched", ["7"]],
    ["partially-matched", ["6", "8"]],
    ["canceled", ["4", "8", "9"]],
  ])("accounts-session §2: status filter %s keeps codes %o", (filter, codes) => {
    const kept = ALL_NORMAL_ORDER_STATUS_CODES.filter((code) => matchesNormalStatusFilter(filter, code));
    expect(kept).toEqual(codes);
  });

  it.each<[NormalStatusFilter, boolean]>([
    ["all", true],
    ["pending", false],
  ])("an unknown status shows only under all (%s)", (filter, expected) => {
    expect(matchesNormalStatusFilter(filter, null)).toBe(expected);
  });
});

describe("conditional status filter", () => {
  const all = CONDITION_ORDER_STATUSES;

  it.each<[ConditionalStatusFilter, readonly ConditionOrderStatus[]]>([
    ["all", all],
    ["pending-trigger", ["PENDING_TRIGGER"]],
    ["triggered", ["TRIGGERED", "PARTIAL_FILLED", "FILLED", "PARTIAL_FILLED_CANCEL"]],
    ["canceled", ["PARTIAL_FILLED_CANCEL", "CANCELED", "PENDING_CANCEL"]],
    ["expired", ["EXPIRED"]],
    ["rejected", ["REJECTED"]],
  ])(
    "accounts-session §4: condition status filter all, pending trigger, triggered, canceled, expired, rejected (%s)",
    (filter, expected) => {
      expect(all.filter((status) => matchesConditionalStatusFilter(filter, status))).toEqual(expected);
    },
  );
});
