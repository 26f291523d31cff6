// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { matchMessage, quoteRow } from "../testing/test-quotes";
import type { FromWorker, RowPatch, RowView, ToWorker } from "./protocol";
import {
  createQuoteFeed,
  patchRowView,
  useBoardOrder,
  useMarketMessages,
  useRowView,
  useSocketStatus,
  type MarketMessage,
  type QuoteFeedPort,
} from "./quote-feed";

/** A worker port the test plays: `sent` holds what the feed posted, `receive` plays the worker. */
function fakePort() {
  const sent: ToWorker[] = [];
  const port: QuoteFeedPort = {
    postMessage: (message) => void sent.push(message),
    onmessage: null,
  };
  const receive = (message: FromWorker) =>
    act(() => port.onmessage?.(new MessageEvent<FromWorker>("message", { data: message })));
  return { port, sent, receive };
}

function loadedFeed() {
  const { port, sent, receive } = fakePort();
  const feed = createQuoteFeed(port);
  receive({ type: "rows", key: "VN30", rows: [quoteRow("ACB"), quoteRow("FPT")], reset: true });
  return { feed, sent, receive };
}

const patch = (...patches: RowPatch[]): FromWorker => ({ type: "patch", patches });

afterEach(cleanup);

describe("patchRowView", () => {
  const view = { row: quoteRow("ACB", { lastPrice: 100 }), flash: {} };

  it.each<[string, RowPatch[1], Record<string, { dir: string; n: number }>]>([
    ["a rise flashes up", { lastPrice: 110 }, { lastPrice: { dir: "up", n: 1 } }],
    ["a fall flashes down", { lastPrice: 90 }, { lastPrice: { dir: "down", n: 1 } }],
    ["a text field changes without a flash", { cl: "i" }, {}],
  ])("%s", (_name, fields, flash) => {
    const next = patchRowView(view, fields);
    expect(next.flash).toEqual(flash);
    for (const [field, value] of Object.entries(fields))
      expect((next.row as unknown as Record<string, unknown>)[field]).toBe(value);
  });

  it("returns the same view when nothing changed", () => {
    expect(patchRowView(view, { lastPrice: 100 })).toBe(view);
  });

  it("counts every change of a field, so cells alternate their animation by parity", () => {
    let next = patchRowView(view, { lastPrice: 110 });
    next = patchRowView(next, { lastPrice: 120 });
    next = patchRowView(next, { lastPrice: 115, lot: 1 });
    expect(next.flash).toEqual({ lastPrice: { dir: "down", n: 3 }, lot: { dir: "down", n: 1 } });
    expect(view.row.lastPrice).toBe(100);
  });
});

describe("QuoteFeed row store", () => {
  it("notifies only the patched symbol's listeners", () => {
    const { feed, receive } = loadedFeed();
    const acb = vi.fn();
    const fpt = vi.fn();
    feed.subscribeRow("ACB", acb);
    feed.subscribeRow("FPT", fpt);
    receive(patch(["ACB", { lastPrice: 23_000 }]));
    expect(acb).toHaveBeenCalledOnce();
    expect(fpt).not.toHaveBeenCalled();
    expect((feed.view("ACB") as RowView | undefined)?.row.lastPrice).toBe(23_000);
    expect((feed.view("ACB") as RowView | undefined)?.flash.lastPrice).toEqual({ dir: "up", n: 1 });
    // A patch that changes nothing notifies nobody.
    receive(patch(["ACB", { lastPrice: 23_000 }]));
    expect(acb).toHaveBeenCalledOnce();
  });

  it("rows replace without flashes; reset drops the rows it does not carry", () => {
    const { feed, receive } = loadedFeed();
    receive(patch(["ACB", { lastPrice: 23_000 }]));
    const fpt = vi.fn();
    feed.subscribeRow("FPT", fpt);
    receive({ type: "rows", key: "VN30", rows: [quoteRow("ACB", { lastPrice: 1 })], reset: false });
    expect(feed.view("ACB")).toEqual({ row: quoteRow("ACB", { lastPrice: 1 }), flash: {} });
    expect(feed.view("FPT")).toBeDefined();
    receive({ type: "rows", key: "HNX", rows: [quoteRow("SHS")], reset: true });
    expect(feed.view("ACB")).toBeUndefined();
    expect(feed.view("FPT")).toBeUndefined();
    expect(feed.view("SHS")).toBeDefined();
    expect(fpt).toHaveBeenCalledOnce();
  });

  it("posts the board, visible symbols (once per distinct list), sort and reload to the worker", () => {
    const { feed, sent } = loadedFeed();
    feed.showBoard({ key: "VN30", kind: "stock", symbols: ["ACB", "FPT"] }, ["HPG"]);
    feed.setVisible(["ACB", "FPT"]);
    feed.setVisible(["ACB", "FPT"]);
    feed.setVisible(["FPT"]);
    feed.setSort({ field: "lastPrice", direction: "desc" });
    feed.reload();
    expect(sent).toEqual([
      { type: "board", board: { key: "VN30", kind: "stock", symbols: ["ACB", "FPT"] }, extra: ["HPG"] },
      { type: "visible", symbols: ["ACB", "FPT"] },
      { type: "visible", symbols: ["FPT"] },
      { type: "sort", sort: { field: "lastPrice", direction: "desc" } },
      { type: "reload" },
    ]);
  });

  it("keeps held symbols live across boards as extras, on screen, until released", () => {
    const { feed, sent } = loadedFeed();
    const boards = () => sent.filter((message) => message.type === "board");
    const visible = () => sent.filter((message) => message.type === "visible");
    feed.setVisible(["ACB"]);
    feed.keepLive("popup", ["VNM"]);
    expect(boards()).toEqual([]);
    expect(visible().at(-1)).toEqual({ type: "visible", symbols: ["ACB", "VNM"] });
    feed.showBoard({ key: "VN30", kind: "stock", symbols: ["ACB"] }, ["HPG"]);
    feed.showBoard({ key: "derivative-INDEX", kind: "derivative", symbols: ["VN30F2612"] }, []);
    feed.keepLive("popup", []);
    feed.keepLive("popup", []);
    expect(visible().at(-1)).toEqual({ type: "visible", symbols: ["ACB"] });
    expect(boards()).toEqual([
      { type: "board", board: { key: "VN30", kind: "stock", symbols: ["ACB"] }, extra: ["HPG", "VNM"] },
      {
        type: "board",
        board: { key: "derivative-INDEX", kind: "derivative", symbols: ["VN30F2612"] },
        extra: ["VNM"],
      },
      {
        type: "board",
        board: { key: "derivative-INDEX", kind: "derivative", symbols: ["VN30F2612"] },
        extra: [],
      },
    ]);
  });

  it("asks the worker to watch a symbol while it has listeners, and hands its messages to them", () => {
    const { feed, sent, receive } = loadedFeed();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = feed.watchSymbol("ACB", first);
    const stopSecond = feed.watchSymbol("ACB", second);
    const message = matchMessage("ACB", 11);
    receive({ type: "symbol", message });
    receive({ type: "symbol", message: matchMessage("FPT", 11) });
    stopFirst();
    stopSecond();
    expect(first).toHaveBeenCalledExactlyOnceWith(message);
    expect(second).toHaveBeenCalledExactlyOnceWith(message);
    expect(sent).toEqual([
      { type: "watch", symbols: ["ACB"] },
      { type: "watch", symbols: [] },
    ]);
  });
});

describe("hooks", () => {
  const renders = new Map<string, number>();
  function Row({ symbol }: { symbol: string }) {
    const view = useRowView(symbol);
    renders.set(symbol, (renders.get(symbol) ?? 0) + 1);
    const mark = view?.flash.lastPrice;
    return (
      <div data-testid={symbol} className={mark ? `flash-${mark.dir}-${mark.n % 2}` : ""}>
        {view?.row.lastPrice ?? "-"}
      </div>
    );
  }

  it("useRowView re-renders only the row whose symbol was patched, with alternating flash parity", () => {
    const { receive } = loadedFeed();
    renders.clear();
    render(
      <>
        <Row symbol="ACB" />
        <Row symbol="FPT" />
      </>,
    );
    expect(renders).toEqual(
      new Map([
        ["ACB", 1],
        ["FPT", 1],
      ]),
    );
    receive(patch(["ACB", { lastPrice: 23_000 }]));
    expect(screen.getByTestId("ACB").textContent).toBe("23000");
    expect(screen.getByTestId("ACB").className).toBe("flash-up-1");
    receive(patch(["ACB", { lastPrice: 24_000 }]));
    expect(screen.getByTestId("ACB").className).toBe("flash-up-0");
    expect(renders).toEqual(
      new Map([
        ["ACB", 3],
        ["FPT", 1],
      ]),
    );
  });

  it("useSocketStatus follows the worker's status", () => {
    const { receive } = loadedFeed();
    function Status() {
      const { status, reconnects } = useSocketStatus();
      return <span data-testid="status">{`${status} ${reconnects}`}</span>;
    }
    render(<Status />);
    expect(screen.getByTestId("status").textContent).toBe("DISCONNECT 0");
    receive({ type: "status", status: "CONNECTED", reconnects: 2 });
    expect(screen.getByTestId("status").textContent).toBe("CONNECTED 2");
  });

  it("useBoardOrder gives a board's order once it came, and follows it", () => {
    const { receive } = loadedFeed();
    function Order({ boardKey }: { boardKey: string }) {
      const order = useBoardOrder(boardKey);
      return <span data-testid={`order-${boardKey}`}>{order === undefined ? "none" : order.join(",")}</span>;
    }
    render(
      <>
        <Order boardKey="VN30" />
        <Order boardKey="HNX" />
      </>,
    );
    expect(screen.getByTestId("order-VN30").textContent).toBe("none");
    receive({ type: "order", key: "VN30", symbols: ["FPT", "ACB"] });
    expect(screen.getByTestId("order-VN30").textContent).toBe("FPT,ACB");
    expect(screen.getByTestId("order-HNX").textContent).toBe("none");
  });

  it("useMarketMessages delivers the market-wide messages while mounted", () => {
    const { receive } = loadedFeed();
    const seen: MarketMessage[] = [];
    function Listener() {
      useMarketMessages((message) => seen.push(message));
      return null;
    }
    const { unmount } = render(<Listener />);
    const refresh: FromWorker = { type: "refresh", message: { reason: "restart", seq: 1 } };
    receive(refresh);
    receive({ type: "status", status: "CONNECTED", reconnects: 0 });
    unmount();
    receive(refresh);
    expect(seen).toEqual([refresh]);
  });
});

describe("quoteFeed", () => {
  it("throws before a feed was started", async () => {
    vi.resetModules();
    const fresh = await import("./quote-feed");
    expect(() => fresh.quoteFeed()).toThrow(/not started/);
    const feed = fresh.createQuoteFeed(fakePort().port);
    expect(fresh.quoteFeed()).toBe(feed);
  });
});
