/**
 * `npm run admin -- <command> [options]`: the administrator's tool for customers, trading
 * accounts and their ledger (ledger-commands.ts), on the server's own database. Each command checks its input before it opens the
 * database; a mistake prints what is wrong (and the usage when the command line itself is
 * wrong), never a stack trace, and answers exit code 1. What it changes goes to the audit log.
 */
import { parseArgs } from "node:util";
import {
  AccountInputError,
  readAccount,
  readDate,
  readFunctions,
  readName,
  readUserId,
} from "../customers/customer-fields";
import { prepareCustomer } from "../customers/new-customer";
import { generateTotpSecret, otpauthUri, TOTP_ISSUER } from "../credentials/totp";
import type { AuditAction, AuditDetail, Database, Stores } from "../db/stores";
import { AdminError, flag, table, text, UsageError, type Command, type Values } from "./admin-kit";
import { LEDGER_COMMANDS, LEDGER_USAGE } from "./ledger-commands";

export { AdminError, UsageError } from "./admin-kit";

export const ADMIN_USAGE = `usage: npm run admin -- <command> [options]

  create-customer --user ID --name NAME --password PASSWORD --pin PIN
                  [--authen O|T] [--otp-at-login] [--phone PHONE] [--must-change]
                  [--insider FPT,VNM] [--card-status 0|1|2] [--expert-follow]
                  [--password-expires YYYY-MM-DD]
  create-account  --user ID --code CODE --type 1|3|6|8 [--functions B,S] [--name NAME]
  list-customers
  enrol-totp      --user ID
  set-default     --user ID --account CODE
${LEDGER_USAGE}
  help

The database is the server's: DATA_DIR (embedded, the server must be stopped) or DATABASE_URL.
The ledger commands write instructions that the server's order desk applies within a second while
it runs, so on the embedded database at the server's next start; AMOUNT and UNIT-COST are whole VND.
A password given on the command line stays in the shell's history: clear it on a shared machine.`;

export interface AdminIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export interface AdminDeps {
  /** Opens the database the commands work on; the command closes it. */
  readonly open: () => Promise<Database>;
  /** Wall-clock epoch ms, for the audit log. */
  readonly now: () => number;
}

async function audit(stores: Stores, now: number, action: AuditAction, userId: string, detail: AuditDetail) {
  await stores.auditLog.append({
    at: now,
    userId,
    action,
    ip: null,
    detail: { ...detail, by: "admin-tool" },
  });
}

const createCustomer: Command = {
  options: {
    user: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
    pin: { type: "string" },
    authen: { type: "string" },
    "otp-at-login": { type: "boolean" },
    phone: { type: "string" },
    "must-change": { type: "boolean" },
    insider: { type: "string" },
    "card-status": { type: "string" },
    "expert-follow": { type: "boolean" },
    "password-expires": { type: "string" },
  },
  required: ["user", "name", "password", "pin"],
  async prepare(values, now) {
    const expires = values["password-expires"];
    const customer = await prepareCustomer({
      userId: text(values, "user"),
      name: text(values, "name"),
      password: text(values, "password"),
      pin: text(values, "pin"),
      authenType: text(values, "authen") || "T",
      otpAtLogin: flag(values, "otp-at-login"),
      phone: text(values, "phone"),
      mustChangePassword: flag(values, "must-change"),
      insiderSymbols: text(values, "insider"),
      cardStatus: text(values, "card-status") || "0",
      expertFollow: flag(values, "expert-follow"),
      passwordExpiresOn: typeof expires === "string" ? readDate(expires, "--password-expires") : null,
    });
    if (customer.authenType === "O" && customer.otpAtLogin && customer.phone === "")
      throw new AccountInputError("an SMS OTP login (--authen O --otp-at-login) needs --phone");
    return async ({ stores }) => {
      const created = await stores.customers.create(customer);
      if (created === null)
        throw new AdminError(`a customer ${customer.userId} exists already (user ids ignore case)`);
      await audit(stores, now, "admin.customer.create", created.userId, {
        authenType: created.authenType,
        otpAtLogin: created.otpAtLogin,
      });
      return `created customer ${created.userId} (${created.name}); add accounts with create-account`;
    };
  },
};

const createAccount: Command = {
  options: {
    user: { type: "string" },
    code: { type: "string" },
    type: { type: "string" },
    functions: { type: "string" },
    name: { type: "string" },
  },
  required: ["user", "code", "type"],
  async prepare(values, now) {
    const userId = readUserId(text(values, "user"));
    const { code, type } = readAccount(text(values, "code"), text(values, "type"));
    const functions = readFunctions(typeof values["functions"] === "string" ? values["functions"] : "B,S");
    const givenName = values["name"];
    const name = typeof givenName === "string" ? readName(givenName) : null;
    return async ({ stores }) => {
      const customer = await stores.customers.find(userId);
      if (customer === null) throw new AdminError(`no customer ${userId}`);
      const result = await stores.tradingAccounts.create({
        accountCode: code,
        userId: customer.userId,
        name: name ?? customer.name,
        type,
        functions,
      });
      if (!result.ok)
        throw new AdminError(
          result.reason === "duplicate" ? `account ${code} exists already` : `account ${code} was refused`,
        );
      await audit(stores, now, "admin.account.create", customer.userId, { account: code, type, functions });
      return `created account ${code} (type ${type}, functions ${functions.join(",") || "none"}) for ${customer.userId}`;
    };
  },
};

const listCustomers: Command = {
  options: {},
  required: [],
  async prepare() {
    return async ({ stores }) => {
      const customers = await stores.customers.list();
      if (customers.length === 0) return "no customers";
      const rows = [
        ["USER", "NAME", "AUTH", "OTP", "2FA", "CHANGE", "CARD", "INSIDER", "EXPERT", "ACCOUNTS", "DEFAULT"],
      ];
      for (const customer of customers) {
        const accounts = await stores.tradingAccounts.listByUser(customer.userId);
        rows.push([
          customer.userId,
          customer.name,
          customer.authenType,
          customer.otpAtLogin ? "yes" : "no",
          customer.login2faFlag,
          customer.mustChangePassword ? "yes" : "no",
          customer.cardStatus,
          customer.insiderSymbols.join(",") || "-",
          customer.expertFollow ? "yes" : "no",
          accounts.map((account) => account.accountCode).join(",") || "-",
          customer.defaultAccount ?? "-",
        ]);
      }
      return table(rows);
    };
  },
};

const enrolTotp: Command = {
  options: { user: { type: "string" } },
  required: ["user"],
  async prepare(values, now) {
    const userId = readUserId(text(values, "user"));
    return async ({ stores }) => {
      const customer = await stores.customers.find(userId);
      if (customer === null) throw new AdminError(`no customer ${userId}`);
      const secret = generateTotpSecret();
      // Enrolled by the administrator, who hands the customer the URI: set up at once.
      await stores.customers.enrolTotp(customer.userId, secret);
      await stores.customers.setTwoFactor(customer.userId, "1");
      await audit(stores, now, "admin.totp.enrol", customer.userId, {});
      const lines = [
        `enrolled smart OTP for ${customer.userId}; give the customer this URI as a QR code:`,
        otpauthUri(TOTP_ISSUER, customer.userId, secret),
        `(or the secret to type in: ${secret})`,
      ];
      if (customer.authenType !== "T" || !customer.otpAtLogin)
        lines.push("note: login asks for it only for a customer with authentication type T and OTP at login");
      return lines.join("\n");
    };
  },
};

const setDefault: Command = {
  options: { user: { type: "string" }, account: { type: "string" } },
  required: ["user", "account"],
  async prepare(values, now) {
    const userId = readUserId(text(values, "user"));
    const account = text(values, "account").trim().toUpperCase();
    return async ({ stores }) => {
      const customer = await stores.customers.find(userId);
      if (customer === null) throw new AdminError(`no customer ${userId}`);
      if (!(await stores.customers.setDefaultAccount(customer.userId, account)))
        throw new AdminError(`account ${account} is not one of ${customer.userId}'s accounts`);
      await audit(stores, now, "admin.account.default", customer.userId, { account });
      return `the default account of ${customer.userId} is now ${account}`;
    };
  },
};

export const ADMIN_COMMANDS: Readonly<Record<string, Command>> = {
  "create-customer": createCustomer,
  "create-account": createAccount,
  "list-customers": listCustomers,
  "enrol-totp": enrolTotp,
  "set-default": setDefault,
  ...LEDGER_COMMANDS,
};

function readCommandLine(args: readonly string[]): { command: Command; values: Values } {
  const [name, ...rest] = args;
  if (name === undefined) throw new UsageError("no command given");
  const command = ADMIN_COMMANDS[name];
  if (command === undefined) throw new UsageError(`unknown command "${name}"`);
  const names = command.positionals ?? [];
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: rest,
      options: command.options,
      strict: true,
      allowPositionals: names.length > 0,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length !== names.length)
    throw new UsageError(
      `${name} takes ${names.map((positional) => positional.toUpperCase()).join(" ")}, ` +
        `got ${parsed.positionals.length} argument${parsed.positionals.length === 1 ? "" : "s"}`,
    );
  const values: Values = { ...parsed.values };
  names.forEach((positional, i) => (values[positional] = parsed.positionals[i]));
  const missing = command.required.filter((option) => typeof values[option] !== "string");
  if (missing.length > 0)
    throw new UsageError(`${name} needs ${missing.map((option) => `--${option}`).join(", ")}`);
  return { command, values };
}

/** Runs the tool on `args` (without the program name); answers the process exit code. */
export async function runAdminCommand(
  args: readonly string[],
  io: AdminIo,
  deps: AdminDeps,
): Promise<number> {
  if (args[0] === "help" || args[0] === "--help" || args[0] === "-h") {
    io.stdout(`${ADMIN_USAGE}\n`);
    return 0;
  }
  let database: Database | undefined;
  try {
    const { command, values } = readCommandLine(args);
    const now = deps.now();
    const work = await command.prepare(values, now);
    database = await deps.open();
    io.stdout(`${await work(database)}\n`);
    return 0;
  } catch (error) {
    io.stderr(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof UsageError) io.stderr(`${ADMIN_USAGE}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
