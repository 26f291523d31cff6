/**
 * The last two rules of every order form and edit, stock and derivative (order-entry §5,
 * accounts-session §5), in this order: the PIN is required and not blank (empty-pin; D15 for
 * derivatives), then the web-trade function list must hold the order's side
 * (invalid-permission).
 */
import type { WarningKey } from "../catalogue/warning-keys";
import { hasSidePermission, type Side, type WebTradeFunctions } from "./order-terms";

/**
 * @example pinOrPermissionRefusal("  ", ["B"], "B") // "empty-pin"
 * @example pinOrPermissionRefusal("123456", ["B"], "S") // "invalid-permission"
 */
export function pinOrPermissionRefusal(
  pin: string,
  functions: WebTradeFunctions,
  side: Side,
): WarningKey | null {
  if (pin.trim() === "") return "empty-pin";
  return hasSidePermission(functions, side) ? null : "invalid-permission";
}
