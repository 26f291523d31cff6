/**
 * The columns of the odd-lot board (price-board §2 "Odd lot: three odd-lot bid and offer levels
 * per symbol", §3 "Odd-lot row"): symbol, reference, ceiling, floor, the three odd-lot bids
 * (best nearest the match, as the stock board lays them out), the odd-lot board's own match (price,
 * volume, change: the row's stock fields carry the odd-lot trades, D72), the three odd-lot offers
 * and the day's total odd-lot volume.
 *
 * Decisions where the spec is silent: every volume of this board is in shares (1–99 an order, a
 * few hundred at a level or a day), since tens of shares would put decimals in most cells; the
 * board's note says so. The change is absolute.
 */
import "./odd-lot.lazy.i18n";
import type { OddLotRow } from "@bangia/market";
import { changeText } from "../board/cell-view";
import { bandColour, priceCell, volumeText } from "../board-table/table-cells";
import type { GroupLabels, TableCell, TableColumn } from "../board-table/table-columns";

type BidPrice = "bp1" | "bp2" | "bp3";
type AskPrice = "sp1" | "sp2" | "sp3";
type LevelPrice = BidPrice | AskPrice;
type LevelVolume = "bv1" | "bv2" | "bv3" | "sv1" | "sv2" | "sv3";

const VOLUME_PRICE: Readonly<Record<LevelVolume, LevelPrice>> = {
  bv1: "bp1",
  bv2: "bp2",
  bv3: "bp3",
  sv1: "sp1",
  sv2: "sp2",
  sv3: "sp3",
};

const PRICE_WIDTH = 46;
const VOLUME_WIDTH = 46;

function levelVolumeCell(row: OddLotRow, field: LevelVolume): TableCell {
  const price = row[VOLUME_PRICE[field]];
  return { text: volumeText(row[field], 1), colour: price > 0 ? bandColour(row, price) : null };
}

const priceColumn = (
  key: LevelPrice,
  group: "bid" | "ask",
  label: TableColumn<OddLotRow>["label"],
): TableColumn<OddLotRow> => ({
  key,
  label,
  width: PRICE_WIDTH,
  align: "right",
  group,
  sortable: true,
  hideable: false,
  clickable: true,
  cell: (row) => priceCell(row, row[key]),
});

const volumeColumn = (
  key: LevelVolume,
  group: "bid" | "ask",
  label: TableColumn<OddLotRow>["label"],
): TableColumn<OddLotRow> => ({
  key,
  label,
  width: VOLUME_WIDTH,
  align: "right",
  group,
  sortable: true,
  hideable: false,
  cell: (row) => levelVolumeCell(row, key),
});

/** Every column of the odd-lot board, in order. */
export const ODD_LOT_COLUMNS: readonly TableColumn<OddLotRow>[] = [
  {
    key: "sym",
    label: (t) => t("oddLot.col.sym"),
    width: 64,
    align: "left",
    sortable: true,
    hideable: false,
    clickable: true,
    cell: (row) => ({ text: row.sym, colour: bandColour(row, row.lastPrice) }),
  },
  {
    key: "r",
    label: (t) => t("oddLot.col.r"),
    tip: (t) => t("oddLot.tip.r"),
    width: 44,
    align: "right",
    sortable: true,
    hideable: true,
    cell: (row) => ({ ...priceCell(row, row.r), colour: "reference" }),
  },
  {
    key: "c",
    label: (t) => t("oddLot.col.c"),
    tip: (t) => t("oddLot.tip.c"),
    width: 44,
    align: "right",
    sortable: true,
    hideable: true,
    cell: (row) => ({ ...priceCell(row, row.c), colour: "ceiling" }),
  },
  {
    key: "f",
    label: (t) => t("oddLot.col.f"),
    tip: (t) => t("oddLot.tip.f"),
    width: 44,
    align: "right",
    sortable: true,
    hideable: true,
    cell: (row) => ({ ...priceCell(row, row.f), colour: "floor" }),
  },
  priceColumn("bp3", "bid", (t) => t("oddLot.col.price3")),
  volumeColumn("bv3", "bid", (t) => t("oddLot.col.volume3")),
  priceColumn("bp2", "bid", (t) => t("oddLot.col.price2")),
  volumeColumn("bv2", "bid", (t) => t("oddLot.col.volume2")),
  priceColumn("bp1", "bid", (t) => t("oddLot.col.price1")),
  volumeColumn("bv1", "bid", (t) => t("oddLot.col.volume1")),
  {
    key: "lastPrice",
    label: (t) => t("oddLot.col.lastPrice"),
    width: 46,
    align: "right",
    group: "match",
    sortable: true,
    hideable: false,
    clickable: true,
    cell: (row) => priceCell(row, row.lastPrice),
  },
  {
    key: "lastVolume",
    label: (t) => t("oddLot.col.lastVolume"),
    width: 50,
    align: "right",
    group: "match",
    sortable: true,
    hideable: true,
    cell: (row) => ({ text: volumeText(row.lastVolume, 1), colour: bandColour(row, row.lastPrice) }),
  },
  {
    key: "ot",
    label: (t) => t("oddLot.col.change"),
    tip: (t) => t("oddLot.tip.change"),
    width: 44,
    align: "right",
    group: "match",
    sortable: true,
    hideable: true,
    cell: (row) => ({
      text: changeText(row, "absolute"),
      colour: row.lastPrice > 0 ? bandColour(row, row.lastPrice) : null,
    }),
  },
  priceColumn("sp1", "ask", (t) => t("oddLot.col.price1")),
  volumeColumn("sv1", "ask", (t) => t("oddLot.col.volume1")),
  priceColumn("sp2", "ask", (t) => t("oddLot.col.price2")),
  volumeColumn("sv2", "ask", (t) => t("oddLot.col.volume2")),
  priceColumn("sp3", "ask", (t) => t("oddLot.col.price3")),
  volumeColumn("sv3", "ask", (t) => t("oddLot.col.volume3")),
  {
    key: "lot",
    label: (t) => t("oddLot.col.lot"),
    tip: (t) => t("oddLot.tip.lot"),
    width: 64,
    align: "right",
    sortable: true,
    hideable: true,
    cell: (row) => ({ text: volumeText(row.lot, 1), colour: null }),
  },
];

export const ODD_LOT_GROUPS: GroupLabels = {
  bid: (t) => t("oddLot.group.bid"),
  match: (t) => t("oddLot.group.match"),
  ask: (t) => t("oddLot.group.ask"),
};

/**
 * The order a click on a price cell asks for (price-board §2, §9): a bid sells into it, an
 * offer or the match price buys; null for cells that are not prices to trade at.
 *
 * @example ticketSide("bp1") // "S"
 * @example ticketSide("sp2") // "B"
 */
export function ticketSide(key: string): "B" | "S" | null {
  if (key === "bp1" || key === "bp2" || key === "bp3") return "S";
  if (key === "sp1" || key === "sp2" || key === "sp3" || key === "lastPrice") return "B";
  return null;
}

/** The price of a clicked cell, VND (0 when the level is empty). */
export function ticketPrice(row: OddLotRow, key: string): number {
  switch (key) {
    case "bp1":
    case "bp2":
    case "bp3":
    case "sp1":
    case "sp2":
    case "sp3":
    case "lastPrice":
      return Math.max(0, row[key]);
    default:
      return 0;
  }
}
