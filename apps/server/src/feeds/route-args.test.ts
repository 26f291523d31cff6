import { parseRegsList } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-errors";
import { parseCodeList, parseSymbolList } from "./route-args";

function refusal(run: () => unknown): ApiError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe("parseSymbolList", () => {
  it("normalises like the regs list: trimmed, upper-case, blanks and repeats dropped", () => {
    expect(parseSymbolList(" acb, FPT,,ACB ,vn30f2503", "params/list")).toEqual(["ACB", "FPT", "VN30F2503"]);
  });

  it.each([["ACB,<b>"], [",,,"], [""], ["ACB,ABCDEFGHIJKLMNOPQRSTU"], ["A B"]])(
    "refuses %j with BAD_REQUEST at the path",
    (text) => {
      const error = refusal(() => parseSymbolList(text, "params/list"));
      expect(error?.code).toBe("BAD_REQUEST");
      expect(error?.details[0]?.path).toBe("params/list");
    },
  );

  it("refuses more symbols than the limit", () => {
    expect(refusal(() => parseSymbolList("A,B,C", "p", 2))?.code).toBe("BAD_REQUEST");
    expect(parseSymbolList("A,B,A", "p", 2)).toEqual(["A", "B"]);
  });

  it("agrees with parseRegsList on every list it accepts", () => {
    const entry = fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/), fc.constantFrom("", " ", " acb "));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const text = entries.join(",");
        const accepted = refusal(() => parseSymbolList(text, "p")) === null;
        if (accepted) expect(parseSymbolList(text, "p")).toEqual(parseRegsList(text));
        else expect(parseRegsList(text)).toEqual([]);
      }),
    );
  });
});

describe("parseCodeList", () => {
  it("keeps known codes in order, once", () => {
    expect(parseCodeList("10, 02,10", "p", ["10", "02", "03"])).toEqual(["10", "02"]);
  });

  it.each([["10,04"], ["10,,02"], [""]])("refuses %j", (text) => {
    expect(refusal(() => parseCodeList(text, "p", ["10", "02"]))?.code).toBe("BAD_REQUEST");
  });
});
