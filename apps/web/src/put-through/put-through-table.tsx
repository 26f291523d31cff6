/**
 * One table of the put-through board (price-board §2): the buy or sell advertisements (symbol,
 * price, volume, time, member firm) or the matched deals (symbol, price, volume, value, time),
 * newest first, under a title bar; the matched table's bar carries the day's totals. Prices are
 * ×1000 VND and share volumes ×10 like the other boards, a bond's volume in whole bonds as on the
 * bond boards (put-through-state `putThroughVolumeText`); a deal's value is in billions of VND, as
 * the header totals.
 */
import "./put-through.lazy.i18n";
import {
  colourOfWireCode,
  formatIndexValue,
  formatPrice,
  padFirmNumber,
  type PutThroughEntry,
} from "@bangia/market";
import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { colourClass } from "../board/cell-class";
import { putThroughVolumeText } from "./put-through-state";

export type PutThroughTableKind = "buy" | "sell" | "matched";

export interface PutThroughTableProps {
  readonly kind: PutThroughTableKind;
  readonly title: string;
  readonly entries: readonly PutThroughEntry[];
  /** True until the first snapshot answered. */
  readonly loading: boolean;
  /** A searched symbol whose rows are highlighted (2 s), or null. */
  readonly highlighted: string | null;
  readonly onSymbol: (symbol: string) => void;
  /** True for a bond's code (its volume is in whole bonds). */
  readonly isBond: (symbol: string) => boolean;
  /** What the title bar shows on its right (the matched totals). */
  readonly summary?: ReactNode;
}

const TEST_IDS: Readonly<Record<PutThroughTableKind, string>> = {
  buy: "pt-buy",
  sell: "pt-sell",
  matched: "pt-matched",
};

interface EntryRowProps {
  readonly entry: PutThroughEntry;
  readonly matched: boolean;
  readonly highlighted: boolean;
  readonly bond: boolean;
  readonly onSymbol: (symbol: string) => void;
}

const EntryRow = memo(function EntryRow({ entry, matched, highlighted, bond, onSymbol }: EntryRowProps) {
  const colour = colourClass(colourOfWireCode(entry.color));
  return (
    <tr className={highlighted ? "pt-row row-focus" : "pt-row"} data-symbol={entry.sym}>
      <td className={`pt-sym ${colour}`}>
        <button type="button" className="pt-sym-button" onClick={() => onSymbol(entry.sym)}>
          {entry.sym}
        </button>
      </td>
      <td className={colour} data-field="price">
        {formatPrice(entry.price)}
      </td>
      <td data-field="volume">{putThroughVolumeText(entry.volume, bond)}</td>
      {matched && <td data-field="value">{formatIndexValue(entry.value)}</td>}
      <td className="pt-time" data-field="time">
        {entry.time}
      </td>
      {!matched && (
        <td className="pt-firm" data-field="firm">
          {padFirmNumber(entry.firmNo)}
        </td>
      )}
    </tr>
  );
});

export function PutThroughTable({
  kind,
  title,
  entries,
  loading,
  highlighted,
  onSymbol,
  isBond,
  summary,
}: PutThroughTableProps) {
  const { t } = useTranslation();
  const matched = kind === "matched";
  return (
    <section className={`pt-panel pt-panel-${kind}`} data-testid={TEST_IDS[kind]} aria-label={title}>
      <header className="pt-panel-head">
        <h3>{title}</h3>
        {summary}
      </header>
      <div className="pt-scroll">
        <table className="pt-table">
          <thead>
            <tr>
              <th scope="col" className="pt-sym">
                {t("putThrough.col.sym")}
              </th>
              <th scope="col" title={t("putThrough.tip.price")}>
                {t("putThrough.col.price")}
              </th>
              <th scope="col" title={t("putThrough.tip.volume")}>
                {t("putThrough.col.volume")}
              </th>
              {matched && (
                <th scope="col" title={t("putThrough.tip.value")}>
                  {t("putThrough.col.value")}
                </th>
              )}
              <th scope="col" className="pt-time">
                {t("putThrough.col.time")}
              </th>
              {!matched && (
                <th scope="col" className="pt-firm" title={t("putThrough.tip.firm")}>
                  {t("putThrough.col.firm")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              // Entries only ever go on top: counting from the oldest keeps each row's key.
              <EntryRow
                key={entries.length - index}
                entry={entry}
                matched={matched}
                highlighted={entry.sym === highlighted}
                bond={isBond(entry.sym)}
                onSymbol={onSymbol}
              />
            ))}
          </tbody>
        </table>
        {entries.length === 0 && (
          <p className="pt-note">{loading ? t("putThrough.loading") : t("putThrough.empty")}</p>
        )}
      </div>
    </section>
  );
}
