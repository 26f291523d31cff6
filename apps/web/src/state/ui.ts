/**
 * Transient UI state shared across the shell and the boards: which dialog is open, the symbol of
 * the stock popup, the order ticket asked for, and the symbol to focus after a search.
 * Nothing here is stored.
 */
import { create } from "zustand";

/** A price click on the board: the ticket to open (order-entry issue) once a session exists. */
export interface TicketRequest {
  readonly symbol: string;
  readonly side: "B" | "S";
  /** Price in VND (0 for none). */
  readonly price: number;
  /** Default volume from a price click (price-board §9): 100 on the stock board. */
  readonly volume: number;
}

/** A search pick: the board scrolls to the symbol and highlights it for 2 s (price-board §4). */
export interface FocusRequest {
  readonly symbol: string;
  /** Increments per pick so picking the same symbol twice highlights it again. */
  readonly n: number;
}

export interface UiState {
  readonly loginOpen: boolean;
  readonly settingsOpen: boolean;
  /** The account settings modal (default account, order confirmation), accounts-session §2. */
  readonly accountSettingsOpen: boolean;
  readonly orderPanelOpen: boolean;
  /** Symbol of the open stock popup, or null. */
  readonly popupSymbol: string | null;
  readonly ticket: TicketRequest | null;
  readonly focus: FocusRequest | null;
  setLoginOpen(open: boolean): void;
  setSettingsOpen(open: boolean): void;
  setAccountSettingsOpen(open: boolean): void;
  setOrderPanelOpen(open: boolean): void;
  openPopup(symbol: string | null): void;
  requestTicket(ticket: TicketRequest | null): void;
  focusSymbol(symbol: string): void;
}

export const useUi = create<UiState>()((set) => ({
  loginOpen: false,
  settingsOpen: false,
  accountSettingsOpen: false,
  orderPanelOpen: false,
  popupSymbol: null,
  ticket: null,
  focus: null,
  setLoginOpen: (loginOpen) => set({ loginOpen }),
  setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
  setAccountSettingsOpen: (accountSettingsOpen) => set({ accountSettingsOpen }),
  setOrderPanelOpen: (orderPanelOpen) => set({ orderPanelOpen }),
  openPopup: (popupSymbol) => set({ popupSymbol }),
  requestTicket: (ticket) => set({ ticket }),
  focusSymbol: (symbol) => set((state) => ({ focus: { symbol, n: (state.focus?.n ?? 0) + 1 } })),
}));
