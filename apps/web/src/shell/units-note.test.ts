import { describe, expect, it } from "vitest";
import { menuBoard } from "../board/menu";
import { unitsNoteOf, type UnitsNote } from "./units-note";

describe("unitsNoteOf (each board states its own units)", () => {
  it.each<[string, UnitsNote]>([
    ["VN30", "stock"],
    ["danh-muc", "stock"],
    ["ETF", "stock"],
    ["chung-quyen", "stock"],
    ["icblv2-8300", "stock"],
    ["lo-le-HOSE", "oddLot"],
    ["derivative-INDEX", "indexFutures"],
    ["derivative-TPCP", "bondFutures"],
    ["putThrough-ALL", "putThrough"],
    ["thong-ke", "statistics"],
    ["tu-doanh-VN30", "proprietary"],
    ["trai-phieu-rieng-le", "bond"],
    ["corporate-bond", "bond"],
  ])("%s states the %s units", (menu, note) => {
    expect(unitsNoteOf(menuBoard(menu))).toBe(note);
  });

  it("states none off the boards", () => {
    expect(unitsNoteOf(null)).toBeNull();
  });
});
