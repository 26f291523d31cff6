/**
 * The trading PIN every order, cancel and amend carries (order-entry §5, accounts-session §5):
 * checked against the customer's scrypt hash, under a lockout like the password's (5 wrong PINs
 * in a row lock the PIN for a minute, doubling up to 15), each failure audited.
 *
 * scrypt costs tens of milliseconds of a worker thread — too much for every order of a trading
 * session. Once a session has given the right PIN, the desk keeps an HMAC of it under a key born
 * with the process, per session, and checks later orders of that session against it in constant
 * time (the same trust the spec's remember-PIN already gives the browser). A logout or expiry
 * drops it with the session; a wrong PIN always goes to the full check and drops it for every
 * session of the customer, so a locked PIN stays locked.
 */
import { createHmac, randomBytes } from "node:crypto";
import { constantTimeEqual } from "../credentials/constant-time";
import { verifySecret } from "../credentials/password-hash";
import type { AuditLogStore, Customer, LoginGuardStore, Session } from "../db/stores";
import { countFailure, guardedCheck, type GuardedKey } from "../login/login-guards";
import { USER_LOCK_POLICY } from "../login/login-policy";

export type PinCheck = { readonly ok: true } | { readonly ok: false; readonly locked: boolean };

export interface TradingPinDeps {
  readonly loginGuards: LoginGuardStore;
  readonly auditLog: Pick<AuditLogStore, "append">;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

/** Sessions remembered at most (the oldest goes first). */
const REMEMBERED_SESSIONS = 50_000;

export class TradingPin {
  readonly #deps: TradingPinDeps;
  readonly #key = randomBytes(32);
  readonly #verified = new Map<
    string,
    { readonly mac: Buffer; readonly expiresAt: number; readonly userId: string }
  >();

  constructor(deps: TradingPinDeps) {
    this.#deps = deps;
  }

  async check(customer: Customer, session: Session, pin: string, ip: string): Promise<PinCheck> {
    const now = this.#deps.now();
    const mac = this.#mac(session.sid, pin);
    const remembered = this.#verified.get(session.sid);
    if (remembered !== undefined && remembered.expiresAt > now && constantTimeEqual(remembered.mac, mac))
      return { ok: true };
    const key: GuardedKey = {
      guard: { kind: "pin", key: customer.userId.toLowerCase() },
      policy: USER_LOCK_POLICY,
    };
    const outcome = await guardedCheck(this.#deps.loginGuards, [key], now, async () => {
      const right = await verifySecret(pin, customer.pinHash);
      if (!right) {
        // A wrong PIN ends the shortcut for every session of the customer: the lock then holds.
        this.#forget(customer.userId);
        await countFailure(this.#deps.loginGuards, key.guard, key.policy, now);
        await this.#deps.auditLog.append({
          at: now,
          userId: customer.userId,
          action: "pin.fail",
          ip,
          detail: {},
        });
      } else await this.#deps.loginGuards.reset(key.guard);
      return right;
    });
    if (outcome.kind === "locked") return { ok: false, locked: true };
    if (!outcome.value) return { ok: false, locked: false };
    this.#remember(session, mac, now);
    return { ok: true };
  }

  #forget(userId: string): void {
    for (const [sid, entry] of this.#verified) if (entry.userId === userId) this.#verified.delete(sid);
  }

  #mac(sid: string, pin: string): Buffer {
    return createHmac("sha256", this.#key).update(sid).update("\u0000").update(pin).digest();
  }

  #remember(session: Session, mac: Buffer, now: number): void {
    if (this.#verified.size >= REMEMBERED_SESSIONS) {
      for (const [sid, entry] of this.#verified) if (entry.expiresAt <= now) this.#verified.delete(sid);
      const oldest = this.#verified.keys().next();
      if (this.#verified.size >= REMEMBERED_SESSIONS && oldest.done !== true)
        this.#verified.delete(oldest.value);
    }
    this.#verified.set(session.sid, { mac, expiresAt: session.expiresAt, userId: session.userId });
  }
}
