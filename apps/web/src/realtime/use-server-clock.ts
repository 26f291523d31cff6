/**
 * The server's clock as the browser follows it (price-board §1 Footer, §9): `gettimedifference`
 * refetched every 75 s; between fetches the time runs on the local clock, at the demo clock's
 * speed when the market runs one.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { SERVER_TIME_REFETCH_MS, type ServerClockSample } from "./server-clock";
import { useHealth } from "../api/use-health";

export function useServerClock(): ServerClockSample | null {
  const health = useHealth();
  const query = useQuery({
    queryKey: ["datafeed", "gettimedifference"],
    queryFn: ({ signal }) => datafeed("gettimedifference", undefined, { signal }),
    refetchInterval: SERVER_TIME_REFETCH_MS,
    staleTime: 0,
  });
  useLoadFailureLog(query.error, "server time");
  const speed = health?.clock.mode === "demo" ? health.clock.speed : 1;
  const serverTime = query.data?.srv_time;
  const localTime = query.dataUpdatedAt;
  return useMemo(
    () => (serverTime === undefined ? null : { serverTime, localTime, speed }),
    [serverTime, localTime, speed],
  );
}
