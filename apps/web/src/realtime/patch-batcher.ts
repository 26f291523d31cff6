/**
 * Patches for the rows on screen (design "Realtime path": compact patches for the symbols on
 * screen, at most once per animation frame). Changes of other symbols are not kept: when a symbol
 * comes on screen the worker sends its whole current row instead, since it may have changed
 * meanwhile. Values are kept, not field names, and the latest change of a field wins; a `rows`
 * message for a symbol discards its pending patch (the row it sends is newer or equal).
 */
import type { ChangedFields } from "./quote-book";
import type { RowPatch } from "./protocol";

/** Runs a callback at the next frame. */
export interface FrameScheduler {
  request(callback: () => void): void;
}

/** The fallback frame period where the scope has no requestAnimationFrame. */
export const FALLBACK_FRAME_MS = 16;

interface FrameScope {
  readonly requestAnimationFrame?: (callback: () => void) => unknown;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * requestAnimationFrame when the scope has it (dedicated workers in Chromium and Firefox do),
 * otherwise a 16 ms timer.
 */
export function frameSchedulerFor(scope: FrameScope): FrameScheduler {
  const requestFrame = scope.requestAnimationFrame;
  if (typeof requestFrame === "function")
    return { request: (callback) => void requestFrame.call(scope, () => callback()) };
  return { request: (callback) => void scope.setTimeout.call(scope, callback, FALLBACK_FRAME_MS) };
}

export class PatchBatcher {
  readonly #frames: FrameScheduler;
  readonly #post: (patches: RowPatch[]) => void;
  #visible = new Set<string>();
  #pending = new Map<string, ChangedFields>();
  #scheduled = false;

  constructor(frames: FrameScheduler, post: (patches: RowPatch[]) => void) {
    this.#frames = frames;
    this.#post = post;
  }

  /**
   * The symbols on screen now. Returns those that were not on screen before (their whole rows
   * are due); pending patches of symbols that left the screen are dropped.
   */
  setVisible(symbols: Iterable<string>): string[] {
    const next = new Set(symbols);
    const appeared: string[] = [];
    for (const symbol of next) if (!this.#visible.has(symbol)) appeared.push(symbol);
    for (const symbol of this.#pending.keys()) if (!next.has(symbol)) this.#pending.delete(symbol);
    this.#visible = next;
    return appeared;
  }

  isVisible(symbol: string): boolean {
    return this.#visible.has(symbol);
  }

  /**
   * Records changed fields of a symbol, if it is on screen, for the next frame. The batcher takes
   * ownership of `changed` (it may merge later changes into it).
   */
  add(symbol: string, changed: ChangedFields): void {
    if (!this.#visible.has(symbol)) return;
    const pending = this.#pending.get(symbol);
    if (pending === undefined) this.#pending.set(symbol, changed);
    else Object.assign(pending, changed);
    if (!this.#scheduled) {
      this.#scheduled = true;
      this.#frames.request(() => this.flush());
    }
  }

  /** Drops the pending patches of symbols whose whole rows were just sent. */
  discard(symbols: Iterable<string>): void {
    if (this.#pending.size === 0) return;
    for (const symbol of symbols) this.#pending.delete(symbol);
  }

  /** Posts the pending patches as one message, if any (the frame callback; tests call it). */
  flush(): void {
    this.#scheduled = false;
    if (this.#pending.size === 0) return;
    const patches: RowPatch[] = [];
    for (const [symbol, fields] of this.#pending) patches.push([symbol, fields]);
    this.#pending = new Map();
    this.#post(patches);
  }
}
