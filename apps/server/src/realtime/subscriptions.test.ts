import { encodeRegs } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { joinedSymbols, planRegs, symbolRoom } from "./subscriptions";

const LIMITS = { maxSymbolsPerMessage: 4, maxRoomsPerSocket: 6 };
/** Every name of these tests is listed but the made-up ones. */
const isListed = (symbol: string) => !symbol.startsWith("ZZ");

describe("planRegs", () => {
  it.each([
    [
      "a join of new symbols",
      encodeRegs("join", ["ACB", "FPT"]),
      ["HPG"],
      { join: ["ACB", "FPT"], leave: [] },
    ],
    [
      "a join of symbols partly joined",
      encodeRegs("join", ["ACB", "HPG"]),
      ["HPG"],
      { join: ["ACB"], leave: [] },
    ],
    [
      "a leave of joined and unjoined",
      encodeRegs("leave", ["ACB", "HPG"]),
      ["HPG"],
      { join: [], leave: ["HPG"] },
    ],
    ["an empty list", '{"action":"join","list":""}', [], { join: [], leave: [] }],
    ["the object form, normalised", { action: "join", list: " acb ,,ACB" }, [], { join: ["ACB"], leave: [] }],
  ])("%s is accepted", (_, body, joined, expected) => {
    expect(planRegs(body, new Set(joined), isListed, LIMITS)).toEqual({ answer: { ok: true }, ...expected });
  });

  it.each([
    ["not JSON", "{action:join}"],
    ["an unknown action", '{"action":"subscribe","list":"ACB"}'],
    ["a list array", { action: "leave", list: ["ACB"] }],
    ["undefined", undefined],
  ])("%s is BAD_REGS and changes nothing", (_, body) => {
    expect(planRegs(body, new Set(["ACB"]), isListed, LIMITS)).toEqual({
      answer: { ok: false, code: "BAD_REGS" },
      join: [],
      leave: [],
    });
  });

  it("refuses a join naming an unlisted symbol whole (BAD_REGS); a leave of one is harmless", () => {
    expect(planRegs(encodeRegs("join", ["ACB", "ZZ1"]), new Set(), isListed, LIMITS)).toEqual({
      answer: { ok: false, code: "BAD_REGS" },
      join: [],
      leave: [],
    });
    expect(planRegs(encodeRegs("leave", ["ZZ1"]), new Set(["ACB"]), isListed, LIMITS)).toEqual({
      answer: { ok: true },
      join: [],
      leave: [],
    });
  });

  it("refuses more symbols than a message may name, for leave too", () => {
    const five = ["A", "B", "C", "D", "E"];
    for (const action of ["join", "leave"] as const)
      expect(planRegs(encodeRegs(action, five), new Set(five), isListed, LIMITS).answer).toEqual({
        ok: false,
        code: "TOO_MANY_SYMBOLS",
      });
  });

  it("refuses a join over the connection cap whole; already joined symbols do not count", () => {
    const joined = new Set(["A", "B", "C", "D"]);
    expect(planRegs(encodeRegs("join", ["E", "F", "G"]), joined, isListed, LIMITS)).toEqual({
      answer: { ok: false, code: "TOO_MANY_SYMBOLS" },
      join: [],
      leave: [],
    });
    expect(planRegs(encodeRegs("join", ["A", "B", "E", "F"]), joined, isListed, LIMITS).join).toEqual([
      "E",
      "F",
    ]);
  });

  it("never lets a connection pass the cap, whatever it sends (property)", () => {
    const symbol = fc.constantFrom("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K");
    const message = fc.record({
      action: fc.constantFrom("join", "leave", "other"),
      list: fc.array(symbol, { maxLength: 6 }).map((list) => list.join(",")),
    });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 30 }), (messages) => {
        const joined = new Set<string>();
        for (const body of messages) {
          const plan = planRegs(JSON.stringify(body), joined, isListed, LIMITS);
          if (!plan.answer.ok) expect(plan.join.length + plan.leave.length).toBe(0);
          for (const s of plan.join) {
            expect(joined.has(s)).toBe(false);
            joined.add(s);
          }
          for (const s of plan.leave) expect(joined.delete(s)).toBe(true);
          expect(joined.size).toBeLessThanOrEqual(LIMITS.maxRoomsPerSocket);
        }
      }),
    );
  });
});

describe("symbol rooms", () => {
  it("reads back the symbols of prefixed rooms and ignores the connection's own room", () => {
    expect(joinedSymbols(["Xk2_aBcD3fGhIjKlMnOp", symbolRoom("ACB"), symbolRoom("VN30F2503")])).toEqual(
      new Set(["ACB", "VN30F2503"]),
    );
  });

  it("keeps the two deliveries' rooms apart", () => {
    expect(symbolRoom("ACB", "bundle")).not.toBe(symbolRoom("ACB"));
    const rooms = [symbolRoom("ACB"), symbolRoom("FPT", "bundle"), symbolRoom("HPG", "events")];
    expect(joinedSymbols(rooms)).toEqual(new Set(["ACB", "HPG"]));
    expect(joinedSymbols(rooms, "events")).toEqual(new Set(["ACB", "HPG"]));
    expect(joinedSymbols(rooms, "bundle")).toEqual(new Set(["FPT"]));
  });

  it("keeps a symbol that looks like a connection id apart from that connection's room", () => {
    const id = "ABCDEFGHIJKLMNOPQRST";
    expect(symbolRoom(id)).not.toBe(id);
    expect(joinedSymbols([id])).toEqual(new Set());
  });
});
