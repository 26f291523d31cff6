// @vitest-environment happy-dom
import type { PutThroughBoardAnswer, PutThroughEntry } from "@bangia/market";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import type { ToWorker } from "../realtime/protocol";
import { useUi } from "../state/ui";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { PutThroughBoard } from "./put-through-board";
import type { PutThroughFloor } from "./put-through-state";

function entry(fields: Partial<PutThroughEntry> = {}): PutThroughEntry {
  return {
    seq: 4,
    type: "PTM",
    sym: "HDB",
    color: "i",
    price: 26_900,
    volume: 90_000,
    value: 2_421_000_000,
    time: "09:20:08",
    firmNo: "16",
    marketID: "HOSE",
    ...fields,
  };
}

const SNAPSHOT: PutThroughBoardAnswer = {
  buy: [entry({ type: "PTB", sym: "MSR", price: 34_600, volume: 97_900, firmNo: "7", marketID: "UPCOM" })],
  sell: [entry({ type: "PTS", sym: "VEA", marketID: "UPCOM" })],
  matched: [entry()],
  totalVolume: 90_000,
  totalValue: 2_421_000_000,
};

/** Answers `getlistptdata/{floor}` with `answer`, or fails with a 500; counts the calls. */
function serve(answer: () => PutThroughBoardAnswer | null) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      // The stock list (which codes are bonds) is asked apart from the board's loads.
      if (url.includes("getlistallstock") || url.includes("getlistderivativesymbols"))
        return new Response("[]", { status: 200 });
      calls.push(url);
      const body = answer();
      if (body === null)
        return new Response(JSON.stringify({ error: { code: "INTERNAL" } }), { status: 500 });
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

function Board({ floor }: { readonly floor: PutThroughFloor }) {
  const focusSeen = useRef(0);
  return (
    <PutThroughBoard
      menu={`putThrough-${floor}`}
      board={{ kind: "put-through", floor }}
      focusSeen={focusSeen}
    />
  );
}

const rowsOf = (testId: string) => within(screen.getByTestId(testId)).queryAllByRole("row").slice(1);
const live = (message: PutThroughEntry) => worker.receive({ type: "putthrough", message });

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
  useUi.setState({ popupSymbol: null, focus: null });
});

describe("PutThroughBoard", () => {
  it("loads the floor's board and shows each table with the matched totals", async () => {
    const calls = serve(() => SNAPSHOT);
    renderWithProviders(<Board floor="ALL" />);
    await waitFor(() => expect(rowsOf("pt-matched")).toHaveLength(1));
    expect(calls[0]).toBe("/api/datafeed/getlistptdata/ALL");
    // Symbol, price ×1000, volume ×10, time, firm padded to 3 digits.
    expect(rowsOf("pt-buy")[0]?.textContent).toBe("MSR34.609,79009:20:08007");
    // Symbol, price, volume, value in billions, time.
    expect(rowsOf("pt-matched")[0]?.textContent).toBe("HDB26.909,0002.4209:20:08");
    expect(rowsOf("pt-sell")).toHaveLength(1);
    expect(screen.getByTestId("pt-total-volume").textContent).toBe("9,000");
    expect(screen.getByTestId("pt-total-value").textContent).toBe("2");
  });

  it("shows no quote rows: the previous board's symbols stop streaming", async () => {
    serve(() => SNAPSHOT);
    renderWithProviders(<Board floor="HNX" />);
    const boards = worker.sent.filter(
      (message): message is Extract<ToWorker, { type: "board" }> => message.type === "board",
    );
    expect(boards.map((message) => message.board)).toEqual([
      { key: "putThrough-HNX", kind: "stock", symbols: [] },
    ]);
  });

  it("puts live entries of its floor on top and grows the totals with each deal", async () => {
    serve(() => SNAPSHOT);
    renderWithProviders(<Board floor="HOSE" />);
    await waitFor(() => expect(rowsOf("pt-matched")).toHaveLength(1));

    live(entry({ seq: 5, sym: "VNM", volume: 1_000_000, value: 70_000_000_000, time: "09:30:00" }));
    live(entry({ seq: 6, type: "PTB", sym: "FPT", time: "09:31:00" }));
    live(entry({ seq: 7, sym: "SHS", marketID: "HNX" }));
    live(entry({ seq: 5, sym: "DUP" }));

    expect(rowsOf("pt-matched").map((row) => row.textContent?.slice(0, 3))).toEqual(["VNM", "HDB"]);
    expect(rowsOf("pt-buy")[0]?.textContent?.startsWith("FPT")).toBe(true);
    expect(screen.getByTestId("pt-total-volume").textContent).toBe("109,000");
    expect(screen.getByTestId("pt-total-value").textContent).toBe("72");
  });

  it("clears the tables when a load fails and refetches after a reconnect", async () => {
    let fail = false;
    const calls = serve(() => (fail ? null : SNAPSHOT));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithProviders(<Board floor="ALL" />);
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 0 });
    await waitFor(() => expect(rowsOf("pt-matched")).toHaveLength(1));

    fail = true;
    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 0 });
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 1 });
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(rowsOf("pt-matched")).toHaveLength(0));
    expect(rowsOf("pt-buy")).toHaveLength(0);
    expect(screen.getByTestId("pt-total-value").textContent).toBe("0");

    fail = false;
    worker.receive({ type: "status", status: "DISCONNECT", reconnects: 1 });
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 2 });
    await waitFor(() => expect(rowsOf("pt-matched")).toHaveLength(1));
  });

  it("highlights a searched symbol it lists and opens the popup of any other", async () => {
    serve(() => SNAPSHOT);
    renderWithProviders(<Board floor="ALL" />);
    await waitFor(() => expect(rowsOf("pt-matched")).toHaveLength(1));

    act(() => useUi.getState().focusSymbol("HDB"));
    await waitFor(() => expect(rowsOf("pt-matched")[0]?.className).toContain("row-focus"));
    expect(useUi.getState().popupSymbol).toBeNull();

    act(() => useUi.getState().focusSymbol("ACB"));
    await waitFor(() => expect(useUi.getState().popupSymbol).toBe("ACB"));
  });
});
