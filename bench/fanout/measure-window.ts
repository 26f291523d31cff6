/**
 * When a fan-out window can measure: only while HOSE trades continuously (stamping is off in
 * breaks and closed hours, which carry no ticks). At a slow demo clock the lunch break alone
 * lasts longer than a fixed wait, and a run that waited too little measured nothing and then
 * judged its goals on zeros. So the wait is the measured time plus the longest pause of the demo
 * day at the run's speed, and a window that measured nothing says so instead of giving figures.
 */
import { DEMO_DAY_CLOSE, DEMO_DAY_OPEN } from "@bangia/exchange";
import { phaseAt } from "@bangia/market";

/** Wall seconds of slack for start-up and a slow machine. */
const MARGIN_SECONDS = 15;

/**
 * The longest run of demo-day minutes without HOSE's continuous trading, counted across the
 * jump from one day's close (15:05) to the next day's open (08:30).
 *
 * @example longestPauseMinutes() // 90: the lunch break, 11:30–13:00
 */
export function longestPauseMinutes(): number {
  const minutes = DEMO_DAY_CLOSE - DEMO_DAY_OPEN;
  const trading = (offset: number) => phaseAt("HOSE", DEMO_DAY_OPEN + (offset % minutes)) === "CONTINUOUS";
  let longest = 0;
  let run = 0;
  // Two days laid end to end, so a pause across the night is counted whole.
  for (let offset = 0; offset < 2 * minutes; offset++) {
    run = trading(offset) ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * Wall seconds a window may take to gather `measureSeconds` of continuous trading at `speed`
 * market seconds per wall second: enough to sit out the longest pause whenever it starts.
 *
 * @example measureDeadlineSeconds(15, 60) // 15 + 90 + 15 = 120
 */
export function measureDeadlineSeconds(measureSeconds: number, speed: number): number {
  return measureSeconds + Math.ceil((longestPauseMinutes() * 60) / speed) + MARGIN_SECONDS;
}

/** What a window gathered: continuous-trading time and the messages delivered in it. */
export interface WindowFigures {
  readonly measuredSeconds: number;
  readonly delivered: number;
}

/** A window with no trading time or no delivered message measured nothing: it has no figures. */
export function measuredNothing({ measuredSeconds, delivered }: WindowFigures): boolean {
  return measuredSeconds <= 0 || delivered <= 0;
}
