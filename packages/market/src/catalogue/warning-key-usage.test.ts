import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WARNING_KEYS } from "./warning-keys";

// The validator test files prove each key is produced by a failing form; this test closes the
// other side: a key added to the catalogue that no validator can return fails here.
const VALIDATOR_FOLDERS = ["orders", "account", "settings"];
const sourceRoot = join(import.meta.dirname, "..");

function validatorSources(): string {
  return VALIDATOR_FOLDERS.flatMap((folder) =>
    readdirSync(join(sourceRoot, folder))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => readFileSync(join(sourceRoot, folder, name), "utf8")),
  ).join("\n");
}

describe("warning keys (order-entry §8, accounts-session §8)", () => {
  it("every key in the catalogue is returned by some validator", () => {
    const sources = validatorSources();
    expect(WARNING_KEYS.filter((key) => !sources.includes(`"${key}"`))).toEqual([]);
  });
});
