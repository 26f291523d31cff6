import { useEffect } from "react";
import { logLoadFailure } from "./http";

/** Logs a failed load once per error (price-board §8: failures are only logged). */
export function useLoadFailureLog(error: unknown, what: string): void {
  useEffect(() => {
    if (error !== null && error !== undefined) logLoadFailure(what, error);
  }, [error, what]);
}
