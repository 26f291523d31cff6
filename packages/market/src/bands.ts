/**
 * Ceiling and floor prices (market-rules §3, §8, §9).
 *
 *   ceiling = ref × (1 + band), rounded DOWN to the step of the tier the raw value falls in;
 *   floor   = ref × (1 − band), rounded UP likewise.
 *   If rounding makes ceiling (floor) equal to ref, it moves one step away from ref.
 *   If that floor would be ≤ 0, floor = ref.
 *
 * Bands: HOSE ±7% (first day / resumption ±20%), HNX ±10% (±30%), UPCOM ±15% (±40%), index
 * futures ±7%, bond futures ±3%, bonds none, covered warrants derived from the underlying.
 * All arithmetic is exact integer arithmetic in basis points.
 */
import { decimalPlaces, parseScaled } from "./decimal-text";
import { ceilDiv, floorDiv } from "./integer-division";
import { exchangeOfVenue, type BoardVenue } from "./instruments/exchange";
import type { InstrumentKind } from "./instruments/instrument-kind";
import { priceStep, stepDown, stepUp, type StepContext } from "./price-steps";

export interface Band {
  readonly ceiling: number;
  readonly floor: number;
}

const BASIS = 10_000;

/** Band width in basis points, or null when the instrument has no band (bonds, warrants). */
export function bandBasisPoints(
  kind: InstrumentKind,
  venue: BoardVenue | undefined,
  firstDay = false,
): number | null {
  switch (kind) {
    case "INDEX_FUTURE":
      return 700;
    case "BOND_FUTURE":
      return 300;
    case "BOND":
    case "CW":
      return null;
    case "STOCK":
    case "ETF": {
      const exchange = exchangeOfVenue(venue ?? "HOSE");
      if (exchange === "HOSE") return firstDay ? 2_000 : 700;
      if (exchange === "HNX") return firstDay ? 3_000 : 1_000;
      return firstDay ? 4_000 : 1_500;
    }
  }
}

/** Rounds numerator/denominator down to the step of the tier it falls in. */
function roundDownToStep(context: StepContext, numerator: number, denominator: number): number {
  const step = priceStep(context, numerator / denominator);
  return floorDiv(numerator, denominator * step) * step;
}

function roundUpToStep(context: StepContext, numerator: number, denominator: number): number {
  const step = priceStep(context, numerator / denominator);
  return ceilDiv(numerator, denominator * step) * step;
}

/** Applies the edge rules: never ceiling = ref or floor = ref, unless the floor would be ≤ 0. */
function withEdgeRules(context: StepContext, reference: number, ceiling: number, floor: number): Band {
  const fixedCeiling = ceiling <= reference ? stepUp(context, reference) : ceiling;
  let fixedFloor = floor >= reference ? stepDown(context, reference) : floor;
  if (fixedFloor <= 0) fixedFloor = reference;
  return { ceiling: fixedCeiling, floor: fixedFloor };
}

export interface BandInput {
  readonly kind: InstrumentKind;
  readonly venue?: BoardVenue;
  /** Reference price in the instrument's price unit. */
  readonly reference: number;
  /** First trading day or resumption after a long suspension: the wider band applies. */
  readonly firstDay?: boolean;
}

/**
 * Ceiling and floor for a share, ETF or futures contract; null for instruments without a band.
 *
 * @example computeBand({ kind: "STOCK", venue: "HOSE", reference: 39_050 }) // { ceiling: 41_750, floor: 36_350 }
 */
export function computeBand(input: BandInput): Band | null {
  const basisPoints = bandBasisPoints(input.kind, input.venue, input.firstDay);
  if (basisPoints === null) return null;
  const context: StepContext =
    input.venue === undefined ? { kind: input.kind } : { kind: input.kind, venue: input.venue };
  const ceiling = roundDownToStep(context, input.reference * (BASIS + basisPoints), BASIS);
  const floor = roundUpToStep(context, input.reference * (BASIS - basisPoints), BASIS);
  return withEdgeRules(context, input.reference, ceiling, floor);
}

/** A covered warrant's conversion ratio: `warrants` warrants convert into `shares` shares. */
export interface ExerciseRatio {
  readonly warrants: number;
  readonly shares: number;
}

/**
 * Parses the feed's `CWExerciseRatio` ("a:b", decimals allowed, e.g. "5.4537:1") into an exact
 * rational with integer parts. Returns null when the text is not a positive ratio.
 */
export function parseExerciseRatio(text: string): ExerciseRatio | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (match === null) return null;
  const left = match[1] ?? "";
  const right = match[2] ?? "";
  const scale = Math.max(decimalPlaces(left), decimalPlaces(right));
  const warrants = parseScaled(left, scale)?.scaled ?? 0;
  const shares = parseScaled(right, scale)?.scaled ?? 0;
  return warrants > 0 && shares > 0 ? { warrants, shares } : null;
}

export interface WarrantBandInput {
  /** The warrant's own reference price (VND). */
  readonly reference: number;
  readonly underlying: { readonly reference: number; readonly ceiling: number; readonly floor: number };
  readonly ratio: ExerciseRatio;
}

/** Lowest allowed covered-warrant price (market-rules §9). */
export const MIN_WARRANT_PRICE = 10;

/**
 * Covered-warrant band (market-rules §9): the underlying's band divided by the conversion
 * ratio, ceiling rounded down and floor up to the warrant tick of 10; a floor ≤ 0 becomes 10.
 *
 * @example warrantBand({ reference: 1_440, underlying: { reference: 23_000, ceiling: 24_600, floor: 21_400 }, ratio: { warrants: 2, shares: 1 } })
 * // { ceiling: 2_240, floor: 640 }
 */
export function warrantBand(input: WarrantBandInput): Band {
  const { warrants, shares } = input.ratio;
  const tick = 10;
  // price change per warrant = share change × shares / warrants
  const up = (input.underlying.ceiling - input.underlying.reference) * shares;
  const down = (input.underlying.reference - input.underlying.floor) * shares;
  const ceiling = floorDiv(input.reference * warrants + up, warrants * tick) * tick;
  const floor = ceilDiv(input.reference * warrants - down, warrants * tick) * tick;
  return { ceiling, floor: floor <= 0 ? MIN_WARRANT_PRICE : floor };
}

/** True when `value` lies within the band (inclusive); always true without a band. */
export function isWithinBand(band: Band | null, value: number): boolean {
  return band === null || (value >= band.floor && value <= band.ceiling);
}
