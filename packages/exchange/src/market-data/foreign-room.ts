/**
 * Foreign room, the shares foreigners may still buy (market-rules §6, §11). Under KRX the room
 * is taken when a foreign buy order is entered and given back when it is cancelled or expires;
 * a put-through foreign buy takes it when the deal is accepted. A foreign sale gives room back
 * when it trades. The exchange calls these; recordTrade never moves the room, so nothing is
 * counted twice.
 */
import type { SymbolDay } from "./symbol-day";

// A negative volume would move the room the wrong way: a programming error, not bad input.
function assertVolume(volume: number): void {
  if (!Number.isSafeInteger(volume) || volume < 0)
    throw new RangeError(`room volume must be a non-negative integer, got ${volume}`);
}

/**
 * Takes `volume` shares of room for a foreign buy (order entry, or a put-through deal). Returns
 * false and leaves the day unchanged when the room left is smaller than `volume`.
 */
export function reserveForeignRoom(day: SymbolDay, volume: number): boolean {
  assertVolume(volume);
  if (volume > day.foreignRoom) return false;
  day.foreignRoom -= volume;
  return true;
}

/** Gives back room a foreign buy reserved and will not use (cancel, expiry, volume reduced). */
export function releaseForeignRoom(day: SymbolDay, volume: number): void {
  assertVolume(volume);
  day.foreignRoom += volume;
}

/** A foreign seller's fill: the shares return to the room. */
export function recordForeignSale(day: SymbolDay, volume: number): void {
  assertVolume(volume);
  day.foreignRoom += volume;
}
