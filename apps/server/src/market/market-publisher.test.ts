import {
  buildUniverse,
  ManualClock,
  MarketExchange,
  type Advert,
  type Deal,
  type OrderCommand,
} from "@bangia/exchange";
import { epochMillisAt, type NewsItem, type Side } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import { describe, expect, it } from "vitest";
import { MAX_NEWS_PER_FLUSH, MarketPublisher, type NewsSource } from "./market-publisher";
import type { OutboundMessage } from "./market-stream";
import type { QuoteProjector, TradeTapeView } from "./projection";
import { SequenceBook, streamKeys } from "./sequences";
import { TradeTape } from "./trade-tape";

const DAY = "2026-02-10";
const NEXT_DAY = "2026-02-11";
const at = (clock: string, date = DAY) => epochMillisAt(date, clock);
const universe = buildUniverse(readReferenceData(), { seed: 7, firstDay: DAY });

/** A VN30 share on HOSE, an ETF with it in its basket, an index future and a bond. */
const STOCK = "FPT";
const ETF = "E1VFVN30";
const FUTURE = "VN30F2602";
const OTHER = "HPG";

/**
 * A projector that reads plain state from the exchange, so a test can see which state a
 * message carried. Its messages are not the wire shapes (the real projector is tested on its
 * own); the publisher only numbers, merges and routes them.
 */
function fakeProjector(exchange: MarketExchange, tape: TradeTapeView, failing = new Set<string>()) {
  const message = <T>(value: object): T => value as T;
  const view = (symbol: string) => {
    if (failing.has(symbol)) throw new Error(`projection of ${symbol} failed`);
    return exchange.instrument(symbol);
  };
  const projector: QuoteProjector = {
    depthMessage: (sym, seq) =>
      view(sym) &&
      message({
        id: 3210,
        sym,
        seq,
        bids: exchange.depth(sym, "lot", "B", 3),
        offers: exchange.depth(sym, "lot", "S", 3),
      }),
    overBuySellMessage: (sym, seq) =>
      view(sym) &&
      message({
        id: 3310,
        sym,
        seq,
        overBuy: exchange.openVolume(sym, "lot", "B"),
        overSell: exchange.openVolume(sym, "lot", "S"),
      }),
    tenLevelBookMessage: (sym, side: Side, seq) =>
      view(sym)?.kind === "INDEX_FUTURE"
        ? message({ id: 3211, sym, side, seq, ndata: exchange.depth(sym, "lot", side, 10) })
        : undefined,
    stockMatchMessage: (sym, trade, seq) =>
      view(sym) && message({ id: 3220, sym, seq, lastPrice: trade.price, index: trade.index }),
    derivativeMatchMessage: (sym, trade, seq) =>
      view(sym) &&
      message({ id: 3220, sym, seq, lastPrice: trade.price, oi: exchange.day(sym)?.openInterest }),
    foreignMessage: (sym, seq) =>
      view(sym) && message({ id: 3250, sym, seq, fBVol: exchange.day(sym)?.foreignBuyVolume }),
    oddLotMessage: (sym, seq) =>
      view(sym) && message({ id: 9100, sym, seq, bids: exchange.depth(sym, "odd", "B", 3) }),
    bondQuoteMessage: (sym, seq) => message({ id: 5310, sym, seq }),
    bondMatchMessage: (sym, seq) => message({ id: 5220, sym, seq, last: exchange.day(sym)?.putThroughLast }),
    etfInavMessage: (sym, seq) =>
      view(sym) && message({ id: 4101, sym, seq, iNav: exchange.etfIndicative(sym)?.inav }),
    etfIindexMessage: (sym, seq) =>
      view(sym) && message({ id: 4102, sym, seq, iIndex: exchange.etfIndicative(sym)?.iIndex }),
    indexEntry: (mc, seq) => message({ mc, seq }),
    advertEntry: (advert: Advert, seq) =>
      message({ type: advert.side === "B" ? "PTB" : "PTS", sym: advert.symbol, seq, volume: advert.volume }),
    dealEntry: (deal: Deal, seq) => message({ type: "PTM", sym: deal.symbol, seq, volume: deal.volume }),
  };
  void tape;
  return projector;
}

function market(options: { start?: number; news?: NewsSource; failing?: Set<string> } = {}) {
  const clock = new ManualClock(options.start ?? at("09:20"));
  const exchange = new MarketExchange({ universe, clock });
  const tape = new TradeTape();
  exchange.subscribe((event) => tape.onEvent(event));
  const sequences = new SequenceBook();
  const tasks: (() => void)[] = [];
  const logged: string[] = [];
  const publisher = new MarketPublisher({
    exchange,
    clock,
    projector: fakeProjector(exchange, tape, options.failing),
    tape,
    sequences,
    news: options.news ?? { publishedBetween: () => [] },
    schedule: (task) => tasks.push(task),
    pollMillis: 0,
    log: (message) => logged.push(message),
  });
  const batches: (readonly OutboundMessage[])[] = [];
  publisher.subscribe((batch) => batches.push(batch));
  /** Runs the scheduled flushes, as the event loop would. */
  const turn = () => {
    for (let task = tasks.shift(); task !== undefined; task = tasks.shift()) task();
  };
  const messages = () => batches.flat();
  let orders = 0;
  const order = (symbol: string, side: Side, price: number, volume: number, account?: string) =>
    exchange.execute({
      type: "new",
      clientOrderId: `c${++orders}`,
      account: account ?? (side === "B" ? "buyer" : "seller"),
      symbol,
      side,
      priceType: "LO",
      price,
      volume,
    });
  const moveTo = (time: number) => {
    clock.set(time);
    exchange.tick();
  };
  return { clock, exchange, sequences, publisher, tasks, batches, messages, turn, order, moveTo, logged };
}

const reference = (exchange: MarketExchange, symbol: string) => exchange.day(symbol)?.reference ?? 0;
const ofSymbol = (messages: readonly OutboundMessage[], symbol: string) =>
  messages.filter((m) => m.room === symbol);
const ids = (messages: readonly OutboundMessage[]) =>
  messages.map((m) => `${m.channel}:${"id" in m.message ? m.message.id : ""}`);

describe("merging a burst", () => {
  it("publishes one depth message with the final state for 100 orders in one turn", () => {
    const { exchange, order, turn, batches, messages, tasks } = market();
    const ref = reference(exchange, STOCK);
    for (let i = 0; i < 100; i++) {
      const result = order(STOCK, "B", ref - 100 * (1 + (i % 20)), 100, `buyer${i}`);
      expect(result.ok).toBe(true);
    }
    expect(tasks).toHaveLength(1);
    turn();
    expect(batches).toHaveLength(1);
    const depth = messages().filter((m) => m.channel === "board" && m.message.id === 3210);
    expect(depth).toHaveLength(1);
    expect(depth[0]?.room).toBe(STOCK);
    expect(depth[0]?.message).toMatchObject({
      seq: 1,
      bids: exchange.depth(STOCK, "lot", "B", 3),
      offers: [],
    });
    expect(exchange.depth(STOCK, "lot", "B", 3)[0]).toEqual({ price: ref - 100, volume: 500, orders: 5 });
    expect(ids(messages())).toEqual(["board:3210", "board:3310"]);
  });

  it("sends a state message only when its content changed", () => {
    const { exchange, order, turn, messages } = market();
    const ref = reference(exchange, STOCK);
    for (const offset of [1, 2, 3]) order(STOCK, "B", ref - 100 * offset, 100, `b${offset}`);
    turn();
    // A fourth level changes the over-bid volume but not the three best bids.
    order(STOCK, "B", ref - 400, 100, "b4");
    turn();
    expect(ids(messages())).toEqual(["board:3210", "board:3310", "board:3310"]);
  });

  it("sends a match with the tape's latest trade and the foreign totals", () => {
    const { exchange, order, turn, messages } = market();
    const ref = reference(exchange, OTHER);
    order(OTHER, "S", ref, 300, "s1");
    order(OTHER, "B", ref, 100, "b1");
    order(OTHER, "B", ref, 100, "b2");
    turn();
    const match = messages().filter((m) => m.channel === "stock" && m.message.id === 3220);
    expect(match).toHaveLength(1);
    expect(match[0]?.message).toMatchObject({ lastPrice: ref, index: 2 });
    expect(ids(ofSymbol(messages(), OTHER))).toEqual([
      "board:3210",
      "board:3310",
      "stock:3220",
      "stock:3250",
    ]);
  });
});

describe("flushing what is pending", () => {
  it("publishes the marks at once, so a row read next carries their numbers", () => {
    const { exchange, order, publisher, sequences, batches, tasks, turn } = market();
    const ref = reference(exchange, OTHER);
    order(OTHER, "S", ref, 100, "s1");
    order(OTHER, "B", ref, 100, "b1");
    expect(sequences.current(OTHER)).toBe(0);
    publisher.flushPending();
    expect(batches).toHaveLength(1);
    expect(sequences.current(OTHER)).toBe(ofSymbol(batches.flat(), OTHER).length);
    expect(ids(ofSymbol(batches.flat(), OTHER))).toContain("stock:3220");
    // The flush it had scheduled finds nothing left.
    expect(tasks).toHaveLength(1);
    turn();
    expect(batches).toHaveLength(1);
  });

  it("does nothing when nothing is marked", () => {
    const { publisher, batches, moveTo } = market({
      news: {
        publishedBetween: () => [{ rf: "r", tl: "t", tl_en: "t", tm: "2026-02-10T09:20:01+07:00", sc: "s" }],
      },
    });
    moveTo(at("09:21"));
    publisher.flushPending();
    expect(batches).toHaveLength(0);
  });
});

describe("sequence numbers", () => {
  it("rise by exactly 1 per symbol across every channel of the symbol", () => {
    const { exchange, order, turn, messages, sequences } = market();
    const ref = reference(exchange, STOCK);
    for (let round = 0; round < 5; round++) {
      order(STOCK, "S", ref + 100 * round, 200, `s${round}`);
      turn();
      order(STOCK, "B", ref + 100 * round, 100, `b${round}`);
      turn();
      exchange.execute({
        type: "new",
        clientOrderId: `odd${round}`,
        account: `odd${round}`,
        symbol: STOCK,
        side: "B",
        priceType: "LO",
        price: ref - 1_000,
        volume: 10 + round,
      });
      turn();
    }
    const own = ofSymbol(messages(), STOCK);
    expect(new Set(own.map((m) => m.channel))).toEqual(new Set(["board", "stock", "soddlot"]));
    expect(own.map((m) => m.message.seq)).toEqual(own.map((_, i) => i + 1));
    expect(sequences.current(STOCK)).toBe(own.length);
  });

  it("keep each symbol's stream apart", () => {
    const { exchange, order, turn, messages } = market();
    order(STOCK, "B", reference(exchange, STOCK) - 100, 100);
    order(OTHER, "B", reference(exchange, OTHER) - 100, 100);
    turn();
    for (const symbol of [STOCK, OTHER])
      expect(ofSymbol(messages(), symbol).map((m) => m.message.seq)).toEqual([1, 2]);
  });
});

describe("market-wide channels", () => {
  it("publishes each moved index once per batch, numbered per index code, to everyone", () => {
    const { exchange, order, turn, messages, sequences } = market();
    const ref = reference(exchange, STOCK);
    order(STOCK, "S", ref + 500, 100);
    order(STOCK, "B", ref + 500, 100);
    order(STOCK, "S", ref + 600, 100, "s2");
    order(STOCK, "B", ref + 600, 100, "b2");
    turn();
    const index = messages().filter((m) => m.channel === "index");
    const codes = index.map((m) => (m.message as { mc: string }).mc);
    // FPT is in VNINDEX (10), VN30 (11), VN100 (27) and others with a board code.
    expect(codes).toEqual(expect.arrayContaining(["10", "11", "27"]));
    expect(new Set(codes).size).toBe(codes.length);
    expect(index.every((m) => m.room === null && m.message.seq === 1)).toBe(true);
    expect(sequences.current(streamKeys.index("10"))).toBe(1);
  });

  it("publishes an ETF's indicative values after a trade of a basket member", () => {
    const { exchange, order, turn, messages } = market();
    const before = exchange.etfIndicative(ETF);
    const ref = reference(exchange, STOCK);
    order(STOCK, "S", ref + 500, 100);
    order(STOCK, "B", ref + 500, 100);
    turn();
    const etf = ofSymbol(messages(), ETF);
    expect(ids(etf)).toEqual(["etfinav:4101", "etfiindex:4102"]);
    expect(etf[0]?.message).toMatchObject({ seq: 1, iNav: exchange.etfIndicative(ETF)?.inav });
    expect(exchange.etfIndicative(ETF)?.inav).not.toBe(before?.inav);
  });

  it("publishes put-through adverts and deals on spt and the market's totals", () => {
    const { exchange, turn, messages, sequences } = market();
    const ref = reference(exchange, STOCK);
    const advertise = (side: Side): OrderCommand => ({
      type: "advertise",
      account: `adv${side}`,
      firm: "007",
      symbol: STOCK,
      side,
      price: ref,
      volume: 20_000,
    });
    expect(exchange.execute(advertise("B")).ok).toBe(true);
    const withdrawn = exchange.execute(advertise("S"));
    expect(withdrawn.ok && withdrawn.advertId !== undefined).toBe(true);
    if (withdrawn.ok && withdrawn.advertId !== undefined)
      exchange.execute({ type: "withdraw", account: "advS", advertId: withdrawn.advertId });
    const deal = exchange.execute({
      type: "deal",
      buyAccount: "pb",
      sellAccount: "ps",
      buyFirm: "001",
      sellFirm: "002",
      symbol: STOCK,
      price: ref,
      volume: 30_000,
    });
    expect(deal.ok).toBe(true);
    turn();
    const spt = messages().filter((m) => m.channel === "spt");
    expect(spt.map((m) => m.message)).toEqual([
      { type: "PTB", sym: STOCK, seq: 1, volume: 20_000 },
      { type: "PTM", sym: STOCK, seq: 2, volume: 30_000 },
    ]);
    expect(spt.every((m) => m.room === null)).toBe(true);
    const totals = messages().filter((m) => m.channel === "aggregatemarket");
    expect(totals.map((m) => [m.room, m.message])).toEqual([
      [null, { seq: 1, mc: "10", ptValue: ref * 30_000, ptVol: 30_000 }],
    ]);
    expect(sequences.current(streamKeys.channel("spt"))).toBe(2);
    expect(sequences.current(streamKeys.aggregateMarket("10"))).toBe(1);
  });

  it("publishes session changes: the derivatives board by boardID, cash markets by code", () => {
    const { moveTo, turn, messages, sequences } = market();
    moveTo(at("11:31"));
    turn();
    const sessions = messages()
      .filter((m) => m.channel === "tradingsesder")
      .map((m) => m.message);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ marketCode: "10", marketStatus: "I" }),
        expect.objectContaining({ marketCode: "02", marketStatus: "I" }),
        expect.objectContaining({ marketCode: "03", marketStatus: "I" }),
        expect.objectContaining({ boardID: "INDEX", state: "I" }),
      ]),
    );
    expect(sessions.map((m) => m.seq)).toEqual(sessions.map((_, i) => i + 1));
    expect(sequences.current(streamKeys.channel("tradingsesder"))).toBe(sessions.length);
    // The index entries carry the session code: they go out again.
    expect(messages().some((m) => m.channel === "index")).toBe(true);
  });

  it("publishes derivatives on boardps (depth, both ten-level sides, over-buy/sell) and stockps", () => {
    const { exchange, order, turn, messages } = market();
    const ref = reference(exchange, FUTURE);
    order(FUTURE, "B", ref - 100, 2);
    turn();
    expect(ids(ofSymbol(messages(), FUTURE))).toEqual([
      "boardps:3210",
      "boardps:3211",
      "boardps:3211",
      "boardps:3310",
    ]);
    order(FUTURE, "S", ref - 100, 1);
    turn();
    const match = messages().filter((m) => m.channel === "stockps" && m.message.id === 3220);
    expect(match.map((m) => m.message)).toEqual([expect.objectContaining({ lastPrice: ref - 100, oi: 1 })]);
  });

  it("sends news published since the last flush, at most MAX_NEWS_PER_FLUSH, oldest first", () => {
    const item = (minute: number): NewsItem => ({
      rf: `n${minute}`,
      tl: `news ${minute}`,
      tl_en: `news ${minute}`,
      tm: `2026-02-10T09:${String(minute).padStart(2, "0")}:00+07:00`,
      sc: "simulated",
    });
    const calls: [number, number][] = [];
    const news: NewsSource = {
      publishedBetween: (from, to) => {
        calls.push([from, to]);
        return Array.from({ length: 30 }, (_, i) => item(50 - i));
      },
    };
    const { clock, publisher, messages, sequences } = market({ news });
    clock.set(at("09:21"));
    publisher.flush();
    const sent = messages().filter((m) => m.channel === "snews");
    expect(calls).toEqual([[at("09:20"), at("09:21")]]);
    expect(sent).toHaveLength(MAX_NEWS_PER_FLUSH);
    expect(sent.map((m) => (m.message as NewsItem).rf)).toEqual(
      Array.from({ length: MAX_NEWS_PER_FLUSH }, (_, i) => `n${31 + i}`),
    );
    expect(sequences.current(streamKeys.channel("snews"))).toBe(MAX_NEWS_PER_FLUSH);
    publisher.flush();
    expect(calls).toHaveLength(1);
  });

  it("sends one restart signal per batch as the clock passes the restart times", () => {
    const { clock, publisher, messages } = market({ start: at("07:55") });
    clock.set(at("08:20"));
    publisher.flush();
    clock.set(at("08:31"));
    publisher.flush();
    publisher.flush();
    expect(messages().map((m) => [m.channel, m.message])).toEqual([
      ["refreshinfo", { seq: 1, reason: "day-start" }],
      ["refreshinfo", { seq: 2, reason: "restart" }],
    ]);
  });

  it("sends a day start when the exchange opens a new trading day", () => {
    const { moveTo, turn, messages } = market({ start: at("14:50") });
    moveTo(at("08:31", NEXT_DAY));
    turn();
    const refresh = messages().filter((m) => m.channel === "refreshinfo");
    expect(refresh.map((m) => m.message)).toEqual([{ seq: 1, reason: "day-start" }]);
    expect(messages().at(-1)?.channel).toBe("refreshinfo");
  });
});

describe("robustness", () => {
  it("logs a failing projection and still publishes the rest of the batch", () => {
    const { exchange, order, turn, messages, logged } = market({ failing: new Set([STOCK]) });
    order(STOCK, "B", reference(exchange, STOCK) - 100, 100);
    order(OTHER, "B", reference(exchange, OTHER) - 100, 100);
    turn();
    expect(ofSymbol(messages(), OTHER)).toHaveLength(2);
    expect(ofSymbol(messages(), STOCK)).toHaveLength(0);
    expect(logged.join("\n")).toContain(`publishing ${STOCK} failed`);
  });

  it("keeps publishing to other listeners when one throws", () => {
    const { exchange, order, turn, publisher, batches, logged } = market();
    publisher.subscribe(() => {
      throw new Error("listener down");
    });
    const seen: number[] = [];
    publisher.subscribe((batch) => seen.push(batch.length));
    order(STOCK, "B", reference(exchange, STOCK) - 100, 100);
    turn();
    expect(batches).toHaveLength(1);
    expect(seen).toEqual([2]);
    expect(logged.join("\n")).toContain("listener down");
  });

  it("publishes nothing after stop, and unsubscribes a listener on request", () => {
    const { exchange, order, turn, publisher, batches, tasks } = market();
    const unsubscribed: number[] = [];
    const unsubscribe = publisher.subscribe((batch) => unsubscribed.push(batch.length));
    unsubscribe();
    order(STOCK, "B", reference(exchange, STOCK) - 100, 100);
    publisher.stop();
    turn();
    order(STOCK, "B", reference(exchange, STOCK) - 200, 100, "b2");
    expect(tasks).toHaveLength(0);
    expect(batches).toHaveLength(0);
    expect(unsubscribed).toHaveLength(0);
  });
});
