/**
 * The app's REST query client: one retry, no refetch on window focus (the socket keeps what is
 * shown current), answers fresh for 30 s. The board benchmark mounts the board with the same one.
 */
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}
