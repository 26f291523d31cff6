/**
 * Put-through entries of getlistpt and the `spt` channel (price-board §3 "Put-through
 * message"): PTB/PTS for the desk's live adverts, PTM for deals. `marketID` is the instrument's
 * floor and `color` its price against the day's band. A deal is shown under the seller's firm,
 * the side that reports it to the exchange.
 */
import { padFirmNumber, type PutThroughEntry } from "@bangia/market";
import type { Advert, Deal } from "@bangia/exchange";
import { floorOf, isCashInstrument } from "./cash-instrument";
import type { MarketSource } from "./market-source";
import { colourCode } from "./price-fields";
import { exchangeClockText } from "./wire-time";

interface EntryFacts {
  readonly type: PutThroughEntry["type"];
  readonly symbol: string;
  readonly price: number;
  readonly volume: number;
  readonly time: number;
  readonly firm: string;
}

function entry(source: MarketSource, facts: EntryFacts, seq: number): PutThroughEntry | undefined {
  const definition = source.instrument(facts.symbol);
  const day = source.day(facts.symbol);
  if (definition === undefined || day === undefined || !isCashInstrument(definition)) return undefined;
  return {
    type: facts.type,
    sym: facts.symbol,
    color: colourCode(facts.price, day),
    price: facts.price,
    volume: facts.volume,
    value: facts.price * facts.volume,
    time: exchangeClockText(facts.time),
    firmNo: padFirmNumber(facts.firm),
    marketID: floorOf(definition),
    seq,
  };
}

export function advertEntry(source: MarketSource, advert: Advert, seq: number): PutThroughEntry | undefined {
  const type = advert.side === "B" ? "PTB" : "PTS";
  return entry(source, { ...advert, type, firm: advert.firm }, seq);
}

export function dealEntry(source: MarketSource, deal: Deal, seq: number): PutThroughEntry | undefined {
  return entry(source, { ...deal, type: "PTM", firm: deal.sellFirm }, seq);
}
