/**
 * The watchlists (price-board §4 Watchlist, §6 roles): a visitor's lists live in browser
 * storage; a logged-in customer's lists live on the server, where every change goes through
 * the history feed and the lists are then reloaded. Changes show at once (the pure rules of
 * watchlist-rules.ts) and the server's answer replaces them when it arrives, so a drag or an
 * add does not wait a round trip. The last selected list is remembered per login state, and
 * everything reloads when the login state changes.
 *
 * Failures are only logged (price-board §7); the reload after a failed call puts the server's
 * state back.
 */
import { validateWatchlistName, type Watchlist } from "@bangia/market";
import { create } from "zustand";
import { logLoadFailure } from "../api/http";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import {
  addWatchlistSymbol,
  createWatchlist,
  deleteWatchlist,
  fetchWatchlists,
  removeWatchlistSymbol,
  renameWatchlist,
  reorderWatchlist,
} from "./watchlist-api";
import {
  currentAfter,
  nextLocalId,
  normaliseSymbol,
  renamedLists,
  reorderedSymbols,
  updateList,
  withoutSymbol,
  withSymbol,
} from "./watchlist-rules";
import { readLocalLists, readSelectedId, writeLocalLists, writeSelectedId } from "./watchlist-storage";

export interface WatchlistState {
  readonly lists: readonly Watchlist[];
  /** The list the watchlist board shows; null when there is none. */
  readonly currentId: string | null;
  /** False until the lists of the current login state have been read. */
  readonly loaded: boolean;
}

export interface WatchlistActions {
  /** Reads the lists again (browser storage, or the server when logged in). */
  load(): Promise<void>;
  /** Creates an empty list and makes it current; false when the name is refused or the call fails. */
  create(name: string): Promise<boolean>;
  /** Renames a list; false when the name is refused (blank, too long) or the call fails. */
  rename(id: string, name: string): Promise<boolean>;
  /** Deletes a list; deleting the current one makes the first remaining list current. */
  remove(id: string): Promise<void>;
  select(id: string): void;
  /** Adds a symbol to the current list (top or bottom by setting); false when ignored. */
  addSymbol(symbol: string): Promise<boolean>;
  removeSymbol(symbol: string): Promise<void>;
  /** Saves a new order of the current list's symbols. */
  reorder(symbols: readonly string[]): Promise<void>;
}

export type WatchlistStore = WatchlistState & WatchlistActions;

const signedInUser = (): string | null => useSession.getState().user?.userId ?? null;

function anonymousState(): WatchlistState {
  const lists = readLocalLists();
  return { lists, currentId: currentAfter(lists, readSelectedId(false)), loaded: true };
}

function initialState(): WatchlistState {
  return signedInUser() === null
    ? anonymousState()
    : { lists: [], currentId: readSelectedId(true), loaded: false };
}

// Server changes in flight, and the latest reload: a reload answered while another change is
// still on its way (or after a newer reload started) would undo that change on screen.
let pendingChanges = 0;
let latestReload = 0;

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((symbol, index) => symbol === b[index]);
}

export const useWatchlists = create<WatchlistStore>()((set, get) => {
  /** Shows a change and remembers it: the lists for a visitor, the current Id for both. */
  function commit(lists: readonly Watchlist[], currentId: string | null): void {
    const remote = signedInUser() !== null;
    set({ lists, currentId });
    if (!remote) writeLocalLists(lists);
    writeSelectedId(remote, currentId);
  }

  async function reload(userId: string): Promise<void> {
    const ticket = ++latestReload;
    try {
      const lists = await fetchWatchlists(userId);
      if (ticket !== latestReload || pendingChanges > 0 || signedInUser() !== userId) return;
      const currentId = currentAfter(lists, get().currentId ?? readSelectedId(true));
      set({ lists, currentId, loaded: true });
      writeSelectedId(true, currentId);
    } catch (error) {
      logLoadFailure("watchlists", error);
      if (ticket === latestReload && signedInUser() === userId) set({ loaded: true });
    }
  }

  /** Sends a change to the server, then reloads; false when the call failed. */
  async function send(userId: string, call: () => Promise<void>): Promise<boolean> {
    pendingChanges += 1;
    let sent = true;
    try {
      await call();
    } catch (error) {
      sent = false;
      logLoadFailure("watchlist change", error);
    } finally {
      pendingChanges -= 1;
    }
    await reload(userId);
    return sent;
  }

  function currentList(): Watchlist | undefined {
    const { lists, currentId } = get();
    return lists.find((list) => list.Id === currentId);
  }

  /** Replaces the current list's symbols (shown at once) and sends the change when logged in. */
  async function changeSymbols(
    symbols: (list: Watchlist) => readonly string[],
    call: (userId: string, list: Watchlist, next: readonly string[]) => Promise<void>,
  ): Promise<boolean> {
    const list = currentList();
    if (list === undefined) return false;
    const next = symbols(list);
    if (sameOrder(next, list.Symbols)) return false;
    const { lists, currentId } = get();
    commit(
      updateList(lists, list.Id, (item) => ({ ...item, Symbols: next })),
      currentId,
    );
    const userId = signedInUser();
    if (userId !== null) await send(userId, () => call(userId, list, next));
    return true;
  }

  return {
    ...initialState(),

    async load() {
      const userId = signedInUser();
      if (userId === null) set(anonymousState());
      else await reload(userId);
    },

    async create(raw) {
      const name = validateWatchlistName(raw);
      if (name === null) return false;
      const userId = signedInUser();
      if (userId === null) {
        const { lists } = get();
        const list: Watchlist = { Id: nextLocalId(Date.now(), lists), Name: name, Symbols: [] };
        commit([...lists, list], list.Id);
        return true;
      }
      return send(userId, async () => {
        const id = await createWatchlist(userId, name);
        if (signedInUser() !== userId) return;
        set({ currentId: id });
        writeSelectedId(true, id);
      });
    },

    async rename(id, raw) {
      const { lists, currentId } = get();
      const renamed = renamedLists(lists, id, raw);
      if (renamed === null) return false;
      const name = renamed.find((list) => list.Id === id)?.Name;
      if (name === undefined) return false;
      commit(renamed, currentId);
      const userId = signedInUser();
      return userId === null ? true : send(userId, () => renameWatchlist(userId, id, name));
    },

    async remove(id) {
      const { lists, currentId } = get();
      if (!lists.some((list) => list.Id === id)) return;
      const rest = lists.filter((list) => list.Id !== id);
      commit(rest, currentAfter(rest, currentId === id ? null : currentId));
      const userId = signedInUser();
      if (userId !== null) await send(userId, () => deleteWatchlist(userId, id));
    },

    select(id) {
      const { lists } = get();
      if (lists.some((list) => list.Id === id)) commit(lists, id);
    },

    addSymbol(raw) {
      const symbol = normaliseSymbol(raw);
      if (symbol === null) return Promise.resolve(false);
      const position = usePreferences.getState().boardSettings.appendSymbolWatchListPosition;
      return changeSymbols(
        (list) => withSymbol(list.Symbols, symbol, position),
        (userId, list) => addWatchlistSymbol(userId, list.Id, symbol, position),
      );
    },

    async removeSymbol(raw) {
      const symbol = normaliseSymbol(raw);
      if (symbol === null) return;
      await changeSymbols(
        (list) => withoutSymbol(list.Symbols, symbol),
        (userId, list) => removeWatchlistSymbol(userId, list.Id, symbol),
      );
    },

    async reorder(order) {
      await changeSymbols(
        (list) => reorderedSymbols(list.Symbols, order),
        (userId, list, next) => reorderWatchlist(userId, list.Id, next),
      );
    },
  };
});

// A new login state has its own lists: a visitor's from storage, a customer's from the server.
// Logout forgets the customer's current list (accounts-session §4).
useSession.subscribe((state, previous) => {
  const userId = state.user?.userId ?? null;
  if (userId === (previous.user?.userId ?? null)) return;
  latestReload += 1;
  if (previous.user !== null) writeSelectedId(true, null);
  useWatchlists.setState(
    userId === null ? anonymousState() : { lists: [], currentId: readSelectedId(true), loaded: false },
  );
  void useWatchlists.getState().load();
});

if (signedInUser() !== null) void useWatchlists.getState().load();
