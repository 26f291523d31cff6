import { describe, expect, it } from "vitest";
import { indexCodesToSave } from "./index-selection";

describe("indexCodesToSave (price-board §2, §9: saving with nothing selected restores 20, 27, 23, 24, 26)", () => {
  it.each([
    { rule: "nothing selected → default set", selected: [], saved: ["20", "27", "23", "24", "26"] },
    {
      rule: "only blanks selected → default set",
      selected: [" ", ""],
      saved: ["20", "27", "23", "24", "26"],
    },
    { rule: "a selection is kept in order", selected: ["11", "02"], saved: ["11", "02"] },
    { rule: "codes are trimmed and repeats dropped", selected: [" 11", "11", "02 "], saved: ["11", "02"] },
  ])("$rule", ({ selected, saved }) => {
    expect(indexCodesToSave(selected)).toEqual(saved);
  });
});
