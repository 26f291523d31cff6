/**
 * Windowing for the panel's long tables (the order book of a busy account: hundreds of orders):
 * only the rows in view and `OVERSCAN_ROWS` either side are in the DOM, each item one `<tbody>`
 * measured as it renders (an order row and its fills when expanded: the heights vary), with blank
 * row groups standing for the rest so the scroll height stays the whole table's.
 *
 * The scroller is the nearest scrolling ancestor (the panel's body), not the table: the table
 * keeps its place and layout under the tab's bar, and the rows start where its head ends
 * (`scrollMargin`, measured after each commit). One item can be kept in the DOM out of view
 * (`keep`): the row that last held the focus, so a focused button neither vanishes on a scroll
 * nor leaves a dialog with nowhere to return the focus.
 */
import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useRef, useState, type Key, type RefObject } from "react";

/** Rows rendered beyond each edge of the view (design: 4 extra rows). */
export const OVERSCAN_ROWS = 4;

/** The nearest ancestor that scrolls vertically, else the document's scroller. */
export function scrollParent(element: Element | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node !== null; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === "auto" || overflow === "scroll") return node;
  }
  const page = element?.ownerDocument.scrollingElement;
  return page instanceof HTMLElement ? page : null;
}

/** The default range, plus `keep` when it lies outside it. */
export function rangeKeeping(range: Range, keep: number | null): number[] {
  const indexes = defaultRangeExtractor(range);
  if (keep === null || keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
  return [...indexes, keep].sort((a, b) => a - b);
}

/** An item in the DOM and the blank space above it (px) down to the item before it. */
export interface WindowSlot {
  readonly item: VirtualItem;
  readonly gapBefore: number;
}

export interface TableWindow {
  /** On the table's head: the rows start where it ends. */
  readonly headRef: RefObject<HTMLTableSectionElement | null>;
  readonly slots: readonly WindowSlot[];
  /** Blank space after the last item in the DOM (px). */
  readonly gapAfter: number;
  /** The ref of each item's `<tbody>` (which carries `data-index`): measures it, and again on resize. */
  readonly measure: (element: HTMLElement | null) => void;
}

export interface TableWindowOptions {
  readonly count: number;
  /** A first guess of an item's height before it is measured (px). */
  readonly estimateSize: number;
  /** Keeps each item's measured height with it when items move (an order on top shifts them). */
  readonly getItemKey: (index: number) => Key;
  /** An item kept in the DOM wherever the view is (null: none). */
  readonly keep: number | null;
}

export function useTableWindow({ count, estimateSize, getItemKey, keep }: TableWindowOptions): TableWindow {
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScroller(scrollParent(headRef.current)), []);
  // Where the rows start in the scroller's content: the bar and head above them can change
  // height (a language, a wrap), so it is read after every commit. The rows' own measuring
  // has laid the page out by then, so the read costs no extra layout.
  useLayoutEffect(() => {
    const head = headRef.current;
    if (scroller === null || head === null) return;
    const top = Math.round(
      head.getBoundingClientRect().bottom -
        scroller.getBoundingClientRect().top -
        scroller.clientTop +
        scroller.scrollTop,
    );
    if (top !== scrollMargin) setScrollMargin(top);
  });
  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, keep), [keep]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    getItemKey,
    rangeExtractor,
  });
  const slots: WindowSlot[] = [];
  let cursor = scrollMargin;
  for (const item of virtualizer.getVirtualItems()) {
    slots.push({ item, gapBefore: Math.max(0, item.start - cursor) });
    cursor = item.end;
  }
  return {
    headRef,
    slots,
    gapAfter: Math.max(0, scrollMargin + virtualizer.getTotalSize() - cursor),
    measure: virtualizer.measureElement,
  };
}

/** Blank rows standing for the rows out of the DOM (hidden from assistive technology). */
export function WindowGap({ height, columns }: { readonly height: number; readonly columns: number }) {
  if (height <= 0) return null;
  return (
    <tbody className="table-window-gap" aria-hidden="true">
      <tr style={{ height }}>
        <td colSpan={columns} />
      </tr>
    </tbody>
  );
}
