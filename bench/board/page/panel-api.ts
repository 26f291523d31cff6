/**
 * What the panel page (panel-main.tsx) offers the harness on `window.benchPanel`, shared by the
 * page and the Node harness (panel-browser.ts): types only.
 */

/** A clickable price cell on screen, its centre in viewport pixels. */
export interface PriceCell {
  readonly symbol: string;
  readonly field: string;
  readonly x: number;
  readonly y: number;
}

/** Click to ticket: ms from the click event; null when not reached within the timeout. */
export interface TicketTiming {
  /** The price text the ticket should show (the clicked price as the ticket writes it). */
  readonly expected: string;
  /** To the first frame whose callbacks see the price input holding it and enabled. */
  readonly interactiveMs: number | null;
  /** To the first frame that also sees its +/− steppers enabled (the stock info answered). */
  readonly stepsMs: number | null;
}

export interface BenchPanelApi {
  /** Shows the panel on a tab (the first call loads its chunk). */
  open(tab: "order" | "book" | "portfolio" | "asset"): void;
  /**
   * Orders in the panel's book (0 when the book tab is not shown): the table's `aria-rowcount`
   * less its head, since a windowed book has only the rows in view in the DOM.
   */
  bookRows(): number;
  /** Order rows in the DOM (the window's). */
  domRows(): number;
  /** Forgets the ticket's cached stock info and buying power: the next click fetches them. */
  forget(): void;
  /** The `index`-th usable price cell of the rows on screen (cycling), or null. */
  priceCell(index: number): PriceCell | null;
  /** Starts timing the next click and the ticket it asks for: watches every frame from now on. */
  arm(timeoutMs: number): void;
  /** The armed watch's answer (null: no click seen, or no ticket within the timeout). */
  awaitTicket(): Promise<TicketTiming | null>;
}
