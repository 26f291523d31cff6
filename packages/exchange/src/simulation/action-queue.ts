/**
 * When each instrument acts next: a binary min-heap of (time, instrument index), so a step
 * touches only the instruments that are due instead of scanning the whole universe. Ties in
 * time go to the lower index, which makes the order of actions a function of the contents
 * alone: a queue rebuilt from its entries pops exactly as the original would.
 */

export interface QueuedAction {
  readonly id: number;
  /** Epoch milliseconds (market clock) the action is due. */
  readonly time: number;
}

export class ActionQueue {
  readonly #times: number[] = [];
  readonly #ids: number[] = [];

  get size(): number {
    return this.#ids.length;
  }

  /** Time of the earliest action, or +Infinity when empty. */
  peekTime(): number {
    return this.#times[0] ?? Number.POSITIVE_INFINITY;
  }

  push(id: number, time: number): void {
    this.#times.push(time);
    this.#ids.push(id);
    this.#siftUp(this.#ids.length - 1);
  }

  /** Removes and returns the earliest action. */
  pop(): QueuedAction | undefined {
    const id = this.#ids[0];
    const time = this.#times[0];
    if (id === undefined || time === undefined) return undefined;
    const lastId = this.#ids.pop() as number;
    const lastTime = this.#times.pop() as number;
    if (this.#ids.length > 0) {
      this.#ids[0] = lastId;
      this.#times[0] = lastTime;
      this.#siftDown(0);
    }
    return { id, time };
  }

  /** Every queued action, in no particular order. */
  entries(): QueuedAction[] {
    return this.#ids.map((id, position) => ({ id, time: this.#times[position] as number }));
  }

  #before(a: number, b: number): boolean {
    const timeA = this.#times[a] as number;
    const timeB = this.#times[b] as number;
    return timeA < timeB || (timeA === timeB && (this.#ids[a] as number) < (this.#ids[b] as number));
  }

  #swap(a: number, b: number): void {
    const id = this.#ids[a] as number;
    const time = this.#times[a] as number;
    this.#ids[a] = this.#ids[b] as number;
    this.#times[a] = this.#times[b] as number;
    this.#ids[b] = id;
    this.#times[b] = time;
  }

  #siftUp(start: number): void {
    let child = start;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.#before(child, parent)) return;
      this.#swap(child, parent);
      child = parent;
    }
  }

  #siftDown(start: number): void {
    const size = this.#ids.length;
    let parent = start;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let first = parent;
      if (left < size && this.#before(left, first)) first = left;
      if (right < size && this.#before(right, first)) first = right;
      if (first === parent) return;
      this.#swap(parent, first);
      parent = first;
    }
  }
}
