/**
 * The index-selection modal's rules (price-board §2 "Index table"; accounts-session §4 "Index
 * selection"): a checkbox list of every index, close, reset and save. Saving with nothing
 * selected restores the default set 20, 27, 23, 24, 26 (the preferences store applies the
 * market package's indexCodesToSave).
 *
 * Decision where the spec is silent: reset checks the default set in the modal without saving
 * it (close already forgets unsaved changes, so reset offers what close cannot); save keeps it.
 */
import { DEFAULT_SELECTED_INDEX_CODES, type IndexSelectionItem } from "@bangia/market";

/** The codes reset checks. */
export const RESET_SELECTION: readonly string[] = DEFAULT_SELECTED_INDEX_CODES;

function isIndexSelectionItem(item: unknown): item is IndexSelectionItem {
  if (typeof item !== "object" || item === null) return false;
  const { mc, code, name } = item as Record<string, unknown>;
  return typeof mc === "string" && typeof code === "string" && typeof name === "string";
}

/**
 * The indices of a `getlistckindex/list_allindex` answer; anything else in it is dropped (the
 * path's answer type also covers the other groups' symbol lists).
 *
 * @example selectionItemsOf([{ mc: "10", code: "VNINDEX", name: "VN-INDEX" }, "ACB"]).length // 1
 */
export function selectionItemsOf(answer: unknown): IndexSelectionItem[] {
  return Array.isArray(answer) ? answer.filter(isIndexSelectionItem) : [];
}

/**
 * The draft with `code` checked or unchecked.
 *
 * @example toggleSelection(["10", "02"], "10") // ["02"]
 */
export function toggleSelection(draft: readonly string[], code: string): readonly string[] {
  return draft.includes(code) ? draft.filter((item) => item !== code) : [...draft, code];
}

/**
 * The codes to save: checked codes in the list's order, then checked codes the list does not
 * have (the list failed to load, or the server no longer serves the index).
 *
 * @example orderedSelection([{ mc: "10", … }, { mc: "02", … }], ["02", "99", "10"]) // ["10", "02", "99"]
 */
export function orderedSelection(
  items: readonly IndexSelectionItem[],
  draft: readonly string[],
): readonly string[] {
  const listed = items.map((item) => item.mc).filter((code) => draft.includes(code));
  return [...listed, ...draft.filter((code) => !listed.includes(code))];
}
