/**
 * The order ticket's fields and their transitions (order-entry §3 "Order form", §4 States and
 * transitions), shared by the stock and derivative tickets, the price clicks, the keyboard
 * shortcuts and the portfolio's Sell button. Plain text as typed; the validators read it.
 *
 * - A price click (or shortcut) fills side, symbol, price and volume; a click at a price fixes
 *   the price, one without a price (0) lets it follow the market.
 * - Choosing a new symbol clears price and volume; the price then follows the market when the
 *   live price is on (the user setting realtime_price, a toggle on the ticket).
 * - A manual price edit stops the live price; so does a press of +/-.
 * - Changing the account clears symbol, price and volume.
 * - Choosing the order tab (the customer's click or key, not a ticket opened from outside) clears
 *   the prefilled side, symbol, price and volume (accounts-session §2).
 * - After an order is sent the form resets (price and volume); the PIN stays when remembered.
 * - Remember PIN stores `remember-pin` and `pin-value`; turning it off removes both (the logout
 *   clears them too, state/session.ts).
 * - Remember order keeps price and volume after an order and the last order per user
 *   (remember-order.ts); a ticket restores it into an empty form of the same account.
 */
import type { Side } from "@bangia/market";
import { create } from "zustand";
import { readLocal, removeLocal, writeLocal } from "../state/local-value";
import { useSession } from "../state/session";
import type { TicketRequest } from "../state/ui";
import {
  fieldsAfterOrder,
  isRememberOrderOn,
  rememberedOrderOf,
  storeRememberOrder,
  storeRememberedOrder,
  type RememberedOrder,
} from "./remember-order";

export const REMEMBER_PIN_KEY = "remember-pin";
export const PIN_VALUE_KEY = "pin-value";

export interface TicketFields {
  readonly side: Side;
  readonly symbol: string;
  readonly price: string;
  readonly volume: string;
  readonly pin: string;
  readonly rememberPin: boolean;
  /** Remember-order: the form keeps the last order's fields (remember-order.ts). */
  readonly rememberOrder: boolean;
  /** The price follows the market's last price until a manual edit. */
  readonly livePrice: boolean;
  /** Counts tickets opened from outside (clicks, shortcuts, Sell): the ticket focuses its volume. */
  readonly opened: number;
}

export interface TicketActions {
  open(request: TicketRequest, priceText: string): void;
  setSide(side: Side): void;
  setSymbol(symbol: string): void;
  editPrice(text: string): void;
  /** The market's price while the price is live; ignored after a manual edit. */
  followPrice(text: string): void;
  setLivePrice(live: boolean): void;
  setVolume(text: string): void;
  setPin(pin: string): void;
  setRememberPin(remember: boolean): void;
  setRememberOrder(remember: boolean): void;
  /**
   * A ticket of `account` starts: reads the user's remember-order flag and, into an empty form,
   * brings back the order remembered for that account. Answers the order brought back.
   */
  restoreRemembered(account: string): RememberedOrder | null;
  /**
   * After an order was sent: price and volume cleared unless remember-order is on (which also
   * keeps `placed` for the user), the PIN kept if remembered.
   */
  resetAfterOrder(placed?: RememberedOrder): void;
  /** The account changed: symbol, price and volume cleared. */
  clearForAccount(): void;
  /**
   * The customer chose the order tab (accounts-session §2): the prefilled order fields go —
   * side back to buy, symbol, price and volume cleared; the PIN and the boxes stay. The ticket
   * then mounts and brings back the remembered order (restoreRemembered).
   */
  clearPrefill(): void;
}

export type TicketStore = TicketFields & TicketActions;

const readFlag = (raw: unknown) => (raw === true || raw === "true" ? true : null);
const readText = (raw: unknown) => (typeof raw === "string" ? raw : null);

/** The remembered PIN, or "" when remember-PIN is off. */
export function rememberedPin(): { readonly remember: boolean; readonly pin: string } {
  const remember = readLocal(REMEMBER_PIN_KEY, readFlag, false);
  return { remember, pin: remember ? readLocal(PIN_VALUE_KEY, readText, "") : "" };
}

const currentUser = () => useSession.getState().user?.userId ?? null;

function initial(livePrice: boolean): TicketFields {
  const memory = rememberedPin();
  return {
    side: "B",
    symbol: "",
    price: "",
    volume: "",
    pin: memory.pin,
    rememberPin: memory.remember,
    rememberOrder: false,
    livePrice,
    opened: 0,
  };
}

export function createTicketStore(livePrice = false) {
  return create<TicketStore>()((set, get) => ({
    ...initial(livePrice),
    open: (request, priceText) =>
      set((state) => ({
        side: request.side,
        symbol: request.symbol.trim().toUpperCase(),
        price: priceText,
        volume: request.volume > 0 ? String(request.volume) : "",
        livePrice: priceText === "" ? state.livePrice : false,
        opened: state.opened + 1,
      })),
    setSide: (side) => set({ side }),
    setSymbol: (symbol) => {
      const next = symbol.trim().toUpperCase();
      if (next !== get().symbol) set({ symbol: next, price: "", volume: "" });
    },
    editPrice: (price) => set({ price: price.toUpperCase(), livePrice: false }),
    followPrice: (price) => {
      if (get().livePrice && price !== "") set({ price });
    },
    setLivePrice: (livePrice) => set({ livePrice }),
    setVolume: (volume) => set({ volume: volume.replace(/[^\d,]/g, "") }),
    setPin: (pin) => {
      set({ pin });
      if (get().rememberPin) writeLocal(PIN_VALUE_KEY, pin);
    },
    setRememberPin: (rememberPin) => {
      set({ rememberPin });
      if (rememberPin) {
        writeLocal(REMEMBER_PIN_KEY, true);
        writeLocal(PIN_VALUE_KEY, get().pin);
      } else {
        removeLocal(REMEMBER_PIN_KEY);
        removeLocal(PIN_VALUE_KEY);
      }
    },
    setRememberOrder: (rememberOrder) => {
      set({ rememberOrder });
      const user = currentUser();
      if (user !== null) storeRememberOrder(user, rememberOrder);
    },
    restoreRemembered: (account) => {
      const user = currentUser();
      const rememberOrder = user !== null && isRememberOrderOn(user);
      set({ rememberOrder });
      const order = user === null ? null : rememberedOrderOf(user, account);
      if (order === null || get().symbol !== "") return null;
      set({
        side: order.side,
        symbol: order.symbol,
        price: order.price,
        volume: order.volume,
        livePrice: order.price === "" && get().livePrice,
      });
      return order;
    },
    resetAfterOrder: (placed) => {
      const user = currentUser();
      if (placed !== undefined && user !== null && get().rememberOrder) storeRememberedOrder(user, placed);
      set((state) => fieldsAfterOrder(state));
    },
    clearForAccount: () => set({ symbol: "", price: "", volume: "" }),
    clearPrefill: () => set({ side: "B", symbol: "", price: "", volume: "" }),
  }));
}

/** The panel's ticket. */
export const useTicket = createTicketStore();
