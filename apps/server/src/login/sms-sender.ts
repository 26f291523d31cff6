/**
 * Sending SMS one-time codes. The product has no SMS gateway: the default sender logs that a code
 * went out, to a masked phone and never with the code, and in a demo (not production) also drops
 * the code in the demo outbox (otp-outbox.ts) where a tester can read it. A deployment plugs in
 * a real gateway through the same interface.
 */
import type { FastifyBaseLogger } from "fastify";

export interface SmsOtpMessage {
  /** The customer's stored user id. */
  readonly userId: string;
  /** The phone number as stored (digits, maybe "+"); "" when none is on file. */
  readonly phone: string;
  /** The six-digit code: handed to the gateway, never logged. */
  readonly code: string;
  /** Wall-clock epoch ms the code was issued. */
  readonly sentAt: number;
  /** Epoch ms the code stops being accepted. */
  readonly expiresAt: number;
}

export interface SmsSender {
  sendOtp(message: SmsOtpMessage): Promise<void>;
}

/** Where the demo keeps the codes it "sent" (otp-outbox.ts). */
export interface OtpOutbox {
  put(message: SmsOtpMessage): void;
}

/**
 * A phone with all but its last three digits hidden, as logs and answers show it.
 *
 * @example maskPhone("0901000002") // "***002"
 * @example maskPhone("")           // "***"
 */
export function maskPhone(phone: string): string {
  return `***${lastThreeDigits(phone)}`;
}

/** The last three digits of a phone (GetSMSOtpForce's phoneLastThree); fewer when it has fewer. */
export function lastThreeDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(-3);
}

/** The sender without a gateway: a log line without the code, and the demo outbox when given. */
export function createLoggingSmsSender(logger: FastifyBaseLogger, outbox: OtpOutbox | null): SmsSender {
  return {
    async sendOtp(message) {
      logger.info({ user: message.userId }, `OTP sent to ${maskPhone(message.phone)}`);
      outbox?.put(message);
    },
  };
}
