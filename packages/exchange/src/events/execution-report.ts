/**
 * Execution reports: the part of the event stream a broker's order management listens to — what
 * happened to its accounts' orders (accepted, rejected, traded, cancelled or expired, replaced,
 * converted). They keep the stream's `seq`, so a consumer that stores the last one it applied
 * knows, after any restart, which reports it has and which it still needs.
 */
import type { EventListener, ExchangeEvents } from "../exchange/exchange-api";
import type {
  ExchangeEvent,
  OrderAccepted,
  OrderCancelled,
  OrderConverted,
  OrderRejected,
  OrderReplaced,
  TradeExecuted,
} from "./exchange-event";

export type ExecutionReport =
  OrderAccepted | OrderRejected | TradeExecuted | OrderCancelled | OrderReplaced | OrderConverted;

const REPORT_TYPES: ReadonlySet<ExchangeEvent["type"]> = new Set([
  "accepted",
  "rejected",
  "trade",
  "cancelled",
  "replaced",
  "converted",
]);

export function isExecutionReport(event: ExchangeEvent): event is ExecutionReport {
  return REPORT_TYPES.has(event.type);
}

/** Whether the report concerns an account `owns` accepts (a trade: either side). */
export function reportConcerns(report: ExecutionReport, owns: (account: string) => boolean): boolean {
  return report.type === "trade" ? owns(report.buyAccount) || owns(report.sellAccount) : owns(report.account);
}

/**
 * Calls `listener` with every execution report concerning an account `owns` accepts, in stream
 * order, from now on; returns the unsubscribe function.
 */
export function subscribeExecutionReports(
  events: ExchangeEvents,
  owns: (account: string) => boolean,
  listener: (report: ExecutionReport) => void,
): () => void {
  const forward: EventListener = (event) => {
    if (isExecutionReport(event) && reportConcerns(event, owns)) listener(event);
  };
  return events.subscribe(forward);
}
