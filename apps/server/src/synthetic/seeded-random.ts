/**
 * Keyed randomness for generated content: every draw comes from a stream named by (seed, key
 * parts), e.g. (seed, "daily", "FPT", "2025-03-10"). A stream depends on nothing else, so one
 * symbol's day never shifts when another symbol or another day is asked first, and every process
 * answers the same.
 *
 * The generator is a 32-bit hash of the key feeding mulberry32 (a counter-based 32-bit mixer).
 * Only integer mixing and + − × ÷ √ are used, which IEEE 754 fixes exactly, so results do not
 * depend on a JavaScript engine's transcendental functions.
 */

export type KeyPart = string | number;

export interface RandomStream {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** Approximately standard normal, bounded to ±3.47 (Irwin–Hall sum of four uniforms). */
  normal(): number;
  pick<T>(items: readonly T[]): T;
}

const TWO_POW_32 = 4_294_967_296;

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function mix32(value: number): number {
  let hash = value ^ (value >>> 16);
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * A 32-bit hash of a seed and key parts (FNV-1a over the parts' text, then mixed). Parts are
 * separated so ("AB", "C") and ("A", "BC") differ.
 *
 * @example hashKey(1, "daily", "FPT") === hashKey(1, "daily", "FPT") // true
 */
export function hashKey(seed: number, ...parts: readonly KeyPart[]): number {
  let hash = mix32(seed | 0) ^ 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ 0x1f, 0x01000193);
  }
  return mix32(hash);
}

/**
 * The stream named by (seed, parts).
 *
 * @example
 * const random = randomStream(7, "volume", "VNM", "2025-03-10");
 * random.int(1, 6); // the same number on every call with these arguments
 */
export function randomStream(seed: number, ...parts: readonly KeyPart[]): RandomStream {
  let state = hashKey(seed, ...parts);

  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / TWO_POW_32;
  };

  const int = (min: number, max: number): number => {
    if (max < min) throw new RangeError(`empty range [${min}, ${max}]`);
    return min + Math.floor(next() * (max - min + 1));
  };

  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    chance: (p) => next() < p,
    // Sum of four uniforms has mean 2 and variance 1/3.
    normal: () => (next() + next() + next() + next() - 2) * Math.sqrt(3),
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError("pick from an empty list");
      return item;
    },
  };
}
