/**
 * The match history of an index future in the derivative detail (price-board §2, §4): the newest
 * page, older pages when the list is scrolled to its end, live matches on top; a reconnect loads
 * it again. A virtual list of 25 px rows (price-board §9), since a busy contract trades thousands
 * of times a day.
 */
import "./derivatives.lazy.i18n";
import {
  colourOfWireCode,
  MATCH_HISTORY_PAGE_SIZE,
  matchSideColour,
  matchSideLetter,
  type MatchHistoryPage,
  type PriceUnit,
} from "@bangia/market";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { logLoadFailure, requestJson } from "../api/http";
import { colourClass } from "../board/cell-class";
import { useSymbolMessages } from "../realtime/quote-feed";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import { usePreferences } from "../state/preferences";
import { contractsText, derivativeChangeText, derivativePriceText } from "./derivative-units";
import { INITIAL_MATCH_HISTORY, matchHistoryAfter, matchOfMessage } from "./match-history-list";

/** Row height in the derivative detail (price-board §9). */
export const DETAIL_ROW_HEIGHT = 25;
const OVERSCAN_ROWS = 4;
/** Rows from the end at which the next older page is asked for. */
const LOAD_MORE_WITHIN = 10;

function pagePath(symbol: string, nextidx: number | null): string {
  const query = new URLSearchParams({ numpage: String(MATCH_HISTORY_PAGE_SIZE) });
  if (nextidx !== null) query.set("nextidx", String(nextidx));
  return `datafeed/getliststocktrade_ps/${encodeURIComponent(symbol)}?${query.toString()}`;
}

export interface MatchHistoryProps {
  readonly symbol: string;
  readonly unit: PriceUnit;
}

export function MatchHistory({ symbol, unit }: MatchHistoryProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const [state, dispatch] = useReducer(matchHistoryAfter, INITIAL_MATCH_HISTORY);
  const [generation, setGeneration] = useState(0);
  const asked = useRef<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: "reload" });
    asked.current = null;
    requestJson<MatchHistoryPage>(pagePath(symbol, null), { signal: controller.signal })
      .then((page) => dispatch({ type: "first", page }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logLoadFailure(`match history of ${symbol}`, error);
        dispatch({ type: "failed" });
      });
    return () => controller.abort();
  }, [symbol, generation]);

  useSymbolMessages(symbol, (message) => {
    if ("lastVol" in message && message.lastPrice > 0)
      dispatch({ type: "live", item: matchOfMessage(message) });
  });
  useAfterReconnect(() => setGeneration((value) => value + 1));

  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: state.items.length,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => DETAIL_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  // The list's end is near: the next older page, once per cursor.
  const { nextidx, loading, items } = state;
  useEffect(() => {
    if (loading || nextidx === null || asked.current === nextidx) return;
    if (lastShown < items.length - LOAD_MORE_WITHIN) return;
    asked.current = nextidx;
    const after = nextidx;
    requestJson<MatchHistoryPage>(pagePath(symbol, after))
      .then((page) => dispatch({ type: "more", after, page }))
      .catch((error: unknown) => {
        logLoadFailure(`match history of ${symbol}`, error);
        asked.current = null;
      });
  }, [loading, nextidx, lastShown, items.length, symbol]);

  return (
    <section
      className="match-history"
      data-testid="derivative-match-history"
      aria-label={t("derivatives.detail.matches")}
    >
      <div className="detail-head match-grid">
        <span>{t("derivatives.detail.time")}</span>
        <span>{t("derivatives.detail.price")}</span>
        <span>{t("derivatives.detail.volume")}</span>
        <span>{t("derivatives.detail.change")}</span>
        <span>{t("derivatives.detail.side")}</span>
      </div>
      <div className="match-body" ref={bodyRef}>
        <div className="match-sizer" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const item = items[row.index];
            if (item === undefined) return null;
            const colour = colourClass(colourOfWireCode(item.cl));
            return (
              <div
                key={row.key}
                className="match-row match-grid"
                data-testid="match-row"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <span>{item.time}</span>
                <span className={colour}>{derivativePriceText(item.lastPrice, unit)}</span>
                <span>{contractsText(item.lastVol)}</span>
                <span className={colour}>{derivativeChangeText(item.change, unit)}</span>
                <span className={colourClass(matchSideColour(item.side))}>
                  {matchSideLetter(item.side, language)}
                </span>
              </div>
            );
          })}
        </div>
        {!loading && items.length === 0 && (
          <p className="derivative-note">{t("derivatives.detail.noMatches")}</p>
        )}
        {loading && items.length === 0 && (
          <p className="derivative-note">{t("derivatives.detail.loading")}</p>
        )}
      </div>
    </section>
  );
}
