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
import { statisticsSymbols, topForeignRank, topVolumeRank } from "./statistics-data";
import { FOREIGN_NET_HEAD, TOP_FOREIGN_COLUMNS, TOP_VOLUME_COLUMNS, topHead } from "./statistics-columns";
import { ForeignNetRows, StatisticsPanel, TopRows } from "./statistics-tables";
import { useLiveRanking } from "./use-live-ranking";
import { useStatistics } from "./use-statistics";
import "../board/board.css";
import "../board/price-colours.css";
import "./statistics.css";

type Board = Extract<OtherBoardProps["board"], { kind: "statistics" }>;

/** How long a searched symbol stays highlighted (price-board §4, §9). */
const FOCUS_HIGHLIGHT_MS = 2_000;
const NONE: readonly string[] = Object.freeze([]);
const TOP_VOLUME_HEAD = topHead(TOP_VOLUME_COLUMNS);
const TOP_FOREIGN_HEAD = topHead(TOP_FOREIGN_COLUMNS);

export function StatisticsBoard({ menu, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  const { foreignNet, topVolume, topForeign, loading } = useStatistics();

  const symbols = useMemo(() => statisticsSymbols(topVolume, topForeign), [topVolume, topForeign]);
  const rankedVolume = useLiveRanking(topVolume, topVolumeRank);
  const rankedForeign = useLiveRanking(topForeign, topForeignRank);
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
          columns={FOREIGN_NET_HEAD}
          empty={foreignNet.length === 0}
          loading={loading}
        >
          <ForeignNetRows rows={foreignNet} />
        </StatisticsPanel>
        <StatisticsPanel
          testId="stats-top-volume"
          title={t("statistics.topVolume")}
          columns={TOP_VOLUME_HEAD}
          empty={topVolume.length === 0}
          loading={loading}
        >
          <TopRows
            items={rankedVolume}
            columns={TOP_VOLUME_COLUMNS}
            highlighted={highlighted}
            onSymbol={openPopup}
          />
        </StatisticsPanel>
        <StatisticsPanel
          testId="stats-top-foreign"
          title={t("statistics.topForeign")}
          columns={TOP_FOREIGN_HEAD}
          empty={topForeign.length === 0}
          loading={loading}
        >
          <TopRows
            items={rankedForeign}
            columns={TOP_FOREIGN_COLUMNS}
            highlighted={highlighted}
            onSymbol={openPopup}
          />
        </StatisticsPanel>
      </div>
    </div>
  );
}
