import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ActionQueue, type QueuedAction } from "./action-queue";

const actions = fc.array(fc.record({ id: fc.nat(50), time: fc.integer({ min: 0, max: 1_000 }) }), {
  maxLength: 60,
});

function drain(queue: ActionQueue): QueuedAction[] {
  const popped: QueuedAction[] = [];
  for (let action = queue.pop(); action !== undefined; action = queue.pop()) popped.push(action);
  return popped;
}

describe("action queue", () => {
  it("pops actions by time, ties by id", () => {
    fc.assert(
      fc.property(actions, (entries) => {
        const queue = new ActionQueue();
        for (const entry of entries) queue.push(entry.id, entry.time);
        const sorted = [...entries].sort((a, b) => a.time - b.time || a.id - b.id);
        expect(drain(queue)).toEqual(sorted);
      }),
    );
  });

  it("pops the same way when rebuilt from its entries (a restored simulator)", () => {
    fc.assert(
      fc.property(actions, fc.nat(20), (entries, popFirst) => {
        const queue = new ActionQueue();
        for (const entry of entries) queue.push(entry.id, entry.time);
        for (let i = 0; i < popFirst; i++) queue.pop();
        const rebuilt = new ActionQueue();
        for (const entry of queue.entries()) rebuilt.push(entry.id, entry.time);
        expect(drain(rebuilt)).toEqual(drain(queue));
      }),
    );
  });

  it("reports an empty queue as due never", () => {
    const queue = new ActionQueue();
    expect(queue.peekTime()).toBe(Number.POSITIVE_INFINITY);
    expect(queue.pop()).toBeUndefined();
    queue.push(3, 42);
    expect(queue.size).toBe(1);
    expect(queue.peekTime()).toBe(42);
  });
});
