/**
 * Fair turns for request work. libuv accepts at most one new connection per event-loop turn, so
 * when a turn serves every ready keep-alive request — 1,000 clients asking again as soon as they
 * are answered, at about 2 ms each — a turn lasts seconds, the listen backlog fills, and a new
 * client's handshake is dropped: it gets no byte at all while the old clients are served.
 *
 * So a turn runs at most `budgetMs` of request work. A request that finds the budget spent, or
 * others already waiting, waits in one queue, first come first served, and the queue releases one
 * request per later turn: each turn stays short, so a new connection is accepted within one and
 * then waits its turn like everyone else. Below the budget nothing waits.
 */

import type { FastifyInstance } from "fastify";

/** Schedules `run` after the current turn's I/O (setImmediate in the server). */
export type AfterIo = (run: () => void) => void;

/** Request work one turn may run: half the 20 ms a turn may block, the other half for I/O and timers. */
export const REQUEST_TURN_BUDGET_MS = 10;

const COMPACT_AFTER = 1_024;

export class RequestTurns {
  /** When the current turn's first request ran; null between turns. */
  #turnStartedAt: number | null = null;
  readonly #waiting: (() => void)[] = [];
  /** Index of the next waiter in #waiting (shifting a long array each turn would cost O(n)). */
  #head = 0;
  #releasing = false;

  constructor(
    readonly budgetMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly afterIo: AfterIo = (run) => setImmediate(run),
  ) {}

  /** Requests waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length - this.#head;
  }

  /** Null when the request may run now, else a promise that settles when its turn comes. */
  enter(): Promise<void> | null {
    const now = this.now();
    if (this.#turnStartedAt === null) {
      this.#turnStartedAt = now;
      this.afterIo(this.#endTurn);
    }
    if (this.waiting === 0 && now - this.#turnStartedAt < this.budgetMs) return null;
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  readonly #endTurn = (): void => {
    this.#turnStartedAt = null;
    if (this.waiting > 0 && !this.#releasing) {
      this.#releasing = true;
      // Scheduled from the end of this turn, so it runs after the next turn's I/O (and accept).
      this.afterIo(this.#releaseOne);
    }
  };

  readonly #releaseOne = (): void => {
    const next = this.#waiting[this.#head++];
    if (this.waiting === 0) {
      this.#waiting.length = 0;
      this.#head = 0;
      this.#releasing = false;
    } else {
      // Under lasting load the queue never empties: drop the released half now and then.
      if (this.#head >= COMPACT_AFTER && this.#head * 2 >= this.#waiting.length) {
        this.#waiting.splice(0, this.#head);
        this.#head = 0;
      }
      this.afterIo(this.#releaseOne);
    }
    next?.();
  };
}

/** Makes every request of `app` take its turn before its handler runs. */
export function takeTurns(app: FastifyInstance, turns: RequestTurns): void {
  app.addHook("onRequest", (_request, _reply, done) => {
    const turn = turns.enter();
    if (turn === null) done();
    else void turn.then(() => done());
  });
}
