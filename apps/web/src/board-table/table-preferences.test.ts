// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { parseHidden, parseSorts, TABLE_PREFERENCE_KEYS, useTablePreferences } from "./table-preferences";

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? "null");

beforeEach(() => {
  localStorage.clear();
  useTablePreferences.setState({ sorts: {}, hidden: {} });
});

describe("table preferences", () => {
  it("keeps only well-formed stored sorts", () => {
    expect(
      parseSorts({
        oddLot: { field: "lot", direction: "asc" },
        bond: { field: "x y", direction: "asc" },
        "<b>": { field: "lot", direction: "desc" },
        proprietary: { field: "netVal", direction: "up" },
      }),
    ).toEqual({ oddLot: { field: "lot", direction: "asc" } });
    expect(parseSorts([1, 2])).toBeNull();
  });

  it("keeps only column keys among the stored hidden columns, once each", () => {
    expect(parseHidden({ bond: ["issuer", "issuer", 7, "<x>"], oddLot: [], x: "lot" })).toEqual({
      bond: ["issuer"],
    });
  });

  it("saves each table's sort and hidden columns under their keys, the default as no entry", () => {
    const { setSort, setHidden } = useTablePreferences.getState();
    setSort("oddLot", { field: "lot", direction: "desc" });
    setSort("bond", { field: "issuer", direction: "asc" });
    setHidden("bond", ["issuer"]);
    expect(stored(TABLE_PREFERENCE_KEYS.sorts)).toEqual({
      oddLot: { field: "lot", direction: "desc" },
      bond: { field: "issuer", direction: "asc" },
    });
    expect(stored(TABLE_PREFERENCE_KEYS.hidden)).toEqual({ bond: ["issuer"] });

    setSort("oddLot", null);
    setHidden("bond", []);
    expect(stored(TABLE_PREFERENCE_KEYS.sorts)).toEqual({ bond: { field: "issuer", direction: "asc" } });
    expect(stored(TABLE_PREFERENCE_KEYS.hidden)).toEqual({});
  });
});
