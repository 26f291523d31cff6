/**
 * What the simulated crowd intends for one trading day, drawn once when the day starts: the
 * market's drift, a few names sent to the ceiling and a few to the floor (more of one kind on a
 * strong day), and the net direction of foreign and proprietary flow per name. Plain data, so
 * the plan survives a restart inside the simulator's state.
 */
import type { SeededRandom } from "../random/seeded-random";
import type { SimulationConfig } from "./simulation-config";

/** A planned limit move: to the ceiling (+1) or the floor (−1), starting at a minute of the day. */
export interface LimitMove {
  readonly direction: 1 | -1;
  readonly fromMinute: number;
}

export interface DayPlan {
  readonly date: string;
  /** Log drift of the market factor over the day. */
  readonly marketDrift: number;
  readonly limits: Readonly<Record<string, LimitMove>>;
  /** Net direction in [−1, 1] of foreign and of proprietary flow, per symbol. */
  readonly foreign: Readonly<Record<string, number>>;
  readonly proprietary: Readonly<Record<string, number>>;
}

export interface DayPlanInput {
  readonly date: string;
  /** Names that may hit a limit today (ordinary shares, not the market makers' names). */
  readonly limitCandidates: readonly string[];
  /** Names foreign investors and proprietary desks trade. */
  readonly flowCandidates: readonly string[];
  readonly config: Pick<SimulationConfig, "dailyDriftVolatility" | "limitMovesMin" | "limitMovesMax">;
  readonly rng: SeededRandom;
}

/** The first and last minute a limit move may start: 09:30 to 14:00, lunch skipped. */
const LIMIT_START_FROM = 570;
const LIMIT_START_TO = 840;
const LUNCH_START = 690;
const LUNCH_MINUTES = 90;

function clampUnit(value: number): number {
  return Math.max(-1, Math.min(1, value));
}

/** `count` distinct items in random order (a partial Fisher–Yates shuffle of a copy). */
function pickDistinct<T>(items: readonly T[], count: number, rng: SeededRandom): T[] {
  const pool = [...items];
  const picked: T[] = [];
  for (let i = 0; i < count && i < pool.length; i++) {
    const j = rng.int(i, pool.length - 1);
    const chosen = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = chosen;
    picked.push(chosen);
  }
  return picked;
}

function limitStart(rng: SeededRandom): number {
  const minute = rng.int(LIMIT_START_FROM, LIMIT_START_TO - LUNCH_MINUTES);
  return minute >= LUNCH_START ? minute + LUNCH_MINUTES : minute;
}

/** Draws the plan of `input.date`. */
export function planDay(input: DayPlanInput): DayPlan {
  const { config, rng } = input;
  const marketDrift = config.dailyDriftVolatility * rng.normal();
  const strong = config.dailyDriftVolatility / 2;
  let ups = rng.int(config.limitMovesMin, config.limitMovesMax);
  let downs = rng.int(config.limitMovesMin, config.limitMovesMax);
  if (marketDrift > strong) [ups, downs] = [ups + rng.int(0, config.limitMovesMax), Math.max(0, downs - 2)];
  if (marketDrift < -strong) [ups, downs] = [Math.max(0, ups - 2), downs + rng.int(0, config.limitMovesMax)];
  const movers = pickDistinct(input.limitCandidates, ups + downs, rng);
  const limits: Record<string, LimitMove> = {};
  movers.forEach((symbol, position) => {
    limits[symbol] = { direction: position < ups ? 1 : -1, fromMinute: limitStart(rng) };
  });

  // Foreign investors lean the same way across the market on a given day; desks do not.
  const foreignMood = 0.5 * rng.normal();
  const foreign: Record<string, number> = {};
  const proprietary: Record<string, number> = {};
  for (const symbol of input.flowCandidates) {
    foreign[symbol] = clampUnit(foreignMood + 0.6 * rng.normal());
    proprietary[symbol] = clampUnit(0.7 * rng.normal());
  }
  return { date: input.date, marketDrift, limits, foreign, proprietary };
}
