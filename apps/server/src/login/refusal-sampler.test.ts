import { describe, expect, it } from "vitest";
import { RefusalSampler } from "./refusal-sampler";

describe("RefusalSampler", () => {
  it("audits the first refusal of a key per window and reports the ones it skipped", () => {
    const sampler = new RefusalSampler(60_000);
    expect(sampler.refused("acb", 0)).toEqual({ audit: true, suppressed: 0 });
    expect(sampler.refused("acb", 1_000)).toEqual({ audit: false, suppressed: 1 });
    expect(sampler.refused("acb", 59_999)).toEqual({ audit: false, suppressed: 2 });
    expect(sampler.refused("other", 30_000)).toEqual({ audit: true, suppressed: 0 });
    expect(sampler.refused("acb", 60_000)).toEqual({ audit: true, suppressed: 2 });
    expect(sampler.refused("acb", 60_001)).toEqual({ audit: false, suppressed: 1 });
  });

  it("forgets the oldest key when full, which then audits again", () => {
    const sampler = new RefusalSampler(60_000, 2);
    sampler.refused("a", 0);
    sampler.refused("b", 0);
    sampler.refused("c", 0);
    expect(sampler.refused("b", 1)).toEqual({ audit: false, suppressed: 1 });
    expect(sampler.refused("a", 1)).toEqual({ audit: true, suppressed: 0 });
  });
});
