/**
 * Which account notice is open (accounts-session §2, §3 "insider alert and block flags",
 * isOpenBanner): the CCCD block popup, the insider disclosure alert, the insider block notice,
 * the banner slideshow and the smart-OTP guide. Several may be asked for at once after a login;
 * the layer shows one at a time, in `NOTICE_ORDER`. Nothing here is stored: the daily markers
 * live in notice-markers.ts.
 */
import type { InsiderBlockType } from "@bangia/market";
import { create } from "zustand";

export interface InsiderBlock {
  readonly symbol: string;
  /** The refused order's type, as the order form names it. */
  readonly orderType: string;
  /** 1: the trading limit (-8044); 2: the disclosed volume (-8043). */
  readonly blockType: InsiderBlockType;
}

export interface AccountNoticesState {
  readonly cardBlock: boolean;
  /** The symbol of the open insider alert, or null. */
  readonly insiderAlert: string | null;
  readonly insiderBlock: InsiderBlock | null;
  readonly banner: boolean;
  readonly smartOtpGuide: boolean;
  showCardBlock(): void;
  /** Customers must disclose before trading one of their insider symbols (price clicks). */
  showInsiderAlert(symbol: string): void;
  /** An order refused for the insider rules; -8044 is type 1, -8043 (and others) type 2. */
  showInsiderBlock(symbol: string, orderType: string, blockType?: InsiderBlockType): void;
  showBanner(): void;
  showSmartOtpGuide(): void;
  close(notice: NoticeKind): void;
  closeAll(): void;
}

export type NoticeKind = "insiderBlock" | "insiderAlert" | "cardBlock" | "smartOtpGuide" | "banner";

/** The order notices show in when several are open: what blocks trading first, news last. */
export const NOTICE_ORDER: readonly NoticeKind[] = [
  "insiderBlock",
  "insiderAlert",
  "cardBlock",
  "smartOtpGuide",
  "banner",
];

const CLOSED = {
  cardBlock: false,
  insiderAlert: null,
  insiderBlock: null,
  banner: false,
  smartOtpGuide: false,
} as const;

/** The block type of an order answer's rc: -8044 the trading limit, any other the disclosed volume. */
export function insiderBlockTypeOf(rc: number): InsiderBlockType {
  return rc === -8044 ? 1 : 2;
}

export function isOpen(state: AccountNoticesState, notice: NoticeKind): boolean {
  switch (notice) {
    case "insiderAlert":
    case "insiderBlock":
      return state[notice] !== null;
    default:
      return state[notice];
  }
}

/** The notice to show now, or null. */
export function shownNotice(state: AccountNoticesState): NoticeKind | null {
  return NOTICE_ORDER.find((notice) => isOpen(state, notice)) ?? null;
}

export const useAccountNotices = create<AccountNoticesState>()((set) => ({
  ...CLOSED,
  showCardBlock: () => set({ cardBlock: true }),
  showInsiderAlert: (symbol) => set({ insiderAlert: symbol }),
  showInsiderBlock: (symbol, orderType, blockType = 2) =>
    set({ insiderBlock: { symbol, orderType, blockType } }),
  showBanner: () => set({ banner: true }),
  showSmartOtpGuide: () => set({ smartOtpGuide: true }),
  close: (notice) =>
    set(notice === "insiderAlert" || notice === "insiderBlock" ? { [notice]: null } : { [notice]: false }),
  closeAll: () => set(CLOSED),
}));
