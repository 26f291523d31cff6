// @vitest-environment happy-dom
import { epochMillisAt } from "@bangia/market";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { ServerTime } from "./server-time";

beforeAll(async () => {
  await startI18n("vi");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  usePreferences.setState({ language: "vi" });
});

describe("ServerTime (the footer's date follows the language)", () => {
  it("shows dd/MM/yyyy in Vietnamese and an unambiguous day-month-name-year in English", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(1_000_000);
    const sample = { serverTime: epochMillisAt("2026-02-10", "10:15:30"), localTime: 1_000_000, speed: 1 };
    usePreferences.setState({ language: "vi" });
    render(<ServerTime sample={sample} />);
    const time = screen.getByTestId("server-time");
    expect(time.textContent).toBe("10:15:30 10/02/2026");

    act(() => usePreferences.getState().setLanguage("en"));
    expect(time.textContent).toBe("10:15:30 10 Feb 2026");

    act(() => vi.advanceTimersByTime(2_000));
    expect(time.textContent).toBe("10:15:32 10 Feb 2026");
  });

  it("ticks every second, not every other one", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(1_000_000);
    const sample = { serverTime: epochMillisAt("2026-02-10", "10:15:30"), localTime: 1_000_000, speed: 1 };
    render(<ServerTime sample={sample} />);
    const time = screen.getByTestId("server-time");
    expect(time.textContent).toBe("10:15:30 10/02/2026");

    act(() => vi.advanceTimersByTime(999));
    expect(time.textContent).toBe("10:15:30 10/02/2026");
    act(() => vi.advanceTimersByTime(1));
    expect(time.textContent).toBe("10:15:31 10/02/2026");
    act(() => vi.advanceTimersByTime(1_000));
    expect(time.textContent).toBe("10:15:32 10/02/2026");
  });
});
