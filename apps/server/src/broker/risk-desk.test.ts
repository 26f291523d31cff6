/**
 * The risk engine in the order desk, on constructed price paths: a margin account called, then
 * sold just enough once its shares fall below the force line; a derivatives account closed out
 * once its usage passes the close-out level. The plans' arithmetic is proven in risk/*.test.ts;
 * here the desk acts on them — when, through which orders, told to whom, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog } from "../db/schema";
import { embeddedBackend, useTestDatabase } from "../db/test-support/test-backends";
import { testUniverse } from "../market/rows/test-support/test-market";
import type { AccountNotice } from "./account-notice";
import { DEFAULT_MARGIN_POLICY } from "./ledger/margin-rules";
import { RISK_DESK_USER } from "./order-desk";
import { openHarness, type Harness } from "./test-support/desk-harness";
import { present } from "./test-support/present";

const STOCK = "FPT";
/** Lines close to the account's starting ratio (52.6%): a 5% fall calls it, a 7% fall forces a sale. */
const POLICY = {
  ...DEFAULT_MARGIN_POLICY,
  ratio: { convention: "equity-to-assets" as const, maintenancePpm: 510_000, forceSalePpm: 495_000 },
};

describe("the risk engine in the order desk", () => {
  const database = useTestDatabase(embeddedBackend);
  let h: Harness;
  const notices: AccountNotice[] = [];
  const stamp = `${Date.now() % 1e7}`;
  const margin = `K${stamp}6`;

  beforeAll(async () => {
    h = await openHarness(database(), "09:20", { margin: POLICY });
    h.desk.onAccountNotice((notice) => notices.push(notice));
  });
  afterAll(async () => {
    await h.desk.close();
  });

  /** The crowd trades 100 shares of `symbol` at `price` among itself: the mark moves there. */
  async function markAt(symbol: string, price: number) {
    h.crowd(symbol, "S", price, 100);
    h.crowd(symbol, "B", price, 100);
    await h.desk.settle();
    await h.desk.settle();
  }

  it("calls a margin account as its ratio falls below the call line, then sells just enough below the force line", async () => {
    const day = present(h.exchange.day(STOCK));
    const price = day.reference;
    // 10,000 settled shares, and 9,000 more bought on margin: a loan of 90% of the shares' value.
    await h.sharesIn(margin, STOCK, 10_000, price);
    h.crowd(STOCK, "S", price, 9_000);
    expect((await h.place({ account: margin, symbol: STOCK, side: "B", price, volume: 9_000 })).ok).toBe(
      true,
    );
    await h.desk.settle();
    expect(notices.filter((notice) => notice.account === margin)).toEqual([]);

    // A 5% fall: called, nothing sold.
    const fivePercent = Math.round((price * 0.95) / 100) * 100;
    await markAt(STOCK, fivePercent);
    expect(notices.filter((notice) => notice.account === margin).map((notice) => notice.kind)).toEqual([
      "margin.call",
    ]);
    expect(h.desk.ordersOf(margin).filter((order) => order.userId === RISK_DESK_USER)).toEqual([]);

    // The floor: below the force line — sale orders of the settled shares, at the floor, in lots.
    await markAt(STOCK, day.floor);
    expect(notices.filter((notice) => notice.account === margin).map((notice) => notice.kind)).toEqual([
      "margin.call",
      "margin.force",
    ]);
    const sales = h.desk.ordersOf(margin).filter((order) => order.userId === RISK_DESK_USER);
    expect(sales.length).toBeGreaterThan(0);
    const sold = sales.reduce((sum, order) => sum + order.volume, 0);
    for (const order of sales)
      expect(order).toMatchObject({ side: "S", symbol: STOCK, priceType: "LO", limitPrice: day.floor });
    expect(sold % 100).toBe(0);
    // Just enough: far less than the 10,000 sellable shares.
    expect(sold).toBeLessThan(10_000);
    // One sale at a time: the next trade at the floor places nothing more while it works.
    await markAt(STOCK, day.floor);
    expect(h.desk.ordersOf(margin).filter((order) => order.userId === RISK_DESK_USER)).toHaveLength(
      sales.length,
    );
    // Audited, in the batch that placed it.
    const audited = await database().db.select().from(auditLog).where(eq(auditLog.action, "risk.force-sale"));
    expect(audited.filter((entry) => entry.detail.account === margin)).toHaveLength(sales.length);
  });

  it("tells the account in both languages", async () => {
    const { accountNoticeText } = await import("./account-notice");
    const call = present(
      notices.find((notice) => notice.account === margin && notice.kind === "margin.call"),
    );
    const text = accountNoticeText(call);
    expect(text.vi).toContain("gọi ký quỹ");
    expect(text.en).toContain("Margin call");
    expect(text.en).toMatch(/ratio \d+\.\d{2}%/);
  });

  it("a future's forced close: usage past the close-out level closes just enough of the position", async () => {
    const future = present(
      testUniverse()
        .instruments.filter(
          (definition) => definition.kind === "INDEX_FUTURE" && definition.underlying === "VN30",
        )
        .map((definition) => definition.symbol)
        .sort()[1],
    );
    const account = `F${stamp}8`;
    const day = present(h.exchange.day(future));
    const price = day.reference;
    // Initial margin per contract: 17% of the notional (price in hundredths of a point × 1,000 VND).
    const perContract = Math.ceil(price * 170);
    // Long 4 at the reference with 5.2 contracts' margin: usage about 77%, under the 80% cap.
    await h.deposit(account, Math.round(perContract * 5.2));
    h.crowd(future, "S", price, 4);
    expect((await h.place({ account, symbol: future, side: "B", price, volume: 4 })).ok).toBe(true);
    await h.desk.settle();
    // The floor: the open loss eats the margin — past 100% usage, a close of part of the position.
    await markAtFuture(future, day.floor);
    const kinds = notices.filter((notice) => notice.account === account).map((notice) => notice.kind);
    expect(kinds).toContain("futures.force-close");
    const closes = h.desk.ordersOf(account).filter((order) => order.userId === RISK_DESK_USER);
    expect(closes.length).toBeGreaterThan(0);
    for (const order of closes) expect(order.side).toBe("S");
    expect(closes.reduce((sum, order) => sum + order.volume, 0)).toBeLessThanOrEqual(4);
  });

  async function markAtFuture(symbol: string, price: number) {
    h.crowd(symbol, "S", price, 1);
    h.crowd(symbol, "B", price, 1);
    await h.desk.settle();
    await h.desk.settle();
  }
});
