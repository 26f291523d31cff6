/**
 * A short hand-written sequence that exercises every adapter operation (GTC and IOC limits,
 * cancel, move, reduce, market) and compares the engines' books after each step. It runs before
 * the timed scenarios, so an adapter that drifts from its engine's API shows up at once.
 */
import { BUY, SELL } from "../../packages/exchange/src/book/book-order";
import { endStateDifferences, type EngineFactory } from "./engine-adapter";
import {
  CANCEL,
  IMMEDIATE_OR_CANCEL,
  LIMIT,
  MARKET,
  MOVE,
  OperationStream,
  REDUCE,
  applyOperations,
} from "./operation-stream";

function agreementStream(): OperationStream {
  const stream = new OperationStream(16);
  stream.push(LIMIT, 0, BUY, 100, 10);
  stream.push(LIMIT, 1, BUY, 100, 5);
  stream.push(LIMIT, 2, SELL, 105, 7);
  stream.push(LIMIT, 3, SELL, 104, 2);
  // Lowers order 0 to 4; ours keeps its place, nodejs-order-book re-queues it (see the README).
  stream.push(REDUCE, 0, BUY, 0, 4);
  stream.push(MARKET, 0, SELL, 0, 6);
  stream.push(IMMEDIATE_OR_CANCEL, 4, BUY, 104, 5);
  stream.push(MOVE, 2, SELL, 100, 0);
  stream.push(LIMIT, 5, SELL, 101, 3);
  stream.push(CANCEL, 5, SELL, 0, 0);
  stream.push(LIMIT, 6, BUY, 99, 8);
  stream.push(MARKET, 0, BUY, 0, 100);
  return stream;
}

/** Differences found, as "step n: field a ≠ b"; empty when the engines agree at every step. */
export function adapterDisagreements(first: EngineFactory, second: EngineFactory): string[] {
  const stream = agreementStream();
  const a = first.create();
  const b = second.create();
  const differences: string[] = [];
  for (let step = 0; step < stream.length; step++) {
    applyOperations(a, stream, step, step + 1);
    applyOperations(b, stream, step, step + 1);
    for (const difference of endStateDifferences(a.endState(), b.endState()))
      differences.push(`step ${step + 1}: ${difference}`);
  }
  return differences;
}

export const AGREEMENT_STEPS = agreementStream().length;
