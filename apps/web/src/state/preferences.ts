/**
 * The visitor's preferences, kept in the browser (price-board §3 "Locally kept values"): language,
 * price-board settings (theme included), board sort, change-column mode, chart-strip collapse,
 * the index table's selection and pinned rows. One store, each value under its own storage key
 * so an outdated entry only resets itself.
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
import { readLocal, writeLocal } from "./local-value";

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

const parseLanguage = (raw: unknown): Language | null =>
  typeof raw === "string" && isLanguage(raw) ? raw : null;

const parseSort = (raw: unknown): BoardSort | null => {
  if (typeof raw !== "object" || raw === null) return null;
  const { field, direction } = raw as Record<string, unknown>;
  if (typeof field !== "string" || field === "" || (direction !== "asc" && direction !== "desc")) return null;
  return { field: field as BoardSort["field"], direction };
};

const parseStringList = (raw: unknown): string[] | null =>
  Array.isArray(raw) && raw.every((item) => typeof item === "string") ? raw : null;

const parsePinned = (raw: unknown): PinnedRows | null => {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const pinned: Record<string, readonly string[]> = {};
  for (const [scope, list] of Object.entries(raw)) {
    const symbols = parseStringList(list);
    if (symbols) pinned[scope] = symbols;
  }
  return pinned;
};

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
    selectedIndices: readLocal(PREFERENCE_KEYS.selectedIndices, parseStringList, [
      ...DEFAULT_SELECTED_INDEX_CODES,
    ]),
    pinned: readLocal(PREFERENCE_KEYS.pinned, parsePinned, {}),
  };
}

export const usePreferences = create<Preferences & PreferenceActions>()((set) => ({
  ...loadPreferences(),
  setLanguage: (language) => set({ language }),
  setBoardSettings: (boardSettings) => set({ boardSettings }),
  setSort: (sort) => set({ sort }),
  setChangeMode: (changeMode) => set({ changeMode }),
  setChartsCollapsed: (chartsCollapsed) => set({ chartsCollapsed }),
  setSelectedIndices: (codes) => set({ selectedIndices: indexCodesToSave(codes) }),
  setPinned: (scope, symbols) =>
    set((state) => ({ pinned: { ...state.pinned, [scope]: [...new Set(symbols)] } })),
}));

// Each changed value is written under its own key; symbol ascending is the default, not stored.
usePreferences.subscribe((state, previous) => {
  for (const name of Object.keys(PREFERENCE_KEYS) as (keyof Preferences)[]) {
    if (state[name] !== previous[name]) writeLocal(PREFERENCE_KEYS[name], state[name]);
  }
});
