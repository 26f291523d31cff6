// @vitest-environment happy-dom
// price-board §4 Realtime: "On socket reconnect … data is reloaded" — the header's totals and
// news included.
import type { IndexEntry, NewsItem } from "@bangia/market";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { useHeaderTotals } from "./use-header-totals";
import { useNews } from "./use-news";

const index = (mc: string, value: number): IndexEntry => ({
  seq: 1,
  mc,
  cIndex: 175_752,
  oIndex: 175_482,
  vol: 1,
  value,
  status: "O",
  ot: "270|0.15|0|118|109|178",
  time: "09:40:12",
});
const news = (n: number): NewsItem => ({
  rf: `/tin-tuc/${n}`,
  tl: `Tin ${n}`,
  tl_en: `News ${n}`,
  tm: "",
  sc: "",
});

function Probe() {
  const totals = useHeaderTotals();
  const items = useNews();
  return (
    <>
      <output data-testid="matched">{totals.matched}</output>
      <output data-testid="put-through">{totals.putThrough}</output>
      <output data-testid="news">{items.map((item) => item.tl).join("|")}</output>
    </>
  );
}

let worker: FakeWorker;
let answers: Record<string, unknown>;
let requested: string[];

beforeEach(() => {
  worker = fakeQuoteWorker();
  answers = {
    "datafeed/getlistindexdetail": [index("10", 15_000_000_000_000), index("02", 1_000_000_000_000)],
    "datafeed/aggregate/pt/snapshot/markets": [{ mc: "10", value: 2_000_000_000_000, volume: 1 }],
    "datafeed/getTopNews": [news(2), news(1)],
  };
  requested = [];
  const answer = fetchByPath(answers);
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    requested.push(new URL(input, "http://localhost").pathname);
    return answer(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const count = (path: string) => requested.filter((item) => item === `/api/${path}`).length;

async function loaded(): Promise<void> {
  renderWithProviders(<Probe />);
  await waitFor(() => expect(screen.getByTestId("matched").textContent).toBe("16,000"));
  await waitFor(() => expect(screen.getByTestId("put-through").textContent).toBe("2,000"));
  await waitFor(() => expect(screen.getByTestId("news").textContent).toBe("Tin 2|Tin 1"));
}

describe("the header's snapshots after a reconnect", () => {
  it("asks for the spec's 6 latest news items", async () => {
    await loaded();
    expect(count("datafeed/getTopNews/6")).toBe(1);
  });

  it("reloads the totals and the news once the socket is connected again", async () => {
    await loaded();
    answers["datafeed/getlistindexdetail"] = [
      index("10", 17_000_000_000_000),
      index("02", 1_000_000_000_000),
    ];
    answers["datafeed/aggregate/pt/snapshot/markets"] = [{ mc: "10", value: 3_000_000_000_000, volume: 1 }];
    answers["datafeed/getTopNews"] = [news(3), news(2), news(1)];

    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 0 });
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 1 });
    await waitFor(() => expect(screen.getByTestId("matched").textContent).toBe("18,000"));
    await waitFor(() => expect(screen.getByTestId("put-through").textContent).toBe("3,000"));
    await waitFor(() => expect(screen.getByTestId("news").textContent).toBe("Tin 3|Tin 2|Tin 1"));
    expect(count("datafeed/getlistindexdetail/10,02")).toBe(2);
    expect(count("datafeed/aggregate/pt/snapshot/markets/02,03,10")).toBe(2);
    expect(count("datafeed/getTopNews/6")).toBe(2);

    // Each further reconnect reloads again.
    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 1 });
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 2 });
    await waitFor(() => expect(count("datafeed/getTopNews/6")).toBe(3));
    expect(count("datafeed/getlistindexdetail/10,02")).toBe(3);
  });

  it("does not reload on the first connection or while still disconnected", async () => {
    await loaded();
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 0 });
    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 0 });
    worker.receive({ type: "status", status: "RECONNECT-ERROR", reconnects: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toHaveLength(3);
  });
});
