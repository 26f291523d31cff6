/**
 * The board's technical columns (price-board §2 settings "RSI(14), MACD") over daily closes,
 * oldest first. Pure arithmetic on the chart's price units (thousands of VND for stocks, points
 * for indices): RSI has no unit, MACD is in the closes' unit.
 *
 * Choices the spec leaves open (recorded in the docs):
 * - RSI(14) uses Wilder's smoothing: the first averages are plain means of the first 14 changes,
 *   then avg = (avg × 13 + change) / 14. A series that never moves has RSI 50 (neither bought
 *   nor sold; 0/0 has no honest other value); one that only rises has 100, only falls 0.
 * - EMAs start from the simple mean of their first `period` values (the usual seed), so an
 *   indicator needs only `period` values, not an arbitrary warm-up.
 * - The MACD column shows the MACD line, EMA(12) − EMA(26): the figure traders call "MACD"
 *   and the one that needs the least history (26 closes). The signal line (EMA(9) of the MACD
 *   line) and the histogram (line − signal) are computed too, for when 34 closes exist.
 * - Too little history gives null (the cell stays empty), never a guess.
 */

const RSI_PERIOD = 14;
const MACD_FAST_PERIOD = 12;
export const MACD_SLOW_PERIOD = 26;
export const MACD_SIGNAL_PERIOD = 9;

/**
 * The relative strength index of the last close, with Wilder's smoothing; null with fewer than
 * `period` + 1 closes.
 *
 * @example rsi([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]) // 100
 * @example rsi(Array(15).fill(25)) // 50
 */
export function rsi(closes: readonly number[], period: number = RSI_PERIOD): number | null {
  if (closes.length < period + 1) return null;
  let gains = 0;
  let losses = 0;
  let previous = closes[0] ?? 0;
  for (let index = 1; index <= period; index += 1) {
    const close = closes[index] ?? previous;
    const change = close - previous;
    if (change > 0) gains += change;
    else losses -= change;
    previous = close;
  }
  let averageGain = gains / period;
  let averageLoss = losses / period;
  for (let index = period + 1; index < closes.length; index += 1) {
    const close = closes[index] ?? previous;
    const change = close - previous;
    averageGain = (averageGain * (period - 1) + Math.max(change, 0)) / period;
    averageLoss = (averageLoss * (period - 1) + Math.max(-change, 0)) / period;
    previous = close;
  }
  if (averageLoss === 0) return averageGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + averageGain / averageLoss);
}

/**
 * The exponential moving average of `values` from its first full period: element i is the EMA
 * at values[i + period − 1]. Empty when there are fewer than `period` values.
 */
export function emaSeries(values: readonly number[], period: number): number[] {
  if (values.length < period) return [];
  const weight = 2 / (period + 1);
  let average = 0;
  for (let index = 0; index < period; index += 1) average += values[index] ?? 0;
  average /= period;
  const series = [average];
  for (let index = period; index < values.length; index += 1) {
    average += weight * ((values[index] ?? average) - average);
    series.push(average);
  }
  return series;
}

export interface Macd {
  /** EMA(fast) − EMA(slow) of the last close. */
  readonly line: number;
  /** EMA(signal) of the MACD line; null until it has `signal` values. */
  readonly signal: number | null;
  /** line − signal; null with the signal. */
  readonly histogram: number | null;
}

/** MACD(12, 26, 9) of the last close; null with fewer than 26 closes. */
export function macd(
  closes: readonly number[],
  fast: number = MACD_FAST_PERIOD,
  slow: number = MACD_SLOW_PERIOD,
  signalPeriod: number = MACD_SIGNAL_PERIOD,
): Macd | null {
  const slowSeries = emaSeries(closes, slow);
  if (slowSeries.length === 0) return null;
  // Both EMAs aligned on the closes from the slow period's first full window.
  const fastSeries = emaSeries(closes, fast).slice(slow - fast);
  const lines = slowSeries.map((slowValue, index) => (fastSeries[index] ?? slowValue) - slowValue);
  const line = lines[lines.length - 1] ?? 0;
  const signal = emaSeries(lines, signalPeriod).at(-1) ?? null;
  return { line, signal, histogram: signal === null ? null : line - signal };
}
