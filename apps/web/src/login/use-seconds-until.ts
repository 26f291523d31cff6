/**
 * Whole seconds left until a wall-clock moment, ticking once a second while above zero (the OTP
 * resend countdown, the OTP block).
 */
import { useEffect, useState } from "react";

/** Seconds from `now` until `at`, rounded up; 0 once passed. */
export function secondsUntil(at: number | null, now: number): number {
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

export function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(at, now);
  useEffect(() => {
    setNow(Date.now());
    if (at === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return left;
}
