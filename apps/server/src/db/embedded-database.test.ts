import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openEmbedded } from "./embedded-database";

/** Root ignores file permissions, so a read-only folder only stops other users. */
const isRoot = process.getuid?.() === 0;

describe("opening the embedded database on a folder it cannot use", () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) {
      await chmod(folder, 0o700);
      await rm(folder, { recursive: true, force: true });
    }
  });
  const tempDir = async () => {
    const folder = await mkdtemp(join(tmpdir(), "bangia-embedded-"));
    folders.push(folder);
    return folder;
  };

  it("names the folder when it cannot be created (a file stands in its path)", async () => {
    const dir = await tempDir();
    await writeFile(join(dir, "file"), "not a folder");
    const folder = join(dir, "file", "db");
    await expect(openEmbedded(folder)).rejects.toThrow(
      `the database folder ${folder} cannot be created or written (ENOTDIR)`,
    );
  });

  it.skipIf(isRoot)("names the folder when it is read-only", async () => {
    const dir = await tempDir();
    await chmod(dir, 0o500);
    await expect(openEmbedded(dir)).rejects.toThrow(
      `the database folder ${dir} cannot be created or written (EACCES)`,
    );
  });
});
