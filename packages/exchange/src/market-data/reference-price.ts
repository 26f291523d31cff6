/**
 * Tomorrow's reference price from today's day (market-rules §3):
 *
 * - HOSE and HNX shares, ETFs, HOSE covered warrants: the close (closing call, else the last
 *   board-lot trade of calls and continuous matching; HNX PLO trades never set it), else keep
 *   today's reference.
 * - UPCOM: the volume-weighted average of board-lot continuous trades, rounded to the nearest
 *   step with halves up in one exact integer division (the sheet leaves the rounding open),
 *   else keep.
 * - Futures: the daily settlement price (daily-settlement.ts).
 * - Bonds: the close when the bond matched on the board (HNX listed bonds), else the last
 *   put-through price, else keep.
 *
 * The result is always on the instrument's step: prices that came from trades already are;
 * anything else is rounded to the nearest step.
 */
import { divideRounded, isOnPriceStep, priceStep, type StepContext } from "@bangia/market";
import type { InstrumentDefinition } from "../instruments/instrument";
import { stepContextOf } from "../instruments/step-context";
import { closingPrice } from "./daily-statistics";
import { dailySettlementPrice } from "./daily-settlement";
import { roundToPriceStep } from "./price-step-rounding";
import type { SymbolDay } from "./symbol-day";

/** Facts the day itself does not hold. */
export interface ReferenceExtras {
  /** Futures: the DSP computed with the 15-minute window; without it, close → last → reference. */
  readonly dailySettlementPrice?: number;
}

/** The reference of the next trading day, on the instrument's step. */
export function nextReference(
  instrument: InstrumentDefinition,
  day: SymbolDay,
  extras: ReferenceExtras = {},
): number {
  const context = stepContextOf(instrument);
  const next = rawNextReference(instrument, day, extras, context);
  return next > 0 ? onStep(context, next) : day.reference;
}

function rawNextReference(
  instrument: InstrumentDefinition,
  day: SymbolDay,
  extras: ReferenceExtras,
  context: StepContext,
): number {
  switch (instrument.kind) {
    case "INDEX_FUTURE":
    case "BOND_FUTURE":
      return (
        extras.dailySettlementPrice ??
        dailySettlementPrice({
          kind: instrument.kind,
          close: day.close,
          windowVolume: 0,
          windowValue: 0,
          last: day.last,
          reference: day.reference,
        })
      );
    case "BOND":
      return closingPrice(day) || day.putThroughLast;
    case "STOCK":
    case "ETF":
    case "CW":
      if (instrument.exchange === "UPCOM")
        return day.continuousVolume > 0
          ? roundToPriceStep(context, day.continuousValue, day.continuousVolume)
          : 0;
      return closingPrice(day);
  }
}

function onStep(context: StepContext, price: number): number {
  if (isOnPriceStep(context, price)) return price;
  const step = priceStep(context, price);
  return Math.max(step, divideRounded(price, step) * step);
}
