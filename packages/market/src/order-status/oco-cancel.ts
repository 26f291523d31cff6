/**
 * "Cancelling one side of an OCO also cancels the opposite side" (accounts-session §4). The two
 * legs of one OCO are separate rows sharing a group id (the parent order id); each has its own
 * id. The opposite leg is cancelled only while it can still be (pending trigger): once it has
 * triggered or ended, there is nothing of it left to cancel.
 */
import type { ConditionType } from "../orders/order-terms";
import type { ConditionOrderStatus } from "../wire/core-books";

export interface OcoLegRow {
  readonly id: string;
  /** Shared by both legs of one OCO. */
  readonly groupId: string;
  readonly conditionType: ConditionType;
  readonly status: ConditionOrderStatus;
}

/**
 * The ids to send cancel requests for when the user cancels `id`: the row itself, plus the
 * live opposite leg when the row is an OCO. Empty when `id` is not in the rows.
 *
 * @example ocoCancelIds([
 *   { id: "a", groupId: "g", conditionType: "oco", status: "PENDING_TRIGGER" },
 *   { id: "b", groupId: "g", conditionType: "oco", status: "PENDING_TRIGGER" },
 * ], "a") // ["a", "b"]
 */
export function ocoCancelIds(rows: readonly OcoLegRow[], id: string): string[] {
  const row = rows.find((candidate) => candidate.id === id);
  if (row === undefined) return [];
  if (row.conditionType !== "oco") return [row.id];
  const opposite = rows.filter(
    (other) =>
      other.id !== row.id &&
      other.groupId === row.groupId &&
      other.conditionType === "oco" &&
      other.status === "PENDING_TRIGGER",
  );
  return [row.id, ...opposite.map((other) => other.id)];
}
