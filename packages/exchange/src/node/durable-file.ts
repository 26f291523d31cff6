/**
 * Replacing a file atomically and durably: the text goes to a temporary file, which is synced and
 * then renamed over the old one, and the directory is synced so the rename itself survives a
 * power cut. A crash at any point leaves either the old file or the new, never part of one (at
 * worst a stray temporary file, which the next write replaces).
 *
 * `writeChunksDurably` does the same without holding the event loop: the text comes as chunks
 * (built between slices, see `TimeSlicer`), and the writes, the fsyncs and the rename run on
 * libuv's threads while the loop turns.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { dirname } from "node:path";
import type { TimeSlicer } from "../journal/time-slicer";

/** Chunks are gathered into writes of about this many characters (each turned into bytes at once). */
const WRITE_CHARS = 256 * 1024;

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

/**
 * Replaces `path` by the concatenation of `chunks`, atomically and durably, as `writeFileDurably`
 * does; producing the chunks and writing them are cut into the slices of `slicer`.
 */
export async function writeChunksDurably(
  path: string,
  chunks: Iterable<string>,
  slicer: TimeSlicer,
): Promise<void> {
  const temporary = `${path}.tmp`;
  const file = await slicer.wait(open(temporary, "w"));
  try {
    let batch: string[] = [];
    let size = 0;
    for (const chunk of chunks) {
      batch.push(chunk);
      size += chunk.length;
      if (size >= WRITE_CHARS) {
        const text = batch.join("");
        batch = [];
        size = 0;
        await slicer.wait(file.writeFile(text));
      } else if (slicer.due) await slicer.yield();
    }
    if (batch.length > 0) await slicer.wait(file.writeFile(batch.join("")));
    await slicer.wait(file.sync());
  } finally {
    await slicer.wait(file.close());
  }
  await slicer.wait(rename(temporary, path));
  await syncDirectoryInSlices(dirname(path), slicer);
}

/** `syncDirectory` off the event loop. */
export async function syncDirectoryInSlices(directory: string, slicer: TimeSlicer): Promise<void> {
  try {
    const handle = await slicer.wait(open(directory, "r"));
    try {
      await slicer.wait(handle.sync());
    } finally {
      await slicer.wait(handle.close());
    }
  } catch {
    // As in syncDirectory: a platform that cannot sync a directory skips it.
  }
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
