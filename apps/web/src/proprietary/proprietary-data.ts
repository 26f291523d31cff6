/**
 * The figures of the proprietary-trading board (price-board §2 "Proprietary trading", §3, §5):
 * the day's summary (buy, sell and net volume and value), the 10-day chart of net value in
 * billions (green when positive, red when negative) and the per-symbol table rows. Volumes show
 * ÷10 and values ÷1000 (thousands of VND), as the market package formats them. Pure.
 */
import {
  divideRounded,
  formatProprietaryValue,
  formatProprietaryVolume,
  formatScaled,
  proprietaryBarColour,
  proprietaryNet,
  toSlashDate,
  type Language,
  type ProprietaryDay,
  type ProprietarySymbolDay,
} from "@bangia/market";

export type NetSign = "positive" | "negative";

/**
 * The sign of a net figure; zero counts as positive (a zero bar has no height, and
 * proprietaryBarColour paints it green).
 */
export function netSign(value: number): NetSign {
  return value < 0 ? "negative" : "positive";
}

export interface SummaryView {
  readonly buyVolume: string;
  readonly buyValue: string;
  readonly sellVolume: string;
  readonly sellValue: string;
  readonly netVolume: string;
  readonly netValue: string;
  readonly netVolumeSign: NetSign;
  readonly netValueSign: NetSign;
}

function netOf(day: ProprietaryDay) {
  return proprietaryNet({
    buyVolume: day.TBuyVol,
    buyValue: day.TBuyVal,
    sellVolume: day.TSellVol,
    sellValue: day.TSellVal,
  });
}

/**
 * The day's summary as shown: volumes ÷10, values in thousands of VND.
 *
 * @example summaryView({ TBuyVol: 36_000, TBuyVal: 1_556_535_000, TSellVol: 32_200, TSellVal: 874_895_000, … }).netValue // "681,640"
 */
export function summaryView(day: ProprietaryDay): SummaryView {
  const net = netOf(day);
  return {
    buyVolume: formatProprietaryVolume(day.TBuyVol),
    buyValue: formatProprietaryValue(day.TBuyVal),
    sellVolume: formatProprietaryVolume(day.TSellVol),
    sellValue: formatProprietaryValue(day.TSellVal),
    netVolume: formatProprietaryVolume(net.volume),
    netValue: formatProprietaryValue(net.value),
    netVolumeSign: netSign(net.volume),
    netValueSign: netSign(net.value),
  };
}

// The platform's English month names; UTC, since the date is already the exchange's.
const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * The summary's trading day as running text (docs/web.md): Vietnamese dd/MM/yyyy, English
 * "10 Feb 2026"; empty for a malformed date.
 *
 * @example tradingDayText("2026-02-10", "vi") // "10/02/2026"
 * @example tradingDayText("2026-02-10", "en") // "10 Feb 2026"
 */
export function tradingDayText(isoDate: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return "";
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return language === "vi" ? toSlashDate(isoDate) : ENGLISH_DATE.format(date);
}

/** A row of the per-symbol table: the day's figures and the nets. */
export interface ProprietaryTableRow {
  readonly sym: string;
  readonly TBuyVol: number;
  readonly TBuyVal: number;
  readonly TSellVol: number;
  readonly TSellVal: number;
  readonly netVol: number;
  readonly netVal: number;
}

/** The table rows by symbol (a symbol listed twice keeps its last entry). */
export function tableRows(days: readonly ProprietarySymbolDay[]): ReadonlyMap<string, ProprietaryTableRow> {
  const rows = new Map<string, ProprietaryTableRow>();
  for (const day of days) {
    const net = netOf(day);
    rows.set(day.Ticker, {
      sym: day.Ticker,
      TBuyVol: day.TBuyVol,
      TBuyVal: day.TBuyVal,
      TSellVol: day.TSellVol,
      TSellVal: day.TSellVal,
      netVol: net.volume,
      netVal: net.value,
    });
  }
  return rows;
}

/** One bar of the 10-day chart, in the chart's own coordinates (see chartBars). */
export interface ChartBar {
  readonly date: string;
  /** dd/MM of the trading day. */
  readonly label: string;
  /** Net value in billions of VND, two decimals, signed ("-12.35"). */
  readonly valueText: string;
  readonly sign: NetSign;
  /** The spec's bar colours: green #07BA07, red #E63232. */
  readonly colour: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ChartLayout {
  readonly bars: readonly ChartBar[];
  /** The y of the zero line. */
  readonly zeroY: number;
}

/** Net value in hundredths of a billion VND, rounded half up (proprietaryChartValue's rounding). */
const billionHundredths = (vnd: number): number => divideRounded(vnd, 10_000_000);

/**
 * Bars of net value per day, oldest first, laid out in a `width` × `height` plot: the zero line
 * sits where the largest rise and the largest fall share the height, each bar takes 60% of its
 * slot. A day with no net has no height.
 */
export function chartBars(days: readonly ProprietaryDay[], width: number, height: number): ChartLayout {
  const values = days.map((day) => billionHundredths(netOf(day).value));
  const top = Math.max(0, ...values);
  const bottom = Math.max(0, ...values.map((value) => -value));
  const range = top + bottom;
  const zeroY = range === 0 ? height / 2 : (top / range) * height;
  const slot = days.length === 0 ? width : width / days.length;
  const bars = days.map((day, index) => {
    const value = values[index] ?? 0;
    const size = range === 0 ? 0 : (Math.abs(value) / range) * height;
    const barWidth = slot * 0.6;
    return {
      date: day.TradingDate,
      label: `${day.TradingDate.slice(8, 10)}/${day.TradingDate.slice(5, 7)}`,
      valueText: formatScaled(value, { scale: 2, decimals: 2 }),
      sign: netSign(value),
      colour: proprietaryBarColour(value),
      x: index * slot + (slot - barWidth) / 2,
      y: value < 0 ? zeroY : zeroY - size,
      width: barWidth,
      height: size,
    };
  });
  return { bars, zeroY };
}
