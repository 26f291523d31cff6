import { describe, expect, expectTypeOf, it } from "vitest";
import {
  CLIENT_EVENTS,
  MESSAGE_IDS,
  ORDER_NOTICE_CHANNEL,
  SOCKET_CHANNELS,
  type ChannelMessage,
  type ClientToServerEvents,
  type OrderNotice,
  type ServerToClientEvents,
  type SocketChannel,
  type TradingSessionMessage,
} from "./socket";
import { encodeRegs } from "./regs";

/** A stand-in for a typed Socket.IO client's emit. */
function recorder() {
  const sent: [string, unknown][] = [];
  const emit = <E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ) => {
    sent.push([event, args[0]]);
  };
  return { sent, emit };
}

describe("realtime socket (price-board §4, §7; order-entry §7; accounts-session §4)", () => {
  it("names the spec's channels and the private order-notice channel", () => {
    expect(SOCKET_CHANNELS).toEqual([
      "index",
      "boardps",
      "stockps",
      "aggregatemarket",
      "spt",
      "soddlot",
      "board",
      "stock",
      "stock_bond",
      "board_bond",
      "etfiindex",
      "etfinav",
      "snews",
      "refreshinfo",
      "tradingsesder",
      "ordernotice",
      "accountnotice",
    ]);
    expect(ORDER_NOTICE_CHANNEL).toBe("ordernotice");
    // Every event the server emits is a channel, except the opt-in bundle that carries them.
    expectTypeOf<SocketChannel>().toEqualTypeOf<Exclude<keyof ServerToClientEvents, "bundle">>();
  });

  it("keeps the spec's message ids, each once", () => {
    expect(MESSAGE_IDS).toEqual({
      DEPTH: 3210,
      TEN_LEVEL_BOOK: 3211,
      MATCH: 3220,
      FOREIGN: 3250,
      OVER_BUY_SELL: 3310,
      INAV: 4101,
      IINDEX: 4102,
      BOND_QUOTE: 5310,
      BOND_MATCH: 5220,
      ODD_LOT: 9100,
    });
    expect(new Set(Object.values(MESSAGE_IDS)).size).toBe(Object.values(MESSAGE_IDS).length);
  });

  it("narrows a match message by id", () => {
    const lastPrice = (message: ChannelMessage<"stock">): number | undefined =>
      message.id === MESSAGE_IDS.MATCH ? message.lastPrice : message.fRoom;
    expect(lastPrice({ id: 3250, sym: "FPT", fBVol: 1, fSVolume: 2, fRoom: 3, seq: 1 })).toBe(3);
  });

  it("tells a derivatives-board state from a cash-market status", () => {
    const status = (message: TradingSessionMessage): string =>
      message.boardID === "INDEX" ? message.state : `${message.marketCode}:${message.marketStatus}`;
    expect(status({ boardID: "INDEX", state: "O", seq: 1 })).toBe("O");
    expect(status({ marketCode: "10", marketStatus: "A", seq: 2 })).toBe("10:A");
  });

  it("sends status_code on securities notices and statusCode on derivatives notices, never both", () => {
    const common = {
      orderNo: "1",
      accountCode: "0001231",
      symbol: "FPT",
      side: "B",
      volume: 100,
      matchVolume: 100,
      showPrice: 121_500,
      type: "M",
      seq: 1,
    } as const;
    const stock: OrderNotice = { ...common, status_code: "7" };
    const derivative: OrderNotice = { ...common, statusCode: "PM" };
    expect([stock.status_code, derivative.statusCode]).toEqual(["7", "PM"]);
    // @ts-expect-error both status fields at once
    const both: OrderNotice = { ...common, status_code: "7", statusCode: "PM" };
    expect(both.orderNo).toBe("1");
  });

  it("emits regs as JSON text or an object, and refuses an unknown action", () => {
    const { sent, emit } = recorder();
    emit("regs", encodeRegs("join", ["FPT"]));
    emit("regs", { action: "leave", list: "FPT" });
    emit("regsorder", { sid: "s", acc: "0001231", key: "u" });
    // @ts-expect-error an action other than join or leave
    emit("regs", { action: "subscribe", list: "FPT" });
    expect(sent.map(([event]) => event)).toEqual(["regs", "regs", "regsorder", "regs"]);
    expect(CLIENT_EVENTS).toEqual({ REGS: "regs", REGS_ORDER: "regsorder" });
    expectTypeOf<keyof ClientToServerEvents>().toEqualTypeOf<"regs" | "regsorder">();
  });
});
