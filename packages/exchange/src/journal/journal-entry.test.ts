import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderCommand } from "../orders/order-commands";
import { decodeEntry, encodeEntry } from "./journal-entry";
import { RecoveryError } from "./recovery-error";

const command = fc.record({
  type: fc.constant("new" as const),
  clientOrderId: fc.string(),
  account: fc.string(),
  symbol: fc.string(),
  side: fc.constantFrom("B" as const, "S" as const),
  priceType: fc.constantFrom("LO" as const, "ATO" as const, "MTL" as const),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  volume: fc.integer({ min: 0, max: 1_000_000 }),
});
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe("journal entries are one line of JSON each (NDJSON)", () => {
  it("a command entry decodes to the same entry, on one line", () => {
    fc.assert(
      fc.property(instant, command, (t, c) => {
        const line = encodeEntry({ t, c });
        expect(line).not.toContain("\n");
        expect(decodeEntry(line)).toEqual({ t, c });
      }),
    );
  });

  it("a clock step decodes to a clock step", () => {
    fc.assert(
      fc.property(instant, (t) => {
        expect(decodeEntry(encodeEntry({ t, tick: true }))).toEqual({ t, tick: true });
      }),
    );
  });

  it("a command that is not JSON is journaled as null, which the exchange refuses as malformed", () => {
    const cyclic: Record<string, unknown> = { type: "new" };
    cyclic["self"] = cyclic;
    expect(decodeEntry(encodeEntry({ t: 5, c: cyclic as unknown as OrderCommand }))).toEqual({
      t: 5,
      c: null,
    });
    expect(decodeEntry(encodeEntry({ t: 5, c: undefined as unknown as OrderCommand }))).toEqual({
      t: 5,
      c: null,
    });
  });

  it.each([
    ["not JSON", '{"t":1,"c":{"ty'],
    ["an array", "[1,2]"],
    ["no time", '{"c":{}}'],
    ["a fractional time", '{"t":1.5,"tick":true}'],
    ["neither command nor step", '{"t":1}'],
    ["both command and step", '{"t":1,"tick":true,"c":{}}'],
    ["a step that is not true", '{"t":1,"tick":false}'],
  ])("refuses a line that is %s", (_, line) => {
    expect(() => decodeEntry(line, "line 7")).toThrow(RecoveryError);
    expect(() => decodeEntry(line, "line 7")).toThrow(/line 7/);
  });
});
