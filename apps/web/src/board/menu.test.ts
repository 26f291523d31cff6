import { describe, expect, it } from "vitest";
import { menuBoard, MENU_BAR_VALUES, PROPRIETARY_MENUS, PUT_THROUGH_MENUS } from "./menu";

describe("menuBoard (price-board §2 Menu values)", () => {
  it.each([
    ["danh-muc", { kind: "watchlist" }],
    ["", { kind: "watchlist" }],
    ["HOSE", { kind: "group", group: "HOSE" }],
    ["HNX", { kind: "group", group: "HNX" }],
    ["HNX30", { kind: "group", group: "HNX30" }],
    ["UPCOM", { kind: "group", group: "UPCOM" }],
    ["VN30", { kind: "group", group: "VN30" }],
    ["VN100", { kind: "group", group: "VN100" }],
    ["icblv2-8300", { kind: "industry", icbCode: "8300" }],
    ["icblv2-", { kind: "group", group: "icblv2-" }],
    ["derivative-INDEX", { kind: "derivative", board: "INDEX" }],
    ["derivative-TPCP", { kind: "derivative", board: "TPCP" }],
    ["putThrough-ALL", { kind: "put-through", floor: "ALL" }],
    ["putThrough-HOSE", { kind: "put-through", floor: "HOSE" }],
    ["putThrough-HNX", { kind: "put-through", floor: "HNX" }],
    ["putThrough-UPCOM", { kind: "put-through", floor: "UPCOM" }],
    ["putThrough-XYZ", { kind: "put-through", floor: "ALL" }],
    ["tu-doanh-tong-quan", { kind: "proprietary", group: "tong-quan" }],
    ["tu-doanh-VNI", { kind: "proprietary", group: "VNI" }],
    ["tu-doanh-HNX30", { kind: "proprietary", group: "HNX30" }],
    ["tu-doanh-ABC", { kind: "proprietary", group: "tong-quan" }],
    ["thong-ke", { kind: "statistics" }],
    ["lo-le-HOSE", { kind: "odd-lot", floor: "HOSE" }],
    ["lo-le-HNX", { kind: "odd-lot", floor: "HNX" }],
    ["chung-quyen", { kind: "covered-warrant" }],
    ["ETF", { kind: "etf" }],
    ["trai-phieu-rieng-le", { kind: "bond", market: "private" }],
    ["corporate-bond", { kind: "bond", market: "corporate" }],
    ["anything-else", { kind: "group", group: "anything-else" }],
  ])("%s", (menu, board) => {
    expect(menuBoard(menu)).toEqual(board);
  });

  it("lists every spec menu value in the bar or in a group", () => {
    const all = new Set<string>([...MENU_BAR_VALUES, ...PUT_THROUGH_MENUS, ...PROPRIETARY_MENUS]);
    for (const value of ["HOSE", "HNX", "HNX30", "UPCOM", "VN30", "ETF", "chung-quyen", "thong-ke"]) {
      expect(all.has(value)).toBe(true);
    }
  });
});
