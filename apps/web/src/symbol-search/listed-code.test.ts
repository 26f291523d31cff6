import { describe, expect, it } from "vitest";
import { futureListing, type FutureNames } from "./listed-code";

const vi: FutureNames = {
  indexFuture: (index, month) => `HĐTL ${index} ${month}`,
  bondFuture: (years, month) => `HĐTL TPCP ${years} năm ${month}`,
};
const en: FutureNames = {
  indexFuture: (index, month) => `${index} index futures, ${month}`,
  bondFuture: (years, month) => `${years}-year government bond futures, ${month}`,
};

describe("futureListing (the search finds futures contracts too)", () => {
  it.each<[string, string | null]>([
    ["VN30F2603", "VN30 index futures, 03/2026"],
    ["VN100F2609", "VN100 index futures, 09/2026"],
    ["GB05F2606", "5-year government bond futures, 06/2026"],
    ["GB10F2603", "10-year government bond futures, 03/2026"],
    ["FPT", null],
    ["VPBB2406", null],
  ])("%s is listed as %s", (code, name) => {
    expect(futureListing(code, vi, en)?.name_en ?? null).toBe(name);
  });

  it("lists a contract on HNX as type F with both names", () => {
    expect(futureListing("VN30F2603", vi, en)).toEqual({
      stock_code: "VN30F2603",
      name_vn: "HĐTL VN30 03/2026",
      name_en: "VN30 index futures, 03/2026",
      post_to: "HNX",
      type: "F",
    });
  });
});
