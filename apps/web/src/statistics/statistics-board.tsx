/**
 * The statistics board (price-board §2 "Statistics board"): net foreign trading per floor, the
 * day's top volume and the top foreign buy/sell volume, each list refetched every 10 s. The
 * symbols of the two top lists stream as stock rows (all of them are on screen), so their price
 * and volume cells move and flash between refreshes. A search pick of a listed symbol highlights
 * its rows for 2 s; any other opens the stock popup.
 */
import "./statistics.lazy.i18n";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { FLASH_DURATION_MS } from "@bangia/market";
import { useTranslation } from "react-i18next";
import type { OtherBoardProps } from "../board/other-board-props";
import { useFocusPick } from "../board-table/use-focus-pick";
import { quoteFeed } from "../realtime/quote-feed";
import { useUi } from "../state/ui";
import { statisticsSymbols } from "./statistics-data";
import { ForeignNetRows, StatisticsPanel, TopForeignRowView, TopVolumeRowView } from "./statistics-tables";
import { useStatistics } from "./use-statistics";
import "../board/board.css";
import "../board/price-colours.css";
import "./statistics.css";

type Board = Extract<OtherBoardProps["board"], { kind: "statistics" }>;

/** How long a searched symbol stays highlighted (price-board §4, §9). */
const FOCUS_HIGHLIGHT_MS = 2_000;
const NONE: readonly string[] = Object.freeze([]);

export function StatisticsBoard({ menu, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  const { foreignNet, topVolume, topForeign, loading } = useStatistics();

  const symbols = useMemo(() => statisticsSymbols(topVolume, topForeign), [topVolume, topForeign]);
  // The top lists' symbols stream while the board shows; every one of them is on screen.
  useEffect(() => {
    quoteFeed().showBoard({ key: menu, kind: "stock", symbols }, NONE);
    quoteFeed().setVisible(symbols);
  }, [menu, symbols]);

  const pick = useFocusPick(focusSeen, loading ? undefined : symbols);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pick === null) return;
    setHighlighted(pick.symbol);
    const rows = rootRef.current?.querySelectorAll<HTMLElement>("tr[data-symbol]") ?? [];
    Array.from(rows)
      .find((row) => row.dataset["symbol"] === pick.symbol)
      ?.scrollIntoView?.({ block: "center" });
    const timer = setTimeout(() => setHighlighted(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [pick]);

  const openPopup = useCallback((symbol: string) => useUi.getState().openPopup(symbol), []);
  const style = { "--flash-ms": `${FLASH_DURATION_MS}ms` } as CSSProperties;

  return (
    <div className="stats-board" data-testid="stats-board" ref={rootRef} style={style}>
      <div className="stats-bar">
        <h2>{t("statistics.title")}</h2>
        <span className="stats-bar-note">{t("statistics.refreshNote")}</span>
      </div>
      <div className="stats-panels">
        <StatisticsPanel
          testId="stats-foreign-net"
          title={t("statistics.foreignNet")}
          empty={foreignNet.length === 0}
          loading={loading}
          head={
            <tr>
              <th scope="col" className="stats-text">
                {t("statistics.col.floor")}
              </th>
              <th scope="col" title={t("statistics.tip.netVolume")}>
                {t("statistics.col.netVolume")}
              </th>
              <th scope="col" title={t("statistics.tip.netValue")}>
                {t("statistics.col.netValue")}
              </th>
            </tr>
          }
        >
          <ForeignNetRows rows={foreignNet} />
        </StatisticsPanel>
        <StatisticsPanel
          testId="stats-top-volume"
          title={t("statistics.topVolume")}
          empty={topVolume.length === 0}
          loading={loading}
          head={
            <tr>
              <th scope="col" className="stats-text">
                {t("statistics.col.sym")}
              </th>
              <th scope="col" title={t("statistics.tip.volume")}>
                {t("statistics.col.volume")}
              </th>
              <th scope="col" title={t("statistics.tip.price")}>
                {t("statistics.col.price")}
              </th>
              <th scope="col" className="stats-text-center">
                {t("statistics.col.floor")}
              </th>
            </tr>
          }
        >
          {topVolume.map((item) => (
            <TopVolumeRowView
              key={`${item.mc}-${item.sym}`}
              item={item}
              highlighted={item.sym === highlighted}
              onSymbol={openPopup}
            />
          ))}
        </StatisticsPanel>
        <StatisticsPanel
          testId="stats-top-foreign"
          title={t("statistics.topForeign")}
          empty={topForeign.length === 0}
          loading={loading}
          head={
            <tr>
              <th scope="col" className="stats-text">
                {t("statistics.col.sym")}
              </th>
              <th scope="col" title={t("statistics.tip.buyVolume")}>
                {t("statistics.col.buyVolume")}
              </th>
              <th scope="col" title={t("statistics.tip.sellVolume")}>
                {t("statistics.col.sellVolume")}
              </th>
              <th scope="col" title={t("statistics.tip.price")}>
                {t("statistics.col.price")}
              </th>
              <th scope="col" className="stats-text-center">
                {t("statistics.col.floor")}
              </th>
            </tr>
          }
        >
          {topForeign.map((item) => (
            <TopForeignRowView
              key={`${item.mc}-${item.sym}`}
              item={item}
              highlighted={item.sym === highlighted}
              onSymbol={openPopup}
            />
          ))}
        </StatisticsPanel>
      </div>
    </div>
  );
}
