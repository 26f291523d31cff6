import { MAX_CHART_LAYOUT_LENGTH } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { createChartLayoutStore } from "./chart-layout-store";
import { freshUserId, TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

describe.each(TEST_BACKENDS)("chart layout store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const store = () => createChartLayoutStore(database().db);

    it("answers null before the first save", async () => {
      expect(await store().get(freshUserId())).toBeNull();
    });

    it("keeps the last saved layout of each user", async () => {
      const alice = freshUserId();
      const bob = freshUserId();
      const first = { symbol: "FPT", resolution: "1D", content: '{"charts":[]}', savedAt: 1_767_225_600_000 };
      const second = {
        symbol: "VN30F1M",
        resolution: "1",
        content: '{"charts":[1]}',
        savedAt: 1_767_225_660_123,
      };
      expect(await store().save(alice, first)).toEqual(first);
      await store().save(bob, first);
      expect(await store().save(alice, second)).toEqual(second);
      expect(await store().get(alice)).toEqual(second);
      expect(await store().get(bob)).toEqual(first);
    });

    it("keeps a layout of the largest allowed size intact", async () => {
      const user = freshUserId();
      const content = "ñ{}\"'\\".repeat(MAX_CHART_LAYOUT_LENGTH / 8).padEnd(MAX_CHART_LAYOUT_LENGTH, "x");
      await store().save(user, { symbol: "HPG", resolution: "W", content, savedAt: 1 });
      expect((await store().get(user))?.content).toBe(content);
    });
  });
});
