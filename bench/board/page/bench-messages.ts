/**
 * The bench's own messages between a page and its worker, beside the quote worker's protocol on
 * the same port (ours) or alone (AG Grid). Every type starts with "bench-", so a port can tell
 * them from the app's messages.
 */
import type { StockQuote } from "@bangia/market";
import type { StepPlan } from "../step-result";

/** Page → worker: stream at the plan's rate; report bundles touching `probe` symbols. */
export interface BenchRun {
  readonly type: "bench-run";
  readonly plan: StepPlan;
  readonly probe: readonly string[];
  /**
   * The panel page: `ordernotice` events of `account` pushed through the socket at `perSecond`
   * while the step streams (ours-worker.ts), as a busy account's orders would.
   */
  readonly notices?: {
    readonly perSecond: number;
    readonly account: string;
    readonly symbols: readonly string[];
  };
}

export type ToBenchWorker = BenchRun;

export type FromBenchWorker =
  /**
   * The recording is loaded: the board's symbols, and for the AG Grid page its rows (rowData);
   * ours gets its rows through the quote worker's own load.
   */
  | {
      readonly type: "bench-loaded";
      readonly symbols: readonly string[];
      readonly rows: readonly StockQuote[] | null;
    }
  /** The step is prepared (cell counts worked out); its first beat is due at `startAt` (wall ms). */
  | { readonly type: "bench-start"; readonly startAt: number }
  /** A bundle with cell updates of probed symbols is about to reach the grid's handler. */
  | { readonly type: "bench-probes"; readonly intended: number; readonly symbols: readonly string[] }
  /**
   * Changed fields of rows (AG Grid page only): every row a bundle changed, all symbols, once per
   * bundle.
   */
  | {
      readonly type: "bench-patch";
      readonly patches: readonly (readonly [
        sym: string,
        fields: Readonly<Record<string, number | string>>,
      ])[];
    }
  /** The step is over: what was sent with intended times inside the measured window. */
  | {
      readonly type: "bench-done";
      readonly cells: number;
      readonly messages: number;
      readonly bundles: number;
      readonly lateP95: number;
      readonly lateMax: number;
      /** getliststockdata calls during the step (ours: a seq gap reloads; 0 means none). */
      readonly snapshotLoads: number;
    };

export function isBenchMessage(message: unknown): message is { readonly type: `bench-${string}` } {
  if (typeof message !== "object" || message === null) return false;
  const type = (message as { type?: unknown }).type;
  return typeof type === "string" && type.startsWith("bench-");
}

/** Wall clock with sub-millisecond resolution, the same in a page and its workers. */
export const wallMillis = (): number => performance.timeOrigin + performance.now();

/** Where the bench server serves the recording. */
export const RECORDING_URL = "/recording.json";
