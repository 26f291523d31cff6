import { describe, expect, it } from "vitest";
import { folderCycles } from "./folder-cycles";

// Folders may import each other one way only: a pair that imports both ways (or a longer loop)
// is one folder in two places. scripts/architecture-boundaries.test.ts proves the check fires.
describe("folder cycles", () => {
  it("finds none among the server's folders", { timeout: 120_000 }, async () => {
    expect(await folderCycles("apps/server/src")).toEqual([]);
  });

  it(
    "finds none among the web app's folders (its test kit, testing/, stands above them)",
    { timeout: 120_000 },
    async () => {
      expect(await folderCycles("apps/web/src", process.cwd(), ["testing"])).toEqual([]);
    },
  );
});
