import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runReplayCommand } from "../src/cli/replay-command";

const EXAMPLE = fileURLToPath(new URL("../examples/ato-worked-example.csv", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "exchange-replay-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = runReplayCommand(args, {
    stdout: (text) => stdout.push(text),
    stderr: (text) => stderr.push(text),
    cwd: root,
  });
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}

function input(name: string, ...rows: string[]): string {
  writeFileSync(
    join(root, name),
    ["time,action,symbol,side,type,price,volume,account,client_id,ref", ...rows].join("\n"),
  );
  return name;
}

describe("the replay tool", () => {
  it("reproduces the worked ATO example of market-rules §7 on a real HOSE stock at 20,000", () => {
    const { code, stdout, stderr } = run(EXAMPLE, "--out", "ato");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(readFileSync(join(root, "ato", "trades.csv"), "utf8")).toBe(
      [
        "trade_id,time,symbol,board,price,volume,buy_client_id,sell_client_id,aggressor",
        "1,2026-02-10 09:15:00,TCT,lot,20000,2000,B2,S1,",
        "2,2026-02-10 09:15:00,TCT,lot,20000,3000,B1,S2,",
        "",
      ].join("\n"),
    );
    expect(readFileSync(join(root, "ato", "books.csv"), "utf8")).toBe(
      [
        "symbol,board,side,level,price,volume,orders",
        "TCT,lot,B,1,19950,4000,1",
        "TCT,lot,S,1,20100,4000,1",
        "",
      ].join("\n"),
    );
    const orders = readFileSync(join(root, "ato", "orders.csv"), "utf8")
      .trim()
      .split("\n");
    expect(orders).toHaveLength(8);
    expect(orders.slice(1, 7).every((line) => line.includes(",accepted,"))).toBe(true);
    expect(stdout).toContain("2 trades: 5,000 shares, 100,000,000 VND.");
  });

  it.each([
    [
      "an unknown action",
      ["09:20:00,sell,TCT,S,LO,20000,100,a,c1,"],
      /bad\.csv: row 1 \(line 2\): unknown action "sell"/,
    ],
    ["a bad number", ["09:20:00,new,TCT,S,LO,20k,100,a,c1,"], /row 1 \(line 2\): bad number in price: "20k"/],
    [
      "an unknown ref",
      ["09:20:00,new,TCT,S,LO,20000,100,a,c1,", "09:20:01,cancel,,,,,,,,c2"],
      /row 2 \(line 3\): unknown ref "c2"/,
    ],
    [
      "rows out of order",
      ["09:20:00,advance,,,,,,,,", "09:10:00,advance,,,,,,,,"],
      /row 2 \(line 3\).*time order/,
    ],
  ])("stops at %s with the row, no stack trace, exit code 1", (_, rows, message) => {
    const { code, stderr } = run(input("bad.csv", ...rows));
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    ["a missing file", ["missing.csv"], /no such file/],
    ["no file", [], /exactly one input file/],
    ["an unknown option", [EXAMPLE, "--speed", "2"], /Unknown option '--speed'/],
    ["a bad date", [EXAMPLE, "--date", "10/02/2026"], /--date must be a date/],
    ["a weekend", [EXAMPLE, "--date", "2026-02-14"], /2026-02-14 is not a trading day/],
    ["a bad seed", [EXAMPLE, "--seed", "x"], /--seed must be a whole number/],
  ])("refuses %s", (_, args, message) => {
    const { code, stderr } = run(...args);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  });
});
