/**
 * Remember-order (order-entry §1, §3 "Order-panel state", §4 "Placing an order"; accounts-session
 * §3 "Stored items", §4 Logout): with the ticket's remember-order box ticked, a successful order
 * does not reset the form — side, order type, symbol, price and volume stay for the next order —
 * and those fields are kept in the browser, so the ticket comes back with them after a reload.
 *
 * - Kept per user: `isRememberOrder` and `rememberedOrder` each map a user id to that user's
 *   flag and order, so a second customer on the same browser never gets the first one's order.
 *   The logout and an expired session remove both keys (state/session.ts LOGOUT_CLEARED_KEYS).
 * - The remembered order is restored only on the account it was placed from (changing the account
 *   clears symbol, price and volume, order-entry §4) and only into an empty ticket: a price click
 *   or a holding's Sell wins over it.
 * - Never the PIN: the PIN stays only when remember-PIN is on (`remember-pin`, `pin-value`),
 *   whatever remember-order says.
 */
import type { Side } from "@bangia/market";
import { readLocal, writeLocal } from "../state/local-value";

export const REMEMBER_ORDER_KEY = "isRememberOrder";
export const REMEMBERED_ORDER_KEY = "rememberedOrder";

/** Users kept at most; the oldest entries go first. */
const MAX_USERS = 10;

/** What a remembered order brings back. */
export interface RememberedOrder {
  readonly account: string;
  readonly side: Side;
  /** The order type: normal or a conditional type of the ticket's drop-down. */
  readonly kind: string;
  readonly symbol: string;
  readonly price: string;
  readonly volume: string;
}

type ByUser<T> = Readonly<Record<string, T>>;

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw);

const shortText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;

/** A stored order, or null when any field is not what the ticket writes. */
export function parseRememberedOrder(raw: unknown): RememberedOrder | null {
  if (!isRecord(raw)) return null;
  const { account, side, kind, symbol, price, volume } = raw;
  if (!shortText(account, 64) || account === "") return null;
  if (side !== "B" && side !== "S") return null;
  if (!shortText(kind, 32) || !/^[a-z_]+$/.test(kind)) return null;
  if (!shortText(symbol, 20) || !shortText(price, 20) || !shortText(volume, 20)) return null;
  return { account, side, kind, symbol, price, volume };
}

function parseByUser<T>(parse: (raw: unknown) => T | null) {
  return (raw: unknown): ByUser<T> | null => {
    if (!isRecord(raw)) return null;
    const kept: Record<string, T> = {};
    for (const [user, value] of Object.entries(raw)) {
      const parsed = parse(value);
      if (parsed !== null && user !== "") kept[user] = parsed;
    }
    return kept;
  };
}

const parseFlags = parseByUser((raw) => (raw === true ? true : null));
const parseOrders = parseByUser(parseRememberedOrder);

/** `map` with `user` set to `value` (or removed for null), the newest last, at most MAX_USERS. */
export function withUser<T>(map: ByUser<T>, user: string, value: T | null): ByUser<T> {
  const rest = Object.entries(map).filter(([other]) => other !== user);
  const entries = value === null ? rest : [...rest, [user, value] as const];
  return Object.fromEntries(entries.slice(-MAX_USERS));
}

/** Whether `user` ticked remember-order. */
export function isRememberOrderOn(user: string): boolean {
  return readLocal(REMEMBER_ORDER_KEY, parseFlags, {})[user] === true;
}

/** Ticks or unticks remember-order for `user`; unticking forgets the user's order too. */
export function storeRememberOrder(user: string, on: boolean): void {
  writeLocal(REMEMBER_ORDER_KEY, withUser(readLocal(REMEMBER_ORDER_KEY, parseFlags, {}), user, on || null));
  if (!on)
    writeLocal(REMEMBERED_ORDER_KEY, withUser(readLocal(REMEMBERED_ORDER_KEY, parseOrders, {}), user, null));
}

/** Keeps `order` as `user`'s last order (only while remember-order is on). */
export function storeRememberedOrder(user: string, order: RememberedOrder): void {
  if (!isRememberOrderOn(user)) return;
  writeLocal(REMEMBERED_ORDER_KEY, withUser(readLocal(REMEMBERED_ORDER_KEY, parseOrders, {}), user, order));
}

/** `user`'s last order placed from `account`, while remember-order is on; else null. */
export function rememberedOrderOf(user: string, account: string): RememberedOrder | null {
  if (!isRememberOrderOn(user)) return null;
  const order = readLocal(REMEMBERED_ORDER_KEY, parseOrders, {})[user];
  return order !== undefined && order.account === account ? order : null;
}

/** The ticket's fields that an order's success may clear. */
export interface AfterOrderInput {
  readonly price: string;
  readonly volume: string;
  readonly pin: string;
  readonly rememberOrder: boolean;
  readonly rememberPin: boolean;
}

/**
 * The form after a successful order (order-entry §4): price and volume cleared unless
 * remember-order is on; the PIN kept only when remember-PIN is on.
 *
 * @example fieldsAfterOrder({ price: "92.10", volume: "100", pin: "1", rememberOrder: true, rememberPin: false })
 * // { price: "92.10", volume: "100", pin: "" }
 */
export function fieldsAfterOrder(input: AfterOrderInput): {
  readonly price: string;
  readonly volume: string;
  readonly pin: string;
} {
  return {
    price: input.rememberOrder ? input.price : "",
    volume: input.rememberOrder ? input.volume : "",
    pin: input.rememberPin ? input.pin : "",
  };
}
