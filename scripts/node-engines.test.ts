import { readFileSync } from "node:fs";
import { minVersion, satisfies } from "semver";
import { describe, expect, it } from "vitest";

// The README and package.json promise one Node; every package `npm ci` installs must accept it,
// or a newcomer on that Node gets EBADENGINE warnings and code written for a newer runtime.
// The lockfile records each package's `engines`, so this needs no installed tree.

interface LockEntry {
  readonly engines?: { readonly node?: string };
}
interface Lockfile {
  readonly packages: Record<string, LockEntry>;
}
interface Manifest {
  readonly engines: { readonly node: string };
}

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as T;

/** The packages whose stated Node range refuses `node`, as "path (range)". */
export function refusing(lock: Lockfile, node: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = entry.engines?.node;
    return path !== "" && range !== undefined && !satisfies(node, range) ? [`${path} (${range})`] : [];
  });
}

describe("the Node the project states", () => {
  const stated = readJson<Manifest>("../package.json").engines.node;
  const oldest = minVersion(stated)?.version ?? "";

  it("is accepted by every locked package", () => {
    expect(refusing(readJson<Lockfile>("../package-lock.json"), oldest)).toEqual([]);
  });

  it("is checked: a package wanting a newer Node is named", () => {
    const lock: Lockfile = {
      packages: {
        "": {},
        "node_modules/new": { engines: { node: ">=22" } },
        "node_modules/old": { engines: { node: ">=18" } },
      },
    };
    expect(refusing(lock, oldest)).toEqual(["node_modules/new (>=22)"]);
  });
});
