/**
 * What the gateway asks of the order desk about conditional orders, and what it answers. The
 * gateway reads the wire, checks the forms, the customer and the PIN; the desk decides in its
 * sequence (the limit per account, the status rules) and writes the order in its batch.
 */
import type { ConditionalOrder } from "./conditional-order";

/** A conditional order as the customer places it: the desk gives it its id, standing and times. */
export type NewConditional = Pick<
  ConditionalOrder,
  "market" | "kind" | "symbol" | "side" | "quantity" | "price" | "condition" | "fromDate" | "toDate"
>;

export interface ConditionalPlaceRequest {
  readonly account: string;
  readonly userId: string;
  /** The client's idempotency key: a retry answers the first order's id. */
  readonly refId: string;
  readonly order: NewConditional;
  /** Who asked, for the audit log (written in the desk's batch with the order). */
  readonly audit?: { readonly at: number; readonly ip: string | null };
}

/** New terms for an order still waiting for its trigger (40036 otherwise). */
export type ConditionalEdit = Partial<Pick<ConditionalOrder, "quantity" | "price" | "condition">>;

export type ConditionalAnswer =
  { readonly ok: true; readonly id: string } | { readonly ok: false; readonly code: number | string };
