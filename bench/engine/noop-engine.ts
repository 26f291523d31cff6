/**
 * An engine that does nothing: timed through the same loops, it shows the floor the harness and
 * the machine put under every figure (clock reads, dispatch, the OS taking the core away).
 */
import type { EndState, EngineAdapter, EngineFactory } from "./engine-adapter";

const EMPTY: EndState = { orders: 0, volume: 0, bestBid: 0, bestAsk: 0 };

class NoopEngine implements EngineAdapter {
  readonly name = "no-op (harness floor)";
  limit(): void {}
  cancel(): void {}
  movePrice(): void {}
  reduceVolume(): void {}
  market(): void {}
  endState(): EndState {
    return EMPTY;
  }
}

export const noopEngine: EngineFactory = { name: "no-op (harness floor)", create: () => new NoopEngine() };
