/**
 * The recorded stream replayed at a target rate of cell updates, inside a page's worker, in place
 * of the socket. Both pages use it, so both grids receive the same bundles at the same times.
 *
 * - Pacing: a bundle every `beatMs` (the server sends one per market beat). Beat k is due at
 *   start + k × beatMs and carries every message, in recorded order, needed for the cells sent so
 *   far to reach rate × elapsed time; messages that change no displayed cell (odd lots, ETF
 *   values, indices) ride along where they fall. A late timer sends what is due at once: the
 *   bundle keeps its intended time, so lateness counts in tick-to-paint.
 * - Length: the recording loops. Each pass raises every message's seq by its stream's length in
 *   the recording (recording.ts streamKey), so the numbers run on without a gap and a client that
 *   checks them (our quote worker) applies every message. Values carry the recorded state, so a
 *   row jumps back at the loop's seam; the cell counts follow the rows as they really change.
 * - Counting: before the step, a RowBook walks the messages the step will need and notes each
 *   one's cell count, so counting costs nothing while streaming.
 * - Every message is a fresh copy (its seq set), as a socket hands out freshly parsed objects.
 * - `refreshinfo` is left out: a restart signal makes a board reload, which no step wants.
 */
import { RowBook, type ChannelPair } from "../board-cells";
import { streamKey, type Recording } from "../recording";
import type { StepPlan } from "../step-result";
import { distribution } from "../step-result";
import { wallMillis, type BenchRun, type FromBenchWorker } from "./bench-messages";

export type Bundle = readonly (readonly [channel: string, message: Record<string, unknown>])[];

export interface BeatReport {
  /** Intended wall time of the bundle. */
  readonly intended: number;
  readonly bundle: Bundle;
  /** Symbols whose displayed cells this bundle changes. */
  readonly touched: ReadonlySet<string>;
}

export interface ReplaySummary {
  readonly cells: number;
  readonly messages: number;
  readonly bundles: number;
  readonly lateP95: number;
  readonly lateMax: number;
}

/** Time between the step's start message and its first beat, for the page to set up its meters. */
const LEAD_MS = 100;

interface Message {
  readonly channel: string;
  readonly message: Readonly<Record<string, unknown>>;
  readonly seq: number;
  /** Messages of its stream in one pass of the recording. */
  readonly span: number;
  readonly sym: string | null;
}

export class StreamReplay {
  readonly #recording: Recording;
  readonly #messages: readonly Message[];

  constructor(recording: Recording) {
    this.#recording = recording;
    const spans = new Map<string, number>();
    const kept = recording.events.filter(([, channel]) => channel !== "refreshinfo");
    const keys = kept.map(([, channel, message]) => streamKey(channel, message));
    for (const key of keys) spans.set(key, (spans.get(key) ?? 0) + 1);
    this.#messages = kept.map(([, channel, message], index) => {
      const sym = message["sym"];
      const seq = message["seq"];
      return {
        channel,
        message,
        seq: typeof seq === "number" ? seq : 0,
        span: spans.get(keys[index] ?? "") ?? 0,
        sym: typeof sym === "string" ? sym : null,
      };
    });
  }

  /** The cell count of each message the first `cells` cell updates need (looping as needed). */
  #countCells(cells: number): Uint8Array {
    const book = new RowBook(this.#recording.rows);
    const counts: number[] = [];
    let total = 0;
    for (let index = 0; total < cells && this.#messages.length > 0; index++) {
      const { channel, message } = this.#message(index);
      const applied = book.apply([channel, message] satisfies ChannelPair);
      const count = applied?.cells ?? 0;
      counts.push(count);
      total += count;
    }
    return Uint8Array.from(counts);
  }

  /** Message `index` of the looped stream, seq raised for its pass. */
  #message(index: number): { channel: string; message: Record<string, unknown>; sym: string | null } {
    const length = this.#messages.length;
    const item = this.#messages[index % length];
    if (item === undefined) throw new Error("empty recording");
    const pass = Math.floor(index / length);
    return {
      channel: item.channel,
      message: { ...item.message, seq: item.seq + pass * item.span },
      sym: item.sym,
    };
  }

  /**
   * Streams the plan: works out the cell counts, calls `started` with the wall time the first
   * beat is due (LEAD_MS later), then `deliver` gets each bundle. Resolves when the measured
   * window is over, with what was sent for intended times inside it.
   */
  run(
    plan: StepPlan,
    started: (startAt: number) => void,
    deliver: (beat: BeatReport) => void,
  ): Promise<ReplaySummary> {
    const totalMs = plan.warmUpMs + plan.measureMs;
    const counts = this.#countCells(Math.ceil((plan.rate * totalMs) / 1_000) + 1);
    const startAt = wallMillis() + LEAD_MS;
    started(startAt);
    const windowFrom = startAt + plan.warmUpMs;
    const windowUntil = windowFrom + plan.measureMs;
    const late: number[] = [];
    let next = 0;
    let sentCells = 0;
    let beat = 0;
    const summary = { cells: 0, messages: 0, bundles: 0 };

    return new Promise((resolve) => {
      const step = (): void => {
        const now = wallMillis();
        // Every beat now due, one bundle each (a late timer catches up, intended times kept).
        for (;;) {
          const intended = startAt + beat * plan.beatMs;
          if (intended > now || intended >= windowUntil) break;
          beat += 1;
          late.push(now - intended);
          const due = (plan.rate * (intended - startAt)) / 1_000;
          const bundle: (readonly [string, Record<string, unknown>])[] = [];
          const touched = new Set<string>();
          let cells = 0;
          while (sentCells < due && next < counts.length) {
            const { channel, message, sym } = this.#message(next);
            const count = counts[next] ?? 0;
            next += 1;
            bundle.push([channel, message]);
            sentCells += count;
            cells += count;
            if (count > 0 && sym !== null) touched.add(sym);
          }
          if (intended >= windowFrom) {
            summary.cells += cells;
            summary.messages += bundle.length;
            summary.bundles += 1;
          }
          if (bundle.length > 0) deliver({ intended, bundle, touched });
        }
        const following = startAt + beat * plan.beatMs;
        if (following >= windowUntil) {
          const lateness = distribution(late);
          resolve({ ...summary, lateP95: lateness.p95, lateMax: lateness.max });
          return;
        }
        setTimeout(step, Math.max(0, following - wallMillis()));
      };
      setTimeout(step, Math.max(0, startAt - wallMillis()));
    });
  }
}

/**
 * A page worker's step: streams `run`'s plan, announcing its start and, just before each bundle
 * goes to the grid (`deliver`), the probed symbols it changes. Both workers run their steps
 * through here, so tick-to-paint starts at the same point for both grids.
 */
export function replayStep(
  replay: StreamReplay,
  run: BenchRun,
  post: (message: FromBenchWorker) => void,
  deliver: (bundle: Bundle) => void,
): Promise<ReplaySummary> {
  const probe = new Set(run.probe);
  return replay.run(
    run.plan,
    (startAt) => post({ type: "bench-start", startAt }),
    ({ intended, bundle, touched }) => {
      const probed = [...touched].filter((symbol) => probe.has(symbol));
      if (probed.length > 0) post({ type: "bench-probes", intended, symbols: probed });
      deliver(bundle);
    },
  );
}
