// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCachedEventList } from "./event-list-cache";
import { loadEventListAtStart } from "./event-list-at-start";
import { EVENT_LIST_QUERY_KEY } from "./prefetch-event-list";

const EVENTS = [{ code: "DIV", name_vn: "Trả cổ tức bằng tiền mặt", name_en: "Cash dividend" }];

let fetchStub: ReturnType<typeof vi.fn>;
const eventListCalls = () =>
  fetchStub.mock.calls.filter(([url]) => String(url).includes("datafeed/getlistdefinedevents")).length;

beforeEach(() => {
  localStorage.clear();
  fetchStub = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: EVENTS }), { headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the events list at start (accounts-session §4: loaded, cached locally, once a day)", () => {
  it("loads once the browser is idle after the first paint, into the query cache and the browser", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    loadEventListAtStart(client);
    // Nothing before the browser is idle: the first screen's own loads go first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(eventListCalls()).toBe(0);
    expect(idle).toHaveLength(1);

    idle[0]?.();
    await waitFor(() => expect(client.getQueryData(EVENT_LIST_QUERY_KEY)).toEqual(EVENTS));
    expect(readCachedEventList(Date.now())).toEqual(EVENTS);
    expect(eventListCalls()).toBe(1);
  });

  it("reads the browser's copy on the next start the same day, without asking the feed", async () => {
    vi.stubGlobal("requestIdleCallback", (task: () => void) => task());
    loadEventListAtStart(new QueryClient());
    await waitFor(() => expect(readCachedEventList(Date.now())).toEqual(EVENTS));
    const next = new QueryClient();
    loadEventListAtStart(next);
    await waitFor(() => expect(next.getQueryData(EVENT_LIST_QUERY_KEY)).toEqual(EVENTS));
    expect(eventListCalls()).toBe(1);
  });

  it("loads after the current task where the browser has no idle callbacks", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    loadEventListAtStart(client);
    expect(eventListCalls()).toBe(0);
    vi.runAllTimers();
    vi.useRealTimers();
    await waitFor(() => expect(client.getQueryData(EVENT_LIST_QUERY_KEY)).toEqual(EVENTS));
  });
});
