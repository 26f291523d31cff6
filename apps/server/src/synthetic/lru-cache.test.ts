import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";

describe("LruCache", () => {
  it("forgets the least recently used entry beyond its capacity", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("replaces the value of a key it keeps", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.get("a")).toBe(2);
    expect(cache.size).toBe(1);
  });

  it("never holds more than its capacity, and keeps the last key set", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(9), { minLength: 1 }), (capacity, keys) => {
        const cache = new LruCache<number, number>(capacity);
        for (const key of keys) cache.set(key, key * 10);
        expect(cache.size).toBeLessThanOrEqual(capacity);
        const last = keys.at(-1) ?? 0;
        expect(cache.get(last)).toBe(last * 10);
      }),
    );
  });

  it("refuses a capacity below one", () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
