/**
 * The index-selection modal's save rule (price-board §2, §9; accounts-session §4): saving with
 * nothing selected restores the default index set.
 */
import { DEFAULT_SELECTED_INDEX_CODES } from "../instruments/exchange";

/**
 * The index codes to store on save: the selected codes (trimmed, blanks and repeats dropped, in
 * order), or the default set 20, 27, 23, 24, 26 when none is selected.
 *
 * @example
 * indexCodesToSave(["11", "02"]); // → ["11", "02"]
 * indexCodesToSave([]);           // → ["20", "27", "23", "24", "26"]
 */
export function indexCodesToSave(selected: readonly string[]): readonly string[] {
  const codes = [...new Set(selected.map((code) => code.trim()).filter((code) => code !== ""))];
  return codes.length > 0 ? codes : [...DEFAULT_SELECTED_INDEX_CODES];
}
