/**
 * The index entry of getlistindexdetail and the `index` channel (price-board §3 Index), by the
 * boards' numeric code ("10" VNINDEX, "11" VN30, …). `status` is the session code of the
 * index's exchange; `time` is the exchange time of the answer (the level is always current).
 */
import { indexByCode, packIndexChange, sessionCodeOfPhase, type IndexEntry } from "@bangia/market";
import type { MarketSource } from "./market-source";
import { exchangeClockText } from "./wire-time";

/** The entry of an index code, or undefined for a code the boards or the exchange do not know. */
export function indexEntry(
  source: MarketSource,
  code: string,
  now: number,
  seq: number,
): IndexEntry | undefined {
  const known = indexByCode(code);
  const index = known === undefined ? undefined : source.index(known.symbol);
  if (known === undefined || index === undefined) return undefined;
  const breadth = index.breadth;
  return {
    mc: code,
    cIndex: index.value,
    oIndex: index.previousClose,
    vol: index.volume,
    value: index.tradedValue,
    status: sessionCodeOfPhase(source.phaseOf(known.exchange)),
    ot: packIndexChange({
      change: index.change,
      percent: index.changeBasisPoints / 100,
      value: index.tradedValue,
      up: breadth.advancers,
      down: breadth.decliners,
      equal: breadth.unchanged,
    }),
    time: exchangeClockText(now),
    seq,
  };
}
