/**
 * The pin and symbol columns of the stock and derivative boards stay in view when a narrow window
 * scrolls the board sideways: the frame publishes its scroll offset as `--board-scroll-x`, and
 * board.css moves those columns back by as much (a transform, so scrolling costs no layout).
 */
import type { UIEvent } from "react";

export function holdSymbolColumn(event: UIEvent<HTMLElement>): void {
  const frame = event.currentTarget;
  frame.style.setProperty("--board-scroll-x", `${frame.scrollLeft}px`);
}
