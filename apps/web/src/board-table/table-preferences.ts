/**
 * What the shared board tables remember in the browser (price-board §3 "Locally kept values",
 * §4 "The choice is saved locally … and restored"): each table's sort and its hidden columns,
 * keyed by the table's id ("oddLot" for both odd-lot floors — the spec keeps one sortFieldOddlot —
 * "bond", "proprietary", …). Stored values are checked like any outside input; another tab's
 * change is read back without being written again.
 */
import { useCallback } from "react";
import { create } from "zustand";
import type { BoardSort } from "../realtime/protocol";
import { onOtherTabChange, readLocal, writeLocal } from "../state/local-value";

export const TABLE_PREFERENCE_KEYS = {
  sorts: "boardTableSort",
  hidden: "boardTableHidden",
} as const;

/** Table ids and column keys: short words of letters, digits, '_' and '-'. */
const NAME = /^[A-Za-z0-9_-]{1,40}$/;
/** Most tables and hidden columns per table kept: more than the boards have. */
const MAX_TABLES = 20;
const MAX_HIDDEN = 60;

type Sorts = Readonly<Record<string, BoardSort>>;
type Hidden = Readonly<Record<string, readonly string[]>>;

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw);

/**
 * Stored sorts, cleaned: table ids and fields of the name shape, a known direction.
 *
 * @example parseSorts({ oddLot: { field: "lot", direction: "asc" }, "<x>": {} }) // { oddLot: { field: "lot", direction: "asc" } }
 */
export function parseSorts(raw: unknown): Sorts | null {
  if (!isRecord(raw)) return null;
  const entries = Object.entries(raw).flatMap(([table, sort]) => {
    if (!NAME.test(table) || !isRecord(sort)) return [];
    const { field, direction } = sort;
    if (typeof field !== "string" || !NAME.test(field) || (direction !== "asc" && direction !== "desc"))
      return [];
    return [[table, { field, direction }] as const];
  });
  return Object.fromEntries(entries.slice(-MAX_TABLES));
}

/**
 * Stored hidden columns, cleaned: keys of the name shape, without repeats; empty lists dropped.
 *
 * @example parseHidden({ bond: ["issuer", "issuer", 7] }) // { bond: ["issuer"] }
 */
export function parseHidden(raw: unknown): Hidden | null {
  if (!isRecord(raw)) return null;
  const entries = Object.entries(raw).flatMap(([table, list]) => {
    if (!NAME.test(table) || !Array.isArray(list)) return [];
    const keys = [...new Set(list.filter((key): key is string => typeof key === "string" && NAME.test(key)))];
    return keys.length === 0 ? [] : [[table, keys.slice(0, MAX_HIDDEN)] as const];
  });
  return Object.fromEntries(entries.slice(-MAX_TABLES));
}

interface TablePreferences {
  readonly sorts: Sorts;
  readonly hidden: Hidden;
  setSort(table: string, sort: BoardSort | null): void;
  setHidden(table: string, keys: readonly string[]): void;
}

function load(): Pick<TablePreferences, "sorts" | "hidden"> {
  return {
    sorts: readLocal(TABLE_PREFERENCE_KEYS.sorts, parseSorts, {}),
    hidden: readLocal(TABLE_PREFERENCE_KEYS.hidden, parseHidden, {}),
  };
}

/** Without `key` in it: the spec keeps no entry for the default (symbol ascending, nothing hidden). */
function without<T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

export const useTablePreferences = create<TablePreferences>()((set) => ({
  ...load(),
  setSort: (table, sort) =>
    set((state) => ({
      sorts: sort === null ? without(state.sorts, table) : { ...state.sorts, [table]: sort },
    })),
  setHidden: (table, keys) =>
    set((state) => ({
      hidden: keys.length === 0 ? without(state.hidden, table) : { ...state.hidden, [table]: [...keys] },
    })),
}));

let applyingStored = false;

useTablePreferences.subscribe((state, previous) => {
  if (applyingStored) return;
  if (state.sorts !== previous.sorts) writeLocal(TABLE_PREFERENCE_KEYS.sorts, state.sorts);
  if (state.hidden !== previous.hidden) writeLocal(TABLE_PREFERENCE_KEYS.hidden, state.hidden);
});

onOtherTabChange(Object.values(TABLE_PREFERENCE_KEYS), () => {
  applyingStored = true;
  try {
    useTablePreferences.setState(load());
  } finally {
    applyingStored = false;
  }
});

const NONE: readonly string[] = Object.freeze([]);

/** A table's saved sort (null: symbol ascending) and its setter. */
export function useTableSort(table: string): readonly [BoardSort | null, (sort: BoardSort | null) => void] {
  const sort = useTablePreferences((state) => state.sorts[table]) ?? null;
  const setSort = useCallback(
    (next: BoardSort | null) => useTablePreferences.getState().setSort(table, next),
    [table],
  );
  return [sort, setSort];
}

/** A table's hidden column keys and their setter. */
export function useHiddenColumns(
  table: string,
): readonly [readonly string[], (keys: readonly string[]) => void] {
  const hidden = useTablePreferences((state) => state.hidden[table]) ?? NONE;
  const setHidden = useCallback(
    (keys: readonly string[]) => useTablePreferences.getState().setHidden(table, keys),
    [table],
  );
  return [hidden, setHidden];
}
