/**
 * One server per data folder: two processes appending to the same exchange journal (and opening
 * the same embedded database) would corrupt both. A server holds `<dataDir>/server.lock`, a file
 * created exclusively ('wx') that holds its process id, from start to stop.
 *
 * - A lock whose process is alive refuses the start, naming the folder and the process.
 * - A lock whose process is gone (a crash, a kill -9) is stale and taken over; so is an empty or
 *   unreadable one (a crash between creating the file and writing the id).
 * - A lock naming this very process but not held by it is stale too: in a container the server
 *   is often process 1 on every start.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

export const LOCK_FILE = "server.lock";

/** Lock files this process holds, so a second lock of the same folder in one process is refused too. */
const held = new Set<string>();

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data folder ${dataDir} is in use by another server (process ${pid}); ` +
        "stop that server first, or give this one another DATA_DIR",
    );
    this.name = "DataDirLockedError";
  }
}

export interface LockOptions {
  /** Whether a process runs: process.kill(pid, 0) unless a test says otherwise. */
  readonly isAlive?: (pid: number) => boolean;
}

/**
 * Takes the lock of `dataDir` (created when missing) for this process.
 *
 * @throws DataDirLockedError when a live process holds it.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const isAlive = options.isAlive ?? processIsAlive;
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  // Two rounds: a stale lock is removed once, then the exclusive create decides any race.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(path)) {
      held.add(path);
      return { path, release: () => release(path) };
    }
    const pid = readPid(path);
    const stale = pid === undefined || (pid === process.pid ? !held.has(path) : !isAlive(pid));
    if (!stale) throw new DataDirLockedError(dataDir, pid);
    removeIfPresent(path);
  }
  // Another process created it between our removal and our create, and it is no lock of ours.
  const pid = readPid(path);
  if (pid !== undefined) throw new DataDirLockedError(dataDir, pid);
  throw new Error(`cannot take the lock ${path}: another process keeps replacing it`);
}

/** Creates the lock file with this process's id; false when it exists already. */
function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The process id in a lock file; undefined when it is gone, empty or not a process id. */
function readPid(path: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8").trim();
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw error;
  }
  const pid = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

function release(path: string): void {
  if (!held.delete(path)) return;
  // Never remove a lock that another server took over meanwhile.
  if (readPid(path) === process.pid) removeIfPresent(path);
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
}

/** Signal 0 checks that a process exists; EPERM means it exists under another user. */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, "EPERM");
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
