/**
 * The simulated market: the crowd of participants that keeps every board of the exchange
 * alive. It reaches the exchange only through order entry and the market view, like any
 * broker would, and builds only commands the exchange accepts.
 *
 * Each instrument acts at random times (a Poisson stream at its liquidity tier's rate, thinned
 * by the intraday U shape), kept in a priority queue, so a step costs only the actions that are
 * due. When an instrument acts, its latent fair value is brought up to date and one
 * participant acts on it (noise, aggressive, call-auction, foreign, proprietary, odd-lot or
 * put-through flow), after which its market maker, if it has one, refreshes its ladders.
 *
 * Everything random comes from one seeded generator whose state is saved with the rest, so
 * the same seed, the same `step` calls and the same exchange answers give the same commands,
 * and a restored simulator continues exactly where the saved one stopped.
 *
 * Instruments the exchange lists later (the futures roll) join at the first step of the day
 * they appear in the market view, and are saved with the state.
 */
import {
  addDays,
  daysBetween,
  epochMillisOf,
  exchangeTimeAt,
  isPostClosePhase,
  type SessionVenue,
  type TradingPhase,
} from "@bangia/market";
import type { CommandResult, MarketView, OrderEntry } from "../exchange/exchange-api";
import type { IndexDefinition, InstrumentDefinition } from "../instruments/instrument";
import type { SymbolDay } from "../market-data/symbol-day";
import type { OrderCommand } from "../orders/order-commands";
import { SeededRandom } from "../random/seeded-random";
import { ActionQueue } from "./action-queue";
import { takeLiquidity } from "./aggressive-trader";
import { joinCall, joinPostClose } from "./call-auction-flow";
import { planDay, type DayPlan } from "./day-plan";
import { indexFutureFairValue, warrantFairValue } from "./derivative-fair-value";
import { foreignOrder, proprietaryOrder } from "./institutional-flow";
import { stepContextOf } from "../instruments/step-context";
import { bandOf } from "./instrument-prices";
import {
  intradayIntensity,
  isActivePhase,
  MAX_INTRADAY_INTENSITY,
  nextActiveMinute,
} from "./intraday-intensity";
import {
  advanceLatentPrice,
  initialLatentPrice,
  reanchor,
  SECONDS_PER_TRADING_DAY,
  type LatentPrice,
} from "./latent-price";
import { baseActionRate, liquidityTiers } from "./liquidity";
import { isQuotedTier, type LiquidityTier } from "./liquidity-tier";
import { quoteLadders } from "./market-maker";
import { placePassiveOrder, tidyOrders } from "./noise-trader";
import { fillOddLotSides, placeOddLot } from "./odd-lot-trader";
import { advanceFactors, initialFactorLevels, type FactorLevels } from "./price-factors";
import { bondDeal, putThroughShare } from "./put-through-desk";
import { resolveConfig, type SimulationConfig } from "./simulation-config";
import { copyStats, emptyStats, recordResult, type SimulationStats } from "./simulation-stats";
import { isDerivative, type AdvertRecord, type SymbolMoment, type TradingDesk } from "./trading-desk";

export interface MarketSimulatorOptions {
  readonly instruments: readonly InstrumentDefinition[];
  /** Index definitions: the VN30 members count among the most liquid names. */
  readonly indices?: readonly IndexDefinition[];
  readonly view: MarketView;
  readonly entry: OrderEntry;
  readonly seed: number;
  readonly config?: Partial<SimulationConfig>;
}

/** One instrument's saved state. */
export interface SymbolState {
  readonly latent: LatentPrice | null;
  /** Epoch milliseconds of its next action (null before the first step). */
  readonly nextAt: number | null;
}

/** Everything a restarted simulator needs to continue; plain JSON. */
export interface SimulatorState {
  readonly version: 1;
  readonly rng: readonly number[];
  /** Market clock of the last step, null before the first. */
  readonly lastStep: number | null;
  /** Seconds of open market so far, and those not yet applied to the factors. */
  readonly tradingSeconds: number;
  readonly factorCarry: number;
  readonly factors: FactorLevels;
  readonly nextClientOrder: number;
  readonly plan: DayPlan | null;
  readonly adverts: readonly AdvertRecord[];
  readonly symbols: Readonly<Record<string, SymbolState>>;
  readonly stats: SimulationStats;
  /** Instruments listed after the simulator started, in the order they joined. */
  readonly listed?: readonly InstrumentDefinition[];
}

/** What an action found: "closed-today" when the venue takes nothing more today (closed, holiday). */
type ActOutcome = "done" | "closed-today";

const MILLIS_PER_SECOND = 1_000;
/** Factors move in steps of at least this much trading time, to keep tiny steps cheap. */
const FACTOR_STEP_SECONDS = 1;
/** How far past its index a limit-move target sits, so the name really reaches the limit. */
const LIMIT_OVERSHOOT = 0.03;
/**
 * How often a future's action also re-quotes its market maker: the front month acts several
 * times a second and its levels hold hundreds of contracts, so re-quoting on every action would
 * only multiply the amendments (the CPU) without changing what the board shows.
 */
const FUTURES_REQUOTE_CHANCE = 0.3;
/** Pull of an index future's deviation back to the index plus basis, per trading day. */
const FUTURES_BASIS_REVERSION = 40;
/** How often a liquid share's action also tops up a thin side of its odd-lot book. */
const ODD_LOT_REFILL_CHANCE = 0.25;
/** Own volatility of each kind, relative to a share's. */
const KIND_VOLATILITY: Readonly<Record<InstrumentDefinition["kind"], number>> = {
  STOCK: 1,
  ETF: 0.3,
  CW: 0,
  BOND: 0.05,
  BOND_FUTURE: 0.25,
  INDEX_FUTURE: 0.1,
};
/** Phases in which HOSE shares trade: the clock of the price process runs only then. */
const TRADING_CLOCK_PHASES: ReadonlySet<TradingPhase> = new Set([
  "OPENING_CALL",
  "CONTINUOUS",
  "CLOSING_CALL",
]);

export class MarketSimulator {
  /** Indexed by instrument id: the options' instruments, then those listed later. */
  readonly #instruments: InstrumentDefinition[];
  readonly #known: Set<string>;
  /** Instruments that joined after the start (see `#joinListed`). */
  readonly #listed: InstrumentDefinition[] = [];
  readonly #indices: readonly IndexDefinition[];
  readonly #view: MarketView;
  readonly #entry: OrderEntry;
  readonly #seed: number;
  readonly #config: SimulationConfig;
  /** The latent process of an index future: its deviation from the index plus basis. */
  readonly #basisNoise: SimulationConfig;
  readonly #sectorOf: (string | null)[];
  readonly #sectors: readonly string[];
  readonly #queue = new ActionQueue();
  #rng: SeededRandom;
  #tiers: LiquidityTier[];
  /** Candidate actions per millisecond at the peak intensity. */
  #rates: number[] = [];
  #latent: (LatentPrice | null)[];
  #lastStep: number | null = null;
  #tradingSeconds = 0;
  #factorCarry = 0;
  #factors: FactorLevels;
  #nextClientOrder = 1;
  #plan: DayPlan | null = null;
  #adverts: AdvertRecord[] = [];
  #stats = emptyStats();
  #limitCandidates: string[] = [];
  #flowCandidates: ReadonlySet<string> = new Set();

  constructor(options: MarketSimulatorOptions) {
    this.#instruments = [...options.instruments];
    this.#known = new Set(this.#instruments.map((instrument) => instrument.symbol));
    this.#indices = options.indices ?? [];
    this.#view = options.view;
    this.#entry = options.entry;
    this.#seed = options.seed;
    this.#config = resolveConfig(options.config);
    this.#basisNoise = basisNoiseConfig(this.#config);
    this.#rng = SeededRandom.derive(options.seed, "market-simulator");
    this.#sectorOf = this.#instruments.map((instrument) =>
      instrument.kind === "STOCK" ? instrument.icbCode : null,
    );
    this.#sectors = [...new Set(this.#sectorOf.filter((sector): sector is string => sector !== null))].sort();
    this.#factors = initialFactorLevels(this.#sectors);
    this.#latent = this.#instruments.map(() => null);
    this.#tiers = this.#computeTiers(this.#view.today);
  }

  /** A simulator that continues from `state` (saved by `state()` of one with the same options). */
  static restore(options: MarketSimulatorOptions, state: SimulatorState): MarketSimulator {
    const simulator = new MarketSimulator(options);
    simulator.#load(state);
    return simulator;
  }

  /**
   * Generates the actions due in the `elapsedMarketMillis` of market time that ended at `now`
   * (epoch milliseconds of the market clock) and sends them. Returns the number of commands.
   */
  step(now: number, elapsedMarketMillis: number): number {
    const elapsed = Math.max(0, elapsedMarketMillis);
    this.#ensurePlan();
    if (this.#lastStep === null)
      this.#instruments.forEach((_, id) => this.#queue.push(id, this.#nextTime(id, now - elapsed)));
    const phases = new Map<SessionVenue, TradingPhase>();
    const phaseOf = (venue: SessionVenue): TradingPhase => {
      let phase = phases.get(venue);
      if (phase === undefined) {
        phase = this.#view.phaseOf(venue);
        phases.set(venue, phase);
      }
      return phase;
    };
    this.#advanceClock(elapsed, phaseOf("HOSE"));
    const before = this.#stats.commands;
    const { date, minute } = exchangeTimeAt(now);
    const desk = this.#desk(now);
    const oldest = now - this.#config.maxCatchUpMillis;
    while (this.#queue.peekTime() <= now) {
      const action = this.#queue.pop();
      if (action === undefined) break;
      let nextFrom = action.time;
      if (action.time < oldest) nextFrom = now;
      else if (this.#act(desk, action.id, minute, phaseOf) === "closed-today")
        nextFrom = Math.max(now, epochMillisOf({ date: addDays(date, 1), minute: 0 }));
      this.#queue.push(action.id, this.#nextTime(action.id, nextFrom));
    }
    this.#lastStep = now;
    return this.#stats.commands - before;
  }

  /** Commands sent and rejections by code, since the simulation began. */
  stats(): SimulationStats {
    return copyStats(this.#stats);
  }

  /** The plan of the current day (null before the first step). */
  plan(): DayPlan | null {
    return this.#plan;
  }

  /** Liquidity tier of `symbol` today. */
  tierOf(symbol: string): LiquidityTier | undefined {
    const id = this.#instruments.findIndex((instrument) => instrument.symbol === symbol);
    return this.#tiers[id];
  }

  /** A JSON-serialisable snapshot to continue from with `MarketSimulator.restore`. */
  state(): SimulatorState {
    const nextAt = new Map(this.#queue.entries().map((entry) => [entry.id, entry.time]));
    const symbols: Record<string, SymbolState> = {};
    this.#instruments.forEach((instrument, id) => {
      const latent = this.#latent[id] ?? null;
      const next = nextAt.get(id);
      if (next === undefined && latent === null) return;
      symbols[instrument.symbol] = { latent: latent === null ? null : { ...latent }, nextAt: next ?? null };
    });
    return {
      version: 1,
      rng: [...this.#rng.state()],
      lastStep: this.#lastStep,
      tradingSeconds: this.#tradingSeconds,
      factorCarry: this.#factorCarry,
      factors: { market: this.#factors.market, sectors: { ...this.#factors.sectors } },
      nextClientOrder: this.#nextClientOrder,
      plan: this.#plan,
      adverts: this.#adverts.map((advert) => ({ ...advert })),
      symbols,
      stats: copyStats(this.#stats),
      listed: [...this.#listed],
    };
  }

  #load(state: SimulatorState): void {
    this.#rng = SeededRandom.fromState(state.rng);
    this.#lastStep = state.lastStep;
    this.#tradingSeconds = state.tradingSeconds;
    this.#factorCarry = state.factorCarry;
    this.#factors = { market: state.factors.market, sectors: { ...state.factors.sectors } };
    this.#nextClientOrder = state.nextClientOrder;
    this.#plan = state.plan;
    this.#adverts = state.adverts.map((advert) => ({ ...advert }));
    this.#stats = copyStats(state.stats);
    // Options that already hold a listed instrument (built from the view) keep theirs.
    for (const instrument of state.listed ?? [])
      if (!this.#known.has(instrument.symbol)) this.#join(instrument);
    if (this.#plan !== null) {
      this.#startDayTiers(this.#plan.date);
      this.#computeRates(this.#plan);
    }
    this.#instruments.forEach((instrument, id) => {
      const saved = state.symbols[instrument.symbol];
      this.#latent[id] = saved?.latent ? { ...saved.latent } : null;
      const nextAt = saved?.nextAt;
      if (nextAt !== undefined && nextAt !== null) this.#queue.push(id, nextAt);
      else if (this.#lastStep !== null) this.#queue.push(id, this.#nextTime(id, this.#lastStep));
    });
  }

  // ── Days and time ───────────────────────────────────────────────────────────────────────

  #computeTiers(today: string): LiquidityTier[] {
    return liquidityTiers({
      instruments: this.#instruments,
      indices: this.#indices,
      today,
      config: this.#config,
    });
  }

  /** Tiers and the candidates of the day plan for `date`. */
  #startDayTiers(date: string): void {
    this.#tiers = this.#computeTiers(date);
    const quoted = (id: number): boolean => isQuotedTier(this.#tiers[id] ?? "thin");
    this.#limitCandidates = this.#instruments
      .filter((instrument, id) => instrument.kind === "STOCK" && !instrument.restricted && !quoted(id))
      .map((instrument) => instrument.symbol);
    this.#flowCandidates = new Set(
      this.#instruments
        .filter((instrument, id) => (instrument.kind === "STOCK" || instrument.kind === "ETF") && quoted(id))
        .map((instrument) => instrument.symbol),
    );
  }

  /** Candidate actions per millisecond of each instrument; a name heading for a limit is busy. */
  #computeRates(plan: DayPlan): void {
    const perMilli = (this.#config.activity * MAX_INTRADAY_INTENSITY) / MILLIS_PER_SECOND;
    this.#rates = this.#instruments.map((instrument, id) => {
      const base = baseActionRate(instrument, this.#tiers[id] ?? "thin", this.#config);
      const busy =
        plan.limits[instrument.symbol] === undefined ? base : Math.max(base, this.#config.tierRates.active);
      return busy * perMilli;
    });
  }

  /** Starts a new day when the exchange has moved to one: tiers, plan, anchors. */
  #ensurePlan(): void {
    const today = this.#view.today;
    if (this.#plan !== null && this.#plan.date === today) return;
    const joined = this.#joinListed();
    this.#startDayTiers(today);
    this.#plan = planDay({
      date: today,
      limitCandidates: this.#limitCandidates,
      flowCandidates: [...this.#flowCandidates],
      config: this.#config,
      rng: this.#rng,
    });
    this.#computeRates(this.#plan);
    // Before the first step every instrument is queued by `step`; later, newcomers queue here.
    if (this.#lastStep !== null)
      for (const id of joined) this.#queue.push(id, this.#nextTime(id, this.#lastStep));
    this.#adverts = [];
    this.#instruments.forEach((instrument, id) => {
      const latent = this.#latent[id];
      if (latent === null || latent === undefined || instrument.kind === "INDEX_FUTURE") return;
      reanchor(latent, this.#view.day(instrument.symbol)?.reference ?? 0);
    });
  }

  /** Instruments in the market view the simulator does not know yet join it; returns their ids. */
  #joinListed(): number[] {
    const joined: number[] = [];
    for (const instrument of this.#view.instruments())
      if (!this.#known.has(instrument.symbol)) joined.push(this.#join(instrument));
    return joined;
  }

  /** Adds an instrument with a fresh latent state (made on first use); returns its id. */
  #join(instrument: InstrumentDefinition): number {
    if (this.#known.has(instrument.symbol)) throw new RangeError(`${instrument.symbol} joined twice`);
    this.#known.add(instrument.symbol);
    this.#listed.push(instrument);
    this.#sectorOf.push(instrument.kind === "STOCK" ? instrument.icbCode : null);
    this.#latent.push(null);
    return this.#instruments.push(instrument) - 1;
  }

  /** Runs the price process's clock and the factors over market time in which HOSE trades. */
  #advanceClock(elapsedMillis: number, hosePhase: TradingPhase): void {
    if (!TRADING_CLOCK_PHASES.has(hosePhase) || elapsedMillis <= 0) return;
    const seconds = elapsedMillis / MILLIS_PER_SECOND;
    this.#tradingSeconds += seconds;
    this.#factorCarry += seconds;
    if (this.#factorCarry < FACTOR_STEP_SECONDS) return;
    advanceFactors(
      this.#factors,
      this.#sectors,
      this.#factorCarry / SECONDS_PER_TRADING_DAY,
      this.#plan?.marketDrift ?? 0,
      this.#config,
      this.#rng,
    );
    this.#factorCarry = 0;
  }

  /**
   * The instrument's next action after `from`: exponential gaps at the peak rate, kept with
   * probability intensity / peak (thinning); idle stretches (lunch, nights) are skipped.
   */
  #nextTime(id: number, from: number): number {
    const instrument = this.#instruments[id] as InstrumentDefinition;
    const rate = this.#rates[id] ?? 0;
    if (!(rate > 0)) return from + 86_400_000;
    const venue = instrument.sessionVenue;
    let time = from;
    for (let attempt = 0; attempt < 10_000; attempt++) {
      time += Math.max(1, Math.round(-Math.log(1 - this.#rng.next()) / rate));
      const { date, minute } = exchangeTimeAt(time);
      const intensity = intradayIntensity(venue, minute);
      if (intensity > 0) {
        if (this.#rng.next() * MAX_INTRADAY_INTENSITY < intensity) return time;
        continue;
      }
      const later = nextActiveMinute(venue, minute);
      time =
        later === null
          ? epochMillisOf({ date: addDays(date, 1), minute: nextActiveMinute(venue, 0) ?? 0 })
          : epochMillisOf({ date, minute: later });
    }
    return time;
  }

  // ── Acting ──────────────────────────────────────────────────────────────────────────────

  #desk(now: number): TradingDesk {
    const plan = this.#plan as DayPlan;
    return {
      rng: this.#rng,
      view: this.#view,
      config: this.#config,
      plan,
      now,
      adverts: this.#adverts,
      send: (command: OrderCommand): CommandResult => {
        const result = this.#entry.execute(command);
        recordResult(this.#stats, command, result);
        return result;
      },
      nextClientOrderId: () => `SIM${(this.#nextClientOrder++).toString(36).toUpperCase()}`,
    };
  }

  #act(
    desk: TradingDesk,
    id: number,
    minute: number,
    phaseOf: (venue: SessionVenue) => TradingPhase,
  ): ActOutcome {
    const instrument = this.#instruments[id] as InstrumentDefinition;
    const phase = phaseOf(instrument.sessionVenue);
    if (!isActivePhase(phase)) return phase === "LUNCH" ? "done" : "closed-today";
    if (isExpired(instrument, this.#view.today)) return "done";
    const moment = this.#moment(id, instrument, phase, minute);
    if (moment === null) return "done";

    if (instrument.kind === "BOND") {
      bondDeal(desk, moment);
      return "done";
    }
    if (moment.restricted || phase === "OPENING_CALL" || phase === "CLOSING_CALL") {
      joinCall(desk, moment);
    } else if (isPostClosePhase(phase)) {
      if (desk.rng.chance(0.8)) joinPostClose(desk, moment);
      else putThroughShare(desk, moment);
    } else if (phase === "PUT_THROUGH_ONLY") {
      putThroughShare(desk, moment);
    } else if (phase === "CONTINUOUS") {
      this.#continuousFlow(desk, moment);
    }
    if (isQuotedTier(moment.tier)) {
      if (!isDerivative(instrument) || desk.rng.chance(FUTURES_REQUOTE_CHANCE)) quoteLadders(desk, moment);
      if (phase === "CONTINUOUS" && desk.rng.chance(ODD_LOT_REFILL_CHANCE)) fillOddLotSides(desk, moment);
    }
    return "done";
  }

  /** One participant acts in continuous trading, picked by weight. */
  #continuousFlow(desk: TradingDesk, moment: SymbolMoment): void {
    if (isDerivative(moment.instrument)) {
      futuresFlow(desk, moment);
      return;
    }
    const roll = desk.rng.next();
    const share = moment.instrument.kind === "STOCK";
    const institutional = this.#flowCandidates.has(moment.symbol);
    if (roll < 0.004 && share) putThroughShare(desk, moment);
    else if (roll < 0.36) placePassiveOrder(desk, moment);
    else if (roll < 0.62) takeLiquidity(desk, moment);
    else if (roll < 0.8) tidyOrders(desk, moment, share && desk.rng.chance(0.2) ? "oddLot" : "noise");
    else if (roll < 0.89 && share) placeOddLot(desk, moment);
    else if (roll < 0.91 && institutional) foreignOrder(desk, moment);
    else if (roll < 0.94 && institutional) proprietaryOrder(desk, moment);
    else placePassiveOrder(desk, moment);
  }

  #moment(
    id: number,
    instrument: InstrumentDefinition,
    phase: TradingPhase,
    minute: number,
  ): SymbolMoment | null {
    const day = this.#view.day(instrument.symbol);
    if (day === undefined) return null;
    const band = bandOf(day);
    const limit = this.#plan?.limits[instrument.symbol];
    const limitActive = limit !== undefined && minute >= limit.fromMinute && band !== null;
    const fair = this.#fairValue(id, instrument, day, limitActive ? limit.direction : 0);
    if (!(fair > 0) || !Number.isFinite(fair)) return null;
    const last = day.last > 0 ? day.last : day.reference;
    const lean = limitActive ? 0.85 * limit.direction : last > 0 ? Math.tanh(40 * Math.log(fair / last)) : 0;
    return {
      instrument,
      symbol: instrument.symbol,
      index: id,
      step: stepContextOf(instrument),
      day,
      band,
      phase,
      minute,
      fair,
      tier: this.#tiers[id] ?? "thin",
      lean,
      restricted: instrument.kind === "STOCK" && instrument.restricted,
    };
  }

  /** The instrument's fair value now, bringing its latent state up to date. */
  #fairValue(id: number, instrument: InstrumentDefinition, day: SymbolDay, limitDirection: number): number {
    if (instrument.kind === "CW") return this.#warrantFair(instrument, day);
    const latent = this.#latentOf(id, instrument, day);
    const sector = this.#sectorOf[id];
    let target: number | null = null;
    if (limitDirection > 0) target = Math.log(day.ceiling) + LIMIT_OVERSHOOT;
    if (limitDirection < 0) target = Math.log(day.floor) - LIMIT_OVERSHOOT;
    advanceLatentPrice(
      latent,
      {
        clock: this.#tradingSeconds,
        market: this.#factors.market,
        sector: sector === null || sector === undefined ? 0 : (this.#factors.sectors[sector] ?? 0),
        target,
        volatility: this.#config.idiosyncraticVolatility * KIND_VOLATILITY[instrument.kind],
        news: instrument.kind === "STOCK",
      },
      instrument.kind === "INDEX_FUTURE" ? this.#basisNoise : this.#config,
      this.#rng,
    );
    if (instrument.kind !== "INDEX_FUTURE") return Math.exp(latent.logFair);
    const level = this.#view.indexValue(instrument.underlying);
    if (level === undefined || level <= 0) return day.reference * Math.exp(latent.logFair);
    return indexFutureFairValue({
      indexLevel: level,
      daysToExpiry: daysBetween(this.#view.today, instrument.lastTradingDate),
      basisPerYear: this.#config.futuresBasisPerYear,
      noise: latent.logFair,
    });
  }

  #warrantFair(instrument: Extract<InstrumentDefinition, { kind: "CW" }>, day: SymbolDay): number {
    const underlying = this.#view.day(instrument.underlying);
    const spot = underlying === undefined ? 0 : underlying.last > 0 ? underlying.last : underlying.reference;
    if (!(spot > 0)) return day.reference;
    return warrantFairValue({
      underlyingPrice: spot,
      exercisePrice: instrument.exercisePrice,
      ratio: instrument.ratio,
      daysToMaturity: daysBetween(this.#view.today, instrument.maturityDate),
      volatility: this.#config.warrantVolatility,
    });
  }

  /** The latent state of an instrument, created on first use from today's reference. */
  #latentOf(id: number, instrument: InstrumentDefinition, day: SymbolDay): LatentPrice {
    const existing = this.#latent[id];
    if (existing !== null && existing !== undefined) return existing;
    const own = SeededRandom.derive(this.#seed, `latent:${instrument.symbol}`);
    const beta = instrument.kind === "STOCK" ? 0.6 + 0.8 * own.next() : instrument.kind === "ETF" ? 1 : 0;
    const sector = this.#sectorOf[id];
    const sectorLevel = sector === null || sector === undefined ? 0 : (this.#factors.sectors[sector] ?? 0);
    // An index future's latent value is its log deviation from index plus basis: it starts at 0.
    const start =
      instrument.kind === "INDEX_FUTURE"
        ? 1
        : day.reference > 0
          ? day.reference
          : Math.max(1, instrument.initialReference);
    const latent = initialLatentPrice(start, beta, this.#tradingSeconds, this.#factors.market, sectorLevel);
    this.#latent[id] = latent;
    return latent;
  }
}

/**
 * An index future's own noise is its deviation from the index plus basis, which arbitrage keeps
 * small: it reverts within minutes and carries only a trace of a share's momentum (with the
 * share's momentum the front month wandered 2% off its index in an hour).
 */
function basisNoiseConfig(config: SimulationConfig): SimulationConfig {
  return {
    ...config,
    meanReversion: FUTURES_BASIS_REVERSION,
    momentumVolatility: config.momentumVolatility * KIND_VOLATILITY.INDEX_FUTURE,
  };
}

/**
 * Futures are day-traders' markets: more of the flow takes liquidity than on shares (which is
 * also what keeps the price on its fair value, the index plus basis), the rest rests or tidies.
 */
function futuresFlow(desk: TradingDesk, moment: SymbolMoment): void {
  const roll = desk.rng.next();
  if (roll < 0.45) takeLiquidity(desk, moment);
  else if (roll < 0.8) placePassiveOrder(desk, moment);
  else tidyOrders(desk, moment);
}

/** Warrants and futures stop trading after their last trading day. */
function isExpired(instrument: InstrumentDefinition, today: string): boolean {
  switch (instrument.kind) {
    case "CW":
    case "INDEX_FUTURE":
    case "BOND_FUTURE":
      return today > instrument.lastTradingDate;
    default:
      return false;
  }
}
