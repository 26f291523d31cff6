import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonChunks } from "./json-chunks";

const text = (value: unknown) => [...jsonChunks(value)].join("");

describe("JSON in chunks", () => {
  it("is exactly JSON.stringify's text, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(text(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it("keeps JSON.stringify's rules: toJSON with its key, left-out values, non-finite numbers", () => {
    const keys: string[] = [];
    const lazy = { toJSON: (key: string) => (keys.push(key), { built: key }) };
    const value = {
      list: [...Array.from({ length: 20 }, (_, i) => i), undefined, () => 1, Number.NaN, lazy],
      skipped: undefined,
      fn: () => 1,
      big: {
        ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])),
        lazy,
        gone: undefined,
      },
      nested: [[Array.from({ length: 40 }, (_, i) => ({ i, at: new Date(i) }))]],
      infinite: Number.POSITIVE_INFINITY,
    };
    expect(text(value)).toBe(JSON.stringify(value));
    // Called with the key it is written under, as JSON.stringify calls it.
    expect(keys).toEqual(["23", "lazy", "23", "lazy"]);
  });

  it("hands a large array out element by element, and plain values in runs", () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => [i, i * 2]);
    const chunks = [...jsonChunks({ rows })];
    expect(chunks.length).toBeGreaterThan(1_000);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(20);
    const plain = [...Array.from({ length: 2_000 }, (_, i) => i), { a: 1 }, undefined, "x", null];
    expect(text(plain)).toBe(JSON.stringify(plain));
    expect([...jsonChunks(plain)].length).toBeLessThan(20);
  });

  it("refuses a value with no JSON text, as a file needs one", () => {
    expect(() => text(undefined)).toThrow(TypeError);
  });
});
