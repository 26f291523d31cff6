/**
 * A symbol's bars at a resolution from the UDF feed, kept moving by the symbol's live matches
 * (folded into the last bar, bars.ts withTrade) until the next load. A match's price is in the
 * instrument's wire unit, so it is folded only once the symbol's unit is known (bars.ts
 * chartPrice); before that the next load brings it. A failed load is only logged and leaves
 * the chart empty (price-board §8).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { useAfterReconnect } from "../../realtime/use-after-reconnect";
import { useLiveMatches } from "../live-matches";
import { useMarketNow } from "../market-now";
import { fetchBars, popupKeys } from "../popup-api";
import { usePriceUnit } from "../stock-dictionary";
import { chartPrice, matchEpochSeconds, withTrade, type PopupResolution, type PriceBar } from "./bars";

const NO_BARS: readonly PriceBar[] = Object.freeze([]);
/** Minute bars move with every match; the feed is asked again at most once a minute. */
const BARS_FRESH_MS = 60_000;

export interface LiveBars {
  readonly bars: readonly PriceBar[];
  readonly status: "pending" | "error" | "success";
}

export function useLiveBars(symbol: string, resolution: PopupResolution): LiveBars {
  const query = useQuery({
    queryKey: popupKeys.bars(symbol, resolution),
    queryFn: ({ signal }) => fetchBars(symbol, resolution, signal),
    staleTime: BARS_FRESH_MS,
  });
  useLoadFailureLog(query.error, `chart bars of ${symbol}`);
  const { refetch } = query;
  useAfterReconnect(() => void refetch());
  const unit = usePriceUnit(symbol);

  const loaded = query.data ?? NO_BARS;
  // The loaded bars with the matches since: reset whenever a load answers.
  const [live, setLive] = useState<{ source: readonly PriceBar[]; bars: readonly PriceBar[] }>({
    source: loaded,
    bars: loaded,
  });
  const current = live.source === loaded ? live : { source: loaded, bars: loaded };
  if (current !== live) setLive(current);

  const now = useMarketNow();
  useLiveMatches(symbol, (message) => {
    const time = matchEpochSeconds(message.time, now());
    if (time === null || unit === undefined) return;
    const trade = { time, price: chartPrice(message.lastPrice, unit), volume: message.lastVol };
    setLive((state) =>
      state.source === loaded ? { ...state, bars: withTrade(state.bars, trade, resolution) } : state,
    );
  });

  return { bars: current.bars, status: query.status };
}
