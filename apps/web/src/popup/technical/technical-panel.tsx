/**
 * The technical data (price-board §2 "summary, hourly/daily, pivot points, simple and
 * exponential moving averages, indicators") of the popup's symbol, from its UDF bars: daily
 * bars, or today's hourly bars (the feed keeps minute bars for today only). Pivot points always
 * come from the previous exchange day.
 */
import "../popup.lazy.i18n";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { exchangeDayStart } from "../chart/bars";
import { useLiveBars } from "../chart/use-live-bars";
import { useMarketNow } from "../market-now";
import { formatChartPrice, formatIndicator } from "../popup-format";
import {
  classicPivots,
  previousDay,
  technicalData,
  type Pivots,
  type Signal,
  type Tally,
  type Verdict,
} from "./technical-analysis";

type Frame = "daily" | "hourly";

const SIGNAL_CLASS: Readonly<Record<Signal, string>> = {
  buy: "c-up",
  sell: "c-down",
  neutral: "c-ref",
};

const VERDICT_CLASS: Readonly<Record<Verdict, string>> = {
  strongBuy: "c-up",
  buy: "c-up",
  neutral: "c-ref",
  sell: "c-down",
  strongSell: "c-down",
};

function signalText(t: TFunction, signal: Signal | null): string {
  switch (signal) {
    case "buy":
      return t("popup.technical.buy");
    case "sell":
      return t("popup.technical.sell");
    case "neutral":
      return t("popup.technical.neutral");
    case null:
      return "–";
  }
}

function verdictText(t: TFunction, verdict: Verdict | null): string {
  switch (verdict) {
    case "strongBuy":
      return t("popup.technical.strongBuy");
    case "buy":
      return t("popup.technical.buy");
    case "neutral":
      return t("popup.technical.neutral");
    case "sell":
      return t("popup.technical.sell");
    case "strongSell":
      return t("popup.technical.strongSell");
    case null:
      return t("popup.technical.notEnough");
  }
}

function SignalCell({ signal }: { readonly signal: Signal | null }) {
  const { t } = useTranslation();
  return <td className={signal === null ? "" : SIGNAL_CLASS[signal]}>{signalText(t, signal)}</td>;
}

function TallyBox({ title, tally }: { readonly title: string; readonly tally: Tally }) {
  const { t } = useTranslation();
  return (
    <div className="popup-tally">
      <span className="popup-tally__title">{title}</span>
      <strong className={tally.verdict === null ? "" : VERDICT_CLASS[tally.verdict]}>
        {verdictText(t, tally.verdict)}
      </strong>
      <span className="popup-tally__counts">
        {t("popup.technical.counts", { buy: tally.buy, sell: tally.sell, neutral: tally.neutral })}
      </span>
    </div>
  );
}

const PIVOT_ROWS: readonly (readonly [keyof Pivots, string])[] = [
  ["s3", "S3"],
  ["s2", "S2"],
  ["s1", "S1"],
  ["pivot", "P"],
  ["r1", "R1"],
  ["r2", "R2"],
  ["r3", "R3"],
];

export function TechnicalPanel({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<Frame>("daily");
  const daily = useLiveBars(symbol, "D");
  const hourly = useLiveBars(symbol, "60");
  const now = useMarketNow();
  const bars = frame === "daily" ? daily.bars : hourly.bars;
  const data = useMemo(() => technicalData(bars), [bars]);
  const dayBefore = previousDay(daily.bars, exchangeDayStart(now()));
  const pivots = dayBefore === undefined ? null : classicPivots(dayBefore);

  return (
    <section
      className="popup-panel popup-technical"
      data-testid="popup-technical"
      aria-label={t("popup.technical.title")}
    >
      <div className="popup-technical__head">
        <h3 className="popup-section-title">{t("popup.technical.title")}</h3>
        <div className="popup-segmented" role="group" aria-label={t("popup.technical.frame")}>
          <button
            type="button"
            className="popup-segment"
            aria-pressed={frame === "hourly"}
            data-testid="popup-technical-hourly"
            onClick={() => setFrame("hourly")}
          >
            {t("popup.technical.hourly")}
          </button>
          <button
            type="button"
            className="popup-segment"
            aria-pressed={frame === "daily"}
            data-testid="popup-technical-daily"
            onClick={() => setFrame("daily")}
          >
            {t("popup.technical.daily")}
          </button>
        </div>
      </div>
      <div className="popup-tallies" data-testid="popup-technical-summary">
        <TallyBox title={t("popup.technical.summary")} tally={data.summary} />
        <TallyBox title={t("popup.technical.averages")} tally={data.averagesTally} />
        <TallyBox title={t("popup.technical.indicators")} tally={data.indicatorsTally} />
      </div>
      <div className="popup-technical__tables">
        <table className="popup-table">
          <caption>{t("popup.technical.pivots")}</caption>
          <tbody>
            {PIVOT_ROWS.map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{formatChartPrice(pivots === null ? null : pivots[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="popup-table">
          <caption>{t("popup.technical.averages")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("popup.technical.period")}</th>
              <th scope="col">{t("popup.technical.simple")}</th>
              <th scope="col">{t("popup.technical.signal")}</th>
              <th scope="col">{t("popup.technical.exponential")}</th>
              <th scope="col">{t("popup.technical.signal")}</th>
            </tr>
          </thead>
          <tbody>
            {data.averages.map((line) => (
              <tr key={line.period}>
                <th scope="row">MA{line.period}</th>
                <td>{formatChartPrice(line.simple)}</td>
                <SignalCell signal={line.simpleSignal} />
                <td>{formatChartPrice(line.exponential)}</td>
                <SignalCell signal={line.exponentialSignal} />
              </tr>
            ))}
          </tbody>
        </table>
        <table className="popup-table">
          <caption>{t("popup.technical.indicators")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("popup.technical.indicator")}</th>
              <th scope="col">{t("popup.technical.value")}</th>
              <th scope="col">{t("popup.technical.signal")}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">RSI(14)</th>
              <td>{formatIndicator(data.rsi)}</td>
              <SignalCell signal={data.rsiSignal} />
            </tr>
            <tr>
              <th scope="row">MACD(12, 26, 9)</th>
              <td>{formatIndicator(data.macd?.line ?? null)}</td>
              <SignalCell signal={data.macdSignal} />
            </tr>
            <tr>
              <th scope="row">Stoch(14, 3, 3)</th>
              <td>{formatIndicator(data.stochastic?.k ?? null)}</td>
              <SignalCell signal={data.stochasticSignal} />
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
