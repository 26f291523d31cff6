/**
 * Type-level rules: `npm run typecheck` compiles this file and Vitest never runs it, so a rule
 * that stops holding fails the compile.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { ChannelMessage, ServerToClientEvents, SocketChannel } from "./socket";

describe("realtime socket (price-board §4, §7; order-entry §7; accounts-session §4)", () => {
  it("gives every message a sequence number", () => {
    expectTypeOf<ChannelMessage<SocketChannel>>().toExtend<{ readonly seq: number }>();
  });

  it("types each channel's message", () => {
    expectTypeOf<ChannelMessage<"aggregatemarket">>().toExtend<{ ptValue: number; ptVol: number }>();
    expectTypeOf<ChannelMessage<"board">["id"]>().toEqualTypeOf<3210 | 3310>();
    expectTypeOf<ChannelMessage<"stock">["id"]>().toEqualTypeOf<3220 | 3250>();
    expectTypeOf<ChannelMessage<"boardps">["id"]>().toEqualTypeOf<3210 | 3211 | 3310>();
    expectTypeOf<ChannelMessage<"soddlot">["id"]>().toEqualTypeOf<9100>();
    expectTypeOf<ChannelMessage<"stock_bond">["id"]>().toEqualTypeOf<5220>();
    expectTypeOf<ChannelMessage<"board_bond">["id"]>().toEqualTypeOf<5310>();
    expectTypeOf<ChannelMessage<"etfinav">>().toHaveProperty("iNav");
    expectTypeOf<ChannelMessage<"etfiindex">>().toHaveProperty("iIndex");
    expectTypeOf<ChannelMessage<"spt">["type"]>().toEqualTypeOf<"PTM" | "PTB" | "PTS">();
    expectTypeOf<ServerToClientEvents["index"]>().toEqualTypeOf<(message: ChannelMessage<"index">) => void>();
  });
});
