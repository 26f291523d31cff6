import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openSymbolDay } from "./daily-statistics";
import { recordForeignSale, releaseForeignRoom, reserveForeignRoom } from "./foreign-room";

const dayWithRoom = (foreignRoom: number) =>
  openSymbolDay({ reference: 20_000, ceiling: 21_400, floor: 18_600, foreignRoom });

describe("foreign room", () => {
  it("is taken at foreign buy entry and given back on cancel", () => {
    const day = dayWithRoom(1_000);
    expect(reserveForeignRoom(day, 600)).toBe(true);
    expect(day.foreignRoom).toBe(400);
    releaseForeignRoom(day, 600);
    expect(day.foreignRoom).toBe(1_000);
  });

  it("refuses a buy larger than the room and leaves the day unchanged", () => {
    const day = dayWithRoom(500);
    const before = { ...day };
    expect(reserveForeignRoom(day, 600)).toBe(false);
    expect(day).toEqual(before);
  });

  it("accepts a buy of exactly the room left", () => {
    const day = dayWithRoom(500);
    expect(reserveForeignRoom(day, 500)).toBe(true);
    expect(day.foreignRoom).toBe(0);
  });

  it("grows when a foreign seller's shares trade", () => {
    const day = dayWithRoom(0);
    recordForeignSale(day, 300);
    expect(day.foreignRoom).toBe(300);
  });

  it("rejects negative volumes as programming errors", () => {
    expect(() => reserveForeignRoom(dayWithRoom(10), -1)).toThrow(RangeError);
    expect(() => releaseForeignRoom(dayWithRoom(10), -1)).toThrow(RangeError);
  });

  it("never goes negative, whatever the sequence of buys, cancels and sales", () => {
    const action = fc.record({
      kind: fc.constantFrom("reserve", "release", "sale"),
      volume: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(action, { maxLength: 50 }),
        (room, actions) => {
          const day = dayWithRoom(room);
          const reserved: number[] = [];
          for (const { kind, volume } of actions) {
            if (kind === "reserve") {
              const enough = volume <= day.foreignRoom;
              expect(reserveForeignRoom(day, volume)).toBe(enough);
              if (enough) reserved.push(volume);
            } else if (kind === "release") {
              // Only room that was reserved can come back on cancel.
              const back = reserved.pop();
              if (back !== undefined) releaseForeignRoom(day, back);
            } else recordForeignSale(day, volume);
            expect(day.foreignRoom).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
