import { describe, expect, it } from "vitest";
import { WIRE_KEYS } from "./wire-keys";

// The type check proves each set names every key of its shape, but not that it names each once.
describe("WIRE_KEYS", () => {
  it.each(Object.entries(WIRE_KEYS))("%s lists each name once, required or optional", (_, keys) => {
    const names: readonly string[] = [...keys.required, ...keys.optional];
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  });
});
