/**
 * Seeded randomness for everything the project invents (synthetic instruments, the simulated
 * market): the same seed gives the same market. The generator is pure-rand's xoroshiro128+,
 * whose state can be saved and restored, so a restarted simulator continues its stream.
 * Floating point here drives decisions only; prices and volumes come out as integers.
 */
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";

export class SeededRandom {
  readonly #rng: JumpableRandomGenerator;

  private constructor(rng: JumpableRandomGenerator) {
    this.#rng = rng;
  }

  /** Nearby seeds (1, 2, 3…) are spread by a 32-bit mix first: xoroshiro's first outputs
   * from small raw seeds are nearly equal. */
  static fromSeed(seed: number): SeededRandom {
    return new SeededRandom(xoroshiro128plus(mix32(seed | 0)));
  }

  static fromState(state: readonly number[]): SeededRandom {
    return new SeededRandom(xoroshiro128plusFromState(state));
  }

  /** A generator seeded from `seed` and a label, so independent streams stay independent. */
  static derive(seed: number, label: string): SeededRandom {
    let hash = seed | 0;
    for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
    return SeededRandom.fromSeed(hash);
  }

  state(): readonly number[] {
    return this.#rng.getState();
  }

  /** Uniform in [0, 1). */
  next(): number {
    return uniformFloat64(this.#rng);
  }

  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.#rng, from, to);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Standard normal deviate (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new RangeError("pick from an empty list");
    return item;
  }
}

/** A 32-bit integer finaliser (murmur3's): every input bit affects every output bit. */
function mix32(value: number): number {
  let hash = value ^ (value >>> 16);
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}
