/**
 * The menu values of price-board §2 and what each shows. The menu is the path segment after
 * `/chung-khoan/`; a value not listed shows the standard stock table (of the index group of that
 * code, when the server knows one).
 */

/** The board a bare `/chung-khoan` and `/` show. */
export const DEFAULT_MENU = "VN30";

/** The watchlist menu; also the board of an empty menu (price-board §2). */
export const WATCHLIST_MENU = "danh-muc";

/** The menu bar's entries in display order (index groups beyond VN30 come from the dropdown). */
export const MENU_BAR_VALUES = [
  "danh-muc",
  "HOSE",
  "VN30",
  "HNX",
  "HNX30",
  "UPCOM",
  "derivative-INDEX",
  "derivative-TPCP",
  "chung-quyen",
  "ETF",
  "lo-le-HOSE",
  "lo-le-HNX",
  "putThrough-ALL",
  "thong-ke",
  "tu-doanh-tong-quan",
  "trai-phieu-rieng-le",
  "corporate-bond",
] as const;

export const PUT_THROUGH_MENUS = ["putThrough-ALL", "putThrough-HOSE", "putThrough-HNX", "putThrough-UPCOM"];
export const PROPRIETARY_MENUS = [
  "tu-doanh-tong-quan",
  "tu-doanh-VNI",
  "tu-doanh-VN30",
  "tu-doanh-HNX",
  "tu-doanh-HNX30",
  "tu-doanh-UPCOM",
];

/** What a menu shows. Boards of the other-boards issue carry their own kind. */
export type MenuBoard =
  | { readonly kind: "watchlist" }
  /** The stock table of a symbol group: a floor, an index basket or any other group code. */
  | { readonly kind: "group"; readonly group: string }
  | { readonly kind: "industry"; readonly icbCode: string }
  | { readonly kind: "etf" }
  | { readonly kind: "covered-warrant" }
  | { readonly kind: "odd-lot"; readonly floor: "HOSE" | "HNX" }
  | { readonly kind: "derivative"; readonly board: "INDEX" | "TPCP" }
  | { readonly kind: "put-through"; readonly floor: "ALL" | "HOSE" | "HNX" | "UPCOM" }
  | { readonly kind: "statistics" }
  | { readonly kind: "proprietary"; readonly group: string }
  | { readonly kind: "bond"; readonly market: "private" | "corporate" };

/** The menu value of an industry board is this prefix and the industry's ICB code. */
export const INDUSTRY_PREFIX = "icblv2-";
const PROPRIETARY_PREFIX = "tu-doanh-";

/**
 * The board of a menu value (price-board §2 Menu values).
 *
 * @example menuBoard("HOSE") // { kind: "group", group: "HOSE" }
 * @example menuBoard("icblv2-8300") // { kind: "industry", icbCode: "8300" }
 * @example menuBoard("tu-doanh-xyz") // { kind: "proprietary", group: "tong-quan" }
 */
export function menuBoard(menu: string): MenuBoard {
  if (menu === "" || menu === WATCHLIST_MENU) return { kind: "watchlist" };
  if (menu.startsWith(INDUSTRY_PREFIX) && menu.length > INDUSTRY_PREFIX.length)
    return { kind: "industry", icbCode: menu.slice(INDUSTRY_PREFIX.length) };
  if (menu.startsWith(PROPRIETARY_PREFIX)) {
    // Any other value gives the market overview (price-board §2).
    const known = PROPRIETARY_MENUS.includes(menu);
    return { kind: "proprietary", group: known ? menu.slice(PROPRIETARY_PREFIX.length) : "tong-quan" };
  }
  switch (menu) {
    case "ETF":
      return { kind: "etf" };
    case "chung-quyen":
      return { kind: "covered-warrant" };
    case "lo-le-HOSE":
      return { kind: "odd-lot", floor: "HOSE" };
    case "lo-le-HNX":
      return { kind: "odd-lot", floor: "HNX" };
    case "derivative-INDEX":
      return { kind: "derivative", board: "INDEX" };
    case "derivative-TPCP":
      return { kind: "derivative", board: "TPCP" };
    case "thong-ke":
      return { kind: "statistics" };
    case "trai-phieu-rieng-le":
      return { kind: "bond", market: "private" };
    case "corporate-bond":
      return { kind: "bond", market: "corporate" };
  }
  if (menu.startsWith("putThrough-")) {
    const floor = menu.slice("putThrough-".length);
    // Any other value means all floors (price-board §2 Put-through board).
    return {
      kind: "put-through",
      floor: floor === "HOSE" || floor === "HNX" || floor === "UPCOM" ? floor : "ALL",
    };
  }
  return { kind: "group", group: menu };
}
