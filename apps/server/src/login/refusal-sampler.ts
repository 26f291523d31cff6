/**
 * Which refused attempts on a locked login reach the audit log. A guesser hammering a locked user
 * id (or from a locked address) would otherwise write one row per request, and the append-only
 * log cannot be trimmed. The first refusal of a key in a window is audited; the ones after it in
 * that window are counted and reported by the next audited refusal of the key, so the log keeps
 * the evidence (how many, from where) at one row per key and window.
 *
 * Keys are held in memory, at most `maxKeys` (the oldest are forgotten first: a forgotten key
 * is audited again, which errs towards more rows, never fewer).
 */
export interface RefusalVerdict {
  /** Write this refusal to the audit log. */
  readonly audit: boolean;
  /** Refusals of the key not audited since its last audited one (reported with this one). */
  readonly suppressed: number;
}

interface KeyState {
  windowStart: number;
  suppressed: number;
}

export class RefusalSampler {
  readonly #keys = new Map<string, KeyState>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly maxKeys = 10_000,
  ) {}

  /** The verdict for a refusal of `key` at `now` (epoch ms). */
  refused(key: string, now: number): RefusalVerdict {
    const state = this.#keys.get(key);
    if (state !== undefined && now - state.windowStart < this.windowMs) {
      state.suppressed += 1;
      return { audit: false, suppressed: state.suppressed };
    }
    const suppressed = state?.suppressed ?? 0;
    this.#keys.delete(key);
    if (this.#keys.size >= this.maxKeys) {
      const oldest = this.#keys.keys().next();
      if (oldest.done !== true) this.#keys.delete(oldest.value);
    }
    this.#keys.set(key, { windowStart: now, suppressed: 0 });
    return { audit: true, suppressed };
  }
}
