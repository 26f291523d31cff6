import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { DemoOtpOutbox } from "./otp-outbox";
import { createLoggingSmsSender, lastThreeDigits, maskPhone } from "./sms-sender";

describe("phone masking", () => {
  it.each([
    ["0901000002", "***002"],
    ["+84 901-000-123", "***123"],
    ["12", "***12"],
    ["", "***"],
  ])("%s → %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
    expect(lastThreeDigits(phone)).toBe(masked.slice(3));
  });
});

describe("the logging SMS sender", () => {
  it("logs the masked phone at info, never the code or the phone, and fills the outbox", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const outbox = new DemoOtpOutbox();
    const sender = createLoggingSmsSender(pino({ level: "info" }, stream), outbox);
    await sender.sendOtp({ userId: "u1", phone: "0901000002", code: "480213", sentAt: 5, expiresAt: 10 });
    const log = lines.join("");
    expect(log).toContain("OTP sent to ***002");
    expect(log).toContain('"level":30');
    expect(log).not.toContain("480213");
    expect(log).not.toContain("0901000002");
    expect(outbox.latest("u1", 6)?.code).toBe("480213");
  });

  it("sends without an outbox (production)", async () => {
    const sender = createLoggingSmsSender(pino({ level: "silent" }), null);
    await expect(
      sender.sendOtp({ userId: "u1", phone: "", code: "000000", sentAt: 0, expiresAt: 1 }),
    ).resolves.toBeUndefined();
  });
});
