/**
 * The intraday line as chart data: one slot per step, plus slots for the open (09:00) and the
 * lunch, so the time axis runs 09:00 to 15:00 and the lunch shows as a gap in the line. The
 * 09:00 slot holds the opening level when given — the previous close, where every index stands
 * before the opening auction — so the line starts from it rather than from a lone first point.
 * Times are the step's minute of day as seconds: the chart, left in UTC, labels them HH:MM.
 */
import { AXIS_GAP_MINUTES, INTRADAY_STEPS, SESSION_OPEN_MINUTE, type IntradayPoint } from "./intraday-points";

/** Slots of a whole day: every line has exactly these, so the day fills the chart's width. */
export const DAY_SLOT_COUNT = AXIS_GAP_MINUTES.length + INTRADAY_STEPS.length;

/** A slot of the chart: a value, or none (a gap). */
export interface ChartSlot {
  readonly time: number;
  readonly value?: number;
}

/**
 * The slots of a line, oldest first; `toChart` turns a stored value into the chart's number
 * (hundredths → points, or a percent as is). `opening` is the 09:00 level in the chart's unit,
 * or null to leave that slot empty.
 *
 * @example chartSlots([{ minute: 549, value: 175_401 }], (v) => v / 100, 1_754.82).slice(0, 2)
 * // [{ time: 32_400, value: 1_754.82 }, { time: 32_940, value: 1_754.01 }]
 */
export function chartSlots(
  points: readonly IntradayPoint[],
  toChart: (value: number) => number,
  opening: number | null,
): ChartSlot[] {
  const slots: ChartSlot[] = [
    ...AXIS_GAP_MINUTES.map((minute) =>
      minute === SESSION_OPEN_MINUTE && opening !== null
        ? { time: minute * 60, value: opening }
        : { time: minute * 60 },
    ),
    ...points.map((point) =>
      point.value === null
        ? { time: point.minute * 60 }
        : { time: point.minute * 60, value: toChart(point.value) },
    ),
  ];
  return slots.sort((a, b) => a.time - b.time);
}

/** Hundredths of a point → points. */
export const pointsOfHundredths = (value: number): number => value / 100;
