import { describe, expect, it, vi } from "vitest";
import { FALLBACK_FRAME_MS, PatchBatcher, frameSchedulerFor, type FrameScheduler } from "./patch-batcher";
import type { RowPatch } from "./protocol";

/** Frames run only when the test says so. */
function manualFrames(): FrameScheduler & { run(): void; readonly waiting: number } {
  let callbacks: (() => void)[] = [];
  return {
    request: (callback) => void callbacks.push(callback),
    run() {
      const due = callbacks;
      callbacks = [];
      for (const callback of due) callback();
    },
    get waiting() {
      return callbacks.length;
    },
  };
}

function setup() {
  const frames = manualFrames();
  const posted: RowPatch[][] = [];
  const batcher = new PatchBatcher(frames, (patches) => posted.push(patches));
  return { frames, posted, batcher };
}

describe("PatchBatcher", () => {
  it("posts the changes of visible symbols once per frame, latest value of each field", () => {
    const { frames, posted, batcher } = setup();
    batcher.setVisible(["ACB", "FPT"]);
    batcher.add("ACB", { lastPrice: 1, lot: 10 });
    batcher.add("ACB", { lastPrice: 2 });
    batcher.add("FPT", { vol1: 5 });
    expect(frames.waiting).toBe(1);
    expect(posted).toEqual([]);
    frames.run();
    expect(posted).toEqual([
      [
        ["ACB", { lastPrice: 2, lot: 10 }],
        ["FPT", { vol1: 5 }],
      ],
    ]);
  });

  it("keeps nothing for symbols off screen and asks for no frame", () => {
    const { frames, posted, batcher } = setup();
    batcher.setVisible(["ACB"]);
    batcher.add("VNM", { lastPrice: 1 });
    expect(frames.waiting).toBe(0);
    frames.run();
    expect(posted).toEqual([]);
  });

  it("posts nothing for a frame whose patches were discarded", () => {
    const { frames, posted, batcher } = setup();
    batcher.setVisible(["ACB"]);
    batcher.add("ACB", { lastPrice: 1 });
    batcher.discard(["ACB"]);
    frames.run();
    expect(posted).toEqual([]);
    batcher.add("ACB", { lastPrice: 2 });
    frames.run();
    expect(posted).toEqual([[["ACB", { lastPrice: 2 }]]]);
  });

  it("setVisible answers the newly visible symbols and drops patches of those that left", () => {
    const { frames, posted, batcher } = setup();
    expect(batcher.setVisible(["ACB", "FPT"])).toEqual(["ACB", "FPT"]);
    batcher.add("ACB", { lastPrice: 1 });
    batcher.add("FPT", { lastPrice: 2 });
    expect(batcher.setVisible(["FPT", "VNM"])).toEqual(["VNM"]);
    expect(batcher.isVisible("ACB")).toBe(false);
    frames.run();
    expect(posted).toEqual([[["FPT", { lastPrice: 2 }]]]);
  });
});

describe("frameSchedulerFor", () => {
  it("uses requestAnimationFrame when the scope has it", () => {
    const requestAnimationFrame = vi.fn((callback: () => void) => callback());
    const setTimeout = vi.fn();
    const callback = vi.fn();
    frameSchedulerFor({ requestAnimationFrame, setTimeout }).request(callback);
    expect(requestAnimationFrame).toHaveBeenCalledOnce();
    expect(setTimeout).not.toHaveBeenCalled();
    expect(callback).toHaveBeenCalledOnce();
  });

  it("falls back to a 16 ms timer", () => {
    const setTimeout = vi.fn((callback: () => void) => callback());
    const callback = vi.fn();
    frameSchedulerFor({ setTimeout }).request(callback);
    expect(setTimeout).toHaveBeenCalledWith(callback, FALLBACK_FRAME_MS);
    expect(callback).toHaveBeenCalledOnce();
  });
});
