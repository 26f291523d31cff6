/**
 * Delivered messages per second while the server was measuring. Clients count stamped arrivals
 * per SLOT_MS slot of the shared wall clock; the server reports when it stamped. The rate counts
 * only arrivals in slots wholly inside a stamping interval, over those slots' time: a backlog
 * that drains during a break, or after the window, does not inflate it.
 */

export const SLOT_MS = 100;

/** Arrival counts by slot index (floor(wall ms / SLOT_MS)). */
export type ArrivalSlots = readonly (readonly [slot: number, count: number])[];

/** Wall-clock intervals [from, until) in ms during which the server stamped. */
export type StampingIntervals = readonly (readonly [from: number, until: number])[];

export const slotOf = (wallMillis: number): number => Math.floor(wallMillis / SLOT_MS);

/** The slots wholly inside the intervals. */
function slotsInside(intervals: StampingIntervals): Set<number> {
  const slots = new Set<number>();
  for (const [from, until] of intervals)
    for (let slot = Math.ceil(from / SLOT_MS); (slot + 1) * SLOT_MS <= until; slot++) slots.add(slot);
  return slots;
}

/**
 * Arrivals per second within the intervals, all clients together.
 *
 * @example inWindowRate([[[10, 50], [11, 70]]], [[1_000, 1_200]]) // 600
 */
export function inWindowRate(clients: readonly ArrivalSlots[], intervals: StampingIntervals): number {
  const inside = slotsInside(intervals);
  if (inside.size === 0) return 0;
  let arrivals = 0;
  for (const slots of clients) for (const [slot, count] of slots) if (inside.has(slot)) arrivals += count;
  return arrivals / ((inside.size * SLOT_MS) / 1_000);
}
