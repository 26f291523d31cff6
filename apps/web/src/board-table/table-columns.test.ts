import { describe, expect, it } from "vitest";
import {
  gridTemplate,
  headerSpans,
  minimumWidth,
  shownColumns,
  sortableKeys,
  type TableColumn,
} from "./table-columns";

type Row = Readonly<Record<string, number>>;

const column = (key: string, overrides: Partial<TableColumn<Row>> = {}): TableColumn<Row> => ({
  key,
  label: () => key,
  width: 40,
  align: "right",
  sortable: true,
  hideable: true,
  cell: (row) => ({ text: String(row[key] ?? ""), colour: null }),
  ...overrides,
});

const COLUMNS = [
  column("sym", { hideable: false, width: 60 }),
  column("r"),
  column("bp1", { group: "bid", hideable: false }),
  column("bv1", { group: "bid", sortable: false }),
  column("lastPrice", { group: "match" }),
  column("sp1", { group: "ask" }),
  column("lot"),
];

describe("board table columns", () => {
  it("hides only hideable columns the setting names", () => {
    const keys = shownColumns(COLUMNS, ["r", "bp1", "lot", "unknown"]).map((item) => item.key);
    expect(keys).toEqual(["sym", "bp1", "bv1", "lastPrice", "sp1"]);
    expect(shownColumns(COLUMNS, [])).toBe(COLUMNS);
  });

  it("sorts by the shown sortable columns", () => {
    expect(sortableKeys(COLUMNS)).toEqual(["sym", "r", "bp1", "lastPrice", "sp1", "lot"]);
  });

  it("merges consecutive columns of a group under one header", () => {
    const spans = headerSpans(COLUMNS).map((span) =>
      span.group === null
        ? span.column.key
        : `${span.group}:${span.columns.map((item) => item.key).join(",")}`,
    );
    expect(spans).toEqual(["sym", "r", "bid:bp1,bv1", "match:lastPrice", "ask:sp1", "lot"]);
  });

  it("sizes the grid from the columns' minimum widths", () => {
    expect(gridTemplate([{ width: 60 }, { width: 45 }])).toBe("minmax(60px, 60fr) minmax(45px, 45fr)");
    expect(minimumWidth(COLUMNS)).toBe(60 + 6 * 40);
  });
});
