/**
 * The visitor's preferences, kept in the browser (price-board §3 "Locally kept values"): language,
 * price-board settings (theme included), board sort, change-column mode, chart-strip collapse,
 * the index table's selection and pinned rows. One store, each value under its own storage key
 * so an outdated entry only resets itself.
 *
 * Stored values are checked like any outside input (a hand-edited entry must not flood the board
 * or reach the server): index codes are 1–4 digits and capped, pins are symbols, deduplicated and
 * capped per scope and in scopes. Several tabs share the storage: a change another tab stores is
 * read back here, and the pinned map (the one value holding several independent entries) is
 * merged with the stored one on every change, so a tab never drops another tab's pins.
 */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRICE_BOARD_SETTINGS,
  DEFAULT_SELECTED_INDEX_CODES,
  indexCodesToSave,
  isLanguage,
  parseBoardSettings,
  type Language,
  type PriceBoardSettings,
} from "@bangia/market";
import { create } from "zustand";
import type { BoardSort } from "../realtime/protocol";
import { onOtherTabChange, readLocal, writeLocal } from "./local-value";
import { symbolList } from "./symbol-code";

export type ChangeMode = "percent" | "absolute";

/** Pinned symbols per scope: `{guest|user}:{menu}` (price-board §3 "per menu or per login state"). */
export type PinnedRows = Readonly<Record<string, readonly string[]>>;

export interface Preferences {
  readonly language: Language;
  readonly boardSettings: PriceBoardSettings;
  /** The stock board's sort; null is symbol ascending (never stored). */
  readonly sort: BoardSort | null;
  readonly changeMode: ChangeMode;
  readonly chartsCollapsed: boolean;
  /** Index codes of the index table (price-board §2 Index table). */
  readonly selectedIndices: readonly string[];
  readonly pinned: PinnedRows;
}

export interface PreferenceActions {
  setLanguage(language: Language): void;
  setBoardSettings(settings: PriceBoardSettings): void;
  setSort(sort: BoardSort | null): void;
  setChangeMode(mode: ChangeMode): void;
  setChartsCollapsed(collapsed: boolean): void;
  setSelectedIndices(codes: readonly string[]): void;
  setPinned(scope: string, symbols: readonly string[]): void;
}

/** Storage keys; `language` is the spec's own name. */
export const PREFERENCE_KEYS = {
  language: "language",
  boardSettings: "priceBoardSetting",
  sort: "sortSetting",
  changeMode: "changeMode",
  chartsCollapsed: "chartsCollapsed",
  selectedIndices: "selectedIndex",
  pinned: "pinnedRows",
} as const satisfies Record<keyof Preferences, string>;

/** Most indices the table shows; the server knows about a dozen. */
export const MAX_SELECTED_INDICES = 30;
/** Most pinned rows of one board. */
export const MAX_PINS_PER_SCOPE = 50;
/** Most boards with pins; the most recently pinned boards are kept. */
export const MAX_PIN_SCOPES = 100;

const INDEX_CODE = /^\d{1,4}$/;
const PIN_SCOPE = /^(guest|user):.{1,100}$/;

/**
 * The index table's codes: 1–4 digit codes, trimmed and deduplicated, at most
 * MAX_SELECTED_INDICES; none left gives the default set (indexCodesToSave).
 *
 * @example indexSelection(["<b>x</b>", "11", "11"]) // ["11"]
 * @example indexSelection([]) // ["20", "27", "23", "24", "26"]
 */
export function indexSelection(raw: readonly unknown[]): readonly string[] {
  const codes = raw.flatMap((item) => {
    const code = typeof item === "string" ? item.trim() : "";
    return INDEX_CODE.test(code) ? [code] : [];
  });
  return indexCodesToSave(codes).slice(0, MAX_SELECTED_INDICES);
}

/**
 * The pinned map cleaned: scopes of the `{guest|user}:{menu}` shape, symbols by the symbol rule
 * without repeats, at most MAX_PINS_PER_SCOPE each; empty scopes dropped; the last
 * MAX_PIN_SCOPES scopes kept (a change moves its scope last).
 */
export function cleanPinned(raw: Readonly<Record<string, unknown>>): PinnedRows {
  const entries = Object.entries(raw).flatMap(([scope, list]) => {
    if (!PIN_SCOPE.test(scope) || !Array.isArray(list)) return [];
    const symbols = symbolList(list, MAX_PINS_PER_SCOPE);
    return symbols.length === 0 ? [] : [[scope, symbols] as const];
  });
  return Object.fromEntries(entries.slice(-MAX_PIN_SCOPES));
}

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw);

const parseLanguage = (raw: unknown): Language | null =>
  typeof raw === "string" && isLanguage(raw) ? raw : null;

const parseSort = (raw: unknown): BoardSort | null => {
  if (!isRecord(raw)) return null;
  const { field, direction } = raw;
  if (typeof field !== "string" || field === "" || (direction !== "asc" && direction !== "desc")) return null;
  return { field: field as BoardSort["field"], direction };
};

const parseIndexSelection = (raw: unknown): readonly string[] | null =>
  Array.isArray(raw) ? indexSelection(raw) : null;

const parsePinned = (raw: unknown): PinnedRows | null => (isRecord(raw) ? cleanPinned(raw) : null);

/** Reads every preference from storage, falling back to the spec's defaults. */
export function loadPreferences(): Preferences {
  return {
    language: readLocal(PREFERENCE_KEYS.language, parseLanguage, DEFAULT_LANGUAGE),
    boardSettings: readLocal(PREFERENCE_KEYS.boardSettings, parseBoardSettings, DEFAULT_PRICE_BOARD_SETTINGS),
    sort: readLocal(PREFERENCE_KEYS.sort, parseSort, null),
    changeMode: readLocal<ChangeMode>(
      PREFERENCE_KEYS.changeMode,
      (raw) => (raw === "percent" || raw === "absolute" ? raw : null),
      "absolute",
    ),
    chartsCollapsed: readLocal(
      PREFERENCE_KEYS.chartsCollapsed,
      (raw) => (typeof raw === "boolean" ? raw : null),
      false,
    ),
    selectedIndices: readLocal(PREFERENCE_KEYS.selectedIndices, parseIndexSelection, [
      ...DEFAULT_SELECTED_INDEX_CODES,
    ]),
    pinned: readLocal(PREFERENCE_KEYS.pinned, parsePinned, {}),
  };
}

// False after a failed write: storage then lags behind this tab and must not be merged from.
let pinnedSaved = true;

export const usePreferences = create<Preferences & PreferenceActions>()((set) => ({
  ...loadPreferences(),
  setLanguage: (language) => set({ language }),
  setBoardSettings: (boardSettings) => set({ boardSettings }),
  setSort: (sort) => set({ sort }),
  setChangeMode: (changeMode) => set({ changeMode }),
  setChartsCollapsed: (chartsCollapsed) => set({ chartsCollapsed }),
  setSelectedIndices: (codes) => set({ selectedIndices: indexSelection(codes) }),
  setPinned: (scope, symbols) =>
    set((state) => {
      // Read-merge-write: the other scopes as stored now, which another tab may have changed.
      const stored = pinnedSaved
        ? readLocal(PREFERENCE_KEYS.pinned, parsePinned, state.pinned)
        : state.pinned;
      const others = Object.entries(stored).filter(([key]) => key !== scope);
      return { pinned: cleanPinned({ ...Object.fromEntries(others), [scope]: symbols }) };
    }),
}));

// Set while values another tab stored are applied, so they are not written back.
let applyingStored = false;

// Each changed value is written under its own key; symbol ascending is the default, not stored.
usePreferences.subscribe((state, previous) => {
  if (applyingStored) return;
  for (const name of Object.keys(PREFERENCE_KEYS) as (keyof Preferences)[]) {
    if (state[name] === previous[name]) continue;
    const saved = writeLocal(PREFERENCE_KEYS[name], state[name]);
    if (name === "pinned") pinnedSaved = saved;
  }
});

// Another tab stored a value: take it (a cleared storage gives the defaults).
onOtherTabChange(Object.values(PREFERENCE_KEYS), (key) => {
  const stored = loadPreferences();
  const names = (Object.keys(PREFERENCE_KEYS) as (keyof Preferences)[]).filter(
    (name) => key === null || PREFERENCE_KEYS[name] === key,
  );
  const changed: Partial<Preferences> = {};
  for (const name of names) Object.assign(changed, { [name]: stored[name] });
  applyingStored = true;
  try {
    usePreferences.setState(changed);
  } finally {
    applyingStored = false;
  }
  if (names.includes("pinned")) pinnedSaved = true;
});
