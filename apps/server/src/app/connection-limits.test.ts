import { describe, expect, it } from "vitest";
import { AddressCounter, openFileLimitOf, totalConnectionsFor } from "./connection-limits";

describe("totalConnectionsFor", () => {
  it.each([
    [20_000, 10_000],
    [1_024, 512],
    [1_000_000, 10_000],
    [null, 2_048],
  ])("an open-file limit of %s allows %i connections", (limit, total) => {
    expect(totalConnectionsFor(limit)).toBe(total);
  });
});

describe("openFileLimitOf", () => {
  it("reads the soft limit of /proc/<pid>/limits, null without the line", () => {
    const text = [
      "Limit                     Soft Limit           Hard Limit           Units     ",
      "Max processes             63503                63503                processes ",
      "Max open files            20000                40000                files     ",
    ].join("\n");
    expect(openFileLimitOf(text)).toBe(20_000);
    expect(openFileLimitOf("Max open files            unlimited            unlimited            files")).toBe(
      null,
    );
    expect(openFileLimitOf("")).toBe(null);
  });
});

describe("AddressCounter", () => {
  it("admits up to the bound per address and again after a release", () => {
    const counter = new AddressCounter(2);
    expect([counter.admit("a"), counter.admit("a"), counter.admit("a"), counter.admit("b")]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    counter.release("a");
    expect(counter.openOf("a")).toBe(1);
    expect(counter.admit("a")).toBe(true);
    counter.release("b");
    expect(counter.openOf("b")).toBe(0);
  });
});
