/**
 * How a conditional order's status moves (order-entry §4, accounts-session §4, §8): one pure
 * function from the order's standing and an event to the next standing, or a refusal.
 *
 *   PENDING_TRIGGER ─trigger─▶ TRIGGERED ─fill─▶ PARTIAL_FILLED ─fill─▶ FILLED
 *        │                        │  └─childReject─▶ REJECTED           (all of the quantity)
 *        │                        └─childEnd─▶ CANCELED / EXPIRED / PARTIAL_FILLED_CANCEL
 *        ├─cancelRequest─▶ PENDING_CANCEL ─cancelDone─▶ CANCELED / PARTIAL_FILLED_CANCEL
 *        └─expire─▶ EXPIRED
 *
 * Invariants the engine builds on:
 * - `trigger` is accepted only from PENDING_TRIGGER, so an order fires at most once in its
 *   validity: a replayed trigger (after a crash between the trigger and the child's
 *   acknowledgement) is refused, not sent again;
 * - edit only while PENDING_TRIGGER (40036); cancel only while pending (40037) — a TCO also
 *   while TRIGGERED, PARTIAL_FILLED or REJECTED (accounts-session §4), since it acts again on
 *   later days;
 * - a requested cancel wins over a trigger: PENDING_CANCEL never fires;
 * - fills are cumulative, never go back, never pass the quantity;
 * - a final status (conditional-order.ts) accepts no event.
 *
 * A TCO is sent again each day (`resend`) until filled or expired; the end of one day's order
 * leaves it alive, and its validity's end closes it (validity.ts).
 */
import type { ConditionOrderStatus } from "@bangia/market";
import { isFinalStatus, type ConditionalKind } from "./conditional-order";

/** 40036: edit only while pending activation; 40037: cancel only while pending (order-entry §8). */
export const EDIT_ONLY_WHILE_PENDING = 40036;
export const CANCEL_ONLY_WHILE_PENDING = 40037;

export type StatusEvent =
  /** The condition was met and the child order was sent. */
  | { readonly type: "trigger" }
  /** TCO: the next trading day's order for the remaining volume was sent. */
  | { readonly type: "resend" }
  /** The customer edited the order's terms. */
  | { readonly type: "edit" }
  /** A child filled; `filled` is the cumulative volume of all the order's children. */
  | { readonly type: "childFill"; readonly filled: number }
  /** The working child ended unfilled in part or whole: cancelled, or expired at the close. */
  | { readonly type: "childEnd"; readonly how: "canceled" | "expired" }
  /** The OMS or the exchange refused the child. */
  | { readonly type: "childReject"; readonly reason: string }
  /** The customer asked to cancel. */
  | { readonly type: "cancelRequest" }
  /** The cancel took effect (no child left working). */
  | { readonly type: "cancelDone" }
  /** The validity ended (validity.ts). */
  | { readonly type: "expire" };

export interface Standing {
  readonly kind: ConditionalKind;
  readonly status: ConditionOrderStatus;
  readonly quantity: number;
  readonly filled: number;
}

export type Transition =
  | {
      readonly ok: true;
      readonly status: ConditionOrderStatus;
      readonly filled: number;
      readonly reason?: string;
    }
  | {
      readonly ok: false;
      /** The result code for the customer's own requests; null for an engine event out of turn. */
      readonly code: typeof EDIT_ONLY_WHILE_PENDING | typeof CANCEL_ONLY_WHILE_PENDING | null;
      readonly why: string;
    };

const TCO_CANCELLABLE: readonly ConditionOrderStatus[] = ["TRIGGERED", "PARTIAL_FILLED", "REJECTED"];
/** A child is working in these (or may be, while a cancel waits). */
const CHILD_WORKING: readonly ConditionOrderStatus[] = ["TRIGGERED", "PARTIAL_FILLED", "PENDING_CANCEL"];

function to(status: ConditionOrderStatus, filled: number, reason?: string): Transition {
  return reason === undefined ? { ok: true, status, filled } : { ok: true, status, filled, reason };
}

function refuse(why: string, code: 40036 | 40037 | null = null): Transition {
  return { ok: false, code, why };
}

/** Where an order with `filled` of its volume done ends when nothing more will fill. */
function ended(filled: number, unfilled: "CANCELED" | "EXPIRED"): ConditionOrderStatus {
  return filled > 0 ? "PARTIAL_FILLED_CANCEL" : unfilled;
}

/**
 * The next standing of an order after `event`, or why the event does not apply.
 *
 * @example nextStatus({ kind: "stop", status: "PENDING_TRIGGER", quantity: 100, filled: 0 }, { type: "trigger" })
 * // { ok: true, status: "TRIGGERED", filled: 0 }
 * @example nextStatus({ kind: "stop", status: "TRIGGERED", quantity: 100, filled: 0 }, { type: "edit" })
 * // { ok: false, code: 40036, why: "edit only while pending activation" }
 */
export function nextStatus(order: Standing, event: StatusEvent): Transition {
  const { kind, status, quantity, filled } = order;
  const tco = kind === "tco";
  if (isFinalStatus(kind, status)) {
    if (event.type === "edit") return refuse("edit only while pending activation", EDIT_ONLY_WHILE_PENDING);
    if (event.type === "cancelRequest") return refuse("cancel only while pending", CANCEL_ONLY_WHILE_PENDING);
    return refuse(`the order has ended (${status})`);
  }
  switch (event.type) {
    case "trigger":
      return status === "PENDING_TRIGGER" ? to("TRIGGERED", filled) : refuse("fires at most once");
    case "resend":
      if (!tco) return refuse("only a TCO is sent again");
      return TCO_CANCELLABLE.includes(status)
        ? to(filled > 0 ? "PARTIAL_FILLED" : "TRIGGERED", filled)
        : refuse(`no resend from ${status}`);
    case "edit":
      return status === "PENDING_TRIGGER"
        ? to(status, filled)
        : refuse("edit only while pending activation", EDIT_ONLY_WHILE_PENDING);
    case "childFill": {
      if (!CHILD_WORKING.includes(status)) return refuse(`no child working in ${status}`);
      if (!Number.isSafeInteger(event.filled) || event.filled < filled || event.filled > quantity)
        return refuse(`fill ${event.filled} outside ${filled}..${quantity}`);
      if (event.filled === quantity) return to("FILLED", quantity);
      if (status === "PENDING_CANCEL") return to(status, event.filled);
      return to(event.filled > 0 ? "PARTIAL_FILLED" : status, event.filled);
    }
    case "childEnd":
      if (!CHILD_WORKING.includes(status)) return refuse(`no child working in ${status}`);
      if (status === "PENDING_CANCEL") return to(ended(filled, "CANCELED"), filled);
      // A TCO's day order ended: the TCO waits for the next day (or its expiry).
      if (tco) return to(status, filled);
      return to(ended(filled, event.how === "expired" ? "EXPIRED" : "CANCELED"), filled);
    case "childReject":
      if (status === "PENDING_CANCEL") return to(ended(filled, "CANCELED"), filled);
      if (status === "TRIGGERED" || (tco && status === "PARTIAL_FILLED"))
        return to("REJECTED", filled, event.reason);
      return refuse(`no child to reject in ${status}`);
    case "cancelRequest":
      return status === "PENDING_TRIGGER" || (tco && TCO_CANCELLABLE.includes(status))
        ? to("PENDING_CANCEL", filled)
        : refuse("cancel only while pending", CANCEL_ONLY_WHILE_PENDING);
    case "cancelDone":
      return status === "PENDING_CANCEL"
        ? to(ended(filled, "CANCELED"), filled)
        : refuse("no cancel requested");
    case "expire":
      if (status === "PENDING_TRIGGER") return to("EXPIRED", filled);
      // A TCO between days (its day order has ended) closes at its validity's end.
      if (tco && TCO_CANCELLABLE.includes(status)) return to(ended(filled, "EXPIRED"), filled);
      return refuse(`a child or a cancel is still working in ${status}`);
  }
}
