// @vitest-environment happy-dom
import type { NewsItem } from "@bangia/market";
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { NEWS_ROTATION_MS } from "./news-list";
import { NewsTicker } from "./news-ticker";
import { NEWS_QUERY_KEY, useNews } from "./use-news";

const news = (n: number): NewsItem => ({
  rf: `/tin-tuc/2025-03-10/${n}`,
  tl: `Tin số ${n}`,
  tl_en: `News no. ${n}`,
  tm: "2025-03-10T09:15:00+07:00",
  sc: "Nguồn",
});

function LiveTicker() {
  return <NewsTicker items={useNews()} />;
}

/** The title the ticker shows now. */
const shown = () =>
  screen.getByTestId("news-ticker").querySelector(".news-ticker__title")?.textContent ?? null;

/** Titles shown over `steps` rotation steps, the current one first. */
function rotation(steps: number): (string | null)[] {
  const titles = [shown()];
  for (let step = 1; step < steps; step++) {
    act(() => vi.advanceTimersByTime(NEWS_ROTATION_MS));
    titles.push(shown());
  }
  return titles;
}

let worker: FakeWorker;

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  vi.useFakeTimers();
  worker = fakeQuoteWorker();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  usePreferences.getState().setLanguage("vi");
});

function renderLive(snapshot: readonly NewsItem[]) {
  // The snapshot is in the cache already: no fetch under fake timers.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(NEWS_QUERY_KEY, snapshot);
  return renderWithProviders(<LiveTicker />, { client });
}

describe("news ticker (price-board §1, §9: a new item every 3.5 s, at most 10 kept)", () => {
  it("moves to the next item every 3,500 ms and wraps around", () => {
    renderWithProviders(<NewsTicker items={[news(3), news(2), news(1)]} />);
    expect(shown()).toBe("Tin số 3");
    act(() => vi.advanceTimersByTime(NEWS_ROTATION_MS - 1));
    expect(shown()).toBe("Tin số 3");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("Tin số 2");
    expect(rotation(3)).toEqual(["Tin số 2", "Tin số 1", "Tin số 3"]);
  });

  it("links each item to its article in the app (this tab) with source and time", () => {
    renderWithProviders(<NewsTicker items={[news(1)]} />);
    const link = screen.getByRole("link", { name: "Tin số 1" });
    expect(link.getAttribute("href")).toBe("/tin-tuc/2025-03-10/1");
    expect(link.getAttribute("target")).toBeNull();
    expect(screen.getByTestId("news-ticker").textContent).toContain("Nguồn · 09:15 10/03");
  });

  it("shows the Vietnamese titles by default and the English ones in English, live (issue 17 item 6)", () => {
    renderWithProviders(<NewsTicker items={[news(2), news(1)]} />);
    expect(shown()).toBe("Tin số 2");
    act(() => usePreferences.getState().setLanguage("en"));
    expect(shown()).toBe("News no. 2");
    expect(screen.getByRole("link", { name: "News no. 2" }).getAttribute("href")).toBe(
      "/tin-tuc/2025-03-10/2",
    );
    expect(rotation(2)).toEqual(["News no. 2", "News no. 1"]);
    act(() => usePreferences.getState().setLanguage("vi"));
    expect(shown()).toBe("Tin số 1");
  });

  it("keeps a live item's English title", () => {
    usePreferences.getState().setLanguage("en");
    renderLive([news(1)]);
    worker.receive({ type: "news", message: { ...news(2), seq: 2 } });
    expect(shown()).toBe("News no. 2");
  });

  it("says so when there is no news", () => {
    renderWithProviders(<NewsTicker items={[]} />);
    expect(screen.getByTestId("news-ticker").textContent).toContain("Chưa có tin");
  });

  it("shows a live item at once, then rotates through at most 10 kept, newest first", () => {
    renderLive([news(2), news(1)]);
    expect(shown()).toBe("Tin số 2");
    for (let n = 3; n <= 14; n++) worker.receive({ type: "news", message: { ...news(n), seq: n } });
    expect(shown()).toBe("Tin số 14");
    const titles = rotation(11);
    expect(titles.slice(0, 10)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Tin số ${n}`));
    // The 11th step is the newest again: items 1 to 4 were dropped.
    expect(titles[10]).toBe("Tin số 14");
  });
});
