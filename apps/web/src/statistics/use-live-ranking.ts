/**
 * Keeps a top list ordered by its live figures (statistics-data `rankedByLive`): listens to every
 * listed symbol's row and orders again at most once a second, as the worker re-sorts the boards.
 */
import { useEffect, useMemo, useState } from "react";
import type { QuoteRow } from "../realtime/protocol";
import { quoteFeed } from "../realtime/quote-feed";
import { rankedByLive } from "./statistics-data";

const REORDER_MS = 1_000;

export function useLiveRanking<T extends { readonly sym: string; readonly mc: string }>(
  items: readonly T[],
  rank: (item: T, live: QuoteRow | undefined) => number,
): readonly T[] {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const feed = quoteFeed();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const changed = () => {
      timer ??= setTimeout(() => {
        timer = null;
        setTick((value) => value + 1);
      }, REORDER_MS);
    };
    const stops = [...new Set(items.map((item) => item.sym))].map((symbol) =>
      feed.subscribeRow(symbol, changed),
    );
    return () => {
      for (const stop of stops) stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [items]);
  // `tick` changes when a listed row moved: order again by what the rows show now.
  return useMemo(() => {
    const feed = quoteFeed();
    return tick < 0
      ? items
      : rankedByLive(items, (item) => rank(item, feed.view(item.sym)?.row as QuoteRow | undefined));
  }, [items, rank, tick]);
}
