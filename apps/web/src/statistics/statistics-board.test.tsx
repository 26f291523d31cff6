// @vitest-environment happy-dom
import type { StockQuote } from "@bangia/market";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import type { ToWorker } from "../realtime/protocol";
import { useUi } from "../state/ui";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { quoteRow } from "../testing/test-quotes";
import { StatisticsBoard } from "./statistics-board";

const ANSWERS: Readonly<Record<string, unknown>> = {
  "history/statistics/foreignnet": {
    data: [
      { index: "VNINDEX", vol: 64_500, val: 1_377_860_000 },
      { index: "HNXINDEX", vol: 0, val: 0 },
      { index: "UPCOMINDEX", vol: -10_000, val: -864_100_000 },
    ],
  },
  "history/statistics/topvolume/10?count=10": {
    data: [{ sym: "ACB", lot: 92_500, lastPrice: 22_900, mc: "10", color: "d" }],
  },
  "history/statistics/topvolume/02?count=10": {
    data: [{ sym: "SHS", lot: 50_000, lastPrice: 15_000, mc: "02", color: "i" }],
  },
  "history/statistics/topvolume/03?count=10": { data: [] },
  "history/statistics/topforeign/10?count=10": {
    data: [{ sym: "FPT", fBVol: 20_000, fSVolume: 5_000, lastPrice: 120_000, mc: "10" }],
  },
  "history/statistics/topforeign/02?count=10": { data: [] },
  "history/statistics/topforeign/03?count=10": { data: [] },
};

function serve(answers: Readonly<Record<string, unknown>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api\//, "");
      calls.push(path);
      if (path in answers) return new Response(JSON.stringify(answers[path]), { status: 200 });
      return new Response(JSON.stringify({ error: { code: "NOT_FOUND" } }), { status: 404 });
    }),
  );
  return calls;
}

function Board() {
  const focusSeen = useRef(0);
  return <StatisticsBoard menu="thong-ke" board={{ kind: "statistics" }} focusSeen={focusSeen} />;
}

const bodyRows = (testId: string) => within(screen.getByTestId(testId)).queryAllByRole("row").slice(1);
const cellText = (testId: string, symbol: string, field: string) =>
  screen.getByTestId(testId).querySelector(`tr[data-symbol="${symbol}"] [data-field="${field}"]`)
    ?.textContent;

let worker: FakeWorker;

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  worker = fakeQuoteWorker();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useUi.setState({ popupSymbol: null, focus: null });
});

describe("StatisticsBoard", () => {
  it("shows the foreign net per floor and the top lists of the three markets concatenated", async () => {
    serve(ANSWERS);
    renderWithProviders(<Board />);
    await waitFor(() => expect(bodyRows("stats-top-volume")).toHaveLength(2));
    expect(bodyRows("stats-foreign-net").map((row) => row.textContent)).toEqual([
      "VNINDEX+6,450+1.38",
      "HNXINDEX00.00",
      "UPCOMINDEX-1,000-0.86",
    ]);
    expect(bodyRows("stats-top-volume").map((row) => row.textContent)).toEqual([
      "ACB9,25022.90HOSE",
      "SHS5,00015.00HNX",
    ]);
    expect(bodyRows("stats-top-foreign").map((row) => row.textContent)).toEqual(["FPT2,000500120.00HOSE"]);
  });

  it("streams the top lists' symbols, all on screen, and shows their live rows with flashes", async () => {
    serve(ANSWERS);
    renderWithProviders(<Board />);
    await waitFor(() => expect(bodyRows("stats-top-foreign")).toHaveLength(1));
    const boards = worker.sent.filter((m): m is Extract<ToWorker, { type: "board" }> => m.type === "board");
    expect(boards.at(-1)?.board).toEqual({ key: "thong-ke", kind: "stock", symbols: ["ACB", "SHS", "FPT"] });
    const visible = worker.sent.filter(
      (m): m is Extract<ToWorker, { type: "visible" }> => m.type === "visible",
    );
    expect(visible.at(-1)?.symbols).toEqual(["ACB", "SHS", "FPT"]);

    const acb: StockQuote = {
      ...quoteRow("ACB"),
      r: 23_000,
      c: 24_600,
      f: 21_400,
      lastPrice: 22_900,
      lot: 92_500,
    };
    worker.rows("thong-ke", acb);
    worker.patch(["ACB", { lastPrice: 23_100, lot: 100_000 }]);
    expect(cellText("stats-top-volume", "ACB", "lastPrice")).toBe("23.10");
    expect(cellText("stats-top-volume", "ACB", "lot")).toBe("10,000");
    const price = screen
      .getByTestId("stats-top-volume")
      .querySelector('tr[data-symbol="ACB"] [data-field="lastPrice"]');
    expect(price?.className).toContain("c-up");
    expect(price?.className).toContain("flash-up-1");
  });

  it("refetches the lists every 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve(ANSWERS);
    renderWithProviders(<Board />);
    await waitFor(() =>
      expect(calls.filter((call) => call === "history/statistics/foreignnet")).toHaveLength(1),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() =>
      expect(calls.filter((call) => call === "history/statistics/foreignnet")).toHaveLength(2),
    );
  });

  it("refetches after a reconnect", async () => {
    const calls = serve(ANSWERS);
    renderWithProviders(<Board />);
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 0 });
    await waitFor(() => expect(bodyRows("stats-top-volume")).toHaveLength(2));
    const before = calls.length;
    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 0 });
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 1 });
    await waitFor(() => expect(calls.length).toBe(before + 7));
  });

  it("highlights a searched symbol it lists and opens the popup of any other", async () => {
    serve(ANSWERS);
    renderWithProviders(<Board />);
    await waitFor(() => expect(bodyRows("stats-top-volume")).toHaveLength(2));
    act(() => useUi.getState().focusSymbol("FPT"));
    await waitFor(() => expect(bodyRows("stats-top-foreign")[0]?.className).toContain("row-focus"));
    act(() => useUi.getState().focusSymbol("VNM"));
    await waitFor(() => expect(useUi.getState().popupSymbol).toBe("VNM"));
  });
});
