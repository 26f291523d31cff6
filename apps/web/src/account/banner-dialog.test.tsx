// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { stubLocalStorage } from "../testing/memory-storage";
import { useAccountNotices } from "./account-notices";
import { BannerDialog, bannerImage } from "./banner-dialog";

let stored: Map<string, string>;

/** The index of the slide on show. */
function shownSlide(): number {
  const images = screen.getAllByTestId(/^banner-slide-/);
  const shown = images.filter((image) => image.classList.contains("is-shown"));
  expect(shown).toHaveLength(1);
  return images.indexOf(shown[0] as HTMLElement);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  vi.useFakeTimers();
  stored = stubLocalStorage();
  usePreferences.setState({ language: "vi" });
  useAccountNotices.getState().showBanner();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAccountNotices.getState().closeAll();
});

describe("BannerDialog (accounts-session §2, §9: 3 slides, 3 s each)", () => {
  it("shows the three images of the language, a new one every 3 s, wrapping after the last", () => {
    render(<BannerDialog />);
    expect(screen.getAllByTestId(/^banner-slide-/).map((image) => image.getAttribute("src"))).toEqual([
      "/banners/product-news.vi.svg",
      "/banners/smart-otp.vi.svg",
      "/banners/safety-tips.vi.svg",
    ]);
    expect(shownSlide()).toBe(0);
    advance(2_999);
    expect(shownSlide()).toBe(0);
    advance(1);
    expect(shownSlide()).toBe(1);
    advance(3_000);
    expect(shownSlide()).toBe(2);
    advance(3_000);
    expect(shownSlide()).toBe(0);
  });

  it("goes to a slide by its dot, and the 3 s start again from the pick", () => {
    render(<BannerDialog />);
    advance(2_000);
    fireEvent.click(screen.getByTestId("banner-dot-2"));
    expect(shownSlide()).toBe(2);
    expect(screen.getByTestId("banner-dot-2").getAttribute("aria-current")).toBe("true");
    advance(2_000);
    expect(shownSlide()).toBe(2);
    advance(1_000);
    expect(shownSlide()).toBe(0);
  });

  it("closes without remembering anything", () => {
    render(<BannerDialog />);
    fireEvent.click(screen.getByTestId("banner-close"));
    expect(useAccountNotices.getState().banner).toBe(false);
    expect(stored.has("notShowBanner")).toBe(false);
  });

  it("'do not show again' closes and remembers it (notShowBanner)", () => {
    render(<BannerDialog />);
    fireEvent.click(screen.getByTestId("banner-never"));
    expect(useAccountNotices.getState().banner).toBe(false);
    expect(stored.get("notShowBanner")).toBe("true");
  });

  it("has the images in English too", () => {
    expect(bannerImage("smart-otp", "en")).toBe("/banners/smart-otp.en.svg");
  });
});
