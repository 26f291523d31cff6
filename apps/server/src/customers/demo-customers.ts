/**
 * The demo customers a fresh database starts with (DEMO_SEED, on unless NODE_ENV=production):
 * one per case the web app handles — plain login, SMS OTP, smart OTP, forced password change,
 * derivatives, margin, insider, card-blocked and expert-follow. Their credentials are public
 * (docs/security.md): demo-only, never for a deployment with real customers.
 *
 * User ids are account-like customer codes and each account code is the user id plus the type
 * digit, so "the account code without its last digit" (GetAccountInfo's p1) is the user id.
 * The smart-OTP customer has a fixed TOTP secret, so tests and people can compute its codes
 * (totpCode(DEMO_TOTP_SECRET, now), or any authenticator app given DEMO_TOTP_URI).
 */
import { addDays, exchangeTimeAt } from "@bangia/market";
import type { AccountType, Stores } from "../db/stores";
import { prepareCustomer, type CustomerInput } from "./new-customer";
import { otpauthUri, TOTP_ISSUER } from "../credentials/totp";

/** Every demo customer's password: it meets the policy (8–32, digit, lower, upper, special). */
export const DEMO_PASSWORD = "Demo@2026";
/** Every demo customer's trading PIN. */
export const DEMO_PIN = "123456";
/** The smart-OTP demo customer's TOTP secret: base32 of "bangia-demo-totp-key". */
export const DEMO_TOTP_SECRET = "MJQW4Z3JMEWWIZLNN4WXI33UOAWWWZLZ";
/** Days a demo password stays valid after the seed. */
const DEMO_PASSWORD_DAYS = 365;

export interface DemoAccount {
  readonly code: string;
  readonly type: AccountType;
  readonly functions: readonly string[];
}

export interface DemoCustomer extends Omit<CustomerInput, "password" | "pin" | "passwordExpiresOn"> {
  /** What the customer demonstrates, for the docs. */
  readonly shows: string;
  readonly accounts: readonly DemoAccount[];
  readonly defaultAccount?: string;
}

const BUY_SELL = ["B", "S"] as const;
const cash = (userId: string): DemoAccount => ({ code: `${userId}1`, type: "1", functions: BUY_SELL });

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    userId: "058C000001",
    name: "Nguyễn Văn An",
    shows: "plain login: no OTP step; two-factor not set up, so the smart-OTP guide shows once a day",
    accounts: [cash("058C000001")],
  },
  {
    userId: "058C000002",
    name: "Trần Thị Bình",
    shows: "SMS OTP at login (authentication type O)",
    authenType: "O",
    otpAtLogin: true,
    login2faFlag: "1",
    phone: "0901000002",
    accounts: [cash("058C000002")],
  },
  {
    userId: "058C000003",
    name: "Lê Hoàng Cường",
    shows: "smart OTP (TOTP) at login, with the fixed demo secret",
    authenType: "T",
    otpAtLogin: true,
    login2faFlag: "1",
    totpSecret: DEMO_TOTP_SECRET,
    accounts: [cash("058C000003")],
  },
  {
    userId: "058C000004",
    name: "Phạm Minh Dũng",
    shows: "forced password change at the first login (iFlag 1)",
    mustChangePassword: true,
    accounts: [cash("058C000004")],
  },
  {
    userId: "058C000005",
    name: "Hoàng Thu Hà",
    shows: "a derivatives account (code ending in 8, the default) beside a cash account",
    accounts: [cash("058C000005"), { code: "058C0000058", type: "8", functions: BUY_SELL }],
    defaultAccount: "058C0000058",
  },
  {
    userId: "058C000006",
    name: "Vũ Quốc Khánh",
    shows: "an insider of FPT (disclosure alert and insider block)",
    insiderSymbols: ["FPT"],
    accounts: [cash("058C000006")],
  },
  {
    userId: "058C000007",
    name: "Đặng Thị Lan",
    shows: "identity card not updated (C_IS_CARD_CLEAR 2): the CCCD block",
    cardStatus: "2",
    accounts: [cash("058C000007")],
  },
  {
    userId: "058C000008",
    name: "Bùi Văn Minh",
    shows: "follows an expert: orders are refused (95001)",
    expertFollow: true,
    accounts: [cash("058C000008")],
  },
  {
    userId: "058C000009",
    name: "Ngô Thị Ngọc",
    shows: "margin accounts (types 3 and 6) beside a cash account",
    accounts: [
      cash("058C000009"),
      { code: "058C0000093", type: "3", functions: BUY_SELL },
      { code: "058C0000096", type: "6", functions: BUY_SELL },
    ],
  },
];

/** The otpauth URI of the smart-OTP demo customer (what its enrolment QR code holds). */
export const DEMO_TOTP_URI = otpauthUri(TOTP_ISSUER, "058C000003", DEMO_TOTP_SECRET);

/**
 * Creates the demo customers and their accounts when there are no customers at all; answers how
 * many customers it created (0 when the table already held some). Safe with two servers
 * starting together on one database: every insert skips a row that exists, and a server creates
 * the accounts of only the customers it inserted itself, so each row is created once.
 * `now` (wall-clock epoch ms) dates the passwords' expiry, a year on.
 */
export async function seedDemoCustomers(stores: Stores, now: number): Promise<number> {
  if ((await stores.customers.count()) > 0) return 0;
  const expiresOn = addDays(exchangeTimeAt(now).date, DEMO_PASSWORD_DAYS);
  const prepared = await Promise.all(
    DEMO_CUSTOMERS.map((demo) =>
      prepareCustomer({ ...demo, password: DEMO_PASSWORD, pin: DEMO_PIN, passwordExpiresOn: expiresOn }),
    ),
  );
  let created = 0;
  for (const [i, demo] of DEMO_CUSTOMERS.entries()) {
    const customer = prepared[i];
    if (customer === undefined || (await stores.customers.create(customer)) === null) continue;
    created++;
    for (const account of demo.accounts) {
      await stores.tradingAccounts.create({
        accountCode: account.code,
        userId: customer.userId,
        name: customer.name,
        type: account.type,
        functions: account.functions,
      });
    }
    if (demo.defaultAccount !== undefined)
      await stores.customers.setDefaultAccount(customer.userId, demo.defaultAccount);
  }
  if (created > 0)
    await stores.auditLog.append({
      at: now,
      userId: null,
      action: "demo.seed",
      ip: null,
      detail: { created },
    });
  return created;
}
