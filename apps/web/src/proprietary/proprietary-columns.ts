/**
 * The columns of the proprietary per-symbol table (price-board §2 "A sortable table per
 * symbol"): symbol, then buy, sell and net — each volume (÷10) and value (thousands of VND) —
 * with the nets coloured by sign.
 */
import "./proprietary.lazy.i18n";
import { formatProprietaryValue, formatProprietaryVolume } from "@bangia/market";
import type { GroupLabels, TableCell, TableColumn } from "../board-table/table-columns";
import type { ProprietaryTableRow } from "./proprietary-data";

type Figure = Exclude<keyof ProprietaryTableRow, "sym">;

const netCell = (text: string, value: number): TableCell => ({
  text,
  colour: value > 0 ? "up" : value < 0 ? "down" : "reference",
});

const figure = (
  key: Figure,
  group: "buy" | "sell" | "net",
  kind: "volume" | "value",
  label: TableColumn<ProprietaryTableRow>["label"],
): TableColumn<ProprietaryTableRow> => ({
  key,
  label,
  width: kind === "volume" ? 80 : 96,
  align: "right",
  group,
  sortable: true,
  hideable: group !== "net",
  cell: (row) => {
    const value = row[key];
    const text = kind === "volume" ? formatProprietaryVolume(value) : formatProprietaryValue(value);
    return group === "net" ? netCell(text, value) : { text, colour: null };
  },
});

export const PROPRIETARY_COLUMNS: readonly TableColumn<ProprietaryTableRow>[] = [
  {
    key: "sym",
    label: (t) => t("proprietary.col.sym"),
    width: 64,
    align: "left",
    sortable: true,
    hideable: false,
    clickable: true,
    cell: (row) => ({ text: row.sym, colour: null }),
  },
  figure("TBuyVol", "buy", "volume", (t) => t("proprietary.col.volume")),
  figure("TBuyVal", "buy", "value", (t) => t("proprietary.col.value")),
  figure("TSellVol", "sell", "volume", (t) => t("proprietary.col.volume")),
  figure("TSellVal", "sell", "value", (t) => t("proprietary.col.value")),
  figure("netVol", "net", "volume", (t) => t("proprietary.col.volume")),
  figure("netVal", "net", "value", (t) => t("proprietary.col.value")),
];

export const PROPRIETARY_GROUPS: GroupLabels = {
  buy: (t) => t("proprietary.group.buy"),
  sell: (t) => t("proprietary.group.sell"),
  net: (t) => t("proprietary.group.net"),
};
