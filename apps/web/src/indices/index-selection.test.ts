import { describe, expect, it } from "vitest";
import { orderedSelection, RESET_SELECTION, selectionItemsOf, toggleSelection } from "./index-selection";

const items = [
  { mc: "10", code: "VNINDEX", name: "VN-INDEX" },
  { mc: "02", code: "HNXINDEX", name: "HNX-INDEX" },
  { mc: "27", code: "VN100", name: "VN100" },
];

describe("index selection", () => {
  it("reset checks the default set 20, 27, 23, 24, 26 (§9)", () => {
    expect(RESET_SELECTION).toEqual(["20", "27", "23", "24", "26"]);
  });

  it("keeps only index items of the list answer", () => {
    expect(selectionItemsOf([...items, "ACB", { code: "VN30", name: "VN30" }, null])).toEqual(items);
    expect(selectionItemsOf({ data: items })).toEqual([]);
  });

  it.each([
    [["10", "02"], "10", ["02"]],
    [["02"], "10", ["02", "10"]],
    [[], "27", ["27"]],
  ])("toggling %j at %s gives %j", (draft, code, expected) => {
    expect(toggleSelection(draft, code)).toEqual(expected);
  });

  it("saves checked codes in list order, unlisted ones after", () => {
    expect(orderedSelection(items, ["27", "99", "10"])).toEqual(["10", "27", "99"]);
    expect(orderedSelection(items, [])).toEqual([]);
  });
});
