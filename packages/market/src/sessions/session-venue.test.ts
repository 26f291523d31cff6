import { describe, expect, it } from "vitest";
import { EXCHANGES, type Exchange } from "../instruments/exchange";
import type { InstrumentKind } from "../instruments/instrument-kind";
import {
  isSessionVenue,
  sessionVenueOfExchange,
  sessionVenueOfInstrument,
  type SessionVenue,
} from "./session-venue";

describe("session venues (market-rules §1, §2)", () => {
  it.each(EXCHANGES.map((exchange) => [exchange]))("exchange %s keeps its own schedule", (exchange) => {
    expect(sessionVenueOfExchange(exchange)).toBe(exchange);
  });

  it.each<[Exchange, InstrumentKind, SessionVenue]>([
    ["HNX", "BOND", "LISTED_BONDS"],
    ["HNX", "STOCK", "HNX"],
    ["HNX", "ETF", "HNX"],
    ["HOSE", "BOND", "HOSE"],
    ["HOSE", "CW", "HOSE"],
    ["UPCOM", "STOCK", "UPCOM"],
    ["DERIVATIVES", "BOND_FUTURE", "DERIVATIVES"],
  ])("a %s %s follows the %s schedule", (exchange, kind, venue) => {
    expect(sessionVenueOfInstrument(exchange, kind)).toBe(venue);
  });

  it.each([
    ["PRIVATE_BONDS", true],
    ["GOVERNMENT_BONDS", true],
    ["LISTED_BONDS", true],
    ["DERIVATIVES", true],
    ["HSX", false],
    ["hose", false],
  ])("isSessionVenue(%j) = %s", (value, expected) => {
    expect(isSessionVenue(value)).toBe(expected);
  });
});
