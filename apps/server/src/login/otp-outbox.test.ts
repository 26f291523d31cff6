import { describe, expect, it } from "vitest";
import { DemoOtpOutbox } from "./otp-outbox";
import type { SmsOtpMessage } from "./sms-sender";

const message = (userId: string, code: string, sentAt = 1_000): SmsOtpMessage => ({
  userId,
  phone: "0901000002",
  code,
  sentAt,
  expiresAt: sentAt + 300_000,
});

describe("DemoOtpOutbox", () => {
  it("answers a user's last code, by user id in any case, until it expires", () => {
    const outbox = new DemoOtpOutbox();
    outbox.put(message("058C000002", "111111"));
    outbox.put(message("058C000002", "222222", 2_000));
    expect(outbox.latest("058c000002", 2_000)).toEqual({
      user: "058C000002",
      phoneLastThree: "002",
      code: "222222",
      sentAt: 2_000,
      expiresAt: 302_000,
    });
    expect(outbox.latest("058C000002", 302_000)).toBeNull();
    expect(outbox.size).toBe(0);
    expect(outbox.latest("nobody", 0)).toBeNull();
  });

  it("forgets the oldest user beyond its capacity", () => {
    const outbox = new DemoOtpOutbox(2);
    outbox.put(message("a01", "000001"));
    outbox.put(message("b02", "000002"));
    outbox.put(message("a01", "000003"));
    outbox.put(message("c03", "000004"));
    expect(outbox.size).toBe(2);
    expect(outbox.latest("b02", 1_000)).toBeNull();
    expect(outbox.latest("a01", 1_000)?.code).toBe("000003");
    expect(outbox.latest("c03", 1_000)?.code).toBe("000004");
  });
});
