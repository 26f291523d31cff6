/**
 * The three tables of the statistics board (price-board §2): net foreign trading per floor, the
 * day's top volume and the top foreign volume. The top tables' rows read their symbol's live
 * stock row (`useRowView`), so prices and volumes move and flash between two refreshes of the
 * lists; until a row is loaded they show the list's own figures.
 */
import "./statistics.lazy.i18n";
import {
  colourOfWireCode,
  formatPrice,
  formatVolume,
  type ForeignNetRow,
  type PriceColour,
  type TopForeignRow,
  type TopVolumeRow,
} from "@bangia/market";
import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { colourClass, flashClass } from "../board/cell-class";
import { boardVolume, cellView } from "../board/cell-view";
import type { FlashMark, QuoteRow } from "../realtime/protocol";
import { useRowView } from "../realtime/quote-feed";
import { floorOfMarket, netColour, netValueText, netVolumeText } from "./statistics-data";

export interface StatisticsPanelProps {
  readonly testId: string;
  readonly title: string;
  readonly head: ReactNode;
  readonly empty: boolean;
  readonly loading: boolean;
  readonly children: ReactNode;
}

/** A titled table; its body scrolls under a sticky header. */
export function StatisticsPanel({ testId, title, head, empty, loading, children }: StatisticsPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={`stats-panel ${testId}`} data-testid={testId} aria-label={title}>
      <h3 className="stats-panel-head">{title}</h3>
      <div className="stats-scroll">
        <table className="stats-table">
          <thead>{head}</thead>
          <tbody>{children}</tbody>
        </table>
        {empty && <p className="stats-note">{loading ? t("statistics.loading") : t("statistics.empty")}</p>}
      </div>
    </section>
  );
}

export function ForeignNetRows({ rows }: { readonly rows: readonly ForeignNetRow[] }) {
  return rows.map((row) => (
    <tr key={row.index} className="stats-row">
      <th scope="row" className="stats-text">
        {row.index}
      </th>
      <td className={colourClass(netColour(row.vol))} data-field="vol">
        {netVolumeText(row.vol)}
      </td>
      <td className={colourClass(netColour(row.val))} data-field="val">
        {netValueText(row.val)}
      </td>
    </tr>
  ));
}

interface LiveCell {
  readonly text: string;
  readonly className: string;
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
) {
  if (row === undefined) return liveCell(price > 0 ? formatPrice(price) : "", colour, undefined);
  const view = cellView(row, "lastPrice", "absolute");
  return liveCell(view.text, view.colour, mark);
}

type VolumeField = "lot" | "fBVol" | "fSVolume";

function volumeCell(
  row: QuoteRow | undefined,
  mark: FlashMark | undefined,
  field: VolumeField,
  shares: number,
) {
  if (row === undefined)
    return liveCell(shares > 0 ? formatVolume(boardVolume(shares)) : "", null, undefined);
  return liveCell(cellView(row, field, "absolute").text, null, mark);
}

interface TopRowProps<T> {
  readonly item: T;
  readonly highlighted: boolean;
  readonly onSymbol: (symbol: string) => void;
}

function SymbolCell({
  symbol,
  className,
  onSymbol,
}: {
  readonly symbol: string;
  readonly className: string;
  readonly onSymbol: (symbol: string) => void;
}) {
  return (
    <th scope="row" className={`stats-text stats-sym ${className}`}>
      <button type="button" className="stats-sym-button" onClick={() => onSymbol(symbol)}>
        {symbol}
      </button>
    </th>
  );
}

export const TopVolumeRowView = memo(function TopVolumeRowView({
  item,
  highlighted,
  onSymbol,
}: TopRowProps<TopVolumeRow>) {
  const view = useRowView(item.sym);
  const row = view?.row;
  const price = priceCell(row, view?.flash.lastPrice, item.lastPrice, colourOfWireCode(item.color));
  const volume = volumeCell(row, view?.flash.lot, "lot", item.lot);
  return (
    <tr className={highlighted ? "stats-row row-focus" : "stats-row"} data-symbol={item.sym}>
      <SymbolCell
        symbol={item.sym}
        className={colourClass(row === undefined ? null : cellView(row, "sym", "absolute").colour)}
        onSymbol={onSymbol}
      />
      <td className={volume.className} data-field="lot">
        {volume.text}
      </td>
      <td className={price.className} data-field="lastPrice">
        {price.text}
      </td>
      <td className="stats-text-center" data-field="mc">
        {floorOfMarket(item.mc)}
      </td>
    </tr>
  );
});

export const TopForeignRowView = memo(function TopForeignRowView({
  item,
  highlighted,
  onSymbol,
}: TopRowProps<TopForeignRow>) {
  const view = useRowView(item.sym);
  const row = view?.row;
  const price = priceCell(row, view?.flash.lastPrice, item.lastPrice, null);
  const buy = volumeCell(row, view?.flash.fBVol, "fBVol", item.fBVol);
  const sell = volumeCell(row, view?.flash.fSVolume, "fSVolume", item.fSVolume);
  return (
    <tr className={highlighted ? "stats-row row-focus" : "stats-row"} data-symbol={item.sym}>
      <SymbolCell
        symbol={item.sym}
        className={colourClass(row === undefined ? null : cellView(row, "sym", "absolute").colour)}
        onSymbol={onSymbol}
      />
      <td className={buy.className} data-field="fBVol">
        {buy.text}
      </td>
      <td className={sell.className} data-field="fSVolume">
        {sell.text}
      </td>
      <td className={price.className} data-field="lastPrice">
        {price.text}
      </td>
      <td className="stats-text-center" data-field="mc">
        {floorOfMarket(item.mc)}
      </td>
    </tr>
  );
});
