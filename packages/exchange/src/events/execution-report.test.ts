import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import { MarketExchange } from "../exchange/market-exchange";
import { at, tinyUniverse } from "../test-support/tiny-universe";
import { subscribeExecutionReports, type ExecutionReport } from "./execution-report";

function market() {
  const clock = new ManualClock(at("09:20"));
  const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
  const mine: ExecutionReport[] = [];
  const unsubscribe = subscribeExecutionReports(
    exchange,
    (account) => account.startsWith("broker-"),
    (report) => mine.push(report),
  );
  let id = 0;
  const order = (account: string, side: "B" | "S", price: number, volume: number) =>
    exchange.execute({
      type: "new",
      clientOrderId: `c${++id}`,
      account,
      symbol: "AAA",
      side,
      priceType: "LO",
      price,
      volume,
    });
  return { exchange, mine, order, unsubscribe };
}

describe("execution reports of given accounts", () => {
  it("gives the broker its own accounts' reports (a trade by either side) and nothing of others", () => {
    const { exchange, mine, order } = market();
    order("crowd", "S", 20_000, 300);
    const bought = order("broker-1", "B", 20_000, 500);
    order("crowd", "B", 19_950, 100);
    order("broker-2", "S", 99_999_999, 100);
    if (!bought.ok) throw new Error("the buy was refused");
    exchange.execute({ type: "cancel", account: "broker-1", orderId: bought.orderId ?? 0 });
    expect(mine.map((report) => report.type)).toEqual(["accepted", "trade", "rejected", "cancelled"]);
    expect(mine.every((report) => report.type !== "accepted" || report.account === "broker-1")).toBe(true);
    const seqs = mine.map((report) => report.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it("stops after unsubscribing", () => {
    const { mine, order, unsubscribe } = market();
    unsubscribe();
    order("broker-1", "B", 20_000, 100);
    expect(mine).toEqual([]);
  });
});
