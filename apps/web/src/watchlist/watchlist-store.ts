/**
 * The watchlists (price-board §4 Watchlist, §6 roles): a visitor's lists live in browser
 * storage; a logged-in customer's lists live on the server, where every change goes through
 * the history feed and the lists are then reloaded. Changes show at once (the pure rules of
 * watchlist-rules.ts) and the server's answer replaces them when it arrives, so a drag or an
 * add does not wait a round trip. The last selected list is remembered per login state, and
 * everything reloads when the login state changes.
 *
 * A visitor's lists are shared by the open tabs: every change starts from the lists as stored
 * now and writes them back at once (read-merge-write), and a change another tab stores is read
 * back here; each tab keeps its own current list.
 *
 * Failures are only logged (price-board §7); the reload after a failed call puts the server's
 * state back.
 */
import { validateWatchlistName, type Watchlist } from "@bangia/market";
import { create } from "zustand";
import { logLoadFailure } from "../api/http";
import { sameOrder } from "../realtime/board-order";
import { onOtherTabChange } from "../state/local-value";
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
  keptCurrent,
  nextLocalId,
  normaliseSymbol,
  renamedLists,
  reorderedSymbols,
  unusedListName,
  updateList,
  withoutSymbol,
  withSymbol,
} from "./watchlist-rules";
import {
  freshLocalLists,
  readLocalLists,
  readSelectedId,
  WATCHLIST_KEYS,
  writeLocalLists,
  writeSelectedId,
} from "./watchlist-storage";

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
  /** Deletes a list; deleting the current one leaves no current list until one is chosen. */
  remove(id: string): Promise<void>;
  select(id: string): void;
  /** Adds a symbol to the current list (top or bottom by setting); false when ignored. */
  addSymbol(symbol: string): Promise<boolean>;
  /**
   * Adds `symbol` to the current list; when there is no list at all, first makes one named by
   * `named(n)` (a first search pick on the empty watchlist). False when nothing was added.
   */
  addSymbolCreatingList(symbol: string, named: (n: number) => string): Promise<boolean>;
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

export const useWatchlists = create<WatchlistStore>()((set, get) => {
  /** The lists a change starts from: a visitor's as stored now (another tab may have changed them). */
  function baseLists(): readonly Watchlist[] {
    const { lists } = get();
    return signedInUser() === null ? freshLocalLists(lists) : lists;
  }

  /**
   * Shows a change and remembers it: the lists for a visitor, the current Id for both. The
   * current list is none when it is gone.
   */
  function commit(lists: readonly Watchlist[], currentId: string | null): void {
    const remote = signedInUser() !== null;
    const current = keptCurrent(lists, currentId);
    set({ lists, currentId: current });
    if (!remote) writeLocalLists(lists);
    writeSelectedId(remote, current);
  }

  async function reload(userId: string): Promise<void> {
    const ticket = ++latestReload;
    try {
      const lists = await fetchWatchlists(userId);
      if (ticket !== latestReload || pendingChanges > 0 || signedInUser() !== userId) return;
      // The first load falls back to the first list; later a current list that is gone is none.
      const { loaded, currentId: shown } = get();
      const currentId = loaded
        ? keptCurrent(lists, shown)
        : currentAfter(lists, shown ?? readSelectedId(true));
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

  /** Replaces the current list's symbols (shown at once) and sends the change when logged in. */
  async function changeSymbols(
    symbols: (list: Watchlist) => readonly string[],
    call: (userId: string, list: Watchlist, next: readonly string[]) => Promise<void>,
  ): Promise<boolean> {
    const { currentId } = get();
    const lists = baseLists();
    const list = lists.find((item) => item.Id === currentId);
    if (list === undefined) return false;
    const next = symbols(list);
    if (sameOrder(next, list.Symbols)) return false;
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
        const lists = baseLists();
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
      const { currentId } = get();
      const lists = baseLists();
      const renamed = renamedLists(lists, id, raw);
      if (renamed === null) return false;
      const name = renamed.find((list) => list.Id === id)?.Name;
      if (name === undefined) return false;
      commit(renamed, currentId);
      const userId = signedInUser();
      return userId === null ? true : send(userId, () => renameWatchlist(userId, id, name));
    },

    async remove(id) {
      const { lists: shown, currentId } = get();
      if (!shown.some((list) => list.Id === id)) return;
      // Deleting the current list clears it (price-board §4); another tab may have deleted it already.
      commit(
        baseLists().filter((list) => list.Id !== id),
        currentId === id ? null : currentId,
      );
      const userId = signedInUser();
      if (userId !== null) await send(userId, () => deleteWatchlist(userId, id));
    },

    select(id) {
      if (!get().lists.some((list) => list.Id === id)) return;
      // Only the choice is stored: rewriting the lists could drop another tab's change.
      set({ currentId: id });
      writeSelectedId(signedInUser() !== null, id);
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

    async addSymbolCreatingList(symbol, named) {
      const lists = baseLists();
      // A customer's lists not read yet are unknown, not none.
      const none = lists.length === 0 && get().loaded;
      if (none && !(await get().create(unusedListName(lists, named)))) return false;
      return get().addSymbol(symbol);
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

// Another tab changed the visitor's lists: show them, keeping this tab's current list while it exists.
onOtherTabChange([WATCHLIST_KEYS.map], () => {
  if (signedInUser() !== null) return;
  const lists = readLocalLists();
  useWatchlists.setState({ lists, currentId: keptCurrent(lists, useWatchlists.getState().currentId) });
});

if (signedInUser() !== null) void useWatchlists.getState().load();
