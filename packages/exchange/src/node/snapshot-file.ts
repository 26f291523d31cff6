/**
 * The snapshot file: a recovery point (the exchange state and the journal position it covers)
 * written atomically (see `durable-file.ts`), so a crash leaves either the old snapshot or the
 * new, never half of one. A header line carries the SHA-256 of the body, so a damaged file is
 * refused instead of loading a wrong market.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { SNAPSHOT_VERSION } from "../exchange/exchange-snapshot";
import type { RecoveryPoint } from "../journal/journaled-exchange";
import { jsonChunks } from "../journal/json-chunks";
import { RecoveryError } from "../journal/recovery-error";
import type { TimeSlicer } from "../journal/time-slicer";
import { writeChunksDurably, writeFileDurably } from "./durable-file";

const FORMAT = "bangia-exchange-snapshot";

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Writes `point` to `path` atomically and durably. */
export function writeSnapshotFile(path: string, point: RecoveryPoint): void {
  const body = JSON.stringify(point);
  const header = JSON.stringify({ format: FORMAT, sha256: sha256(body) });
  writeFileDurably(path, `${header}\n${body}\n`);
}

/** Body text is hashed and kept in pieces of about this many characters. */
const PIECE_CHARS = 64 * 1024;

/**
 * `writeSnapshotFile` cut into the slices of `slicer`: the same file, its JSON built and hashed
 * piece by piece (`jsonChunks`), then written without holding the event loop. `point` must not
 * change meanwhile (a finished capture is a copy).
 */
export async function writeSnapshotFileInSlices(
  path: string,
  point: RecoveryPoint,
  slicer: TimeSlicer,
): Promise<void> {
  const hash = createHash("sha256");
  const body: string[] = [];
  let piece: string[] = [];
  let size = 0;
  const endPiece = () => {
    const text = piece.join("");
    hash.update(text, "utf8");
    body.push(text);
    piece = [];
    size = 0;
  };
  for (const chunk of jsonChunks(point)) {
    piece.push(chunk);
    size += chunk.length;
    if (size >= PIECE_CHARS) endPiece();
    if (slicer.due) await slicer.yield();
  }
  endPiece();
  const header = JSON.stringify({ format: FORMAT, sha256: hash.digest("hex") });
  await writeChunksDurably(path, [`${header}\n`, ...body, "\n"], slicer);
}

/** The recovery point stored at `path`, null when there is none; a damaged file throws. */
export function readSnapshotFile(path: string): RecoveryPoint | null {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, "utf8");
  const refuse = (why: string) =>
    new RecoveryError(`the snapshot ${path} is corrupt (${why}); refusing to start`);
  const newline = text.indexOf("\n");
  if (newline < 0) throw refuse("no header line");
  const header = parseJson(text.slice(0, newline));
  if (!isRecord(header) || header["format"] !== FORMAT || typeof header["sha256"] !== "string")
    throw refuse("not a snapshot header");
  const body = text.slice(newline + 1).replace(/\n$/, "");
  if (sha256(body) !== header["sha256"]) throw refuse("checksum mismatch");
  const point = parseJson(body);
  if (!isRecord(point)) throw refuse("the body is not an object");
  const position = point["journalPosition"];
  const snapshot = point["snapshot"];
  if (typeof position !== "number" || !Number.isSafeInteger(position) || position < 0)
    throw refuse("no valid journal position");
  if (!isRecord(snapshot) || snapshot["version"] !== SNAPSHOT_VERSION)
    throw refuse(`no exchange snapshot of version ${SNAPSHOT_VERSION}`);
  return point as unknown as RecoveryPoint;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
