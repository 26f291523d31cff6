/**
 * Which warrant columns the covered-warrant board hides (price-board §2 "columns that can be
 * hidden by setting"), kept in the browser under `coveredWarrantHiddenColumns`. By default the
 * issuer and the type are hidden, so the board with the default stock columns fits a 1680 px
 * screen; the bar's menu shows them. A stored value is checked like any outside input, and
 * another tab's change is read back without being written again.
 */
import { create } from "zustand";
import { onOtherTabChange, readLocal, writeLocal } from "../state/local-value";
import { isWarrantField, WARRANT_FIELDS, type WarrantField } from "./warrant-cells";

export const WARRANT_HIDDEN_KEY = "coveredWarrantHiddenColumns";

/** Hidden until shown: the longest columns, which the other warrant figures do not need. */
export const DEFAULT_WARRANT_HIDDEN: readonly WarrantField[] = Object.freeze(["CWIssuerName", "CWType"]);

/**
 * A stored list of hidden warrant columns, cleaned: known fields only, each once, in column order;
 * null when it is not a list (the default then applies).
 *
 * @example parseWarrantHidden(["dhv", "dhv", "nope"]) // ["dhv"]
 * @example parseWarrantHidden("dhv") // null
 */
export function parseWarrantHidden(raw: unknown): readonly WarrantField[] | null {
  if (!Array.isArray(raw)) return null;
  const fields = new Set(
    raw.filter((item): item is WarrantField => typeof item === "string" && isWarrantField(item)),
  );
  return WARRANT_FIELDS.filter((field) => fields.has(field));
}

interface WarrantColumnSetting {
  readonly hidden: readonly WarrantField[];
  setHidden(hidden: readonly WarrantField[]): void;
}

const load = (): readonly WarrantField[] =>
  readLocal(WARRANT_HIDDEN_KEY, parseWarrantHidden, DEFAULT_WARRANT_HIDDEN);

export const useWarrantColumnSetting = create<WarrantColumnSetting>()((set) => ({
  hidden: load(),
  setHidden: (hidden) => {
    const cleaned = parseWarrantHidden(hidden) ?? [];
    writeLocal(WARRANT_HIDDEN_KEY, cleaned);
    set({ hidden: cleaned });
  },
}));

onOtherTabChange([WARRANT_HIDDEN_KEY], () => useWarrantColumnSetting.setState({ hidden: load() }));

/** The hidden warrant columns (with the default until the visitor chooses). */
export function useWarrantHidden(): readonly WarrantField[] {
  return useWarrantColumnSetting((state) => state.hidden);
}
