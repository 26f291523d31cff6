/**
 * The title's live quote: last price, change and percent, coloured against reference, ceiling
 * and floor as on the board. Shown once the quote worker holds the symbol's row (the boards keep
 * the popup's symbol live); nothing before. Prices read in the symbol's unit: points for index
 * futures (their wire unit is hundredths of a point), thousands of VND for everything else.
 */
import { formatChangePercent, formatPriceChange, formatPriceIn, priceColour } from "@bangia/market";
import { colourClass } from "../board/cell-class";
import { useRowView } from "../realtime/quote-feed";
import { usePriceUnit } from "./stock-dictionary";

export function PopupQuote({ symbol }: { readonly symbol: string }) {
  const view = useRowView(symbol);
  const unit = usePriceUnit(symbol) ?? "vnd";
  if (view === undefined) return null;
  const { row } = view;
  const last = row.lastPrice > 0 ? row.lastPrice : row.r;
  const colour = colourClass(priceColour(last, { reference: row.r, ceiling: row.c, floor: row.f }));
  return (
    <span className={`popup-quote ${colour}`} data-testid="popup-quote">
      <span className="popup-quote__price">{formatPriceIn(unit, last)}</span>
      {row.lastPrice > 0 && (
        <>
          <span>{formatPriceChange(row.lastPrice - row.r, unit)}</span>
          <span>{formatChangePercent(row.lastPrice, row.r)}</span>
        </>
      )}
    </span>
  );
}
