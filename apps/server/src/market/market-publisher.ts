/**
 * The realtime publisher (design "Realtime path"): exchange events in, numbered socket messages
 * out, in batches (market-stream.ts).
 *
 * Events only mark what changed — per symbol and kind of message, per index code, per market —
 * and the first mark of a turn schedules a flush on the next turn of the event loop (the live
 * market also flushes at the end of each beat, and the feed before it answers a numbered row:
 * `flushPending`, so a REST row never shows a state newer than its number). The flush
 * reads the state as it is then and publishes one batch: a burst of events in one driver step
 * becomes at most one message per (symbol, message id), carrying the latest state, so a client
 * never receives a queue of stale states. The flush touches only what was marked; it never walks
 * the whole instrument list.
 *
 * What goes where (packages/market wire/socket.ts):
 * - shares, ETFs, warrants: board-lot book → `board` 3210 and 3310; board-lot trade → `stock`
 *   3220 (the tape's last match) and 3250; odd-lot book → `soddlot` 9100; an ETF's 4101/4102 on
 *   `etfinav`/`etfiindex` after a trade of a basket member or a move of its tracked index.
 * - derivatives: book → `boardps` 3210, 3211 (both sides) and 3310; trade → `stockps` 3220
 *   (with open interest) and 3250.
 * - bonds: an advert or a book change → `board_bond` 5310; a trade → `stock_bond` 5220.
 * - other put-through: a live advert → `spt` PTB/PTS, a deal → `spt` PTM and `aggregatemarket`
 *   for its market (10 HOSE, 02 HNX, 03 UPCOM; bond deals count in the totals too).
 * - index moves, and session changes of the index's exchange (its status) → `index` per code.
 * - session changes → `tradingsesder`: derivatives as boardID "INDEX", HOSE/HNX/UPCOM by market
 *   code; the bond venues have no market code and publish nothing.
 * - news published since the last flush → `snews`; restart signals → `refreshinfo`.
 *
 * Decisions where the spec is silent:
 * - State messages (3210, 3211, 3310, 3250, 9100, 5310, 4101, 4102, aggregatemarket) are sent
 *   only when their content differs from the last one sent for the symbol: a book event that
 *   leaves the top levels as they were sends nothing. Matches (3220, 5220), put-through entries
 *   and index entries always go out.
 * - A withdrawn advert publishes nothing (the board appends adverts and has no removal message;
 *   a reload drops it). Withdrawn before its flush, it is never published at all.
 * - News: at most MAX_NEWS_PER_FLUSH items per batch, the latest, oldest first; news is also
 *   checked on a one-second wall timer, so it flows when the market is quiet.
 * - refreshinfo: one message per batch at most, "day-start" winning (refresh-schedule.ts); a new
 *   trading day also clears what was last sent, so the new day's first states always go out.
 * - Order in a batch: sessions, indices, symbols (in the order they were first marked), put-
 *   through entries, market totals, news, and the refresh signal last.
 */
import {
  INDEX_CODES,
  MARKET_CODES,
  indexBySymbol,
  sessionCodeOfPhase,
  type ChannelMessage,
  type MarketCode,
  type NewsItem,
  type SessionVenue,
  type SocketChannel,
  type TradingPhase,
} from "@bangia/market";
import type {
  Advert,
  AdvertChanged,
  Deal,
  ExchangeEvent,
  InstrumentDefinition,
  MarketClock,
  MarketExchange,
  TradeExecuted,
} from "@bangia/exchange";
import type { BatchListener, MarketStream, OutboundMessage } from "./market-stream";
import type { QuoteProjector, TradeTapeView } from "./projection";
import { mergeRefreshReasons, refreshSignalsBetween, type RefreshReason } from "./refresh-schedule";
import { streamKeys, type SequenceBook } from "./sequences";

/** Where the publisher finds the news of a period (news-wire.ts). */
export interface NewsSource {
  publishedBetween(fromExclusive: number, toInclusive: number): readonly NewsItem[];
}

export interface MarketPublisherOptions {
  readonly exchange: MarketExchange;
  readonly clock: MarketClock;
  readonly projector: QuoteProjector;
  readonly tape: TradeTapeView;
  readonly sequences: SequenceBook;
  readonly news: NewsSource;
  /** Runs a task on a later turn of the event loop: setImmediate unless a test drives it. */
  readonly schedule?: (task: () => void) => void;
  /** Wall milliseconds between news and refresh checks of a quiet market; 0 turns it off. */
  readonly pollMillis?: number;
  /** Told about failures that must not stop the market (a listener or a projection throwing). */
  readonly log?: (message: string) => void;
}

export const MAX_NEWS_PER_FLUSH = 20;
const DEFAULT_POLL_MILLIS = 1_000;

// What changed of a symbol since the last flush, as bit flags.
const BOOK = 1;
const ODD_BOOK = 2;
const MATCH = 4;
const FOREIGN = 8;
const BOND_QUOTE = 16;
const BOND_MATCH = 32;
const ETF_VALUES = 64;

type PublicChannel = Exclude<SocketChannel, "ordernotice">;

/** A put-through item waiting for the flush: a live advert or a deal. */
type PutThroughItem = { readonly advert: Advert } | { readonly deal: Deal };

const CASH_MARKETS: Readonly<Partial<Record<string, MarketCode>>> = {
  HOSE: MARKET_CODES.HOSE,
  HNX: MARKET_CODES.HNX,
  UPCOM: MARKET_CODES.UPCOM,
};

const withoutSeq = (key: string, value: unknown) => (key === "seq" ? undefined : value);

const isDerivative = (definition: InstrumentDefinition) =>
  definition.kind === "INDEX_FUTURE" || definition.kind === "BOND_FUTURE";

export class MarketPublisher implements MarketStream {
  readonly #exchange: MarketExchange;
  readonly #clock: MarketClock;
  readonly #projector: QuoteProjector;
  readonly #tape: TradeTapeView;
  readonly #sequences: SequenceBook;
  readonly #news: NewsSource;
  readonly #schedule: (task: () => void) => void;
  readonly #log: (message: string) => void;
  readonly #listeners: BatchListener[] = [];
  readonly #unsubscribe: () => void;
  readonly #timer: ReturnType<typeof setInterval> | null;

  // Marked since the last flush.
  #symbols = new Map<string, number>();
  #indexCodes = new Set<string>();
  #sessions = new Map<SessionVenue, TradingPhase>();
  #putThrough = new Map<string, PutThroughItem>();
  #markets = new Set<MarketCode>();
  #dayStarted = false;
  #scheduled = false;
  #stopped = false;

  /** Signature of the last state message sent, by symbol and message (see the decisions). */
  #sent = new Map<string, string>();
  #lastNewsCheck: number;
  #lastRefreshCheck: number;
  /** ETFs by basket member and by tracked index; rebuilt each day (the listing can change). */
  #etfsByMember = new Map<string, string[]>();
  #etfsByIndex = new Map<string, string[]>();

  constructor(options: MarketPublisherOptions) {
    this.#exchange = options.exchange;
    this.#clock = options.clock;
    this.#projector = options.projector;
    this.#tape = options.tape;
    this.#sequences = options.sequences;
    this.#news = options.news;
    this.#schedule = options.schedule ?? ((task) => void setImmediate(task));
    this.#log = options.log ?? ((message) => process.stderr.write(`${message}\n`));
    const now = this.#clock.now();
    this.#lastNewsCheck = now;
    this.#lastRefreshCheck = now;
    this.#indexEtfs();
    this.#unsubscribe = this.#exchange.subscribe((event) => this.#onEvent(event));
    const pollMillis = options.pollMillis ?? DEFAULT_POLL_MILLIS;
    this.#timer = pollMillis > 0 ? setInterval(() => this.flush(), pollMillis) : null;
    // A quiet-market check must not keep a finished process alive.
    this.#timer?.unref();
  }

  subscribe(listener: BatchListener): () => void {
    this.#listeners.push(listener);
    return () => {
      const index = this.#listeners.indexOf(listener);
      if (index >= 0) this.#listeners.splice(index, 1);
    };
  }

  /** Stops listening to the exchange and the timer; a flush already scheduled does nothing. */
  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#unsubscribe();
    if (this.#timer !== null) clearInterval(this.#timer);
  }

  /**
   * Publishes what is marked, at once, if anything is: a REST answer built next carries the
   * numbers of the state it shows. Nothing marked, it costs one check.
   */
  flushPending(): void {
    if (this.#scheduled) this.flush();
  }

  /** Publishes what changed since the last flush, with any news and restart signal now due. */
  flush(): void {
    this.#scheduled = false;
    if (this.#stopped) return;
    // It runs from timers and setImmediate: nothing may escape into the event loop.
    this.#guard("a batch", () => this.#publish());
  }

  #publish(): void {
    const batch: OutboundMessage[] = [];
    const symbols = this.#symbols;
    const indexCodes = this.#indexCodes;
    const sessions = this.#sessions;
    const putThrough = this.#putThrough;
    const markets = this.#markets;
    const dayStarted = this.#dayStarted;
    this.#symbols = new Map();
    this.#indexCodes = new Set();
    this.#sessions = new Map();
    this.#putThrough = new Map();
    this.#markets = new Set();
    this.#dayStarted = false;
    const now = this.#clock.now();

    for (const [venue, phase] of sessions)
      this.#guard(`session ${venue}`, () => this.#session(batch, venue, phase));
    for (const code of indexCodes) this.#guard(`index ${code}`, () => this.#index(batch, code));
    for (const [symbol, flags] of symbols) this.#guard(symbol, () => this.#symbol(batch, symbol, flags));
    for (const item of putThrough.values())
      this.#guard("put-through", () => this.#putThroughItem(batch, item));
    for (const code of markets) this.#guard(`market ${code}`, () => this.#market(batch, code));
    this.#guard("news", () => this.#newsUpTo(batch, now));
    this.#guard("refresh", () => this.#refreshUpTo(batch, now, dayStarted));

    if (batch.length === 0) return;
    for (const listener of [...this.#listeners])
      try {
        listener(batch);
      } catch (error) {
        this.#log(`a market stream listener failed: ${describe(error)}`);
      }
  }

  // ── Events → marks ───────────────────────────────────────────────────────────────────────

  #onEvent(event: ExchangeEvent): void {
    switch (event.type) {
      case "book": {
        const definition = this.#exchange.instrument(event.symbol);
        if (definition === undefined) return;
        if (definition.kind === "BOND") this.#mark(event.symbol, BOND_QUOTE);
        else this.#mark(event.symbol, event.board === "odd" ? ODD_BOOK : BOOK);
        return;
      }
      case "trade":
        this.#onTrade(event);
        return;
      case "advert":
        this.#onAdvert(event);
        return;
      case "index": {
        const code = indexBySymbol(event.code)?.code;
        if (code !== undefined) this.#indexCodes.add(code);
        for (const etf of this.#etfsByIndex.get(event.code) ?? []) this.#mark(etf, ETF_VALUES);
        this.#requestFlush();
        return;
      }
      case "session":
        this.#sessions.set(event.venue, event.phase);
        // An index entry carries its market's session code.
        for (const entry of INDEX_CODES) if (entry.exchange === event.venue) this.#indexCodes.add(entry.code);
        this.#requestFlush();
        return;
      case "day":
        this.#dayStarted = true;
        this.#sent = new Map();
        this.#indexEtfs();
        this.#requestFlush();
        return;
      default:
        return;
    }
  }

  #onTrade(event: TradeExecuted): void {
    const definition = this.#exchange.instrument(event.symbol);
    if (definition === undefined) return;
    if (definition.kind === "BOND") {
      this.#mark(event.symbol, BOND_MATCH);
    } else if (event.board === "lot") {
      this.#mark(event.symbol, MATCH);
      for (const etf of this.#etfsByMember.get(event.symbol) ?? []) this.#mark(etf, ETF_VALUES);
    } else if (event.board === "odd") {
      // The odd-lot board shows its own match (9100), never on `stock`.
      this.#mark(event.symbol, ODD_BOOK);
    } else if (event.board === "pt") {
      // A deal moves foreign flow and room too.
      this.#mark(event.symbol, FOREIGN);
      const deal = findDeal(this.#exchange.putThrough.deals(), event.tradeId);
      if (deal !== undefined) this.#putThrough.set(`deal:${deal.tradeId}`, { deal });
    }
    if (event.board === "pt") {
      const market = CASH_MARKETS[definition.exchange];
      if (market !== undefined) this.#markets.add(market);
      this.#requestFlush();
    }
  }

  #onAdvert(event: AdvertChanged): void {
    const definition = this.#exchange.instrument(event.symbol);
    if (definition === undefined) return;
    if (definition.kind === "BOND") {
      this.#mark(event.symbol, BOND_QUOTE);
      return;
    }
    const key = `advert:${event.advertId}`;
    if (event.withdrawn) {
      this.#putThrough.delete(key);
      return;
    }
    const advert: Advert = {
      id: event.advertId,
      // Not on the event and never shown: the board shows the firm.
      account: "",
      firm: event.firm,
      symbol: event.symbol,
      side: event.side,
      price: event.price,
      volume: event.volume,
      time: event.time,
    };
    this.#putThrough.set(key, { advert });
    this.#requestFlush();
  }

  #mark(symbol: string, flag: number): void {
    this.#symbols.set(symbol, (this.#symbols.get(symbol) ?? 0) | flag);
    this.#requestFlush();
  }

  #requestFlush(): void {
    if (this.#scheduled || this.#stopped) return;
    this.#scheduled = true;
    this.#schedule(() => this.flush());
  }

  #indexEtfs(): void {
    this.#etfsByMember = new Map();
    this.#etfsByIndex = new Map();
    const add = (map: Map<string, string[]>, key: string, etf: string) => {
      const list = map.get(key);
      if (list === undefined) map.set(key, [etf]);
      else if (!list.includes(etf)) list.push(etf);
    };
    for (const definition of this.#exchange.instruments()) {
      if (definition.kind !== "ETF") continue;
      for (const line of definition.basket) add(this.#etfsByMember, line.symbol, definition.symbol);
      add(this.#etfsByIndex, definition.trackedIndex, definition.symbol);
    }
  }

  // ── Marks → messages ─────────────────────────────────────────────────────────────────────

  #symbol(batch: OutboundMessage[], symbol: string, flags: number): void {
    const definition = this.#exchange.instrument(symbol);
    if (definition === undefined) return;
    const p = this.#projector;
    if (definition.kind === "BOND") {
      if (flags & BOND_QUOTE)
        this.#push(batch, "board_bond", symbol, symbol, (seq) => p.bondQuoteMessage(symbol, seq), "5310");
      if (flags & BOND_MATCH)
        this.#push(batch, "stock_bond", symbol, symbol, (seq) => p.bondMatchMessage(symbol, seq));
      return;
    }
    if (isDerivative(definition)) {
      if (flags & BOOK) {
        this.#push(batch, "boardps", symbol, symbol, (seq) => p.depthMessage(symbol, seq), "3210");
        for (const side of ["B", "S"] as const)
          this.#push(
            batch,
            "boardps",
            symbol,
            symbol,
            (seq) => p.tenLevelBookMessage(symbol, side, seq),
            `3211${side}`,
          );
        this.#push(batch, "boardps", symbol, symbol, (seq) => p.overBuySellMessage(symbol, seq), "3310");
      }
      if (flags & MATCH) {
        const trade = this.#tape.lastTrade(symbol);
        if (trade !== undefined)
          this.#push(batch, "stockps", symbol, symbol, (seq) => p.derivativeMatchMessage(symbol, trade, seq));
      }
      if (flags & (MATCH | FOREIGN))
        this.#push(batch, "stockps", symbol, symbol, (seq) => p.foreignMessage(symbol, seq), "3250");
      return;
    }
    if (flags & BOOK) {
      this.#push(batch, "board", symbol, symbol, (seq) => p.depthMessage(symbol, seq), "3210");
      this.#push(batch, "board", symbol, symbol, (seq) => p.overBuySellMessage(symbol, seq), "3310");
    }
    if (flags & MATCH) {
      const trade = this.#tape.lastTrade(symbol);
      if (trade !== undefined)
        this.#push(batch, "stock", symbol, symbol, (seq) => p.stockMatchMessage(symbol, trade, seq));
    }
    if (flags & (MATCH | FOREIGN))
      this.#push(batch, "stock", symbol, symbol, (seq) => p.foreignMessage(symbol, seq), "3250");
    if (flags & ODD_BOOK)
      this.#push(batch, "soddlot", symbol, symbol, (seq) => p.oddLotMessage(symbol, seq), "9100");
    if (flags & ETF_VALUES) {
      this.#push(batch, "etfinav", symbol, symbol, (seq) => p.etfInavMessage(symbol, seq), "4101");
      this.#push(batch, "etfiindex", symbol, symbol, (seq) => p.etfIindexMessage(symbol, seq), "4102");
    }
  }

  #session(batch: OutboundMessage[], venue: SessionVenue, phase: TradingPhase): void {
    const key = streamKeys.channel("tradingsesder");
    const code = sessionCodeOfPhase(phase);
    if (venue === "DERIVATIVES") {
      this.#push(batch, "tradingsesder", null, key, (seq) => ({ seq, boardID: "INDEX", state: code }));
      return;
    }
    const marketCode = CASH_MARKETS[venue];
    if (marketCode !== undefined)
      this.#push(batch, "tradingsesder", null, key, (seq) => ({ seq, marketCode, marketStatus: code }));
  }

  #index(batch: OutboundMessage[], code: string): void {
    this.#push(batch, "index", null, streamKeys.index(code), (seq) => this.#projector.indexEntry(code, seq));
  }

  #putThroughItem(batch: OutboundMessage[], item: PutThroughItem): void {
    const key = streamKeys.channel("spt");
    const p = this.#projector;
    if ("advert" in item) this.#push(batch, "spt", null, key, (seq) => p.advertEntry(item.advert, seq));
    else this.#push(batch, "spt", null, key, (seq) => p.dealEntry(item.deal, seq));
  }

  #market(batch: OutboundMessage[], mc: MarketCode): void {
    const floor = Object.entries(CASH_MARKETS).find(([, code]) => code === mc)?.[0];
    if (floor === undefined) return;
    const totals = this.#exchange.putThrough.totals(floor);
    this.#push(
      batch,
      "aggregatemarket",
      null,
      streamKeys.aggregateMarket(mc),
      (seq) => ({ seq, mc, ptValue: totals.value, ptVol: totals.volume }),
      "totals",
    );
  }

  #newsUpTo(batch: OutboundMessage[], now: number): void {
    if (now <= this.#lastNewsCheck) return;
    const from = this.#lastNewsCheck;
    this.#lastNewsCheck = now;
    const items = [...this.#news.publishedBetween(from, now)]
      .sort((a, b) => (a.tm < b.tm ? -1 : a.tm > b.tm ? 1 : 0))
      .slice(-MAX_NEWS_PER_FLUSH);
    const key = streamKeys.channel("snews");
    for (const item of items) this.#push(batch, "snews", null, key, (seq) => ({ ...item, seq }));
  }

  #refreshUpTo(batch: OutboundMessage[], now: number, dayStarted: boolean): void {
    const signals = refreshSignalsBetween(this.#lastRefreshCheck, now);
    this.#lastRefreshCheck = Math.max(this.#lastRefreshCheck, now);
    const reason: RefreshReason | null = mergeRefreshReasons([
      dayStarted ? "day-start" : null,
      ...signals.map((signal) => signal.reason),
    ]);
    if (reason !== null)
      this.#push(batch, "refreshinfo", null, streamKeys.channel("refreshinfo"), (seq) => ({ seq, reason }));
  }

  /**
   * Builds a message with the next number of its stream and adds it to the batch; the number is
   * taken only when the message goes out, so a stream never has a gap. With `same`, a message
   * whose content equals the last one sent under that name for the stream is dropped.
   */
  #push<C extends PublicChannel>(
    batch: OutboundMessage[],
    channel: C,
    room: string | null,
    key: string,
    build: (seq: number) => ChannelMessage<C> | undefined,
    same?: string,
  ): void {
    const seq = this.#sequences.current(key) + 1;
    const message = build(seq);
    if (message === undefined) return;
    if (same !== undefined) {
      const name = `${key}|${same}`;
      const signature = JSON.stringify(message, withoutSeq);
      if (this.#sent.get(name) === signature) return;
      this.#sent.set(name, signature);
    }
    this.#sequences.next(key);
    // The union of outbound messages pairs each channel with its type; a generic channel cannot
    // be followed through it, hence the one widening.
    batch.push({ channel, room, message } as unknown as OutboundMessage);
  }

  /** Runs one part of a flush; a failure is logged and the rest of the batch still goes out. */
  #guard(what: string, part: () => void): void {
    try {
      part();
    } catch (error) {
      this.#log(`publishing ${what} failed: ${describe(error)}`);
    }
  }
}

/** The deal of a trade: the desk appends deals in order, so the newest are searched first. */
function findDeal(deals: readonly Deal[], tradeId: number): Deal | undefined {
  for (let i = deals.length - 1; i >= 0; i--) {
    const deal = deals[i];
    if (deal?.tradeId === tradeId) return deal;
  }
  return undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
