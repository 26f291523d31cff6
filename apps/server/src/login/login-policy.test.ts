import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressGuard,
  addressKey,
  ADDRESS_LOCK_POLICY,
  lockSeconds,
  otpAttemptsLeft,
  secondsUntil,
  USER_LOCK_POLICY,
  userGuard,
} from "./login-policy";

describe("lockSeconds", () => {
  it("locks a user id after 5 failures for 1 minute, doubling to at most 15", () => {
    const table = [0, 1, 4, 5, 6, 7, 8, 9, 10, 100].map((failures) => [
      failures,
      lockSeconds(failures, USER_LOCK_POLICY),
    ]);
    expect(table).toEqual([
      [0, 0],
      [1, 0],
      [4, 0],
      [5, 60],
      [6, 120],
      [7, 240],
      [8, 480],
      [9, 900],
      [10, 900],
      [100, 900],
    ]);
  });

  it("locks an address only after 20 failures", () => {
    expect(lockSeconds(19, ADDRESS_LOCK_POLICY)).toBe(0);
    expect(lockSeconds(20, ADDRESS_LOCK_POLICY)).toBe(60);
  });

  it("never shortens as failures grow and stays within the bounds", () => {
    fc.assert(
      fc.property(fc.nat(10_000), (failures) => {
        const now = lockSeconds(failures, USER_LOCK_POLICY);
        const next = lockSeconds(failures + 1, USER_LOCK_POLICY);
        expect(next).toBeGreaterThanOrEqual(now);
        expect(now).toBeLessThanOrEqual(USER_LOCK_POLICY.maxLockSeconds);
      }),
    );
  });
});

describe("small helpers", () => {
  it("rounds a lock's rest up to whole seconds, at least 1", () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(5, 10)).toBe(1);
  });

  it("counts OTP attempts left down to 0", () => {
    expect([0, 1, 4, 5, 9].map(otpAttemptsLeft)).toEqual([5, 4, 1, 0, 0]);
  });

  it("keys a user's failures by the id as typed, trimmed and lower-cased", () => {
    expect(userGuard(" 058c000001 ")).toEqual({ kind: "login", key: "058c000001" });
    expect(userGuard("058C000001")).toEqual(userGuard("058c000001"));
  });
});

describe("addressKey: the unit an address is counted under", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:a:b:1:2:3:4", "2001:db8:a:b::/64"],
    ["2001:DB8:A:B:ffff:ffff:ffff:ffff", "2001:db8:a:b::/64"],
    ["2001:0db8:000a:000b::1", "2001:db8:a:b::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s → %s", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it("two addresses of one /64 share a guard; another /64 does not", () => {
    expect(addressGuard("2001:db8:a:b::1")).toEqual(addressGuard("2001:db8:a:b:9:9:9:9"));
    expect(addressGuard("2001:db8:a:c::1")).not.toEqual(addressGuard("2001:db8:a:b::1"));
  });
});
