import fc from "fast-check";
import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  PgDialect,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { columnList, fieldsOf, selectJsonRows, takeExcluded } from "./json-rows";
import { PreparedStatement } from "./prepared-statement";
import { TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

const probe = pgTable("json_rows_probe", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  someCount: integer("some_count"),
  bigAmount: bigint("big_amount", { mode: "number" }),
  userId: text("user_id"),
  flag: boolean("flag"),
  detail: jsonb("detail"),
  at: timestamp("at", { withTimezone: true }),
});

type ProbeRow = typeof probe.$inferInsert;

const CREATE = sql.raw(
  `create table if not exists json_rows_probe (id bigserial primary key, some_count integer, big_amount bigint,
   user_id text, flag boolean, detail jsonb, at timestamptz)`,
);

const fields = fieldsOf(probe, ["id"]);
/** The probe's insert, as the order desk writes its batches: one JSON parameter, one statement. */
const insertRows = new PreparedStatement<{ rows: string }>(
  "json-rows-probe",
  sql`insert into ${probe} (${columnList(probe, fields)}) ${selectJsonRows(probe, fields, sql.placeholder("rows"))}`,
);

const row = fc.record(
  {
    someCount: fc.option(fc.integer()),
    bigAmount: fc.option(fc.maxSafeInteger()),
    userId: fc.option(fc.string({ unit: "grapheme" }).filter((value) => !value.includes("\u0000"))),
    flag: fc.option(fc.boolean()),
    detail: fc.option(fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 })),
  },
  { requiredKeys: [] },
);

describe("the column list and the upsert's set", () => {
  it("name the columns of the fields, the key's left out of the set", () => {
    expect(fieldsOf(probe, ["id"])).toEqual(["someCount", "bigAmount", "userId", "flag", "detail", "at"]);
    const text = (value: SQL) => new PgDialect().sqlToQuery(value).sql;
    expect(text(columnList(probe, ["someCount", "userId"]))).toBe('"some_count", "user_id"');
    expect(text(takeExcluded(probe, "id"))).toContain('"some_count" = excluded."some_count"');
    expect(text(takeExcluded(probe, "id"))).not.toContain('"id" = excluded');
  });

  it("refuses a field the table does not have", () => {
    expect(() => columnList(probe, ["nothing"])).toThrow("no field nothing");
  });
});

describe.each(TEST_BACKENDS)("rows as one JSON parameter on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const opened = useTestDatabase(backend);

    const roundTrip = async (rows: readonly object[]): Promise<ProbeRow[]> => {
      const { db } = opened();
      await db.execute(CREATE);
      await db.execute(sql`truncate json_rows_probe restart identity`);
      await insertRows.run(db, { rows: JSON.stringify(rows) });
      return db.select().from(probe).orderBy(probe.id);
    };

    it("stores each row's fields in their columns, typed, in the array's order", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(row, { maxLength: 5 }), async (rows) => {
          const stored = await roundTrip(rows);
          expect(stored).toHaveLength(rows.length);
          stored.forEach((written, i) => {
            const sent = rows[i] ?? {};
            // Ids follow the array's order; a field the row lacks is null.
            expect(written.id).toBe(i + 1);
            expect(written.someCount).toBe(sent.someCount ?? null);
            expect(written.bigAmount).toBe(sent.bigAmount ?? null);
            expect(written.userId).toBe(sent.userId ?? null);
            expect(written.flag).toBe(sent.flag ?? null);
            expect(written.detail).toEqual(sent.detail ?? null);
          });
        }),
        { numRuns: 25 },
      );
    });

    it("reads a date as its instant and ignores keys that are not the table's fields", async () => {
      const at = new Date("2026-11-27T02:15:00.123Z");
      const [stored] = await roundTrip([{ at, userId: "u", orderBook: { deep: [1, 2] }, some_count: 7 }]);
      expect(stored?.at?.toISOString()).toBe(at.toISOString());
      expect(stored?.userId).toBe("u");
      // The column's name is not a key it reads: rows are keyed by field.
      expect(stored?.someCount).toBeNull();
    });

    it("writes nothing for an empty array", async () => {
      expect(await roundTrip([])).toEqual([]);
    });
  });
});
