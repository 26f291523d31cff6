/**
 * Today on the market's calendar, for the validators and the date pickers. The demo market's clock
 * is not the browser's (MARKET_CLOCK demo loops trading days at its own speed), so the day comes
 * from the footer's server-clock sample when there is one, else from the browser's clock.
 */
import { serverNowAt } from "../shell/server-clock";
import { useServerClock } from "../shell/use-server-clock";

/** The ISO date at an instant, on the exchange's calendar (UTC+7). */
export function exchangeToday(now = Date.now()): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The market's today, following the server's clock. */
export function useMarketToday(): string {
  const sample = useServerClock();
  return exchangeToday(sample === null ? Date.now() : serverNowAt(sample, Date.now()));
}
