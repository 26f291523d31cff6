/** A normal order book row for the tests: a pending limit buy of 300 FPT at 92,100, fields overridable. */
import type { NormalOrderRow } from "@bangia/market";

export function orderRow(orderNo: string, fields: Partial<NormalOrderRow> = {}): NormalOrderRow {
  return {
    orderNo,
    pk_orderNo: "",
    accountCode: "058C0000011",
    symbol: "FPT",
    side: "B",
    showPrice: 92_100,
    volume: 300,
    matchVolume: 0,
    status: "1",
    quote: "Y",
    autoType: "",
    product: "daily",
    cancelTime: "",
    order_out_room: false,
    time: "09:20:57",
    ...fields,
  };
}
