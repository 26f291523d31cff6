/**
 * The append-only journal file. Durability policy:
 * - Entries are buffered in memory and written to the file (handed to the operating system)
 *   when `maxEntries` are waiting or `maxDelayMillis` after the first one waits, whichever
 *   comes first; `maxDelayMillis: 0` writes each entry at once.
 * - Written entries survive a crash of the process. They survive a crash of the machine once
 *   synced (fsync): on every snapshot, on `close()`, and after each write if `syncEachWrite`.
 * So a process crash loses at most the entries still buffered (at most `maxEntries`, at most
 * `maxDelayMillis` old); a power cut loses at most what came after the last sync. A write that
 * fails throws: the exchange must not run on without its journal.
 */
import { closeSync, fstatSync, fsync, fsyncSync, openSync, writeSync } from "node:fs";

export interface FlushPolicy {
  /** Write once this many entries wait in memory. */
  readonly maxEntries: number;
  /** Write at most this long after the first waiting entry arrived (0: write at once). */
  readonly maxDelayMillis: number;
  /** Also fsync after every write (safest, slowest). */
  readonly syncEachWrite: boolean;
}

export const DEFAULT_FLUSH_POLICY: FlushPolicy = {
  maxEntries: 256,
  maxDelayMillis: 10,
  syncEachWrite: false,
};

export class JournalFileWriter {
  readonly #policy: FlushPolicy;
  #fd: number | null;
  #waiting: string[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  #position: number;
  /** Bytes of the file: what it held when opened and every write since. */
  #bytes: number;

  /** Opens `path` for appending; `position` is the number of entries the file already holds. */
  constructor(path: string, position: number, policy: FlushPolicy = DEFAULT_FLUSH_POLICY) {
    this.#fd = openSync(path, "a");
    this.#bytes = fstatSync(this.#fd).size;
    this.#position = position;
    this.#policy = policy;
  }

  /** Bytes in the file (entries still buffered are not there yet). */
  get bytes(): number {
    return this.#bytes;
  }

  /** The policy the writer was opened with. */
  get policy(): FlushPolicy {
    return this.#policy;
  }

  get closed(): boolean {
    return this.#fd === null;
  }

  /** Entries appended so far, written or still buffered. */
  get position(): number {
    return this.#position;
  }

  append(line: string): void {
    if (this.#fd === null) throw new Error("the journal is closed");
    this.#waiting.push(line);
    this.#position++;
    if (this.#waiting.length >= this.#policy.maxEntries || this.#policy.maxDelayMillis <= 0) this.flush();
    else if (this.#timer === null) {
      this.#timer = setTimeout(() => this.flush(), this.#policy.maxDelayMillis);
      // The timer must not keep a finished process alive; `close()` writes what is left.
      this.#timer.unref();
    }
  }

  /** Writes the buffered entries to the file. */
  flush(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#fd === null || this.#waiting.length === 0) return;
    const text = `${this.#waiting.join("\n")}\n`;
    this.#waiting = [];
    writeSync(this.#fd, text);
    this.#bytes += Buffer.byteLength(text, "utf8");
    if (this.#policy.syncEachWrite) fsyncSync(this.#fd);
  }

  /** Writes and fsyncs: every entry appended so far is on disk. */
  sync(): void {
    this.flush();
    if (this.#fd !== null) fsyncSync(this.#fd);
  }

  /**
   * Makes what is written so far durable without holding the event loop (the fsync runs on a
   * libuv thread); entries appended meanwhile are written but not necessarily synced.
   */
  syncInBackground(): Promise<void> {
    this.flush();
    const fd = this.#fd;
    if (fd === null) return Promise.resolve();
    return new Promise((resolve, reject) =>
      fsync(fd, (error) => (error === null ? resolve() : reject(error))),
    );
  }

  close(): void {
    if (this.#fd === null) return;
    this.sync();
    closeSync(this.#fd);
    this.#fd = null;
  }

  /**
   * Closes the file without syncing it, once every entry was written and another file took
   * them over (the journal cut at a snapshot). Appends after it throw, as after `close()`.
   */
  abandon(): void {
    if (this.#fd === null) return;
    this.flush();
    closeSync(this.#fd);
    this.#fd = null;
  }
}
