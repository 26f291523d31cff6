/**
 * A search pick on a board table (price-board §4, §5): a symbol the table lists becomes the
 * table's focus target (it scrolls to the row and highlights it 2 s); any other opens the stock
 * popup. Picks made before the board showed are not replayed (`focusSeen`).
 */
import { useEffect, useState, type RefObject } from "react";
import { useUi, type FocusRequest } from "../state/ui";

/**
 * @param symbols the table's symbols; undefined while they load (a pick then waits for them)
 * @returns the pick the table should show, or null
 */
export function useFocusPick(
  focusSeen: RefObject<number>,
  symbols: readonly string[] | undefined,
): FocusRequest | null {
  const focus = useUi((state) => state.focus);
  const [target, setTarget] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (focus === null || focus.n === focusSeen.current || symbols === undefined) return;
    focusSeen.current = focus.n;
    if (symbols.includes(focus.symbol)) setTarget(focus);
    else useUi.getState().openPopup(focus.symbol);
  }, [focus, focusSeen, symbols]);
  return target;
}
