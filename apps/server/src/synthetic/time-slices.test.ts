import { describe, expect, it } from "vitest";
import { forEachInSlices } from "./time-slices";

describe("forEachInSlices", () => {
  it("visits every item in order", async () => {
    const seen: number[] = [];
    await forEachInSlices([1, 2, 3, 4], (item) => seen.push(item));
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it("lets a timer run once a slice has used its time", async () => {
    let clock = 0;
    const order: string[] = [];
    setImmediate(() => order.push("other"));
    // Each visit takes 3 ms of the fake clock: the slice of 5 ms ends after the second.
    await forEachInSlices(
      ["a", "b", "c"],
      (item) => {
        clock += 3;
        order.push(item);
      },
      5,
      () => clock,
    );
    expect(order).toEqual(["a", "b", "other", "c"]);
  });
});
