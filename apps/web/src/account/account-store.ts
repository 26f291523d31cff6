/**
 * The signed-in customer's trading accounts and settings (accounts-session §3 "Order state",
 * "User settings"; §4 "After login becomes true", "Default account"): what the order panel reads.
 *
 * After a login `load` reads, together, the account list (sorted by code), the web-trade function
 * list and both panels' user settings (each item falling back to its defaults, all of them on a
 * failed load), then the card status of the chosen account's customer. The current account is
 * the customer's default when the list holds it, else the first. `clear` forgets it all at
 * logout or expiry. A load overtaken by a logout or another login is dropped.
 *
 * Whether the stock order confirmation shows is kept per user in the browser
 * (`displayStocksOrderCfmScreen{userId}`, shown by default) and saved on the server with
 * UpdateParameter HIDE_CONFIRM_ORDER; the server does not answer it back at login.
 */
import {
  CURSOR,
  defaultAccount,
  HIDE_CONFIRM_ORDER,
  sortAccounts,
  userSettingsFromItems,
  type AccountListItem,
  type CoreAnswer,
  type UserSettings,
  type WebTradeFunctions,
} from "@bangia/market";
import { create, type StoreApi, type UseBoundStore } from "zustand";
import { logLoadFailure } from "../api/http";
import { readLocal, writeLocal } from "../state/local-value";
import { useSession, type SessionUser } from "../state/session";
import { accountApi, type AccountApi } from "./account-api";

export type AccountLoadStatus = "idle" | "loading" | "ready";

export interface AccountState {
  readonly status: AccountLoadStatus;
  /** Whose accounts these are; null when nobody is signed in. */
  readonly userId: string | null;
  /** Ascending by account code. */
  readonly accounts: readonly AccountListItem[];
  /** The account orders go to; null before the list arrives or when it is empty. */
  readonly currentAccount: AccountListItem | null;
  /** ListFuncWebtrade: "B" and "S" allow buying and selling. */
  readonly functions: WebTradeFunctions;
  readonly stockSettings: UserSettings;
  readonly derivativeSettings: UserSettings;
  /** HIDE_CONFIRM_ORDER: skip the stock order confirmation screen. */
  readonly hideConfirmOrder: boolean;
  /** C_IS_CARD_CLEAR of the customer ("2": the national ID must be updated); null until read. */
  readonly cardClear: string | null;
}

export interface AccountActions {
  load(user: SessionUser): Promise<void>;
  clear(): void;
  /** Chooses the trading account (one of `accounts`; another code is ignored). */
  setCurrentAccount(accCode: string): void;
  /** UpdateAccountDefault; on success the session's default and the current account follow. */
  saveDefaultAccount(accCode: string): Promise<CoreAnswer<undefined>>;
  /** UpdateParameter HIDE_CONFIRM_ORDER; on success kept for this user in the browser too. */
  saveHideConfirmOrder(hidden: boolean): Promise<CoreAnswer<undefined>>;
}

export type AccountStore = AccountState & AccountActions;

const DEFAULTS = userSettingsFromItems(undefined);

const EMPTY: AccountState = {
  status: "idle",
  userId: null,
  accounts: [],
  currentAccount: null,
  functions: [],
  stockSettings: DEFAULTS.stock,
  derivativeSettings: DEFAULTS.derivative,
  hideConfirmOrder: false,
  cardClear: null,
};

/** The browser key of a user's "show the stock order confirmation screen" choice. */
export function confirmScreenKey(userId: string): string {
  return `displayStocksOrderCfmScreen${userId}`;
}

const readBoolean = (raw: unknown): boolean | null => (typeof raw === "boolean" ? raw : null);

/** Whether the user hid the stock order confirmation (shown unless stored otherwise). */
export function storedHideConfirmOrder(userId: string): boolean {
  return !readLocal(confirmScreenKey(userId), readBoolean, true);
}

/** GetAccountInfo's p1: the customer code, the account code without its last (type) digit. */
export function customerCodeOf(accCode: string): string {
  return accCode.slice(0, -1);
}

export function createAccountStore(api: AccountApi): UseBoundStore<StoreApi<AccountStore>> {
  return create<AccountStore>()((set, get) => {
    // Each load and clear takes a new number; a load whose number is no longer current is dropped.
    let generation = 0;

    async function listAccounts(): Promise<readonly AccountListItem[]> {
      const answer = await api.core("B", { cmd: "ListAccount" });
      if (answer.rc !== 1 || answer.data === undefined) throw new Error(`ListAccount rc ${answer.rc}`);
      return sortAccounts(answer.data);
    }

    async function listFunctions(): Promise<WebTradeFunctions> {
      const answer = await api.core("B", { cmd: "ListFuncWebtrade" });
      if (answer.rc !== 1 || answer.data === undefined) throw new Error(`ListFuncWebtrade rc ${answer.rc}`);
      return answer.data;
    }

    async function cardClearOf(account: AccountListItem): Promise<string | null> {
      const answer = await api.core("B", {
        cmd: "GetAccountInfo",
        type: CURSOR,
        p1: customerCodeOf(account.accCode),
      });
      return answer.rc === 1 ? (answer.data?.[0]?.C_IS_CARD_CLEAR ?? null) : null;
    }

    /** The list's failures are only logged (accounts-session §8): each part falls back on its own. */
    async function settled<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
      try {
        return await load();
      } catch (error) {
        logLoadFailure(what, error);
        return fallback;
      }
    }

    return {
      ...EMPTY,

      async load(user) {
        const mine = ++generation;
        set({
          ...EMPTY,
          status: "loading",
          userId: user.userId,
          hideConfirmOrder: storedHideConfirmOrder(user.userId),
        });
        const [accounts, functions, items, savedHideConfirm] = await Promise.all([
          settled("account list", listAccounts, []),
          settled("web-trade functions", listFunctions, []),
          settled("user settings", () => api.loadUserSettings(user.userId), undefined),
          settled("order confirmation setting", api.loadHideConfirmOrder, undefined),
        ]);
        if (mine !== generation) return;
        const settings = userSettingsFromItems(items);
        const current = defaultAccount(accounts, user.defaultAcc) ?? null;
        set({
          accounts,
          functions,
          currentAccount: current,
          stockSettings: settings.stock,
          derivativeSettings: settings.derivative,
          // The server's saved value wins over this browser's copy.
          ...(savedHideConfirm === undefined ? {} : { hideConfirmOrder: savedHideConfirm }),
        });
        const cardClear =
          current === null ? null : await settled("account card status", () => cardClearOf(current), null);
        if (mine !== generation) return;
        set({ cardClear, status: "ready" });
      },

      clear() {
        generation++;
        set(EMPTY);
      },

      setCurrentAccount(accCode) {
        const account = get().accounts.find((candidate) => candidate.accCode === accCode);
        if (account !== undefined) set({ currentAccount: account });
      },

      async saveDefaultAccount(accCode) {
        const userId = get().userId;
        const answer = await api.core("B", { cmd: "UpdateAccountDefault", p1: accCode });
        if (answer.rc === 1 && userId !== null && get().userId === userId) {
          useSession.getState().updateUser({ defaultAcc: accCode });
          get().setCurrentAccount(accCode);
        }
        return answer;
      },

      async saveHideConfirmOrder(hidden) {
        const userId = get().userId;
        const answer = await api.core("B", {
          cmd: "UpdateParameter",
          p1: HIDE_CONFIRM_ORDER,
          p2: HIDE_CONFIRM_ORDER,
          p3: hidden ? "1" : "0",
        });
        if (answer.rc === 1 && userId !== null && get().userId === userId) {
          writeLocal(confirmScreenKey(userId), !hidden);
          set({ hideConfirmOrder: hidden });
        }
        return answer;
      },
    };
  });
}

/** The app's account store. */
export const useAccount = createAccountStore(accountApi);
