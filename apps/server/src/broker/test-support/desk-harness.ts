/**
 * An order desk over a real exchange (the real universe on a manual clock) and a real database,
 * with a crowd account that makes the other side of the customers' trades.
 */
import {
  ManualClock,
  MarketExchange,
  type DurableOrderEntry,
  type MarketView,
  type OrderEntry,
} from "@bangia/exchange";
import { epochMillisAt, type Side } from "@bangia/market";
import type { SqlConnection } from "../../db/sql-database";
import { databaseOver } from "../../db/open-database";
import { FIRST_DAY, testUniverse } from "../../market/rows/test-support/test-market";
import { addInstruction } from "../ledger-store";
import { OrderDesk, type OrderDeskOptions, type PlaceRequest } from "../order-desk";

export const DAY = FIRST_DAY;
export const at = (time: string, date: string = DAY) => epochMillisAt(date, time);

export interface Harness {
  readonly clock: ManualClock;
  readonly exchange: MarketExchange;
  readonly desk: OrderDesk;
  /** A crowd order on the other side (account SIM-TEST-*). */
  crowd(symbol: string, side: Side, price: number, volume: number): void;
  /** A customer's limit order with a fresh refId (overrides win). */
  place(
    overrides: Partial<PlaceRequest> & Pick<PlaceRequest, "account" | "symbol" | "side" | "volume">,
  ): ReturnType<OrderDesk["place"]>;
  /** Moves the market to `time` (exchange time on the same or another date), ticking the exchange. */
  moveTo(time: string, date?: string): Promise<void>;
  deposit(account: string, amount: number): Promise<void>;
  sharesIn(account: string, symbol: string, volume: number, unitCost: number): Promise<void>;
  /** Reopens a desk over the same database and exchange (a restart of the broker alone). */
  reopen(): Promise<OrderDesk>;
}

let refs = 0;
let crowdIds = 0;

export async function openHarness(
  connection: SqlConnection,
  start = "09:20",
  /** Desk options; a `database` given here replaces the one over `connection` (a faulty one, say). */
  options: Partial<OrderDeskOptions> = {},
): Promise<Harness> {
  const clock = new ManualClock(at(start));
  const exchange = new MarketExchange({ universe: testUniverse(), clock });
  const database = databaseOver("embedded", connection);
  const entry: DurableOrderEntry = { execute: (command) => exchange.execute(command), flush: () => {} };
  const port = { entry, view: exchange as MarketView, clock };
  const openDesk = async () => {
    const desk = await OrderDesk.open({ database, instructionPollMillis: 0, ...options });
    desk.attach(exchange);
    await desk.connect(port);
    return desk;
  };
  let desk = await openDesk();
  const crowdEntry: OrderEntry = exchange;
  const harness: Harness = {
    clock,
    exchange,
    get desk() {
      return desk;
    },
    crowd(symbol, side, price, volume) {
      const result = crowdEntry.execute({
        type: "new",
        clientOrderId: `crowd-${++crowdIds}`,
        account: `SIM-TEST-${side}`,
        symbol,
        side,
        priceType: "LO",
        price,
        volume,
      });
      if (!result.ok) throw new Error(`the crowd order was refused: ${result.code}`);
    },
    place(overrides) {
      return desk.place({
        userId: "tester",
        refId: `ref-${++refs}`,
        priceType: "LO",
        price: 0,
        advance: false,
        outRoom: false,
        ...overrides,
      });
    },
    async moveTo(time, date = DAY) {
      clock.set(at(time, date));
      exchange.tick();
      await desk.settle();
    },
    async deposit(account, amount) {
      await addInstruction(connection.db, {
        account,
        kind: "DEPOSIT",
        asset: "VND",
        amount,
        unitCost: 0,
        note: "",
      });
      await desk.pollInstructions();
    },
    async sharesIn(account, symbol, volume, unitCost) {
      await addInstruction(connection.db, {
        account,
        kind: "SHARES_IN",
        asset: symbol,
        amount: volume,
        unitCost,
        note: "",
      });
      await desk.pollInstructions();
    },
    async reopen() {
      await desk.close();
      desk = await openDesk();
      return desk;
    },
  };
  return harness;
}
