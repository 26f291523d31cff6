import fc from "fast-check";
import { bigint, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { jsonRows } from "./json-rows";

const table = pgTable("json_rows_probe", {
  id: bigint("id", { mode: "number" }),
  userId: text("user_id"),
  someCount: integer("some_count"),
  detail: jsonb("detail"),
});

/** The renamed copy of each row, stringified: what `jsonRows` writes without building it. */
function renamedThenStringified(rows: readonly (typeof table.$inferInsert)[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      if (row.id !== undefined) out["id"] = row.id;
      if (row.userId !== undefined) out["user_id"] = row.userId;
      if (row.someCount !== undefined) out["some_count"] = row.someCount;
      if (row.detail !== undefined) out["detail"] = row.detail;
      return out;
    }),
  );
}

const row = fc.record(
  {
    id: fc.integer(),
    userId: fc.option(fc.string({ unit: "binary" })),
    someCount: fc.option(fc.integer()),
    detail: fc.option(fc.jsonValue()),
  },
  { requiredKeys: [] },
);

describe("jsonRows", () => {
  it("writes each row under its column names, as JSON.stringify of the renamed row would", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (rows) => {
        const written = jsonRows(table, rows);
        expect(written).toBe(renamedThenStringified(rows));
        expect(JSON.parse(written)).toEqual(JSON.parse(renamedThenStringified(rows)));
      }),
    );
  });

  it("writes no rows as an empty array, and a row of nothing but absent fields as {}", () => {
    expect(jsonRows(table, [])).toBe("[]");
    expect(jsonRows(table, [{}, { id: 1 }])).toBe('[{},{"id":1}]');
  });
});
