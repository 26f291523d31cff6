// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCachedEventList } from "./event-list-cache";
import { EVENT_LIST_QUERY_KEY, prefetchEventList } from "./prefetch-event-list";
import { useEventList } from "./use-event-list";

const EVENTS = [
  { code: "AGM", name_vn: "Đại hội đồng cổ đông thường niên", name_en: "Annual general meeting" },
];

let fetchStub: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  fetchStub = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: EVENTS }), { headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

const eventListCalls = () =>
  fetchStub.mock.calls.filter(([url]) => String(url).includes("datafeed/getlistdefinedevents")).length;

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("the all-events list (accounts-session §4: loaded, cached locally, refreshed once a day)", () => {
  it("loads from the data feed and is kept in the browser", async () => {
    const { result } = renderHook(() => useEventList(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toEqual(EVENTS));
    expect(eventListCalls()).toBe(1);
    expect(readCachedEventList(Date.now())).toEqual(EVENTS);
  });

  it("is read from the browser on the next start the same day, without asking the feed", async () => {
    const first = renderHook(() => useEventList(), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current).toEqual(EVENTS));
    first.unmount();
    // A new page load: a fresh query cache, the same browser storage.
    const second = renderHook(() => useEventList(), { wrapper: wrapper() });
    await waitFor(() => expect(second.result.current).toEqual(EVENTS));
    expect(eventListCalls()).toBe(1);
  });

  it("prefetches into the query cache for the screen that needs it, once a day", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchEventList(client);
    await waitFor(() => expect(client.getQueryData(EVENT_LIST_QUERY_KEY)).toEqual(EVENTS));
    prefetchEventList(new QueryClient());
    await waitFor(() => expect(readCachedEventList(Date.now())).toEqual(EVENTS));
    expect(eventListCalls()).toBe(1);
  });
});
