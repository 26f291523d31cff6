/**
 * The search both risk plans share: the least units to sell or close, line by line in priority
 * order, that meet a target — and no more.
 *
 * Lines are taken in order, each whole until the next line's units finish the job, and that one
 * only up to the least number that does. Then every line is trimmed again, the last chosen first,
 * until none can lose a unit: removing any single unit from the result misses the target. When
 * even every unit misses it, every unit is taken (the most the account can give).
 *
 * `meets` must switch once, from false to true, as one line's units grow with the others fixed;
 * both plans' ratios do (a ratio of two linear functions of the line while a debt remains, then
 * no debt at all), which is what makes the halving below exact.
 */

export interface JustEnough {
  /** Units per line, in the order of `maxUnits`. */
  readonly units: readonly number[];
  /** False when every unit of every line still misses the target. */
  readonly meets: boolean;
}

/**
 * The least units per line, in priority order, for which `meets` holds.
 *
 * @example justEnough([3, 5], (units) => units[0] * 10 + units[1] >= 32) // { units: [3, 2], meets: true }
 */
export function justEnough(
  maxUnits: readonly number[],
  meets: (units: readonly number[]) => boolean,
): JustEnough {
  const units = maxUnits.map(() => 0);
  if (meets(units)) return { units, meets: true };
  /** The least units of line `index` that meet the target with the others as they are. */
  const least = (index: number, most: number): number => {
    units[index] = 0;
    if (meets(units)) return 0;
    // `low` never meets, `high` does: the answer is `high` once they touch.
    let low = 0;
    let high = most;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      units[index] = middle;
      if (meets(units)) high = middle;
      else low = middle;
    }
    return high;
  };
  let found = false;
  for (const [index, most] of maxUnits.entries()) {
    units[index] = most;
    if (!meets(units)) continue;
    units[index] = least(index, most);
    found = true;
    break;
  }
  if (!found) return { units, meets: false };
  // A line taken whole may now be more than the later lines need: drop units until none can go.
  for (let changed = true; changed;) {
    changed = false;
    for (let index = units.length - 1; index >= 0; index -= 1) {
      const held = units[index] ?? 0;
      if (held === 0) continue;
      const fewer = least(index, held);
      units[index] = fewer;
      if (fewer < held) changed = true;
    }
  }
  return { units, meets: true };
}
