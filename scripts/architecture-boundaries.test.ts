import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";
import { folderCycles } from "./folder-cycles";

// The boundaries live in .dependency-cruiser.cjs; this test proves each rule really fires,
// so a broken config cannot silently pass `npm run lint`.
const require = createRequire(import.meta.url);
const { forbidden } = require("../.dependency-cruiser.cjs") as { forbidden: unknown[] };

const root = mkdtempSync(join(tmpdir(), "boundaries-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeTree(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

async function violations(): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const { output } = await cruise(["packages", "apps"], {
      ruleSet: { forbidden } as never,
      tsPreCompilationDeps: true,
      validate: true,
    });
    return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  } finally {
    process.chdir(previous);
  }
}

describe("architecture boundaries", () => {
  it("flags every forbidden direction and allows the permitted ones", async () => {
    writeTree({
      "packages/market/src/rule.ts": 'import { x } from "../../exchange/src/book";\nexport const r = x;\n',
      "packages/exchange/src/book.ts":
        'import { s } from "../../../apps/server/src/app";\nexport const x = s;\n',
      "apps/server/src/app.ts": 'import { w } from "../../web/src/view";\nexport const s = w;\n',
      "apps/web/src/view.ts":
        'import { x } from "../../../packages/exchange/src/book";\nimport { ok } from "../../../packages/market/src/ok";\nexport const w = [x, ok];\n',
      "packages/market/src/ok.ts": "export const ok = 1;\n",
      "packages/market/src/io.ts":
        'import { readFileSync } from "node:fs";\nexport const io = readFileSync;\n',
      "packages/market/src/io.test.ts":
        'import { readFileSync } from "node:fs";\nexport const t = readFileSync;\n',
    });
    const found = await violations();
    expect(found).toEqual(
      expect.arrayContaining([
        "market-is-the-base: packages/market/src/rule.ts -> packages/exchange/src/book.ts",
        "exchange-knows-only-market: packages/exchange/src/book.ts -> apps/server/src/app.ts",
        "server-never-imports-web: apps/server/src/app.ts -> apps/web/src/view.ts",
        "web-never-imports-server: apps/web/src/view.ts -> packages/exchange/src/book.ts",
        "market-has-no-io: packages/market/src/io.ts -> fs",
      ]),
    );
    expect(found.some((v) => v.includes("-> packages/market/src/ok.ts"))).toBe(false);
    expect(found.some((v) => v.includes("io.test.ts"))).toBe(false);
  });

  it("keeps Node core modules at the exchange's edges (its node entry, its command line, tests)", async () => {
    const io = 'import { readFileSync } from "node:fs";\nexport const io = readFileSync;\n';
    writeTree({
      "packages/exchange/src/orders/io.ts": io,
      "packages/exchange/src/orders/io.test.ts": io,
      "packages/exchange/src/node/files.ts": io,
      "packages/exchange/src/cli/tool.ts": io,
    });
    const found = await violations();
    expect(found).toContain("exchange-io-at-the-edges: packages/exchange/src/orders/io.ts -> fs");
    expect(found.filter((v) => v.startsWith("exchange-io-at-the-edges"))).toHaveLength(1);
  });

  it("keeps the server's layers: shared → features → app", async () => {
    const exported = (name: string) => `export const ${name} = 1;\n`;
    const importing = (name: string, from: string) =>
      `import { ${name} } from "${from}";\nexport const use = ${name};\n`;
    writeTree({
      "apps/server/src/market/quotes.ts": exported("quotes"),
      "apps/server/src/app/compose.ts": exported("compose"),
      "apps/server/src/server-deps.ts": exported("deps"),
      // shared → feature, shared → app
      "apps/server/src/http/errors.ts": importing("quotes", "../market/quotes"),
      "apps/server/src/db/store.ts": importing("compose", "../app/compose"),
      // feature → app layer
      "apps/server/src/feeds/routes.ts": importing("compose", "../app/compose"),
      "apps/server/src/login/flow.ts": importing("deps", "../server-deps"),
      // allowed: shared → shared, feature → shared, feature → feature, app → anything
      "apps/server/src/config/settings.ts": importing("ok", "../credentials/hash"),
      "apps/server/src/credentials/hash.ts": exported("ok"),
      "apps/server/src/realtime/socket.ts": importing("quotes", "../market/quotes"),
      "apps/server/src/auth/session.ts": importing("ok", "../credentials/hash"),
      "apps/server/src/cli/admin.ts": importing("compose", "../app/compose"),
      "apps/server/src/main.ts": importing("deps", "./server-deps"),
    });
    const found = (await violations()).filter((v) => /^server-(shared|features)-/.test(v));
    expect(found.sort()).toEqual([
      "server-features-import-no-app: apps/server/src/feeds/routes.ts -> apps/server/src/app/compose.ts",
      "server-features-import-no-app: apps/server/src/login/flow.ts -> apps/server/src/server-deps.ts",
      "server-shared-imports-no-feature: apps/server/src/db/store.ts -> apps/server/src/app/compose.ts",
      "server-shared-imports-no-feature: apps/server/src/http/errors.ts -> apps/server/src/market/quotes.ts",
    ]);
  });

  it("keeps the web app's layers: shared → features → app", async () => {
    const exported = (name: string) => `export const ${name} = 1;\n`;
    const importing = (name: string, from: string) =>
      `import { ${name} } from "${from}";\nexport const use = ${name};\n`;
    writeTree({
      "apps/web/src/trading/ticket.ts": exported("ticket"),
      "apps/web/src/shell/header.ts": exported("header"),
      "apps/web/src/main.tsx": exported("main"),
      // shared → feature, shared → app
      "apps/web/src/state/store.ts": importing("ticket", "../trading/ticket"),
      "apps/web/src/ui/dialog.ts": importing("header", "../shell/header"),
      // feature → app layer
      "apps/web/src/bonds/board.ts": importing("header", "../shell/header"),
      "apps/web/src/popup/popup.ts": importing("main", "../main"),
      // allowed: shared → shared, feature → shared, feature → feature, app → anything
      "apps/web/src/api/http.ts": exported("http"),
      "apps/web/src/realtime/feed.ts": importing("http", "../api/http"),
      "apps/web/src/odd-lot/board.ts": importing("ticket", "../trading/ticket"),
      "apps/web/src/app/app.ts": importing("ticket", "../trading/ticket"),
    });
    const found = (await violations()).filter((v) => /^web-(shared|features)-/.test(v));
    expect(found.sort()).toEqual([
      "web-features-import-no-app: apps/web/src/bonds/board.ts -> apps/web/src/shell/header.ts",
      "web-features-import-no-app: apps/web/src/popup/popup.ts -> apps/web/src/main.tsx",
      "web-shared-imports-no-feature: apps/web/src/state/store.ts -> apps/web/src/trading/ticket.ts",
      "web-shared-imports-no-feature: apps/web/src/ui/dialog.ts -> apps/web/src/shell/header.ts",
    ]);
  });

  it("finds folders that import each other, two-way or round a longer loop", async () => {
    writeTree({
      "cycles/src/alpha/a.ts": 'import { b } from "../beta/b";\nexport const a = b;\n',
      "cycles/src/beta/b.ts": "export const b = 1;\n",
      "cycles/src/beta/b2.ts": 'import { a } from "../alpha/a";\nexport const b2 = a;\n',
      "cycles/src/one/x.ts": 'import { y } from "../two/y";\nexport const x = y;\n',
      "cycles/src/two/y.ts": 'import { z } from "../three/z";\nexport const y = z;\n',
      "cycles/src/three/z.ts": "export const z = 1;\n",
      "cycles/src/three/z.test.ts": 'import { x } from "../one/x";\nexport const t = x;\n',
      "cycles/src/shared/kit.ts": "export const kit = 1;\n",
      "cycles/src/one/uses-kit.ts": 'import { kit } from "../shared/kit";\nexport const k = kit;\n',
    });
    const cycles = await folderCycles("cycles/src", root);
    expect(cycles.map((cycle) => cycle.folders)).toEqual([
      ["alpha", "beta"],
      ["one", "three", "two"],
    ]);
    expect(cycles[0]?.arrows).toEqual([
      "alpha -> beta (cycles/src/alpha/a.ts -> cycles/src/beta/b.ts)",
      "beta -> alpha (cycles/src/beta/b2.ts -> cycles/src/alpha/a.ts)",
    ]);
  });

  it("lets a test kit stand above the layers, and only the kit", async () => {
    writeTree({
      "kits/src/state/store.ts": "export const store = 1;\n",
      "kits/src/state/store.test.ts": 'import { user } from "../testing/user";\nexport const t = user;\n',
      "kits/src/testing/user.ts": 'import { store } from "../state/store";\nexport const user = store;\n',
      "kits/src/alpha/a.ts": 'import { b } from "../beta/b";\nexport const a = b;\n',
      "kits/src/beta/b.ts": 'import { a } from "../alpha/a";\nexport const b = a;\n',
    });
    expect((await folderCycles("kits/src", root)).map((cycle) => cycle.folders)).toEqual([
      ["alpha", "beta"],
      ["state", "testing"],
    ]);
    expect((await folderCycles("kits/src", root, ["testing"])).map((cycle) => cycle.folders)).toEqual([
      ["alpha", "beta"],
    ]);
  });
});
