/**
 * A bounded map that forgets its least recently used entry first: memory for answers that are
 * costly to compute and asked again (the events of a date), without growing with every key.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity ${capacity} < 1`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value of `key`, now the most recently used; undefined when not kept. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` under `key`, forgetting the least recently used entry beyond capacity. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      // A Map iterates in insertion order: the first key is the least recently used.
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
  }
}
