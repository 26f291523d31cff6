/**
 * Header titles and tooltips of the board's columns, in the current language. Keys are written out
 * one by one so the i18n completeness test sees every one of them.
 */
import type { TFunction } from "i18next";
import type { ChangeMode } from "../state/preferences";
import type { CellField, ColumnGroup } from "./board-columns";

export interface ColumnLabel {
  readonly label: string;
  readonly tip: string;
}

export function columnLabels(t: TFunction, mode: ChangeMode): Readonly<Record<CellField, ColumnLabel>> {
  const bidPrice = (level: number) => t("board.tip.bidPrice", { level });
  const bidVolume = (level: number) => t("board.tip.bidVolume", { level });
  const askPrice = (level: number) => t("board.tip.askPrice", { level });
  const askVolume = (level: number) => t("board.tip.askVolume", { level });
  return {
    sym: { label: t("board.col.sym"), tip: t("board.tip.sym") },
    r: { label: t("board.col.r"), tip: t("board.tip.r") },
    c: { label: t("board.col.c"), tip: t("board.tip.c") },
    f: { label: t("board.col.f"), tip: t("board.tip.f") },
    price1: { label: t("board.col.price1"), tip: bidPrice(1) },
    vol1: { label: t("board.col.vol1"), tip: bidVolume(1) },
    price2: { label: t("board.col.price2"), tip: bidPrice(2) },
    vol2: { label: t("board.col.vol2"), tip: bidVolume(2) },
    price3: { label: t("board.col.price3"), tip: bidPrice(3) },
    vol3: { label: t("board.col.vol3"), tip: bidVolume(3) },
    price4: { label: t("board.col.price4"), tip: askPrice(1) },
    vol4: { label: t("board.col.vol4"), tip: askVolume(1) },
    price5: { label: t("board.col.price5"), tip: askPrice(2) },
    vol5: { label: t("board.col.vol5"), tip: askVolume(2) },
    price6: { label: t("board.col.price6"), tip: askPrice(3) },
    vol6: { label: t("board.col.vol6"), tip: askVolume(3) },
    lastPrice: { label: t("board.col.lastPrice"), tip: t("board.tip.lastPrice") },
    lastVolume: { label: t("board.col.lastVolume"), tip: t("board.tip.lastVolume") },
    ot:
      mode === "percent"
        ? { label: t("board.col.changePercent"), tip: t("board.tip.changePercent") }
        : { label: t("board.col.change"), tip: t("board.tip.change") },
    lot: { label: t("board.col.lot"), tip: t("board.tip.lot") },
    overBuy: { label: t("board.col.overBuy"), tip: t("board.tip.overBuy") },
    overSell: { label: t("board.col.overSell"), tip: t("board.tip.overSell") },
    iNav: { label: t("board.col.iNav"), tip: t("board.tip.iNav") },
    iIndex: { label: t("board.col.iIndex"), tip: t("board.tip.iIndex") },
    avePrice: { label: t("board.col.avePrice"), tip: t("board.tip.avePrice") },
    highPrice: { label: t("board.col.highPrice"), tip: t("board.tip.highPrice") },
    lowPrice: { label: t("board.col.lowPrice"), tip: t("board.tip.lowPrice") },
    fBVol: { label: t("board.col.fBVol"), tip: t("board.tip.fBVol") },
    fSVolume: { label: t("board.col.fSVolume"), tip: t("board.tip.fSVolume") },
    fRoom: { label: t("board.col.fRoom"), tip: t("board.tip.fRoom") },
    rsi: { label: t("board.col.rsi"), tip: t("board.tip.rsi") },
    macd: { label: t("board.col.macd"), tip: t("board.tip.macd") },
    CWUnderlying: { label: t("board.col.CWUnderlying"), tip: t("board.tip.CWUnderlying") },
    stockPrice: { label: t("board.col.stockPrice"), tip: t("board.tip.stockPrice") },
    CWExcersisePrice: { label: t("board.col.CWExcersisePrice"), tip: t("board.tip.CWExcersisePrice") },
    CWExerciseRatio: { label: t("board.col.CWExerciseRatio"), tip: t("board.tip.CWExerciseRatio") },
    dhv: { label: t("board.col.dhv"), tip: t("board.tip.dhv") },
    dif: { label: t("board.col.dif"), tip: t("board.tip.dif") },
    CWIssuerName: { label: t("board.col.CWIssuerName"), tip: t("board.tip.CWIssuerName") },
    CWType: { label: t("board.col.CWType"), tip: t("board.tip.CWType") },
    CWMaturityDate: { label: t("board.col.CWMaturityDate"), tip: t("board.tip.CWMaturityDate") },
  };
}

export function groupLabel(t: TFunction, group: ColumnGroup): ColumnLabel {
  switch (group) {
    case "buy":
      return { label: t("board.group.buy"), tip: t("board.group.buy") };
    case "match":
      return { label: t("board.group.match"), tip: t("board.group.match") };
    case "sell":
      return { label: t("board.group.sell"), tip: t("board.group.sell") };
    case "foreign":
      return { label: t("board.group.foreign"), tip: t("board.tip.foreign") };
    case "underlying":
      return { label: t("board.group.underlying"), tip: t("board.tip.underlying") };
    case "breakeven":
      return { label: t("board.group.breakeven"), tip: t("board.tip.breakeven") };
  }
}
