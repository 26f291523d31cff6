import { describe, expect, it, vi } from "vitest";
import { disclosuresOf, pendingInstructions } from "../broker/ledger-store";
import { OrderDesk } from "../broker/order-desk";
import { databaseOver } from "../db/open-database";
import type { Database } from "../db/stores";
import { freshCustomerId } from "../db/test-support/customer-fixtures";
import { embeddedBackend, useTestDatabase } from "../db/test-support/test-backends";
import { ADMIN_USAGE, runAdminCommand } from "./admin-command";

const NOW = Date.UTC(2026, 1, 10, 2, 20);

describe("the admin tool's ledger commands", () => {
  const database = useTestDatabase(embeddedBackend);
  const shared = () => databaseOver("embedded", { db: database().db, close: async () => {} });

  async function admin(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const open = vi.fn(async (): Promise<Database> => shared());
    const code = await runAdminCommand(
      args,
      { stdout: (text) => out.push(text), stderr: (text) => err.push(text) },
      { open, now: () => NOW },
    );
    return { code, stdout: out.join(""), stderr: err.join(""), opened: open.mock.calls.length > 0 };
  }

  /** A fresh customer with a cash account (…1) and a derivatives account (…8); answers their codes. */
  async function accounts() {
    const userId = freshCustomerId();
    const create = [
      [
        "create-customer",
        "--user",
        userId,
        "--name",
        "Khách Sổ",
        "--password",
        "Strong@123",
        "--pin",
        "123456",
      ],
      ["create-account", "--user", userId, "--code", `${userId}1`, "--type", "1"],
      ["create-account", "--user", userId, "--code", `${userId}8`, "--type", "8"],
    ];
    for (const args of create) expect((await admin(...args)).code).toBe(0);
    return { cash: `${userId}1`, derivatives: `${userId}8` };
  }

  /** What the running server does every second: an order desk over the database polls. */
  async function deskApplies() {
    const desk = await OrderDesk.open({ database: shared(), instructionPollMillis: 0 });
    await desk.pollInstructions();
    return desk;
  }

  it("deposit writes an instruction, says when it is applied, and the order desk applies it", async () => {
    const { cash } = await accounts();
    const result = await admin("deposit", cash.toLowerCase(), "500_000_000", "--note", "wire 42");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^instruction \d+: deposit of 500,000,000 VND to /);
    expect(result.stdout).toContain("within a second of the server's next start");
    expect(result.stdout).toContain("the server is stopped while this tool runs");
    const pending = (await pendingInstructions(shared().sql)).filter((row) => row.account === cash);
    expect(pending).toMatchObject([{ kind: "DEPOSIT", asset: "VND", amount: 500_000_000, note: "wire 42" }]);

    const desk = await deskApplies();
    expect(desk.balances.cashOf(cash).cash).toBe(500_000_000);
    expect((await pendingInstructions(shared().sql)).filter((row) => row.account === cash)).toEqual([]);
  });

  it("withdraw takes free cash out, and the desk refuses one above it (list-ledger says why)", async () => {
    const { cash } = await accounts();
    expect((await admin("deposit", cash, "1,000,000")).code).toBe(0);
    expect((await admin("withdraw", cash, "400000")).code).toBe(0);
    expect((await admin("withdraw", cash, "700000")).code).toBe(0);
    const desk = await deskApplies();
    expect(desk.balances.cashOf(cash).cash).toBe(600_000);

    const listed = await admin("list-ledger", cash);
    expect(listed.code).toBe(0);
    const rows = listed.stdout.split("\n").filter((line) => /^\d+\s/.test(line));
    expect(rows.map((line) => line.split(/\s{2,}/).slice(1))).toEqual([
      ["DEPOSIT", "VND", "1,000,000", "-", "admin tool", "applied"],
      ["WITHDRAW", "VND", "400,000", "-", "admin tool", "applied"],
      ["WITHDRAW", "VND", "700,000", "-", "admin tool", "refused: not enough free cash"],
    ]);
    expect(listed.stdout).toContain("cash 600,000 VND free, 0 on hold, 0 receivable");
  });

  it("transfer-in-shares gives settled shares at their cost; list-ledger shows them pending, then held", async () => {
    const { cash } = await accounts();
    const result = await admin("transfer-in-shares", cash, "fpt", "1000", "95000");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`1,000 settled FPT at 95,000 VND into ${cash} written`);
    const before = await admin("list-ledger", cash);
    expect(before.stdout).toMatch(/SHARES_IN\s+FPT\s+1,000\s+95,000\s+admin tool\s+pending/);
    expect(before.stdout).toContain("pending: the server's order desk applies it");

    const desk = await deskApplies();
    expect(desk.balances.holdingOf(cash, "FPT")).toMatchObject({ available: 1_000, cost: 95_000_000 });
    const after = await admin("list-ledger", cash);
    expect(after.stdout).toMatch(/SHARES_IN\s+FPT\s+1,000\s+95,000\s+admin tool\s+applied/);
    expect(after.stdout).not.toContain("pending");
    expect(after.stdout).toContain(
      "FPT 1,000 shares (1,000 available, 0 on hold, 0 receiving), cost 95,000,000 VND",
    );
  });

  it("list-ledger of an account without instructions says so", async () => {
    const { cash } = await accounts();
    const result = await admin("list-ledger", cash);
    expect(result.stdout).toContain(`no ledger instructions for ${cash}`);
    expect(result.stdout).toContain("cash 0 VND free");
  });

  it("refuses shares on a derivatives account and any movement on an unknown account", async () => {
    const { derivatives } = await accounts();
    expect(await admin("transfer-in-shares", derivatives, "FPT", "100", "95000")).toMatchObject({
      code: 1,
      stderr: `admin: account ${derivatives} is a derivatives account: it holds contracts, not shares\n`,
    });
    expect((await admin("deposit", derivatives, "500000000")).code).toBe(0);
    for (const command of ["deposit", "withdraw"])
      expect(await admin(command, "NOBODY991", "1000")).toMatchObject({
        code: 1,
        stderr: "admin: no trading account NOBODY991\n",
      });
    expect((await admin("list-ledger", "NOBODY991")).stderr).toBe("admin: no trading account NOBODY991\n");
    const written = (await pendingInstructions(shared().sql)).filter((row) => row.account === derivatives);
    expect(written).toMatchObject([{ kind: "DEPOSIT", amount: 500_000_000 }]);
  });

  it.each([
    {
      rule: "a zero amount",
      args: ["deposit", "ACC1", "0"],
      message: "the amount must be a whole number above 0",
    },
    { rule: "a negative amount", args: ["deposit", "ACC1", "--", "-5"], message: 'got "-5"' },
    { rule: "a fraction", args: ["withdraw", "ACC1", "1.5"], message: 'got "1.5"' },
    { rule: "an exponent", args: ["deposit", "ACC1", "1e9"], message: 'got "1e9"' },
    { rule: "badly grouped digits", args: ["deposit", "ACC1", "1,00,000"], message: 'got "1,00,000"' },
    {
      rule: "an amount above the safe integers",
      args: ["deposit", "ACC1", "9007199254740992"],
      message: "at most 9,007,199,254,740,991",
    },
    {
      rule: "a bad account code",
      args: ["deposit", "a b", "1000"],
      message: 'account "a b" must be 2 to 20',
    },
    {
      rule: "a bad symbol",
      args: ["transfer-in-shares", "ACC1", "$$", "100", "1000"],
      message: '"$$" is not a symbol',
    },
    {
      rule: "two symbols",
      args: ["transfer-in-shares", "ACC1", "FPT,VNM", "100", "1000"],
      message: '"FPT,VNM" is not one symbol',
    },
    {
      rule: "a zero unit cost",
      args: ["transfer-in-shares", "ACC1", "FPT", "100", "0"],
      message: "the unit cost must be a whole number above 0",
    },
    {
      rule: "a cost above the safe integers",
      args: ["transfer-in-shares", "ACC1", "FPT", "1000000000", "100000000"],
      message: "the cost 1000000000 × 100000000 VND is above",
    },
  ])("refuses $rule before opening the database, without the usage", async ({ args, message }) => {
    const result = await admin(...args);
    expect(result).toMatchObject({ code: 1, opened: false });
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain("usage:");
  });

  it.each([
    { args: ["deposit", "ACC1"], message: "deposit takes ACCOUNT AMOUNT, got 1 argument" },
    { args: ["list-ledger"], message: "list-ledger takes ACCOUNT, got 0 arguments" },
    { args: ["withdraw", "ACC1", "10", "20"], message: "withdraw takes ACCOUNT AMOUNT, got 3 arguments" },
    { args: ["create-account", "extra"], message: "Unexpected argument 'extra'" },
  ])("answers the usage for $args", async ({ args, message }) => {
    const result = await admin(...args);
    expect(result).toMatchObject({ code: 1, opened: false });
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain(ADMIN_USAGE);
  });

  it("disclose records an insider's planned trade; it refuses a non-insider, a long window, a bad side", async () => {
    const userId = freshCustomerId();
    expect(
      (
        await admin(
          "create-customer",
          "--user",
          userId,
          "--name",
          "Người Nội Bộ",
          "--password",
          "Strong@123",
          "--pin",
          "123456",
          "--insider",
          "FPT",
        )
      ).code,
    ).toBe(0);
    const done = await admin("disclose", userId, "FPT", "S", "20,000", "2026-02-10", "2026-03-11");
    expect(done).toMatchObject({ code: 0 });
    expect(done.stdout).toContain(`${userId} sells up to 20,000 FPT from 2026-02-10 to 2026-03-11`);
    const rows = await disclosuresOf(shared().sql, userId, "FPT");
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        userId,
        symbol: "FPT",
        side: "S",
        volume: 20_000,
        fromDate: "2026-02-10",
        toDate: "2026-03-11",
      },
    ]);
    expect((await admin("disclose", userId, "VNM", "S", "100", "2026-02-10", "2026-02-11")).stderr).toContain(
      "no insider of VNM",
    );
    expect((await admin("disclose", userId, "FPT", "S", "100", "2026-02-10", "2026-03-12")).stderr).toContain(
      "at most 30 days",
    );
    expect((await admin("disclose", userId, "FPT", "X", "100", "2026-02-10", "2026-02-11")).stderr).toContain(
      "B or S",
    );
  });

  it("help names the ledger commands and that the embedded database needs the server stopped", async () => {
    const { stdout } = await admin("help");
    for (const command of ["deposit", "withdraw", "transfer-in-shares", "list-ledger"])
      expect(stdout).toMatch(new RegExp(`^  ${command} +ACCOUNT`, "m"));
    expect(stdout).toContain("DATA_DIR (embedded, the server must be stopped)");
    expect(stdout).toContain("on the embedded database at the server's next start");
  });
});
