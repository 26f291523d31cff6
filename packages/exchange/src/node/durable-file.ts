/**
 * Replacing a file atomically and durably: the text goes to a temporary file, which is synced and
 * then renamed over the old one, and the directory is synced so the rename itself survives a
 * power cut. A crash at any point leaves either the old file or the new, never part of one (at
 * worst a stray temporary file, which the next write replaces).
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";

export function writeFileDurably(path: string, text: string): void {
  const temporary = `${path}.tmp`;
  const fd = openSync(temporary, "w");
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  syncDirectory(dirname(path));
}

/** Makes a rename durable; not every platform can open a directory, which is then skipped. */
function syncDirectory(directory: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(directory, "r");
    fsyncSync(fd);
  } catch {
    // Windows cannot fsync a directory; its rename is durable enough for a simulator.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
