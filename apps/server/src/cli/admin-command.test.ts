import { describe, expect, it, vi } from "vitest";
import { clientPasswordDigest } from "../credentials/client-password";
import { verifySecret } from "../credentials/password-hash";
import { totpCode, verifyTotp } from "../credentials/totp";
import { databaseOver } from "../db/open-database";
import type { Database } from "../db/stores";
import { freshCustomerId } from "../db/test-support/customer-fixtures";
import { embeddedBackend, useTestDatabase } from "../db/test-support/test-backends";
import { ADMIN_USAGE, runAdminCommand } from "./admin-command";

const NOW = Date.UTC(2026, 1, 10, 2, 20);
const PASSWORD = "Strong@123";

describe("the admin tool", () => {
  const database = useTestDatabase(embeddedBackend);

  /** Runs a command line on the shared test database (kept open across commands). */
  async function admin(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const shared = database();
    const open = vi.fn(async (): Promise<Database> =>
      databaseOver("embedded", { db: shared.db, close: async () => {} }),
    );
    const code = await runAdminCommand(
      args,
      { stdout: (text) => out.push(text), stderr: (text) => err.push(text) },
      { open, now: () => NOW },
    );
    return { code, stdout: out.join(""), stderr: err.join(""), opened: open.mock.calls.length > 0 };
  }
  const stores = () => databaseOver("embedded", database()).stores;

  async function customerWithAccount(userId = freshCustomerId()) {
    expect(
      (
        await admin(
          "create-customer",
          "--user",
          userId,
          "--name",
          "Khách Thử",
          "--password",
          PASSWORD,
          "--pin",
          "123456",
        )
      ).code,
    ).toBe(0);
    expect(
      (await admin("create-account", "--user", userId, "--code", `${userId}1`, "--type", "1")).code,
    ).toBe(0);
    return userId;
  }

  describe("command line mistakes", () => {
    it("prints the usage for help, with exit code 0", async () => {
      const result = await admin("help");
      expect(result).toMatchObject({ code: 0, stdout: `${ADMIN_USAGE}\n`, opened: false });
    });

    it.each([
      { rule: "no command", args: [], message: "no command given" },
      { rule: "an unknown command", args: ["drop-everything"], message: 'unknown command "drop-everything"' },
      { rule: "an unknown option", args: ["list-customers", "--all"], message: "--all" },
      {
        rule: "a missing option",
        args: ["create-account", "--user", "X01", "--type", "1"],
        message: "needs --code",
      },
      { rule: "a value missing after an option", args: ["enrol-totp", "--user"], message: "--user" },
    ])("$rule: message and usage, exit code 1, database untouched", async ({ args, message }) => {
      const result = await admin(...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain(ADMIN_USAGE);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.opened).toBe(false);
    });

    it.each([
      { rule: "a weak password", extra: ["--password", "password1"], message: "8 to 32 characters" },
      { rule: "a PIN that is not six digits", extra: ["--pin", "12ab"], message: "PIN must be 6 digits" },
      { rule: "an unknown authentication type", extra: ["--authen", "X"], message: "O (SMS OTP) or T" },
      {
        rule: "SMS OTP without a phone",
        extra: ["--authen", "O", "--otp-at-login"],
        message: "needs --phone",
      },
      { rule: "a bad insider symbol", extra: ["--insider", "FPT,$$"], message: '"$$" is not a symbol' },
      { rule: "a bad expiry date", extra: ["--password-expires", "2026-02-30"], message: "YYYY-MM-DD" },
      { rule: "a bad user id", extra: ["--user", "a b"], message: 'user id "a b"' },
    ])("refuses $rule before opening the database, without the usage", async ({ extra, message }) => {
      const base = {
        "--user": freshCustomerId(),
        "--name": "Khách",
        "--password": PASSWORD,
        "--pin": "123456",
      };
      const args = Object.entries(base).flat();
      const result = await admin("create-customer", ...args, ...extra);
      expect(result).toMatchObject({ code: 1, opened: false });
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toContain("usage:");
    });

    it("refuses an account type that is not the code's last digit", async () => {
      const result = await admin("create-account", "--user", "X01", "--code", "058C0000011", "--type", "8");
      expect(result).toMatchObject({ code: 1, opened: false });
      expect(result.stderr).toContain("ends in 1, so its type cannot be 8");
    });

    it("reports a database that cannot open as a message, not a stack", async () => {
      const code = await runAdminCommand(
        ["list-customers"],
        { stdout: () => {}, stderr: (text) => expect(text).toBe("admin: cannot connect\n") },
        { open: () => Promise.reject(new Error("cannot connect")), now: () => NOW },
      );
      expect(code).toBe(1);
    });
  });

  describe("create-customer", () => {
    it("creates a customer whose password (as the browser sends it) and PIN verify", async () => {
      const userId = freshCustomerId();
      const result = await admin(
        "create-customer",
        ...["--user", userId, "--name", "  Trần   Thị Thử ", "--password", PASSWORD, "--pin", " 654321 "],
        ...["--authen", "o", "--otp-at-login", "--phone", "090 123 4567", "--must-change"],
        ...[
          "--insider",
          "fpt, VNM",
          "--card-status",
          "2",
          "--expert-follow",
          "--password-expires",
          "2027-01-31",
        ],
      );
      expect(result).toMatchObject({ code: 0, stderr: "" });
      expect(result.stdout).toContain(`created customer ${userId}`);
      const customer = await stores().customers.find(userId);
      expect(customer).toMatchObject({
        name: "Trần   Thị Thử",
        authenType: "O",
        otpAtLogin: true,
        phone: "0901234567",
        mustChangePassword: true,
        insiderSymbols: ["FPT", "VNM"],
        cardStatus: "2",
        expertFollow: true,
        passwordExpiresOn: "2027-01-31",
        login2faFlag: "0",
      });
      expect(await verifySecret(clientPasswordDigest(PASSWORD), customer?.passwordHash ?? "")).toBe(true);
      expect(await verifySecret("654321", customer?.pinHash ?? "")).toBe(true);
      expect(JSON.stringify(customer)).not.toContain(PASSWORD);
      const [entry] = await stores().auditLog.listByUser(userId, 5);
      expect(entry).toMatchObject({ action: "admin.customer.create", at: NOW, ip: null });
      expect(JSON.stringify(entry)).not.toContain(PASSWORD);
    });

    it("refuses a user id that exists in another case", async () => {
      const userId = await customerWithAccount(`${freshCustomerId()}a`);
      const again = await admin(
        "create-customer",
        ...["--user", userId.toUpperCase(), "--name", "Other", "--password", PASSWORD, "--pin", "123456"],
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toBe(
        `admin: a customer ${userId.toUpperCase()} exists already (user ids ignore case)\n`,
      );
    });
  });

  describe("create-account", () => {
    it("creates an account with buy and sell by default, named after the customer", async () => {
      const userId = await customerWithAccount();
      const accounts = await stores().tradingAccounts.listByUser(userId);
      expect(accounts).toMatchObject([
        { accountCode: `${userId}1`, type: "1", functions: ["B", "S"], name: "Khách Thử" },
      ]);
    });

    it("takes the functions, the name and a lower-case code", async () => {
      const userId = await customerWithAccount();
      const result = await admin(
        "create-account",
        ...[
          "--user",
          userId,
          "--code",
          `${userId.toLowerCase()}8`,
          "--type",
          "8",
          "--functions",
          "b",
          "--name",
          "Phái sinh",
        ],
      );
      expect(result.code).toBe(0);
      expect(await stores().tradingAccounts.find(`${userId}8`)).toMatchObject({
        type: "8",
        functions: ["B"],
        name: "Phái sinh",
      });
    });

    it("refuses an unknown customer and a taken code", async () => {
      const unknown = await admin(
        "create-account",
        "--user",
        "NOBODY01",
        "--code",
        "NOBODY011",
        "--type",
        "1",
      );
      expect(unknown).toMatchObject({ code: 1, stderr: "admin: no customer NOBODY01\n" });
      const userId = await customerWithAccount();
      const taken = await admin("create-account", "--user", userId, "--code", `${userId}1`, "--type", "1");
      expect(taken).toMatchObject({ code: 1, stderr: `admin: account ${userId}1 exists already\n` });
    });
  });

  describe("set-default", () => {
    it("sets one of the customer's accounts and refuses another's", async () => {
      const userId = await customerWithAccount();
      const other = await customerWithAccount();
      const refused = await admin("set-default", "--user", userId, "--account", `${other}1`);
      expect(refused).toMatchObject({
        code: 1,
        stderr: `admin: account ${other}1 is not one of ${userId}'s accounts\n`,
      });
      const done = await admin("set-default", "--user", userId, "--account", `${userId}1`);
      expect(done.code).toBe(0);
      expect((await stores().customers.find(userId))?.defaultAccount).toBe(`${userId}1`);
    });
  });

  describe("enrol-totp", () => {
    it("stores a new secret, sets two-factor up and prints the otpauth URI", async () => {
      const userId = await customerWithAccount();
      const result = await admin("enrol-totp", "--user", userId);
      expect(result.code).toBe(0);
      const uri = result.stdout.split("\n").find((line) => line.startsWith("otpauth://"));
      const secret = new URL(uri ?? "otpauth://x").searchParams.get("secret") ?? "";
      expect(uri).toBe(
        `otpauth://totp/Bangia:${userId}?secret=${secret}&issuer=Bangia&algorithm=SHA1&digits=6&period=30`,
      );
      const customer = await stores().customers.find(userId);
      expect(customer).toMatchObject({ totpSecret: secret, login2faFlag: "1" });
      expect(verifyTotp(customer?.totpSecret ?? "", totpCode(secret, NOW), NOW)).toBe(true);
      const [entry] = await stores().auditLog.listByUser(userId, 1);
      expect(entry?.action).toBe("admin.totp.enrol");
      expect(JSON.stringify(entry)).not.toContain(secret);
    });

    it("refuses an unknown customer", async () => {
      expect(await admin("enrol-totp", "--user", "NOBODY02")).toMatchObject({
        code: 1,
        stderr: "admin: no customer NOBODY02\n",
      });
    });
  });

  describe("list-customers", () => {
    it("lists customers with their flags and accounts", async () => {
      const userId = await customerWithAccount();
      const result = await admin("list-customers");
      expect(result.code).toBe(0);
      const [header, ...lines] = result.stdout.trimEnd().split("\n");
      expect(header).toMatch(
        /^USER\s+NAME\s+AUTH\s+OTP\s+2FA\s+CHANGE\s+CARD\s+INSIDER\s+EXPERT\s+ACCOUNTS\s+DEFAULT$/,
      );
      const line = lines.find((row) => row.startsWith(userId));
      expect(line?.split(/\s{2,}/)).toEqual([
        userId,
        "Khách Thử",
        "T",
        "no",
        "0",
        "no",
        "0",
        "-",
        "no",
        `${userId}1`,
        "-",
      ]);
    });
  });
});
