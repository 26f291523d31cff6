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
 * - After an order is sent the form resets (price and volume); the PIN stays when remembered.
 * - Remember PIN stores `remember-pin` and `pin-value`; turning it off removes both (the logout
 *   clears them too, state/session.ts).
 */
import type { Side } from "@bangia/market";
import { create } from "zustand";
import { readLocal, removeLocal, writeLocal } from "../state/local-value";
import type { TicketRequest } from "../state/ui";

export const REMEMBER_PIN_KEY = "remember-pin";
export const PIN_VALUE_KEY = "pin-value";

export interface TicketFields {
  readonly side: Side;
  readonly symbol: string;
  readonly price: string;
  readonly volume: string;
  readonly pin: string;
  readonly rememberPin: boolean;
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
  /** After an order was sent: price and volume cleared, the PIN kept if remembered. */
  resetAfterOrder(): void;
  /** The account changed: symbol, price and volume cleared. */
  clearForAccount(): void;
}

export type TicketStore = TicketFields & TicketActions;

const readFlag = (raw: unknown) => (raw === true || raw === "true" ? true : null);
const readText = (raw: unknown) => (typeof raw === "string" ? raw : null);

/** The remembered PIN, or "" when remember-PIN is off. */
export function rememberedPin(): { readonly remember: boolean; readonly pin: string } {
  const remember = readLocal(REMEMBER_PIN_KEY, readFlag, false);
  return { remember, pin: remember ? readLocal(PIN_VALUE_KEY, readText, "") : "" };
}

function initial(livePrice: boolean): TicketFields {
  const memory = rememberedPin();
  return {
    side: "B",
    symbol: "",
    price: "",
    volume: "",
    pin: memory.pin,
    rememberPin: memory.remember,
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
    resetAfterOrder: () =>
      set((state) => ({ price: "", volume: "", pin: state.rememberPin ? state.pin : "" })),
    clearForAccount: () => set({ symbol: "", price: "", volume: "" }),
  }));
}

/** The panel's ticket. */
export const useTicket = createTicketStore();
