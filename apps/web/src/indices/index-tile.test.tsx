// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { indexEntry } from "../testing/test-index-entries";
import { EMPTY_INDEX_STATE, useIndexStore } from "./index-store";
import { IndexTile } from "./index-tile";

// The charts draw on canvas; this test is about the tile's texts.
vi.mock("./lazy-index-charts", () => ({ LazyIndexLineChart: () => null, LazyGlobalIndexChart: () => null }));

const entry = indexEntry({
  vol: 68_771_234,
  value: 2_271_456_000_000,
  ot: "-81|-0.05|2271456000000|31|33|341",
});

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  useIndexStore.setState(EMPTY_INDEX_STATE);
  useIndexStore.getState().applyEntries([entry]);
});
afterEach(() => {
  cleanup();
  usePreferences.setState({ language: "vi" });
});

describe("IndexTile captions", () => {
  it("write point, volume and value in one style, the same in both languages", () => {
    usePreferences.setState({ language: "vi" });
    render(<IndexTile code="10" />);
    const tile = screen.getByTestId("index-tile-10");
    expect(within(tile).getByTestId("index-trade-volume-10").textContent).toBe("68.77");
    expect(within(tile).getByTestId("index-trade-value-10").textContent).toBe("2,271");
    expect(within(tile).getByTestId("index-value-10").textContent).toBe("1,754.01");

    act(() => usePreferences.getState().setLanguage("en"));
    expect(within(tile).getByTestId("index-trade-volume-10").textContent).toBe("68.77");
    expect(within(tile).getByTestId("index-trade-value-10").textContent).toBe("2,271");
    expect(within(tile).getByTestId("index-value-10").textContent).toBe("1,754.01");
  });
});
