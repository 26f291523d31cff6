/**
 * The match history list of the stock popup and derivative detail (price-board §3, §4): each
 * trade carries the side that initiated it, B (buyer) or S (seller), or none for call-auction
 * matches. Vietnamese boards mark the sides M (mua) and B (bán), so the letters differ by
 * language.
 */
import type { Side } from "../orders/order-terms";
import type { Language, LocalizedText } from "./language";

const SIDE_LETTER: Readonly<Record<Side, LocalizedText>> = {
  B: { vi: "M", en: "B" },
  S: { vi: "B", en: "S" },
};

const SIDE_NAME: Readonly<Record<Side, LocalizedText>> = {
  B: { vi: "Mua", en: "Buy" },
  S: { vi: "Bán", en: "Sell" },
};

function isSide(side: string | null | undefined): side is Side {
  return side === "B" || side === "S";
}

/**
 * The side's one-letter mark; empty when the match has no side.
 *
 * @example matchSideLetter("S", "vi") // "B"
 * @example matchSideLetter("S", "en") // "S"
 * @example matchSideLetter("", "en") // ""
 */
export function matchSideLetter(side: string | null | undefined, language: Language): string {
  return isSide(side) ? SIDE_LETTER[side][language] : "";
}

/**
 * The side's full name; empty when the match has no side.
 *
 * @example matchSideName("B", "vi") // "Mua"
 */
export function matchSideName(side: string | null | undefined, language: Language): string {
  return isSide(side) ? SIDE_NAME[side][language] : "";
}

/**
 * The colour class of a side: buyer-initiated trades as rises, seller-initiated as falls,
 * the neutral reference colour when there is no side.
 *
 * @example matchSideColour("B") // "up"
 */
export function matchSideColour(side: string | null | undefined): "up" | "down" | "reference" {
  if (side === "B") return "up";
  return side === "S" ? "down" : "reference";
}
