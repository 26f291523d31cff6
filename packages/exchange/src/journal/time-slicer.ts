/**
 * Long work cut into slices of the event loop: the work calls `pause()` between small steps, and
 * a pause that finds the slice used up (`sliceMillis` since the work last resumed) waits for the
 * next turn of the loop, so timers, sockets and requests run between slices. The longest slice is
 * recorded, so a test can check the budget by what the work itself measured.
 */

/** The event loop's budget for one periodic pause (the project's standard). */
export const LOOP_BUDGET_MILLIS = 20;
/** A slice's length by default: a quarter of the budget, for machines slower than ours. */
export const SLICE_MILLIS = 5;

export interface TimeSlicerOptions {
  readonly sliceMillis?: number;
  /** Resolves on a later turn of the event loop (default: a zero-delay timer). */
  readonly nextTurn?: () => Promise<void>;
  /** Milliseconds, monotonic (default: performance.now). */
  readonly now?: () => number;
}

const laterTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export class TimeSlicer {
  readonly #sliceMillis: number;
  readonly #nextTurn: () => Promise<void>;
  readonly #now: () => number;
  #sliceStart: number;
  #longest = 0;
  #slices = 1;

  constructor(options: TimeSlicerOptions = {}) {
    this.#sliceMillis = options.sliceMillis ?? SLICE_MILLIS;
    this.#nextTurn = options.nextTurn ?? laterTurn;
    this.#now = options.now ?? (() => performance.now());
    this.#sliceStart = this.#now();
  }

  /** Whether the current slice is used up (the work should `pause()`). */
  get due(): boolean {
    return this.#now() - this.#sliceStart >= this.#sliceMillis;
  }

  /** Milliseconds left in the current slice (0 when it is used up). */
  get remainingMillis(): number {
    return Math.max(0, this.#sliceMillis - (this.#now() - this.#sliceStart));
  }

  /** Waits for the next turn when the slice is used up; else returns at once. */
  async pause(): Promise<void> {
    if (this.due) await this.yield();
  }

  /** Ends the slice now (before waiting on I/O, say): the next one starts when the work resumes. */
  async yield(): Promise<void> {
    this.#endSlice();
    await this.#nextTurn();
    this.#sliceStart = this.#now();
    this.#slices++;
  }

  /**
   * Ends a slice at an `await` of I/O (a write, an fsync): the time until it resolves is the
   * loop's, not the work's.
   */
  async wait<T>(io: Promise<T>): Promise<T> {
    this.#endSlice();
    try {
      return await io;
    } finally {
      this.#sliceStart = this.#now();
      this.#slices++;
    }
  }

  /** The longest slice so far, including the one in progress (milliseconds). */
  get longestMillis(): number {
    return Math.max(this.#longest, this.#now() - this.#sliceStart);
  }

  /** Slices so far. */
  get slices(): number {
    return this.#slices;
  }

  #endSlice(): void {
    this.#longest = Math.max(this.#longest, this.#now() - this.#sliceStart);
  }
}
