/**
 * Shape checks for commands that may come from untrusted JSON (the broker gateway, the replay
 * tool): the exchange refuses a malformed command with EX-1000 before looking at its meaning.
 */
import { PRICE_KEYWORDS, SIDES } from "@bangia/market";
import type { InvestorType, NewOrder } from "../orders/order-commands";

/** Longest account, client order id or firm code accepted. */
export const MAX_ID_LENGTH = 64;

const PRICE_TYPES = new Set<string>(["LO", ...PRICE_KEYWORDS.filter((keyword) => keyword !== "MP")]);
const INVESTORS = new Set<InvestorType | undefined>([undefined, "DOMESTIC", "FOREIGN", "PROPRIETARY"]);

/** A non-empty identifier of at most MAX_ID_LENGTH characters. */
export function isShortText(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

/** A known investor type, or none (domestic). */
export function isInvestor(value: unknown): value is InvestorType | undefined {
  return INVESTORS.has(value as InvestorType | undefined);
}

export function isSide(value: unknown): boolean {
  return (SIDES as readonly unknown[]).includes(value);
}

/** A new order whose fields have the right types and known values. */
export function isWellFormedNewOrder(command: NewOrder): boolean {
  return (
    isShortText(command.account) &&
    isShortText(command.clientOrderId) &&
    typeof command.symbol === "string" &&
    isSide(command.side) &&
    PRICE_TYPES.has(command.priceType) &&
    isInvestor(command.investor)
  );
}
