/**
 * What an index tile and an index-table row show of an index entry (price-board §2, §3 Index):
 * point, change and percent coloured against the previous close, volume, value and the
 * advancing / unchanged / declining counts of the packed `ot`. Figures keep the board's number
 * style in both languages, as every other board figure does (the market package's formatters).
 *
 * The change and percent come from `ot` when it unpacks; otherwise they are computed from the
 * current index and the previous close, and the counts show empty. The change is forced
 * negative when the index is below the previous close (price-board §4).
 */
import {
  changePercentHundredths,
  formatIndexValue,
  formatIndexVolume,
  formatPoints,
  formatPriceChange,
  formatScaled,
  indexByCode,
  scaleDecimal,
  signedFeedChange,
  unpackIndexChange,
  type IndexEntry,
} from "@bangia/market";

/** The colour class of a change: green up, red down, yellow unchanged. */
export type IndexDirection = "up" | "down" | "reference";

export interface IndexFigures {
  /** Current index, points ("1,754.01"). */
  readonly point: string;
  /** Signed change in points ("+1.23", "-0.81", "0.00"). */
  readonly change: string;
  /** Signed percent ("+0.05%"). */
  readonly percent: string;
  readonly direction: IndexDirection;
  /** Volume in millions of shares, two decimals. */
  readonly volumeMillions: string;
  /** Value in billions of VND, two decimals (the table). */
  readonly valueBillions: string;
  readonly up: string;
  readonly unchanged: string;
  readonly down: string;
}

const PERCENT_FORMAT = { scale: 2, decimals: 2, signed: true } as const;
const COUNT_FORMAT = { scale: 0, decimals: 0 } as const;

function directionOf(change: number): IndexDirection {
  if (change > 0) return "up";
  return change < 0 ? "down" : "reference";
}

/**
 * The display figures of an entry.
 *
 * @example
 * indexFigures({ cIndex: 175_401, oIndex: 175_482, ot: "-81|-0.05|39241055000|31|33|341", … })
 * // { point: "1,754.01", change: "-0.81", percent: "-0.05%", direction: "down", up: "31", … }
 */
export function indexFigures(entry: IndexEntry): IndexFigures {
  const packed = unpackIndexChange(entry.ot);
  const rawChange = packed?.change ?? entry.cIndex - entry.oIndex;
  const change = signedFeedChange(rawChange, entry.cIndex, entry.oIndex);
  const percentHundredths =
    (packed === null ? null : scaleDecimal(packed.percent, 2)) ??
    changePercentHundredths(entry.cIndex, entry.oIndex);
  const signedPercent =
    percentHundredths !== null && change < 0 && percentHundredths > 0
      ? -percentHundredths
      : percentHundredths;
  return {
    point: formatPoints(entry.cIndex),
    change: formatPriceChange(change, "points"),
    percent: signedPercent === null ? "" : `${formatScaled(signedPercent, PERCENT_FORMAT)}%`,
    direction: directionOf(change),
    volumeMillions: formatIndexVolume(entry.vol),
    valueBillions: formatIndexValue(entry.value),
    up: packed === null ? "" : formatScaled(packed.up, COUNT_FORMAT),
    unchanged: packed === null ? "" : formatScaled(packed.equal, COUNT_FORMAT),
    down: packed === null ? "" : formatScaled(packed.down, COUNT_FORMAT),
  };
}

/**
 * The display name of an index code (the market package's names), the code itself if unknown.
 *
 * @example indexName("02") // "HNX-INDEX"
 */
export function indexName(code: string): string {
  return indexByCode(code)?.name ?? code;
}

/** Short names where the full one does not fit (the global chart's legend). */
const SHORT_NAMES: Readonly<Record<string, string>> = { "10": "VNI", "02": "HNX", "03": "UPCOM" };

/**
 * The short name of an index code: VNI, HNX, UPCOM, else its display name.
 *
 * @example indexShortName("02") // "HNX"
 * @example indexShortName("11") // "VN30"
 */
export function indexShortName(code: string): string {
  return SHORT_NAMES[code] ?? indexName(code);
}
