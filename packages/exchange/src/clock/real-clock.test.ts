import { describe, expect, it } from "vitest";
import { RealClock } from "./real-clock";

describe("real clock", () => {
  it("follows the wall clock", () => {
    let wall = 1_700_000_000_000;
    const clock = new RealClock(() => wall);
    expect(clock.now()).toBe(1_700_000_000_000);
    wall += 5_000;
    expect(clock.now()).toBe(1_700_000_005_000);
    expect(clock.mode).toBe("real");
    expect(clock.speed).toBe(1);
  });

  it("holds still while the wall clock steps back, then follows again", () => {
    let wall = 1_700_000_000_000;
    const clock = new RealClock(() => wall);
    clock.now();
    wall -= 2_000;
    expect(clock.now()).toBe(1_700_000_000_000);
    wall += 3_000;
    expect(clock.now()).toBe(1_700_000_001_000);
  });

  it("gives whole milliseconds from a fractional wall clock", () => {
    const clock = new RealClock(() => 1_700_000_000_000.75);
    expect(clock.now()).toBe(1_700_000_000_000);
  });
});
