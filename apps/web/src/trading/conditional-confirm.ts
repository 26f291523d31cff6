/**
 * The confirmation rows of a conditional order (accounts-session §3 "Order confirmation fields":
 * conditionType, triggerPrice, relation, stopLossPrice, takeProfitPrice, stopLossRange,
 * takeProfitRange, stopLossMargin, spread, trailingAmount, reciprocalSymbol, effectiveDate,
 * expiryDate), after the rows every order shows. Fields the wire data does not carry are left
 * out, so the dialog shows what will be sent.
 */
import "./trading.lazy.i18n";
import type { DerivativeConditionalOrderData, StockConditionalOrderData } from "@bangia/market";
import type { ConfirmationRow } from "./confirm-order-dialog";

type Translate = (key: string) => string;

/** The rows of one conditional placement; `price` formats a wire price or distance. */
export function conditionalRows(
  data: StockConditionalOrderData | DerivativeConditionalOrderData,
  kindLabel: string,
  t: Translate,
  price: (value: number) => string,
): ConfirmationRow[] {
  const rows: ConfirmationRow[] = [{ label: t("trading.confirm.kind"), value: kindLabel }];
  const add = (key: string, value: string | number | undefined, format = true) => {
    if (value === undefined) return;
    rows.push({
      label: t(`trading.cond.${key}`),
      value: typeof value === "number" && format ? price(value) : String(value),
    });
  };
  const fields = data as Partial<Record<string, string | number>>;
  if (fields["triggerPrice"] !== undefined)
    add(
      "triggerPrice",
      `${fields["relation"] === "LTEQ" ? "≤" : "≥"} ${price(Number(fields["triggerPrice"]))}`,
      false,
    );
  add("takeProfitPrice", fields["takeProfitPrice"]);
  add("stopLossPrice", fields["stopLossPrice"]);
  add("takeProfitRange", fields["takeProfitAmount"]);
  add("stopLossRange", fields["stopLossAmount"]);
  add("trailingAmount", fields["trailingAmount"]);
  add(data.cmd === "co.sltp.order.new" ? "stopLossMargin" : "spread", fields["spread"]);
  add("reciprocalSymbol", fields["reciprocalSymbol"], false);
  add("effectiveDate", fields["effectiveDate"], false);
  add("expiryDate", fields["expiryDate"], false);
  return rows;
}
