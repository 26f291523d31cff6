/**
 * The ten-level buy and sell book of the derivative detail (price-board §2, §5): both sides'
 * snapshots, then the live 3211 messages; a reconnect loads the snapshots again. Ten 25 px rows
 * per side, best first; a zero price reads ATO or ATC by the market clock; each bar is the
 * level's share of its side's volume. Prices are coloured against the contract's reference,
 * ceiling and floor.
 */
import "./derivatives.lazy.i18n";
import { MESSAGE_IDS, priceColour, type DerivativeRow, type PriceUnit, type Side } from "@bangia/market";
import { useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { datafeed, logLoadFailure } from "../api/http";
import { colourClass } from "../board/cell-class";
import { useRowView, useSymbolMessages } from "../realtime/quote-feed";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import { barWidth, bookAfter, bookRows, EMPTY_BOOK, type BookRowView } from "./book-levels";
import { useMarketMinute } from "./market-minute";

const SIDES: readonly Side[] = ["B", "S"];

export interface TenLevelBookProps {
  readonly symbol: string;
  readonly unit: PriceUnit;
}

export function TenLevelBook({ symbol, unit }: TenLevelBookProps) {
  const { t } = useTranslation();
  const [book, dispatch] = useReducer(bookAfter, EMPTY_BOOK);
  const [generation, setGeneration] = useState(0);
  const minute = useMarketMinute();
  const row = useRowView<DerivativeRow>(symbol)?.row;

  useEffect(() => {
    const controller = new AbortController();
    for (const side of SIDES)
      datafeed("getps10pricesnapshot", `${symbol},${side}`, { signal: controller.signal })
        .then((answer) => dispatch({ type: "snapshot", side, levels: answer.ndata }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) logLoadFailure(`ten-level book ${symbol},${side}`, error);
        });
    return () => controller.abort();
  }, [symbol, generation]);

  useSymbolMessages(symbol, (message) => {
    if (message.id === MESSAGE_IDS.TEN_LEVEL_BOOK)
      dispatch({ type: "live", side: message.side, levels: message.ndata });
  });

  useAfterReconnect(() => {
    dispatch({ type: "reload" });
    setGeneration((value) => value + 1);
  });

  const colourOf = (level: BookRowView) =>
    row === undefined || !level.present || level.value <= 0
      ? ""
      : colourClass(priceColour(level.value, { reference: row.r, ceiling: row.c, floor: row.f }));

  const bids = bookRows(book.B.levels, minute, unit);
  const asks = bookRows(book.S.levels, minute, unit);
  return (
    <section className="ten-level-book" aria-label={t("derivatives.detail.book")}>
      <div className="detail-head book-grid">
        <span>{t("derivatives.detail.bidVolume")}</span>
        <span>{t("derivatives.detail.bidPrice")}</span>
        <span>{t("derivatives.detail.askPrice")}</span>
        <span>{t("derivatives.detail.askVolume")}</span>
      </div>
      <div className="book-sides">
        <ol className="book-side book-bids">
          {bids.map((level, index) => (
            <li key={index} className="book-level" data-testid="book-bid-level">
              <span className="book-bar book-bar--bid" style={{ width: barWidth(level.width) }} />
              <span className="book-volume">{level.volume}</span>
              <span className={`book-price ${colourOf(level)}`}>{level.price}</span>
            </li>
          ))}
        </ol>
        <ol className="book-side book-asks">
          {asks.map((level, index) => (
            <li key={index} className="book-level" data-testid="book-ask-level">
              <span className="book-bar book-bar--ask" style={{ width: barWidth(level.width) }} />
              <span className={`book-price ${colourOf(level)}`}>{level.price}</span>
              <span className="book-volume">{level.volume}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
