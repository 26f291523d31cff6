import { describe, expect, it } from "vitest";
import { TEST_DAY, tinyUniverse } from "../test-support/tiny-universe";
import { booksCsv, ordersCsv, tradesCsv } from "./replay-report";
import { parseReplayCsv } from "./replay-rows";
import { runReplay } from "./replay-session";

const HEADER = "time,action,symbol,side,type,price,volume,account,client_id,ref";
const replay = (...rows: string[]) =>
  runReplay(parseReplayCsv([HEADER, ...rows].join("\n"), TEST_DAY), { universe: tinyUniverse() });

describe("replaying rows through the exchange", () => {
  it("matches the worked ATO example of market-rules §7 at 09:15 and leaves B3 and S3 on the book", () => {
    const result = replay(
      "09:01:00,new,AAA,B,LO,20100,3000,B1,b1,",
      "09:01:00,new,AAA,B,ATO,,2000,B2,b2,",
      "09:01:00,new,AAA,B,LO,19950,4000,B3,b3,",
      "09:01:00,new,AAA,S,LO,19900,2000,S1,s1,",
      "09:01:00,new,AAA,S,LO,20000,3000,S2,s2,",
      "09:01:00,new,AAA,S,LO,20100,4000,S3,s3,",
      "09:14:59,advance,,,,,,,,",
    );
    // Nothing matches before the end of the call.
    expect(result.trades).toEqual([]);
    const matched = replay(
      "09:01:00,new,AAA,B,LO,20100,3000,B1,b1,",
      "09:01:00,new,AAA,B,ATO,,2000,B2,b2,",
      "09:01:00,new,AAA,B,LO,19950,4000,B3,b3,",
      "09:01:00,new,AAA,S,LO,19900,2000,S1,s1,",
      "09:01:00,new,AAA,S,LO,20000,3000,S2,s2,",
      "09:01:00,new,AAA,S,LO,20100,4000,S3,s3,",
      "09:15:00,advance,,,,,,,,",
    );
    expect(tradesCsv(matched)).toBe(
      [
        "trade_id,time,symbol,board,price,volume,buy_client_id,sell_client_id,aggressor",
        `1,${TEST_DAY} 09:15:00,AAA,lot,20000,2000,b2,s1,`,
        `2,${TEST_DAY} 09:15:00,AAA,lot,20000,3000,b1,s2,`,
        "",
      ].join("\n"),
    );
    expect(booksCsv(matched)).toBe(
      [
        "symbol,board,side,level,price,volume,orders",
        "AAA,lot,B,1,19950,4000,1",
        "AAA,lot,S,1,20100,4000,1",
        "",
      ].join("\n"),
    );
  });

  it("cancels and amends the order a ref names, for its own account unless told otherwise", () => {
    const result = replay(
      "09:20:00,new,AAA,B,LO,19900,500,acc,c1,",
      "09:20:01,replace,,,,,300,,,c1",
      "09:20:02,cancel,,,,,,intruder,,c1",
      "09:20:03,cancel,,,,,,,,c1",
      "09:20:04,cancel,,,,,,,,c1",
    );
    expect(
      result.outcomes.map(({ account, result, orderId, code }) => [account, result, orderId, code]),
    ).toEqual([
      ["acc", "accepted", 1, null],
      ["acc", "accepted", 1, null],
      ["intruder", "rejected", null, "EX-1303"],
      ["acc", "accepted", 1, null],
      ["acc", "rejected", null, "EX-1302"],
    ]);
    expect(result.books).toEqual([]);
  });

  it("reports the exchange's refusals with their code and message in both languages", () => {
    const result = replay(
      "09:20:00,new,AAA,B,ATO,,100,acc,c1,",
      "09:20:01,cancel,,,,,,,,c1",
      "09:20:02,new,ZZZ,B,LO,100,100,acc,c2,",
    );
    const lines = ordersCsv(result).trim().split("\n");
    expect(lines[1]).toBe(
      `1,${TEST_DAY} 09:20:00,new,AAA,B,ATO,,100,acc,c1,,rejected,,40041,ATO orders are only accepted in the opening (ATO) session.,Lệnh ATO chỉ được đặt trong phiên khớp lệnh định kỳ mở cửa.`,
    );
    // The ref names a refused order: the exchange answers that no such order is open.
    expect(lines[2]).toContain(",rejected,,EX-1302,");
    expect(lines[3]).toContain(",rejected,,EX-1001,Unknown symbol.,");
  });

  it("names the aggressor of a continuous trade and runs the close at 14:45 when the clock passes it", () => {
    const result = replay(
      "14:00:00,new,AAA,S,LO,20100,100,s,c1,",
      "14:00:01,new,AAA,B,LO,20100,100,b,c2,",
      "14:31:00,new,AAA,B,LO,20000,200,b,c3,",
      "14:31:01,new,AAA,S,ATC,,200,s,c4,",
      "15:00:00,advance,,,,,,,,",
    );
    expect(
      result.trades.map((trade) => [trade.price, trade.volume, trade.aggressor, trade.buyClientId]),
    ).toEqual([
      [20_100, 100, "B", "c2"],
      [20_000, 200, null, "c3"],
    ]);
    expect(result.books).toEqual([]);
  });
});
