/**
 * The columns of the bond boards (price-board §2 "Bonds", §3 "Bond row"): symbol, issuer,
 * remaining maturity in days, the best bid (total volume, volume at the best price, the price),
 * the executed transactions (last, high and low, each price and volume), the best ask (price,
 * volume, total), and the day's traded volume and value.
 *
 * Decisions where the spec is silent: bonds trade in whole bonds (put-through minimum 1), so
 * quantities are counted one by one, not in tens; prices are in thousands of VND like every
 * board price, with the third decimal of a 1 VND tick; the traded value is in millions of VND
 * with two decimals. Bonds have no reference price or band, so their figures are not coloured.
 */
import "./bonds.lazy.i18n";
import { formatScaled, type BondRow } from "@bangia/market";
import { priceText, volumeText } from "../board-table/table-cells";
import type { GroupLabels, TableColumn } from "../board-table/table-columns";

type BondNumberField = Exclude<keyof BondRow, "sym" | "issuer" | "seq">;

const neutral = (text: string) => ({ text, colour: null });

/**
 * A traded value in millions of VND, two decimals (rounded half up); empty for 0.
 *
 * @example bondValueText(9_706_700) // "9.71"
 */
export function bondValueText(vnd: number): string {
  return vnd > 0 ? formatScaled(vnd, { scale: 6, decimals: 2 }) : "";
}

/** Days to maturity; 0 (matured today) still shows. */
export function remainingDaysText(days: number): string {
  return days >= 0 ? formatScaled(days, { scale: 0, decimals: 0 }) : "";
}

const price = (
  key: BondNumberField,
  group: string | undefined,
  label: TableColumn<BondRow>["label"],
  tip?: TableColumn<BondRow>["tip"],
): TableColumn<BondRow> => ({
  key,
  label,
  ...(tip === undefined ? {} : { tip }),
  width: 54,
  align: "right",
  ...(group === undefined ? {} : { group }),
  sortable: true,
  hideable: false,
  cell: (row) => neutral(priceText(row[key])),
});

const quantity = (
  key: BondNumberField,
  group: string | undefined,
  label: TableColumn<BondRow>["label"],
  tip?: TableColumn<BondRow>["tip"],
  hideable = false,
): TableColumn<BondRow> => ({
  key,
  label,
  ...(tip === undefined ? {} : { tip }),
  width: 50,
  align: "right",
  ...(group === undefined ? {} : { group }),
  sortable: true,
  hideable,
  cell: (row) => neutral(volumeText(row[key], 1)),
});

/** Every column of the bond boards, in order. */
export const BOND_COLUMNS: readonly TableColumn<BondRow>[] = [
  {
    key: "sym",
    label: (t) => t("bonds.col.sym"),
    width: 82,
    align: "left",
    sortable: true,
    hideable: false,
    cell: (row) => neutral(row.sym),
  },
  {
    key: "issuer",
    label: (t) => t("bonds.col.issuer"),
    tip: (t) => t("bonds.tip.issuer"),
    width: 56,
    align: "left",
    sortable: true,
    hideable: true,
    cell: (row) => neutral(row.issuer),
  },
  {
    key: "periodRemain",
    label: (t) => t("bonds.col.periodRemain"),
    tip: (t) => t("bonds.tip.periodRemain"),
    width: 62,
    align: "right",
    sortable: true,
    hideable: true,
    cell: (row) => neutral(remainingDaysText(row.periodRemain)),
  },
  quantity(
    "PtTotalBidQtty",
    "bid",
    (t) => t("bonds.col.totalVolume"),
    (t) => t("bonds.tip.totalBid"),
    true,
  ),
  quantity(
    "PtBestBidQtty",
    "bid",
    (t) => t("bonds.col.volume"),
    (t) => t("bonds.tip.bestBidVolume"),
  ),
  price(
    "PtBestBidPrice",
    "bid",
    (t) => t("bonds.col.price"),
    (t) => t("bonds.tip.bestBidPrice"),
  ),
  price(
    "ptMatchPrice",
    "last",
    (t) => t("bonds.col.price"),
    (t) => t("bonds.tip.lastPrice"),
  ),
  quantity(
    "ptMatchQtty",
    "last",
    (t) => t("bonds.col.volume"),
    (t) => t("bonds.tip.lastVolume"),
  ),
  price(
    "ptMaxPrice",
    "high",
    (t) => t("bonds.col.price"),
    (t) => t("bonds.tip.highPrice"),
  ),
  quantity(
    "ptMaxQtty",
    "high",
    (t) => t("bonds.col.volume"),
    (t) => t("bonds.tip.highVolume"),
    true,
  ),
  price(
    "ptMinPrice",
    "low",
    (t) => t("bonds.col.price"),
    (t) => t("bonds.tip.lowPrice"),
  ),
  quantity(
    "ptMinQtty",
    "low",
    (t) => t("bonds.col.volume"),
    (t) => t("bonds.tip.lowVolume"),
    true,
  ),
  price(
    "ptBestOfferPrice",
    "ask",
    (t) => t("bonds.col.price"),
    (t) => t("bonds.tip.bestAskPrice"),
  ),
  quantity(
    "ptBestOfferQtty",
    "ask",
    (t) => t("bonds.col.volume"),
    (t) => t("bonds.tip.bestAskVolume"),
  ),
  quantity(
    "PtTotalOfferQtty",
    "ask",
    (t) => t("bonds.col.totalVolume"),
    (t) => t("bonds.tip.totalAsk"),
    true,
  ),
  {
    key: "PtTotalTradedQtty",
    label: (t) => t("bonds.col.tradedVolume"),
    tip: (t) => t("bonds.tip.tradedVolume"),
    width: 64,
    align: "right",
    sortable: true,
    hideable: true,
    cell: (row) => neutral(volumeText(row.PtTotalTradedQtty, 1)),
  },
  {
    key: "PtTotalTradedValue",
    label: (t) => t("bonds.col.tradedValue"),
    tip: (t) => t("bonds.tip.tradedValue"),
    width: 72,
    align: "right",
    sortable: true,
    hideable: true,
    cell: (row) => neutral(bondValueText(row.PtTotalTradedValue)),
  },
];

/**
 * Header groups: the best bid, the executed transactions (last, high, low — three groups so each
 * pair reads under its own title) and the best ask.
 */
export const BOND_GROUPS: GroupLabels = {
  bid: (t) => t("bonds.group.bid"),
  last: (t) => t("bonds.group.last"),
  high: (t) => t("bonds.group.high"),
  low: (t) => t("bonds.group.low"),
  ask: (t) => t("bonds.group.ask"),
};
