/**
 * Today on the market's calendar, for the validators and the date pickers. The demo market's clock
 * is not the browser's (MARKET_CLOCK demo loops trading days at its own speed), so the day comes
 * from the server's time (`gettimedifference`, the footer's query and cache) run forward on the
 * local clock, else from the browser's clock. The demo clock's speed is left out: between two
 * readings (75 s) it moves the date only across a midnight, and the server's check has the last word.
 */
import { useQuery } from "@tanstack/react-query";
import { datafeed } from "../api/http";

/** The ISO date at an instant, on the exchange's calendar (UTC+7). */
export function exchangeToday(now = Date.now()): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The market's today, following the server's clock. */
export function useMarketToday(): string {
  const clock = useQuery({
    queryKey: ["datafeed", "gettimedifference"],
    queryFn: ({ signal }) => datafeed("gettimedifference", undefined, { signal }),
    staleTime: 75_000,
  });
  const serverTime = clock.data?.srv_time;
  return exchangeToday(
    typeof serverTime === "number" ? serverTime + (Date.now() - clock.dataUpdatedAt) : Date.now(),
  );
}
