/** A journal store in memory, for tests of the pure journal without files. */
import type { ExchangeSnapshot } from "../../exchange/exchange-snapshot";
import type { JournalStore, RecoveryPoint } from "../journaled-exchange";

export class MemoryJournal implements JournalStore {
  readonly lines: string[] = [];
  readonly points: RecoveryPoint[] = [];
  closed = false;

  get position(): number {
    return this.lines.length;
  }

  append(line: string): void {
    if (this.closed) throw new Error("closed");
    this.lines.push(line);
  }

  flush(): void {
    if (this.closed) throw new Error("closed");
  }

  checkpoint(point: RecoveryPoint): void {
    // Stored as JSON, as a file would hold it.
    this.points.push(JSON.parse(JSON.stringify(point)) as RecoveryPoint);
  }

  beginCheckpoint(): (snapshot: ExchangeSnapshot) => Promise<RecoveryPoint> {
    const journalPosition = this.position;
    return async (snapshot) => {
      await Promise.resolve();
      this.checkpoint({ snapshot, journalPosition });
      return { snapshot, journalPosition };
    };
  }

  close(): void {
    this.closed = true;
  }
}
