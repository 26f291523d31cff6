/**
 * An order as it rests in a book: the few fields matching needs, plus the intrusive links of
 * its price level's FIFO queue, so removal from the middle of a queue is O(1) with no search.
 * The exchange keeps everything else about the order (owner, type, client id) in `owner`.
 */
export const BUY = 0;
export const SELL = 1;
export type BookSide = typeof BUY | typeof SELL;

export class BookOrder<Owner = unknown> {
  /** Level index in the ladder while resting, -1 when not in a book. */
  level = -1;
  prev: BookOrder<Owner> | null = null;
  next: BookOrder<Owner> | null = null;

  constructor(
    readonly id: number,
    readonly side: BookSide,
    /** Limit price in the instrument's price unit. */
    public price: number,
    /** Open (unfilled) volume. */
    public leaves: number,
    readonly owner: Owner,
  ) {}

  get resting(): boolean {
    return this.level >= 0;
  }
}
