import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

const folders: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "data-dir-lock-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The id of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("the data folder lock", () => {
  it("writes this process's id into server.lock and removes it on release", () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(lock.path).toBe(join(dir, LOCK_FILE));
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it("creates a missing data folder", () => {
    const dir = join(dataDir(), "not", "yet");
    const lock = lockDataDir(dir);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    lock.release();
  });

  it("refuses a folder a live server holds, naming the folder and the process", () => {
    const dir = dataDir();
    writeFileSync(join(dir, LOCK_FILE), "4242\n");
    const attempt = () => lockDataDir(dir, { isAlive: (pid) => pid === 4242 });
    expect(attempt).toThrow(DataDirLockedError);
    expect(attempt).toThrow(`the data folder ${dir} is in use by another server (process 4242)`);
    // The other server's lock stays.
    expect(readFileSync(join(dir, LOCK_FILE), "utf8")).toBe("4242\n");
  });

  it("refuses a second lock of the same folder in one process until the first is released", () => {
    const dir = dataDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.pid}`);
    first.release();
    lockDataDir(dir).release();
  });

  it("takes over the lock of a process that is gone", () => {
    const dir = dataDir();
    const pid = deadPid();
    writeFileSync(join(dir, LOCK_FILE), `${pid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over an empty or garbled lock, and one naming this process that it does not hold", () => {
    for (const text of ["", "not a pid", `${process.pid}\n`]) {
      const dir = dataDir();
      writeFileSync(join(dir, LOCK_FILE), text);
      const lock = lockDataDir(dir, { isAlive: () => true });
      expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
      lock.release();
    }
  });

  it("leaves a lock another server took over in place on release", () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    writeFileSync(lock.path, "4242\n");
    lock.release();
    expect(readFileSync(lock.path, "utf8")).toBe("4242\n");
  });
});
