/**
 * The chart tab's match history (price-board §2 "a match-history list", §3 "Match history item"):
 * time, price coloured by `cl`, volume (×10 as on the board), change and the initiating side
 * (B/S, M/B in Vietnamese). Scrolling to the bottom asks for the next older page.
 */
import "../popup.lazy.i18n";
import {
  colourOfWireCode,
  formatPrice,
  formatPriceChange,
  formatVolume,
  matchSideColour,
  matchSideLetter,
  type Language,
  type MatchHistoryItem,
} from "@bangia/market";
import { memo, useEffect, useRef, type UIEvent } from "react";
import { useTranslation } from "react-i18next";
import { colourClass } from "../../board/cell-class";
import { usePreferences } from "../../state/preferences";
import { nearBottom } from "./match-history";
import { useMatchHistory } from "./use-match-history";

const SIDE_CLASS = { up: "c-up", down: "c-down", reference: "c-ref" } as const;

const MatchRow = memo(function MatchRow({
  item,
  language,
}: {
  readonly item: MatchHistoryItem;
  readonly language: Language;
}) {
  const colour = colourClass(colourOfWireCode(item.cl));
  return (
    <tr data-testid="popup-match-row">
      <td className="popup-match__time">{item.time}</td>
      <td className={colour}>{formatPrice(item.lastPrice)}</td>
      <td>{formatVolume(item.lastVol)}</td>
      <td className={colour}>{formatPriceChange(item.change)}</td>
      <td className={SIDE_CLASS[matchSideColour(item.side)]}>{matchSideLetter(item.side, language)}</td>
    </tr>
  );
});

export function MatchHistoryList({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const { items, status, hasMore, loadingMore, loadMore } = useMatchHistory(symbol);
  const box = useRef<HTMLDivElement>(null);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (nearBottom(event.currentTarget)) loadMore();
  };
  // A first page shorter than the box shows no scroll bar: ask for more until it scrolls.
  useEffect(() => {
    const element = box.current;
    if (element !== null && element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight)
      loadMore();
  }, [items, loadMore]);
  // Another symbol starts at the top.
  useEffect(() => {
    box.current?.scrollTo?.({ top: 0 });
  }, [symbol]);

  return (
    <section className="popup-match" aria-label={t("popup.match.title")}>
      <h3 className="popup-section-title">{t("popup.match.title")}</h3>
      <div
        ref={box}
        className="popup-match__scroll"
        data-testid="popup-match-history"
        data-count={items.length}
        onScroll={onScroll}
      >
        <table className="popup-match__table">
          <thead>
            <tr>
              <th scope="col">{t("popup.match.time")}</th>
              <th scope="col">{t("popup.match.price")}</th>
              <th scope="col">{t("popup.match.volume")}</th>
              <th scope="col">{t("popup.match.change")}</th>
              <th scope="col">{t("popup.match.side")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((shown) => (
              <MatchRow key={shown.key} item={shown.item} language={language} />
            ))}
          </tbody>
        </table>
        {status === "success" && items.length === 0 && <p className="popup-empty">{t("popup.match.none")}</p>}
        {(status === "pending" || loadingMore) && <p className="popup-empty">{t("popup.loadingData")}</p>}
        {status === "success" && !hasMore && items.length > 0 && (
          <p className="popup-empty">{t("popup.match.end")}</p>
        )}
      </div>
    </section>
  );
}
