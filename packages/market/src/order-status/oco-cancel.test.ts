import { describe, expect, it } from "vitest";
import { ocoCancelIds, type OcoLegRow } from "./oco-cancel";

const rows: OcoLegRow[] = [
  { id: "a1", groupId: "A", conditionType: "oco", status: "PENDING_TRIGGER" },
  { id: "a2", groupId: "A", conditionType: "oco", status: "PENDING_TRIGGER" },
  { id: "b1", groupId: "B", conditionType: "oco", status: "PENDING_TRIGGER" },
  { id: "b2", groupId: "B", conditionType: "oco", status: "TRIGGERED" },
  { id: "s1", groupId: "A", conditionType: "stop", status: "PENDING_TRIGGER" },
];

describe("ocoCancelIds", () => {
  it.each<[string, string[]]>([
    ["a1", ["a1", "a2"]],
    ["a2", ["a2", "a1"]],
    ["b1", ["b1"]],
    ["s1", ["s1"]],
    ["zz", []],
  ])(
    "accounts-session §4: cancelling one side of an OCO also cancels the opposite side (%s)",
    (id, expected) => {
      expect(ocoCancelIds(rows, id)).toEqual(expected);
    },
  );
});
