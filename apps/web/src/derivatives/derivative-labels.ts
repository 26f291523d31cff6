/**
 * Header titles and tooltips of the derivative board's columns in the current language; keys are
 * written out one by one so the i18n completeness test sees every one of them.
 */
import "./derivatives.lazy.i18n";
import type { TFunction } from "i18next";
import type { DerivativeField, DerivativeGroup } from "./derivative-columns";

export interface DerivativeLabel {
  readonly label: string;
  readonly tip: string;
}

export function derivativeLabels(t: TFunction): Readonly<Record<DerivativeField, DerivativeLabel>> {
  const bid = (level: number) => ({
    price: { label: t("derivatives.col.price", { level }), tip: t("derivatives.tip.bidPrice", { level }) },
    vol: { label: t("derivatives.col.vol", { level }), tip: t("derivatives.tip.bidVolume", { level }) },
  });
  const ask = (level: number) => ({
    price: { label: t("derivatives.col.price", { level }), tip: t("derivatives.tip.askPrice", { level }) },
    vol: { label: t("derivatives.col.vol", { level }), tip: t("derivatives.tip.askVolume", { level }) },
  });
  const [bid1, bid2, bid3, ask1, ask2, ask3] = [bid(1), bid(2), bid(3), ask(1), ask(2), ask(3)];
  return {
    sym: { label: t("derivatives.col.sym"), tip: t("derivatives.tip.sym") },
    r: { label: t("derivatives.col.r"), tip: t("derivatives.tip.r") },
    c: { label: t("derivatives.col.c"), tip: t("derivatives.tip.c") },
    f: { label: t("derivatives.col.f"), tip: t("derivatives.tip.f") },
    price1: bid1.price,
    vol1: bid1.vol,
    price2: bid2.price,
    vol2: bid2.vol,
    price3: bid3.price,
    vol3: bid3.vol,
    price4: ask1.price,
    vol4: ask1.vol,
    price5: ask2.price,
    vol5: ask2.vol,
    price6: ask3.price,
    vol6: ask3.vol,
    lastPrice: { label: t("derivatives.col.lastPrice"), tip: t("derivatives.tip.lastPrice") },
    lv: { label: t("derivatives.col.lv"), tip: t("derivatives.tip.lv") },
    change: { label: t("derivatives.col.change"), tip: t("derivatives.tip.change") },
    difference: { label: t("derivatives.col.difference"), tip: t("derivatives.tip.difference") },
    lot: { label: t("derivatives.col.lot"), tip: t("derivatives.tip.lot") },
    overBuy: { label: t("derivatives.col.overBuy"), tip: t("derivatives.tip.overBuy") },
    overSell: { label: t("derivatives.col.overSell"), tip: t("derivatives.tip.overSell") },
    oi: { label: t("derivatives.col.oi"), tip: t("derivatives.tip.oi") },
    highPrice: { label: t("derivatives.col.highPrice"), tip: t("derivatives.tip.highPrice") },
    lowPrice: { label: t("derivatives.col.lowPrice"), tip: t("derivatives.tip.lowPrice") },
    avePrice: { label: t("derivatives.col.avePrice"), tip: t("derivatives.tip.avePrice") },
    fBVol: { label: t("derivatives.col.fBVol"), tip: t("derivatives.tip.fBVol") },
    fSVolume: { label: t("derivatives.col.fSVolume"), tip: t("derivatives.tip.fSVolume") },
  };
}

export function derivativeGroupLabel(t: TFunction, group: DerivativeGroup): string {
  switch (group) {
    case "buy":
      return t("derivatives.group.buy");
    case "match":
      return t("derivatives.group.match");
    case "sell":
      return t("derivatives.group.sell");
    case "foreign":
      return t("derivatives.group.foreign");
  }
}
