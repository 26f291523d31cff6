/**
 * Seeded choices the universe builder needs beyond SeededRandom's own: several distinct items
 * from a list, in a seeded order.
 */
import type { SeededRandom } from "../random/seeded-random";

/**
 * `count` distinct items of `items` (all of them when there are fewer), in seeded order: a
 * partial Fisher–Yates shuffle, so the same generator state always picks the same items.
 */
export function pickDistinct<T>(random: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const taken = Math.min(count, pool.length);
  for (let i = 0; i < taken; i++) {
    const j = random.int(i, pool.length - 1);
    const chosen = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = chosen;
  }
  return pool.slice(0, taken);
}
