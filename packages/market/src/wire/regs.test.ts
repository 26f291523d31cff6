import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  decodeRegs,
  encodeRegs,
  formatRegsList,
  MAX_SYMBOL_LENGTH,
  parseRegsList,
  REGS_ACTIONS,
  type RegsPayload,
} from "./regs";

const symbol = fc.stringMatching(/^[A-Z0-9]{1,12}$/);

describe("regs subscription (price-board §7 Realtime socket)", () => {
  it("joins symbols with commas, normalised and without duplicates", () => {
    expect(formatRegsList(["acb", " FPT", "ACB", ""])).toBe("ACB,FPT");
    expect(formatRegsList([])).toBe("");
  });

  it("parses a list, dropping blanks, duplicates and junk", () => {
    expect(parseRegsList("ACB, fpt,,ACB")).toEqual(["ACB", "FPT"]);
    expect(parseRegsList("")).toEqual([]);
    expect(parseRegsList("ACB,<script>,VN30F2503")).toEqual(["ACB", "VN30F2503"]);
    expect(parseRegsList("X".repeat(MAX_SYMBOL_LENGTH + 1))).toEqual([]);
  });

  it("round-trips any list of symbols (as a set in first-seen order)", () => {
    fc.assert(
      fc.property(fc.array(symbol), (symbols) => {
        expect(parseRegsList(formatRegsList(symbols))).toEqual([...new Set(symbols)]);
      }),
    );
  });

  it("round-trips any list text in canonical form", () => {
    fc.assert(
      fc.property(fc.uniqueArray(symbol), (symbols) => {
        const list = symbols.join(",");
        expect(formatRegsList(parseRegsList(list))).toBe(list);
      }),
    );
  });

  it("encodes the JSON body and decodes it back", () => {
    const body = encodeRegs("join", ["acb", "FPT"]);
    expect(JSON.parse(body)).toEqual({ action: "join", list: "ACB,FPT" });
    expect(decodeRegs(body)).toEqual({ action: "join", list: "ACB,FPT" });
  });

  it("decodes an already parsed object and normalises its list", () => {
    expect(decodeRegs({ action: "leave", list: "acb,,fpt" })).toEqual({ action: "leave", list: "ACB,FPT" });
  });

  it.each([
    ["bad JSON", "{action"],
    ["unknown action", '{"action":"subscribe","list":"ACB"}'],
    ["missing list", '{"action":"join"}'],
    ["list not text", { action: "join", list: ["ACB"] }],
    ["null", null],
    ["a number", 42],
  ])("refuses %s", (_name, body) => {
    expect(decodeRegs(body)).toBeNull();
  });

  it("types the payload's action", () => {
    expectTypeOf<RegsPayload["action"]>().toEqualTypeOf<"join" | "leave">();
    expectTypeOf(REGS_ACTIONS).toEqualTypeOf<readonly ["join", "leave"]>();
    const join: RegsPayload = { action: "join", list: "ACB" };
    expect(join.action).toBe("join");
    // @ts-expect-error an action other than join or leave
    const subscribe: RegsPayload = { action: "subscribe", list: "ACB" };
    expect(subscribe.list).toBe("ACB");
  });
});
