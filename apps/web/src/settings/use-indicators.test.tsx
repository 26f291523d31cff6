// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DAILY_BARS, fetchDailyCloses, useIndicators } from "./use-indicators";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

// 40 rising daily closes: RSI 100, MACD line 7 × 0.1 (the slope).
const closes = Array.from({ length: 40 }, (_, i) => 20 + i / 10);
const bars = { s: "ok", t: closes.map((_, i) => i), o: closes, h: closes, l: closes, c: closes, v: closes };

let fetchStub: ReturnType<typeof vi.fn>;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchStub = vi.fn(async () => json(bars));
  vi.stubGlobal("fetch", fetchStub);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useIndicators", () => {
  it("loads the daily closes from the UDF history and computes RSI(14) and the MACD line", async () => {
    const { result } = renderHook(() => useIndicators("FPT", true), { wrapper });
    expect(result.current).toEqual({ rsi: null, macd: null });
    await waitFor(() => expect(result.current.rsi).toBe(100));
    expect(result.current.macd).toBeCloseTo(0.7, 9);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchStub.mock.calls[0]?.[0]), "http://web.test");
    expect(url.pathname).toBe("/api/tradingview/history");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      symbol: "FPT",
      resolution: "D",
      from: "0",
      to: String(2 ** 40),
      countback: String(DAILY_BARS),
    });
  });

  it("asks nothing while disabled", async () => {
    const { result } = renderHook(() => useIndicators("FPT", false), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(result.current).toEqual({ rsi: null, macd: null });
  });

  it("shares one request per symbol between rows", async () => {
    const { result } = renderHook(
      () => [useIndicators("VCB", true), useIndicators("VCB", true), useIndicators("ACB", true)],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((item) => item.rsi === 100)).toBe(true));
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("too little history leaves the cells empty", async () => {
    fetchStub.mockImplementation(async () => json({ ...bars, c: closes.slice(0, 10) }));
    const { result } = renderHook(() => useIndicators("NEW", true), { wrapper });
    await waitFor(() => expect(client.getQueryState(["udf-daily-closes", "NEW"])?.status).toBe("success"));
    expect(result.current).toEqual({ rsi: null, macd: null });
  });
});

describe("fetchDailyCloses", () => {
  it.each([
    { rule: "bars → their closes", answer: () => json(bars), expected: closes },
    { rule: "no data → none", answer: () => json({ s: "no_data" }), expected: [] },
    {
      rule: "an unknown symbol → none, only logged",
      answer: () => json({ s: "error", errmsg: "unknown_symbol" }, 404),
      expected: [],
    },
  ])("$rule", async ({ answer, expected }) => {
    fetchStub.mockImplementation(async () => answer());
    await expect(fetchDailyCloses("FPT")).resolves.toEqual(expected);
  });
});
