import { nextTradingDay } from "@bangia/market";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { conditionalOrders, trailingGroups } from "../db/ledger-schema";
import { firstOf, testUniverse } from "../market/rows/test-support/test-market";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { conditionalOrderById } from "./conditional/conditional-book-store";
import type { ConditionalOrder } from "./conditional/conditional-order";
import type { NewConditional } from "./conditional/conditional-requests";
import { MAX_LIVE_CONDITIONAL_ORDERS } from "./conditional/placement-rules";
import { loadLedger } from "./ledger-store";
import { DAY, openHarness, type Harness } from "./test-support/desk-harness";
import { present } from "./test-support/present";

const STOCK = firstOf("STOCK", (definition) => definition.exchange === "HOSE").symbol;
/** A second stock whose book no other test touches: its trades print at exactly the prices given. */
const QUIET = firstOf(
  "STOCK",
  (definition) =>
    definition.exchange === "HOSE" && definition.symbol !== STOCK && definition.restricted !== true,
).symbol;
/** A third stock, for the trailing group's test alone. */
const TRAILED = firstOf(
  "STOCK",
  (definition) =>
    definition.exchange === "HOSE" &&
    definition.symbol !== STOCK &&
    definition.symbol !== QUIET &&
    definition.restricted !== true,
).symbol;
let accountNo = 0;
const freshAccount = () =>
  `C${String(++accountNo).padStart(6, "0")}${Math.floor(Math.random() * 1e6)}`.slice(0, 18) + "1";
let refs = 0;

describe.each(TEST_BACKENDS)("conditional orders in the order desk on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    let h: Harness;
    let account: string;
    let reference: number;
    let floor: number;
    let ceiling: number;

    beforeAll(async () => {
      h = await openHarness(database());
      const day = present(h.exchange.day(STOCK));
      ({ reference, floor, ceiling } = day);
    });
    afterAll(async () => {
      await h.desk.close();
    });
    beforeEach(async () => {
      account = freshAccount();
      await h.deposit(account, 1_000_000_000);
    });

    async function place(
      order: Partial<NewConditional> & Pick<NewConditional, "kind" | "side" | "condition">,
      refId = `co-${++refs}`,
    ) {
      return h.desk.placeConditional({
        account,
        userId: "tester",
        refId,
        order: {
          market: "stock",
          symbol: STOCK,
          quantity: 1_000,
          price: null,
          fromDate: h.exchange.today,
          toDate: h.exchange.today,
          ...order,
        },
      });
    }

    async function placed(...args: Parameters<typeof place>): Promise<ConditionalOrder> {
      const answer = await place(...args);
      if (!answer.ok) throw new Error(`refused ${answer.code}`);
      await h.desk.settle();
      return present(h.desk.conditionalOrder(answer.id));
    }

    /** A crowd trade of 100 at `price`, leaving `rest` more on `restSide` at that price. */
    async function trade(price: number, restSide: "B" | "S" = "B", rest = 0, symbol = STOCK) {
      h.crowd(symbol, restSide === "B" ? "S" : "B", price, 100);
      h.crowd(symbol, restSide, price, 100 + rest);
      await h.desk.settle();
      await h.desk.settle();
    }

    const now = (id: string) => present(h.desk.conditionalOrder(id));

    it("fires a stop once: the child sells at the trigger's crossing, the parent fills with it", async () => {
      await h.sharesIn(account, STOCK, 1_000, reference);
      const stop = await placed({
        kind: "stop",
        side: "S",
        price: floor,
        condition: { kind: "stop", triggerPrice: reference, relation: "LTEQ" },
      });
      expect(stop.status).toBe("PENDING_TRIGGER");
      // A trade above the trigger leaves it waiting; one at it fires it; the crowd's rest buys the child.
      await trade(reference + 100 * Math.ceil((ceiling - reference) / 200));
      expect(now(stop.id).status).toBe("PENDING_TRIGGER");
      await trade(reference, "B", 1_000);
      await h.desk.settle();
      const fired = now(stop.id);
      expect(fired.children).toHaveLength(1);
      expect(fired).toMatchObject({ status: "FILLED", filled: 1_000 });
      const child = present(h.desk.order(present(fired.children[0])));
      expect(child).toMatchObject({ account, side: "S", volume: 1_000, matched: 1_000, userId: "tester" });
      // Later crossings send nothing more.
      await trade(reference - 100, "B", 1_000);
      expect(now(stop.id).children).toHaveLength(1);
    });

    it("checks the child at trigger time: a buy beyond the cash goes REJECTED with the desk's code", async () => {
      const poor = freshAccount();
      account = poor;
      const stop = await placed({
        kind: "stop",
        side: "B",
        price: ceiling,
        condition: { kind: "stop", triggerPrice: reference, relation: "GTEQ" },
      });
      await trade(reference);
      expect(now(stop.id)).toMatchObject({ status: "REJECTED", reason: "96012", children: [] });
    });

    it("cancels a waiting order at once, and refuses to cancel an ended one (40037)", async () => {
      const stop = await placed({
        kind: "stop",
        side: "B",
        price: floor,
        condition: { kind: "stop", triggerPrice: floor, relation: "LTEQ" },
      });
      expect(await h.desk.cancelConditional(account, stop.id)).toEqual({ ok: true, id: stop.id });
      expect(now(stop.id).status).toBe("CANCELED");
      expect(await h.desk.cancelConditional(account, stop.id)).toEqual({ ok: false, code: 40037 });
      expect(await h.desk.cancelConditional("SOMEONEELSE1", stop.id)).toMatchObject({ ok: false });
    });

    it("edits only while waiting (40036)", async () => {
      const stop = await placed({
        kind: "stop",
        side: "B",
        price: floor,
        condition: { kind: "stop", triggerPrice: floor, relation: "LTEQ" },
      });
      const edit = {
        quantity: 500,
        condition: { kind: "stop" as const, triggerPrice: floor + 100, relation: "LTEQ" as const },
      };
      expect(await h.desk.editConditional(account, stop.id, edit)).toEqual({ ok: true, id: stop.id });
      expect(now(stop.id)).toMatchObject({ quantity: 500, condition: edit.condition });
      await h.desk.cancelConditional(account, stop.id);
      expect(await h.desk.editConditional(account, stop.id, edit)).toEqual({ ok: false, code: 40036 });
    });

    it("answers a retried refId with the first order, across a restart of the desk", async () => {
      const request = {
        kind: "stop" as const,
        side: "B" as const,
        price: floor,
        condition: { kind: "stop" as const, triggerPrice: floor, relation: "LTEQ" as const },
      };
      const first = await place(request, `retry-${account}`);
      const again = await place(request, `retry-${account}`);
      expect(again).toEqual(first);
      await h.reopen();
      expect(await place(request, `retry-${account}`)).toEqual(first);
      expect(h.desk.conditionalOrdersOf(account)).toHaveLength(1);
    });

    it("keeps a fired order fired across a restart: the replayed crossing sends no second child", async () => {
      await h.sharesIn(account, STOCK, 1_000, reference);
      const stop = await placed({
        kind: "stop",
        side: "S",
        price: ceiling,
        condition: { kind: "stop", triggerPrice: reference, relation: "LTEQ" },
      });
      await trade(reference);
      const fired = now(stop.id);
      expect(fired).toMatchObject({ status: "TRIGGERED" });
      expect(fired.children).toHaveLength(1);
      await h.reopen();
      expect(now(stop.id)).toEqual(fired);
      await trade(reference);
      expect(now(stop.id).children).toEqual(fired.children);
      const stored = (await loadLedger(database().db, DAY)).conditionals.find(
        (order) => order.id === stop.id,
      );
      expect(stored).toEqual(now(stop.id));
    });

    it("TCO: effective today, its day order goes at once for the whole volume", async () => {
      const tco = await placed({ kind: "tco", side: "B", price: floor, condition: { kind: "daily" } });
      expect(tco.status).toBe("TRIGGERED");
      expect(present(h.desk.order(present(tco.children[0])))).toMatchObject({
        volume: 1_000,
        limitPrice: floor,
      });
    });

    it(`refuses the ${MAX_LIVE_CONDITIONAL_ORDERS + 1}th live order of an account (40038)`, async () => {
      const request = {
        kind: "stop" as const,
        side: "B" as const,
        price: floor,
        condition: { kind: "stop" as const, triggerPrice: floor, relation: "LTEQ" as const },
      };
      for (let i = 0; i < MAX_LIVE_CONDITIONAL_ORDERS; i++) expect((await place(request)).ok).toBe(true);
      expect(await place(request)).toEqual({ ok: false, code: 40038 });
    });

    it("expires what its validity ends at the close; untriggered orders of longer validity stay", async () => {
      const today = await placed({
        kind: "stop",
        side: "B",
        price: floor,
        condition: { kind: "stop", triggerPrice: floor, relation: "LTEQ" },
      });
      const later = await placed({
        kind: "stop",
        side: "B",
        price: floor,
        toDate: "2099-12-31",
        condition: { kind: "stop", triggerPrice: floor, relation: "LTEQ" },
      });
      await h.moveTo("15:30", h.exchange.today);
      expect(now(today.id).status).toBe("EXPIRED");
      expect(now(later.id).status).toBe("PENDING_TRIGGER");
    });
    it("SL/TP: the buy goes at once; each fill arms its own exit, which fires once at the take-profit after T+2", async () => {
      // The next morning (the tests before end at the close); its shares settle on T+2, 2025-03-13.
      await h.moveTo("09:20", "2025-03-11");
      ({ reference, floor } = present(h.exchange.day(STOCK)));
      // Two steps above the reference: a valid price on every HOSE tick size, inside the band on T+2 too.
      const takeProfit = reference + 200;
      const sltp = await placed({
        kind: "sl_tp",
        side: "B",
        price: reference,
        toDate: "2025-03-31",
        condition: {
          kind: "exits-per-fill",
          exits: { by: "price", takeProfit, stopLoss: floor },
          spread: 0,
        },
      });
      expect(sltp.status).toBe("TRIGGERED");
      expect(sltp.children).toHaveLength(1);
      // The crowd sells 400 into the buy: one fill, one armed exit of 400, from the shares' settlement.
      h.crowd(STOCK, "S", reference, 400);
      await h.desk.settle();
      expect(now(sltp.id)).toMatchObject({ status: "PARTIAL_FILLED", filled: 400 });
      const exits = h.desk.conditionalOrdersOf(account).filter((order) => order.parentId === sltp.id);
      expect(exits).toHaveLength(1);
      const exit = present(exits[0]);
      expect(exit).toMatchObject({
        quantity: 400,
        status: "PENDING_TRIGGER",
        fromDate: "2025-03-13",
        condition: { kind: "bracket", takeProfit },
      });
      // The shares cannot be sold yet: a crossing today is not the exit's.
      await trade(takeProfit);
      expect(now(exit.id).status).toBe("PENDING_TRIGGER");
      await h.moveTo("13:05", "2025-03-13");
      await trade(takeProfit);
      expect(now(exit.id)).toMatchObject({ status: "TRIGGERED", firedLeg: "TP" });
      expect(present(h.desk.order(present(now(exit.id).children[0])))).toMatchObject({
        side: "S",
        volume: 400,
      });
    });

    it("trailing stop: its best follows each new high and never falls back; a retracement by its distance sells at the trade less the spread", async () => {
      const { reference: quiet } = present(h.exchange.day(QUIET));
      const step = 50;
      await h.sharesIn(account, QUIET, 1_000, quiet);
      const trailing = await placed({
        kind: "trailing_stop",
        symbol: QUIET,
        side: "S",
        condition: {
          kind: "trailing",
          distance: { kind: "amount", amount: 3 * step },
          spread: step,
          best: null,
        },
      });
      const at = (price: number, rest = 0) => trade(price, "B", rest, QUIET);
      await at(quiet);
      expect(now(trailing.id).condition).toMatchObject({ best: quiet });
      await at(quiet + 2 * step);
      expect(now(trailing.id).condition).toMatchObject({ best: quiet + 2 * step });
      // Back to the reference: above the level (best − 3 steps), and the best stays where it was.
      await at(quiet);
      expect(now(trailing.id)).toMatchObject({
        status: "PENDING_TRIGGER",
        condition: { best: quiet + 2 * step },
      });
      await at(quiet - step, 1_000);
      const fired = now(trailing.id);
      expect(fired.status).not.toBe("PENDING_TRIGGER");
      expect(fired.children).toHaveLength(1);
      expect(present(h.desk.order(present(fired.children[0])))).toMatchObject({
        side: "S",
        symbol: QUIET,
        volume: 1_000,
        limitPrice: quiet - 2 * step,
      });
    });

    it("trailing stops sharing a best: a new high is one row of their group, and a restart keeps it — neither lower (a late fire) nor higher", async () => {
      const { reference: base } = present(h.exchange.day(TRAILED));
      const step = 50;
      await h.sharesIn(account, TRAILED, 2_000, base);
      const trail = (amount: number) =>
        placed({
          kind: "trailing_stop",
          symbol: TRAILED,
          side: "S",
          condition: { kind: "trailing", distance: { kind: "amount", amount }, spread: 0, best: base },
        });
      const near = await trail(2 * step);
      const far = await trail(4 * step);
      const at = (price: number, rest = 0) => trade(price, "B", rest, TRAILED);
      const high = base + 3 * step;
      await at(high);
      const db = database().db;
      const groups = await db.select().from(trailingGroups).where(eq(trailingGroups.symbol, TRAILED));
      expect(groups).toEqual([
        { id: expect.any(Number), symbol: TRAILED, side: "S", best: high, mergedInto: null },
      ]);
      // The orders' rows were not written for the new high: they name the group, which holds it.
      const rows = await db
        .select({ condition: conditionalOrders.condition })
        .from(conditionalOrders)
        .where(inArray(conditionalOrders.id, [near.id, far.id]));
      for (const row of rows) expect(row.condition).toMatchObject({ best: base, group: groups[0]?.id });
      expect((await conditionalOrderById(db, near.id))?.condition).toMatchObject({ best: high });

      await h.reopen();
      expect(now(near.id).condition).toMatchObject({ best: high });
      expect(now(far.id).condition).toMatchObject({ best: high });
      // Two steps under the high: the near stop's level (it would wait for base − 2 steps with the
      // placement's best); the far one's is two steps lower still.
      await at(high - 2 * step, 1_000);
      expect(now(near.id).status).not.toBe("PENDING_TRIGGER");
      expect(now(far.id)).toMatchObject({ status: "PENDING_TRIGGER", condition: { best: high } });
      await h.reopen();
      expect(now(far.id)).toMatchObject({ status: "PENDING_TRIGGER", condition: { best: high } });
    });

    it("TCO: its day order expires at the close, the next day's goes at the open, and it expires after its last day", async () => {
      const next = nextTradingDay(h.exchange.today, []);
      const tco = await placed({
        kind: "tco",
        side: "B",
        quantity: 100,
        price: present(h.exchange.day(STOCK)).floor,
        toDate: next,
        condition: { kind: "daily" },
      });
      expect(tco.children).toHaveLength(1);
      await h.moveTo("09:20", next);
      const second = now(tco.id);
      expect(second.children).toHaveLength(2);
      expect(second.status).toBe("TRIGGERED");
      expect(present(h.desk.order(present(second.children[1])))).toMatchObject({
        tradeDate: next,
        volume: 100,
      });
      await h.moveTo("15:30", next);
      expect(now(tco.id).status).toBe("EXPIRED");
    });

    it("OCO on a future: the first leg crossed closes the position; its twin goes with it", async () => {
      const future = present(
        testUniverse()
          .instruments.filter(
            (definition) => definition.kind === "INDEX_FUTURE" && definition.underlying === "VN30",
          )
          .map((definition) => definition.symbol)
          .sort()[1],
      );
      // The next morning's continuous session (the test before ends after the close).
      await h.moveTo("09:20", nextTradingDay(h.exchange.today, []));
      const derivatives = `${freshAccount().slice(0, -1)}8`;
      account = derivatives;
      await h.deposit(derivatives, 500_000_000);
      const { reference: price } = present(h.exchange.day(future));
      // Long one contract, then an OCO to close it at one point up or one point down.
      h.crowd(future, "S", price, 1);
      expect((await h.place({ account: derivatives, symbol: future, side: "B", price, volume: 1 })).ok).toBe(
        true,
      );
      await h.desk.settle();
      const oco = await placed({
        market: "derivative",
        kind: "oco",
        symbol: future,
        side: "B",
        quantity: 1,
        condition: { kind: "bracket", takeProfit: price + 100, stopLoss: price - 100, spread: 0 },
      });
      expect(oco.status).toBe("PENDING_TRIGGER");
      await trade(price + 100, "B", 1, future);
      const fired = now(oco.id);
      expect(fired).toMatchObject({ firedLeg: "TP" });
      expect(fired.children).toHaveLength(1);
      expect(present(h.desk.order(present(fired.children[0])))).toMatchObject({
        side: "S",
        volume: 1,
        limitPrice: price + 100,
      });
      // The stop-loss is gone with it: a fall through it sends nothing.
      await trade(price - 100, "B", 0, future);
      expect(now(oco.id).children).toEqual(fired.children);
    });
  });
});
