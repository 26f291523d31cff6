/**
 * The login state the board needs (price-board §3 "session values: userId, sid, customerName";
 * §6 roles). Anonymous until the accounts issue adds login; everything that differs for a
 * logged-in customer (server watchlists, settings, pinned scope, order tickets) reads it here.
 */
import { create } from "zustand";
import { setApiSession } from "../api/http";

export interface SessionUser {
  readonly userId: string;
  readonly sid: string;
  readonly customerName: string;
  /** Symbols the customer is an insider of: the board shows their disclosure notice. */
  readonly insiderSymbols: readonly string[];
}

export interface SessionState {
  readonly user: SessionUser | null;
  signIn(user: SessionUser): void;
  signOut(): void;
}

export const useSession = create<SessionState>()((set) => ({
  user: null,
  signIn: (user) => {
    setApiSession(user.sid);
    set({ user });
  },
  signOut: () => {
    setApiSession(null);
    set({ user: null });
  },
}));

/** The pinned-rows scope of a menu for the current login state. */
export function pinScope(menu: string, user: SessionUser | null): string {
  return `${user === null ? "guest" : "user"}:${menu}`;
}
