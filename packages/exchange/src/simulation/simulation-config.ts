/**
 * The knobs of the simulated market, with the defaults the whole market is calibrated on. The
 * defaults aim at a lively but cheap market: a few hundred commands per market second at the
 * open and the close across the full universe, far fewer around lunch.
 */
import type { LiquidityTier } from "./liquidity-tier";

export interface SimulationConfig {
  /** Multiplies every symbol's action rate: 1 is the calibrated market, 0.1 a quiet one. */
  readonly activity: number;
  /** Actions per market second of one symbol at intensity 1, by liquidity tier. */
  readonly tierRates: Readonly<Record<LiquidityTier, number>>;
  /**
   * Actions per market second of one future at intensity 1, by its tier (front VN30 month =
   * core): the futures crowd is a market of its own, far busier on the front month than any
   * share, and its sizes come from futures-sizes.ts.
   */
  readonly futuresTierRates: Readonly<Record<LiquidityTier, number>>;
  /** Actions per market second of one bond (put-through deals only). */
  readonly bondRate: number;
  /** Shares and ETFs by market cap (after the VN30) in the core tier. */
  readonly coreCount: number;
  /** Shares and ETFs by market cap in the core and active tiers together. */
  readonly activeCount: number;
  /** Shares and ETFs by market cap in the first three tiers; the rest are thin. */
  readonly regularCount: number;
  /** Price levels each market maker keeps on each side of a core or active symbol. */
  readonly marketMakerLevels: number;
  /** Market-making firms; each liquid name has one. */
  readonly marketMakers: number;
  /** Accounts per other participant kind (each with a buy and a sell account). */
  readonly accountsPerParticipant: number;
  /** Daily volatility (log returns) of the market factor, each sector factor, each name. */
  readonly marketVolatility: number;
  readonly sectorVolatility: number;
  readonly idiosyncraticVolatility: number;
  /** Standard deviation of the market's drift for one day. */
  readonly dailyDriftVolatility: number;
  /** Pull of a name back to its anchor, per trading day. */
  readonly meanReversion: number;
  /** How long a momentum spell lasts, in trading days, and its size (log drift per day). */
  readonly momentumTimescale: number;
  readonly momentumVolatility: number;
  /** Expected news shocks per name per trading day, and their size range (log return). */
  readonly newsRate: number;
  readonly newsJumpMin: number;
  readonly newsJumpMax: number;
  /** Names sent to the ceiling / floor on a plain day (more on a strong day). */
  readonly limitMovesMin: number;
  readonly limitMovesMax: number;
  /** Foreign buying stops once the room left would fall below this share of the limit. */
  readonly foreignRoomReserve: number;
  /** Events older than this are skipped, not replayed, after a pause or a restart. */
  readonly maxCatchUpMillis: number;
  /** Annual volatility used to price covered warrants. */
  readonly warrantVolatility: number;
  /** Index-futures basis per year to expiry (log): negative is the usual discount. */
  readonly futuresBasisPerYear: number;
}

export const DEFAULT_SIMULATION_CONFIG: SimulationConfig = {
  activity: 1,
  tierRates: { core: 0.3, active: 0.06, regular: 0.012, thin: 0.0025 },
  futuresTierRates: { core: 2, active: 0.12, regular: 0.03, thin: 0.005 },
  bondRate: 0.0006,
  coreCount: 50,
  activeCount: 220,
  regularCount: 700,
  marketMakerLevels: 5,
  marketMakers: 12,
  accountsPerParticipant: 100,
  marketVolatility: 0.01,
  sectorVolatility: 0.007,
  idiosyncraticVolatility: 0.012,
  dailyDriftVolatility: 0.006,
  meanReversion: 1.5,
  momentumTimescale: 0.08,
  momentumVolatility: 0.06,
  newsRate: 0.01,
  newsJumpMin: 0.02,
  newsJumpMax: 0.06,
  limitMovesMin: 2,
  limitMovesMax: 6,
  foreignRoomReserve: 0.01,
  maxCatchUpMillis: 5_000,
  warrantVolatility: 0.35,
  futuresBasisPerYear: -0.03,
};

/** The defaults with `overrides` applied (tier rates merge per tier). */
export function resolveConfig(overrides: Partial<SimulationConfig> = {}): SimulationConfig {
  return {
    ...DEFAULT_SIMULATION_CONFIG,
    ...overrides,
    tierRates: { ...DEFAULT_SIMULATION_CONFIG.tierRates, ...overrides.tierRates },
    futuresTierRates: { ...DEFAULT_SIMULATION_CONFIG.futuresTierRates, ...overrides.futuresTierRates },
  };
}

/** Commands per wall-clock second the crowd may cost at most, whatever the clock's speed. */
export const MAX_WALL_ACTIVITY_SPEED = 30;

/**
 * The knobs for a clock running `speed` times faster than the wall clock: the catch-up window is
 * a wall-clock idea (a pause of the process), so it grows with the speed; and above
 * MAX_WALL_ACTIVITY_SPEED the activity per market second shrinks so the crowd's CPU cost per
 * wall second stays what it is at that speed (the boards stay alive, just thinner).
 *
 * @example configForSpeed(1) // { maxCatchUpMillis: 5_000, activity: 1 }
 * @example configForSpeed(300) // { maxCatchUpMillis: 1_500_000, activity: 0.1 }
 */
export function configForSpeed(speed: number): Pick<SimulationConfig, "maxCatchUpMillis" | "activity"> {
  if (!(Number.isFinite(speed) && speed > 0)) throw new RangeError(`bad clock speed ${speed}`);
  return {
    maxCatchUpMillis: DEFAULT_SIMULATION_CONFIG.maxCatchUpMillis * Math.max(1, speed),
    activity: DEFAULT_SIMULATION_CONFIG.activity * Math.min(1, MAX_WALL_ACTIVITY_SPEED / speed),
  };
}
