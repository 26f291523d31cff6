/**
 * The columns of the statistics board's tables (price-board §2, §3 "Statistics rows"): their
 * headers, and for the top tables how a cell reads its symbol's live stock row — the live figure
 * once the row is loaded (with its flash), the list's own figure until then.
 */
import "./statistics.lazy.i18n";
import {
  colourOfWireCode,
  formatPrice,
  formatVolume,
  type PriceColour,
  type TopForeignRow,
  type TopVolumeRow,
} from "@bangia/market";
import type { TFunction } from "i18next";
import { colourClass, flashClass } from "../board/cell-class";
import { boardVolume, cellView } from "../board/cell-view";
import type { FlashMark, QuoteRow } from "../realtime/protocol";
import { netValueText, netVolumeText } from "./statistics-data";

type Label = (t: TFunction) => string;

/** A header cell. */
export interface HeaderColumn {
  readonly label: Label;
  readonly tip?: Label;
  readonly className?: string;
}

/** A net figure of the foreign trading table, coloured by its sign. */
export interface ForeignNetColumn extends HeaderColumn {
  readonly field: "vol" | "val";
  readonly text: (value: number) => string;
}

export interface LiveCell {
  readonly text: string;
  readonly className: string;
}

/** The top tables' figures that stream. */
export type TopField = "lot" | "fBVol" | "fSVolume" | "lastPrice";

/** A live figure of a top table. */
export interface TopColumn<T> extends HeaderColumn {
  readonly field: TopField;
  readonly cell: (item: T, row: QuoteRow | undefined, mark: FlashMark | undefined) => LiveCell;
}

/** What every top table's row lists beside its figures. */
export interface TopItem {
  readonly sym: string;
  readonly mc: string;
}

function liveCell(text: string, colour: PriceColour | null, mark: FlashMark | undefined): LiveCell {
  return { text, className: [colourClass(colour), flashClass(mark)].filter(Boolean).join(" ") };
}

/** The match price: the live row's, else the list's (with the list's colour when it has one). */
function priceCell(
  row: QuoteRow | undefined,
  mark: FlashMark | undefined,
  price: number,
  colour: PriceColour | null,
): LiveCell {
  if (row === undefined) return liveCell(price > 0 ? formatPrice(price) : "", colour, undefined);
  const view = cellView(row, "lastPrice", "absolute");
  return liveCell(view.text, view.colour, mark);
}

function volumeCell(
  row: QuoteRow | undefined,
  mark: FlashMark | undefined,
  field: Exclude<TopField, "lastPrice">,
  shares: number,
): LiveCell {
  if (row === undefined)
    return liveCell(shares > 0 ? formatVolume(boardVolume(shares)) : "", null, undefined);
  return liveCell(cellView(row, field, "absolute").text, null, mark);
}

const FLOOR_FIRST: HeaderColumn = { label: (t) => t("statistics.col.floor"), className: "stats-text" };
const SYMBOL_FIRST: HeaderColumn = { label: (t) => t("statistics.col.sym"), className: "stats-text" };
const FLOOR_LAST: HeaderColumn = { label: (t) => t("statistics.col.floor"), className: "stats-text-center" };

export const FOREIGN_NET_COLUMNS: readonly ForeignNetColumn[] = [
  {
    field: "vol",
    label: (t) => t("statistics.col.netVolume"),
    tip: (t) => t("statistics.tip.netVolume"),
    text: netVolumeText,
  },
  {
    field: "val",
    label: (t) => t("statistics.col.netValue"),
    tip: (t) => t("statistics.tip.netValue"),
    text: netValueText,
  },
];

const PRICE_LABELS = {
  label: (t: TFunction) => t("statistics.col.price"),
  tip: (t: TFunction) => t("statistics.tip.price"),
};

export const TOP_VOLUME_COLUMNS: readonly TopColumn<TopVolumeRow>[] = [
  {
    field: "lot",
    label: (t) => t("statistics.col.volume"),
    tip: (t) => t("statistics.tip.volume"),
    cell: (item, row, mark) => volumeCell(row, mark, "lot", item.lot),
  },
  {
    field: "lastPrice",
    ...PRICE_LABELS,
    cell: (item, row, mark) => priceCell(row, mark, item.lastPrice, colourOfWireCode(item.color)),
  },
];

export const TOP_FOREIGN_COLUMNS: readonly TopColumn<TopForeignRow>[] = [
  {
    field: "fBVol",
    label: (t) => t("statistics.col.buyVolume"),
    tip: (t) => t("statistics.tip.buyVolume"),
    cell: (item, row, mark) => volumeCell(row, mark, "fBVol", item.fBVol),
  },
  {
    field: "fSVolume",
    label: (t) => t("statistics.col.sellVolume"),
    tip: (t) => t("statistics.tip.sellVolume"),
    cell: (item, row, mark) => volumeCell(row, mark, "fSVolume", item.fSVolume),
  },
  {
    field: "lastPrice",
    ...PRICE_LABELS,
    // The foreign list carries no colour: the price is plain until the live row loads.
    cell: (item, row, mark) => priceCell(row, mark, item.lastPrice, null),
  },
];

/** The foreign trading table's header: the floor, then the net figures. */
export const FOREIGN_NET_HEAD: readonly HeaderColumn[] = [FLOOR_FIRST, ...FOREIGN_NET_COLUMNS];

/** A top table's header: the symbol, its figures, then the floor. */
export function topHead(columns: readonly HeaderColumn[]): readonly HeaderColumn[] {
  return [SYMBOL_FIRST, ...columns, FLOOR_LAST];
}
