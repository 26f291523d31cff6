/**
 * Turns what an administrator types into a customer row: checks every field (customer-fields)
 * and hashes the secrets — the password as the browser will send it (its client digest), the
 * PIN as the cancel and order forms send it (trimmed). Shared by the admin tool and the demo
 * seed, so both create customers the login will accept.
 */
import type { IsoDate } from "@bangia/market";
import type { AuthenType, CardStatus, NewCustomer, TwoFactorFlag } from "../db/stores";
import { hashPasswordForStorage } from "../credentials/client-password";
import {
  readAuthenType,
  readCardStatus,
  readName,
  readNewPassword,
  readPhone,
  readPin,
  readSymbols,
  readUserId,
} from "./customer-fields";
import { hashSecret } from "../credentials/password-hash";

export interface CustomerInput {
  readonly userId: string;
  readonly name: string;
  /** The password as typed; it must meet the password policy. */
  readonly password: string;
  readonly pin: string;
  readonly authenType?: AuthenType | string;
  readonly otpAtLogin?: boolean;
  readonly login2faFlag?: TwoFactorFlag;
  readonly totpSecret?: string | null;
  readonly phone?: string;
  readonly passwordExpiresOn?: IsoDate | null;
  readonly mustChangePassword?: boolean;
  readonly cardStatus?: CardStatus | string;
  /** Comma list or list of symbols. */
  readonly insiderSymbols?: string | readonly string[];
  readonly expertFollow?: boolean;
}

/** What the store needs to create the customer, secrets hashed. Throws AccountInputError. */
export async function prepareCustomer(input: CustomerInput): Promise<NewCustomer> {
  const userId = readUserId(input.userId);
  const name = readName(input.name);
  const password = readNewPassword(input.password);
  const pin = readPin(input.pin);
  const authenType = readAuthenType(input.authenType ?? "T");
  const phone = readPhone(input.phone ?? "");
  const cardStatus = readCardStatus(input.cardStatus ?? "0");
  const symbols = input.insiderSymbols ?? [];
  const insiderSymbols = readSymbols(typeof symbols === "string" ? symbols : symbols.join(","));
  const [passwordHash, pinHash] = await Promise.all([hashPasswordForStorage(password), hashSecret(pin)]);
  return {
    userId,
    name,
    passwordHash,
    pinHash,
    authenType,
    otpAtLogin: input.otpAtLogin ?? false,
    login2faFlag: input.login2faFlag ?? "0",
    totpSecret: input.totpSecret ?? null,
    phone,
    passwordExpiresOn: input.passwordExpiresOn ?? null,
    mustChangePassword: input.mustChangePassword ?? false,
    cardStatus,
    insiderSymbols,
    expertFollow: input.expertFollow ?? false,
  };
}
