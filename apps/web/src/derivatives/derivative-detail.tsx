/**
 * The detail panel under a derivative row (price-board §2, §4 "Derivative detail"): the
 * contract's intraday chart, its ten-level buy and sell book and, for index futures only, its
 * match history. It reads only the product and the reference price of the row, so the row's
 * ticks do not re-render the panel (its parts listen to their own messages).
 */
import "./derivatives.lazy.i18n";
import type { DerivativeRow } from "@bangia/market";
import { memo, Suspense, useCallback, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { quoteFeed } from "../realtime/quote-feed";
import { derivativePriceUnit } from "./derivative-units";
import { LazyDerivativeChart } from "./lazy-derivative-chart";
import { MatchHistory } from "./match-history";
import { TenLevelBook } from "./ten-level-book";

/** One field of a symbol's row; re-renders only when that field changes. */
function useRowField<K extends "productId" | "r">(symbol: string, field: K): DerivativeRow[K] | undefined {
  const feed = quoteFeed();
  const subscribe = useCallback(
    (listener: () => void) => feed.subscribeRow(symbol, listener),
    [feed, symbol],
  );
  return useSyncExternalStore(
    subscribe,
    () => (feed.view(symbol)?.row as DerivativeRow | undefined)?.[field],
  );
}

export interface DerivativeDetailProps {
  readonly symbol: string;
}

export const DerivativeDetail = memo(function DerivativeDetail({ symbol }: DerivativeDetailProps) {
  const { t } = useTranslation();
  const productId = useRowField(symbol, "productId") ?? "";
  const reference = useRowField(symbol, "r") ?? 0;
  const unit = derivativePriceUnit(productId);
  const indexFutures = unit === "points";
  const label = t("derivatives.detail.label", { symbol });

  return (
    <div
      className={`derivative-detail${indexFutures ? " with-matches" : ""}`}
      data-testid="derivative-detail"
      data-symbol={symbol}
      role="region"
      aria-label={label}
    >
      <section className="detail-chart" aria-label={t("derivatives.detail.chart")}>
        <div className="detail-head">{t("derivatives.detail.chart")}</div>
        <Suspense fallback={<div className="derivative-chart" />}>
          <LazyDerivativeChart symbol={symbol} unit={unit} reference={reference} label={label} />
        </Suspense>
      </section>
      <TenLevelBook symbol={symbol} unit={unit} />
      {indexFutures && <MatchHistory symbol={symbol} unit={unit} />}
    </div>
  );
});
