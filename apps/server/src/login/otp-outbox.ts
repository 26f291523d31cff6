/**
 * The demo outbox: the last SMS code sent to each user, kept in memory so a tester without a
 * phone can finish an SMS OTP login (GET /api/demo/otp-outbox/{user}). It exists only outside
 * production; a code leaves it once it expires. Bounded, so a flood of logins cannot grow it.
 */
import { lastThreeDigits, type OtpOutbox, type SmsOtpMessage } from "./sms-sender";

/** What the outbox answers for a user. */
export interface DemoOtpEntry {
  readonly user: string;
  readonly phoneLastThree: string;
  readonly code: string;
  /** Wall-clock epoch ms. */
  readonly sentAt: number;
  readonly expiresAt: number;
}

/** Users the outbox remembers; the oldest entry goes first. */
export const DEMO_OUTBOX_CAPACITY = 1_000;

export class DemoOtpOutbox implements OtpOutbox {
  // Keyed by lower-cased user id; Map keeps insertion order, so the first key is the oldest.
  readonly #entries = new Map<string, DemoOtpEntry>();

  constructor(private readonly capacity: number = DEMO_OUTBOX_CAPACITY) {}

  put(message: SmsOtpMessage): void {
    const key = message.userId.toLowerCase();
    this.#entries.delete(key);
    this.#entries.set(key, {
      user: message.userId,
      phoneLastThree: lastThreeDigits(message.phone),
      code: message.code,
      sentAt: message.sentAt,
      expiresAt: message.expiresAt,
    });
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
  }

  /** The user's last code while it is valid at `now` (user id in any case), else null. */
  latest(userId: string, now: number): DemoOtpEntry | null {
    const key = userId.toLowerCase();
    const entry = this.#entries.get(key);
    if (entry === undefined) return null;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return null;
    }
    return entry;
  }

  get size(): number {
    return this.#entries.size;
  }
}
