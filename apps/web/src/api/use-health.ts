/**
 * The server's `/api/health` answer, for the footer's note on the simulated market's clock. It
 * answers 503 while the market starts: the query then retries until the market is live.
 */
import type { HealthAnswer } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { requestJson } from "./http";

const RETRY_WHILE_STARTING_MS = 15_000;

export function useHealth(): HealthAnswer | undefined {
  const query = useQuery({
    queryKey: ["health"],
    queryFn: ({ signal }) => requestJson<HealthAnswer>("health", { signal }),
    // The clock mode does not change while the server runs.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data === undefined ? RETRY_WHILE_STARTING_MS : false),
  });
  return query.data;
}
