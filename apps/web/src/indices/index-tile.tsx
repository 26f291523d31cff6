/**
 * The strip's tiles (price-board §2 "Index chart strip"). An index tile shows the index's name,
 * market status, point, change and percent coloured against the previous close, its intraday
 * chart, volume and value (tile-captions.ts, in the same number style as the point), and the
 * advancing / unchanged / declining counts. The global tile
 * puts every shown index's percent change on one chart, with a legend. Each tile reads only its
 * own index from the store, so a message re-renders one tile (and the global one).
 */
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useShallow } from "zustand/react/shallow";
import { usePreferences } from "../state/preferences";
import { globalLineColour } from "./chart-colours";
import { indexFigures, indexName, indexShortName, type IndexDirection } from "./index-figures";
import { useIndexStore } from "./index-store";
import { emptyIntradayPoints, percentPoints, type IntradayPoint } from "./intraday-points";
import { LazyGlobalIndexChart, LazyIndexLineChart } from "./lazy-index-charts";
import { sessionText } from "./session-text";
import { tileCaptions } from "./tile-captions";

const NO_POINTS: readonly IntradayPoint[] = emptyIntradayPoints();

const CHART_PLACEHOLDER = <div className="index-chart index-chart--loading" aria-hidden="true" />;

export function IndexTile({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const entry = useIndexStore((state) => state.entries[code]);
  const line = useIndexStore((state) => state.lines[code]);
  const language = usePreferences((state) => state.language);
  const figures = useMemo(() => (entry === undefined ? null : indexFigures(entry)), [entry]);
  const captions = useMemo(
    () => (entry === undefined ? null : tileCaptions(entry, language)),
    [entry, language],
  );
  const name = indexName(code);
  const direction: IndexDirection = figures?.direction ?? "reference";
  return (
    <article className="index-tile" data-testid={`index-tile-${code}`} aria-label={name}>
      <header className="index-tile__head">
        <span className="index-tile__name">{name}</span>
        <span className="index-tile__status" data-testid={`index-status-${code}`}>
          {entry === undefined ? "" : sessionText(t, entry.status)}
        </span>
      </header>
      <div className={`index-tile__quote is-${direction}`}>
        <span className="index-tile__point" data-testid={`index-value-${code}`}>
          {figures?.point}
        </span>
        <span className="index-tile__change">{figures?.change}</span>
        <span className="index-tile__percent">{figures?.percent}</span>
      </div>
      <div className="index-tile__chart">
        <Suspense fallback={CHART_PLACEHOLDER}>
          <LazyIndexLineChart
            points={line ?? NO_POINTS}
            reference={entry?.oIndex ?? null}
            label={t("indices.tile.chart", { name })}
          />
        </Suspense>
      </div>
      <div className="index-tile__trade">
        <span>
          {t("indices.tile.volume")}{" "}
          <b data-testid={`index-trade-volume-${code}`}>{captions?.volumeMillions}</b>{" "}
          {t("indices.tile.millionShares")}
        </span>
        <span>
          {t("indices.tile.value")} <b data-testid={`index-trade-value-${code}`}>{captions?.valueBillions}</b>{" "}
          {t("indices.tile.billions")}
        </span>
      </div>
      <div className="index-tile__breadth">
        <span className="is-up" title={t("indices.tile.up")} aria-label={t("indices.tile.up")}>
          <span aria-hidden="true">▲</span>
          {figures?.up}
        </span>
        <span
          className="is-reference"
          title={t("indices.tile.unchanged")}
          aria-label={t("indices.tile.unchanged")}
        >
          <span aria-hidden="true">■</span>
          {figures?.unchanged}
        </span>
        <span className="is-down" title={t("indices.tile.down")} aria-label={t("indices.tile.down")}>
          <span aria-hidden="true">▼</span>
          {figures?.down}
        </span>
      </div>
    </article>
  );
}

export function GlobalIndexTile({ codes }: { readonly codes: readonly string[] }) {
  const { t } = useTranslation();
  const lines = useIndexStore(useShallow((state) => codes.map((code) => state.lines[code])));
  const entries = useIndexStore(useShallow((state) => codes.map((code) => state.entries[code])));
  const chartLines = useMemo(
    () =>
      codes.map((code, i) => ({
        code,
        colour: globalLineColour(code),
        points: percentPoints(lines[i] ?? NO_POINTS, entries[i]?.oIndex ?? 0),
        opening: (entries[i]?.oIndex ?? 0) > 0 ? 0 : null,
      })),
    [codes, lines, entries],
  );
  return (
    <article
      className="index-tile index-tile--global"
      data-testid="index-tile-global"
      aria-label={t("indices.global.title")}
    >
      <header className="index-tile__head">
        <span className="index-tile__name">{t("indices.global.title")}</span>
      </header>
      <div className="index-tile__global-body">
        <div className="index-tile__chart">
          <Suspense fallback={CHART_PLACEHOLDER}>
            <LazyGlobalIndexChart lines={chartLines} label={t("indices.global.chart")} />
          </Suspense>
        </div>
        <ul className="index-tile__legend">
          {codes.map((code, i) => {
            const entry = entries[i];
            const figures = entry === undefined ? null : indexFigures(entry);
            return (
              <li key={code}>
                <span
                  className="index-tile__swatch"
                  style={{ background: globalLineColour(code) }}
                  aria-hidden="true"
                />
                <span className="index-tile__legend-name" title={indexName(code)}>
                  {indexShortName(code)}
                </span>
                <span className={`is-${figures?.direction ?? "reference"}`}>{figures?.percent}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </article>
  );
}
