/**
 * The index chart strip (price-board §2): a tile per index the price-board settings show
 * (priceBoardSettingChartShow) — VN-INDEX, HNX-INDEX, VN30, UPCOM and VN100 when enabled — and
 * the global tile with all of them on one chart. It loads the indices' details and today's
 * minute history, and keeps them live from the `index` channel — for the index table too, which
 * reads the same store: the strip is the one subscriber, so a message is applied once and a
 * reconnect reloads once. It stays mounted (and subscribed) when settings hide every tile.
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { useIndexSnapshot, useIntradayHistory, useLiveIndices } from "./index-feed";
import { GlobalIndexTile, IndexTile } from "./index-tile";
import { shownTileCodes, stripIndexCodes, VN100_ENABLED } from "./strip-codes";
import "./indices.css";

const STRIP_CODES = stripIndexCodes(VN100_ENABLED);

export function IndexStrip() {
  const { t } = useTranslation();
  const chartShow = usePreferences((state) => state.boardSettings.priceBoardSettingChartShow);
  const shown = useMemo(() => shownTileCodes(STRIP_CODES, chartShow), [chartShow]);
  useIndexSnapshot(STRIP_CODES);
  useIntradayHistory(STRIP_CODES);
  useLiveIndices();
  return (
    <section className="index-strip" data-testid="index-strip" aria-label={t("indices.strip.label")}>
      {shown.map((code) => (
        <IndexTile key={code} code={code} />
      ))}
      {shown.length > 0 && <GlobalIndexTile codes={shown} />}
    </section>
  );
}
