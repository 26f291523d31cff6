/**
 * The derivative board's own kept values (price-board §3 "Locally kept values", §4 Sorting): its
 * sort and whether the over-buy/over-sell columns show (§2 "optionally hidden"). Each lives under
 * its own storage key, apart from the stock board's sort, whose fields a derivative row lacks
 * (and the other way round: open interest). Both boards of the menu (index and bond futures)
 * share them. Another tab's change is read back.
 */
import { create } from "zustand";
import type { BoardSort } from "../realtime/protocol";
import { onOtherTabChange, readLocal, writeLocal } from "../state/local-value";

export const DERIVATIVE_PREFERENCE_KEYS = {
  sort: "derivativeSortSetting",
  showOverBuySell: "derivativeOverBuySell",
} as const;

export interface DerivativePreferences {
  /** null is the default order, symbol ascending (never stored). */
  readonly sort: BoardSort | null;
  readonly showOverBuySell: boolean;
}

export interface DerivativePreferenceActions {
  setSort(sort: BoardSort | null): void;
  setShowOverBuySell(show: boolean): void;
}

const FIELD = /^[A-Za-z][A-Za-z0-9]{0,19}$/;

/** A stored sort, or null for anything else. */
export function parseDerivativeSort(raw: unknown): BoardSort | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { field, direction } = raw as { field?: unknown; direction?: unknown };
  if (typeof field !== "string" || !FIELD.test(field)) return null;
  if (direction !== "asc" && direction !== "desc") return null;
  return { field, direction };
}

const parseBoolean = (raw: unknown): boolean | null => (typeof raw === "boolean" ? raw : null);

export function loadDerivativePreferences(): DerivativePreferences {
  return {
    sort: readLocal(DERIVATIVE_PREFERENCE_KEYS.sort, parseDerivativeSort, null),
    showOverBuySell: readLocal(DERIVATIVE_PREFERENCE_KEYS.showOverBuySell, parseBoolean, true),
  };
}

export const useDerivativePreferences = create<DerivativePreferences & DerivativePreferenceActions>()(
  (set) => ({
    ...loadDerivativePreferences(),
    setSort: (sort) => set({ sort }),
    setShowOverBuySell: (showOverBuySell) => set({ showOverBuySell }),
  }),
);

let applyingStored = false;

useDerivativePreferences.subscribe((state, previous) => {
  if (applyingStored) return;
  for (const name of Object.keys(DERIVATIVE_PREFERENCE_KEYS) as (keyof DerivativePreferences)[])
    if (state[name] !== previous[name]) writeLocal(DERIVATIVE_PREFERENCE_KEYS[name], state[name]);
});

onOtherTabChange(Object.values(DERIVATIVE_PREFERENCE_KEYS), () => {
  applyingStored = true;
  try {
    useDerivativePreferences.setState(loadDerivativePreferences());
  } finally {
    applyingStored = false;
  }
});
