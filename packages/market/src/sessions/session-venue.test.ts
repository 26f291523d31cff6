import { describe, expect, it } from "vitest";
import { EXCHANGES } from "../instruments/exchange";
import { isSessionVenue, sessionVenueOfExchange } from "./session-venue";

describe("session venues (market-rules §1, §2)", () => {
  it.each(EXCHANGES.map((exchange) => [exchange]))("exchange %s keeps its own schedule", (exchange) => {
    expect(sessionVenueOfExchange(exchange)).toBe(exchange);
  });

  it.each([
    ["PRIVATE_BONDS", true],
    ["DERIVATIVES", true],
    ["HSX", false],
    ["hose", false],
  ])("isSessionVenue(%j) = %s", (value, expected) => {
    expect(isSessionVenue(value)).toBe(expected);
  });
});
