import { describe, expect, it } from "vitest";
import { pageAfterLoad } from "./paging";

describe("pageAfterLoad", () => {
  it.each([
    [3, 1, 2],
    [3, 0, 2],
    [2, 1, 1],
    [1, 0, 1],
    [1, 1, 1],
    [3, 2, 3],
    [3, 15, 3],
  ])(
    "accounts-session §4: if a page returns at most one row and page > 1, go back one page (page %i, %i rows)",
    (page, rowCount, expected) => {
      expect(pageAfterLoad({ page, rowCount })).toBe(expected);
    },
  );
});
