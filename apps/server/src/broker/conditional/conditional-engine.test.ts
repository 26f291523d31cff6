import { describe, expect, it } from "vitest";
import { ConditionalEngine, type EngineHost } from "./conditional-engine";
import { conditionalOrder, continuousHost, FIXTURE_DAY } from "./test-support/conditional-orders";

const NEXT_DAY = "2026-06-03";
/** 10:00 in Hanoi on the fixture's day: the engine's "now" (exchange time is UTC+7). */
const TEN_AM = Date.UTC(2026, 5, 2, 3);

function host(): EngineHost & { readonly sent: number[] } {
  const sent: number[] = [];
  return continuousHost({
    sent,
    now: TEN_AM,
    place: () => {
      const orderNo = 500 + sent.length;
      sent.push(orderNo);
      return { ok: true, orderNo };
    },
  });
}

describe("a conditional order's children", () => {
  it("are the engine's while their parent is kept, and leave with it when a new day forgets it", () => {
    const engine = new ConditionalEngine();
    const at = host();
    engine.load(
      [conditionalOrder({ kind: "stop", triggerPrice: 98_500, relation: "LTEQ" }, { toDate: FIXTURE_DAY })],
      1,
    );
    engine.onTrade({ symbol: "FPT", price: 98_400, volume: 100, date: FIXTURE_DAY }, at);
    const [child] = at.sent;
    expect(child).toBeDefined();
    expect(engine.isChild(child as number)).toBe(true);

    // The child is cancelled at the exchange: the parent ends (a final status, kept for today's book).
    engine.onChildEnd(child as number, "CANCELLED", null, at);
    expect(engine.get("co1")?.status).toBe("CANCELED");
    engine.forgetEndedBefore(FIXTURE_DAY);
    expect(engine.isChild(child as number)).toBe(true);

    // The next day forgets the ended order, and its child with it.
    engine.forgetEndedBefore(NEXT_DAY);
    expect(engine.get("co1")).toBeUndefined();
    expect(engine.isChild(child as number)).toBe(false);
  });
});
