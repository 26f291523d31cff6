import { describe, expect, it } from "vitest";
import { DEFAULT_REPLAY_DAY, parseReplayCsv, ReplayInputError } from "./replay-rows";
import { instantOf } from "./replay-time";

const HEADER = "time,action,symbol,side,type,price,volume,account,client_id,ref";
const file = (...rows: string[]) => [HEADER, ...rows].join("\n");
const BUY = "09:20:00,new,AAA,B,LO,20000,100,acc,c1,";

describe("reading the replay file", () => {
  it("reads each action into an input", () => {
    const { rows, firstDay } = parseReplayCsv(
      file(
        BUY,
        "09:20:01,new,aaa,s,mtl,,200,acc2,c2,",
        "09:20:02,replace,,,,20050,,,,c1",
        "09:20:03,cancel,,,,,,other,,c1",
        "09:25:00,advance,,,,,,,,",
      ),
    );
    expect(firstDay).toBe(DEFAULT_REPLAY_DAY);
    expect(rows.map((row) => row.input)).toEqual([
      {
        action: "new",
        symbol: "AAA",
        side: "B",
        priceType: "LO",
        price: 20_000,
        volume: 100,
        account: "acc",
        clientId: "c1",
      },
      {
        action: "new",
        symbol: "AAA",
        side: "S",
        priceType: "MTL",
        price: null,
        volume: 200,
        account: "acc2",
        clientId: "c2",
      },
      { action: "replace", ref: "c1", account: "", price: 20_050, volume: null },
      { action: "cancel", ref: "c1", account: "other", price: null, volume: null },
      { action: "advance" },
    ]);
    expect(rows.map((row) => [row.row, row.line])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
    ]);
    expect(rows[0]?.time).toBe(instantOf(DEFAULT_REPLAY_DAY, 9 * 3_600 + 20 * 60));
  });

  it("takes the first day from --date, else from the first row's date", () => {
    expect(parseReplayCsv(file(BUY), "2026-03-02").firstDay).toBe("2026-03-02");
    const { firstDay, rows } = parseReplayCsv(
      file("2026-03-03 09:20:00,advance,,,,,,,,", "09:30:00,advance,,,,,,,,"),
    );
    expect(firstDay).toBe("2026-03-03");
    // A bare time is on the day of the row before it.
    expect(rows[1]?.time).toBe(instantOf("2026-03-03", 9 * 3_600 + 30 * 60));
  });

  it("accepts the columns in any order and a type left empty as LO", () => {
    const { rows } = parseReplayCsv(
      "ref,client_id,account,volume,price,type,side,symbol,action,time\n,c1,acc,100,20000,,B,AAA,new,09:20:00",
    );
    expect(rows[0]?.input).toMatchObject({ priceType: "LO", price: 20_000, clientId: "c1" });
  });

  it.each([
    [
      "an unknown action",
      file("09:20:00,buy,AAA,B,LO,20000,100,acc,c1,"),
      /row 1 \(line 2\): unknown action "buy"/,
    ],
    [
      "a bad number",
      file("09:20:00,new,AAA,B,LO,20.5,100,acc,c1,"),
      /row 1 \(line 2\): bad number in price: "20.5"/,
    ],
    ["a negative volume", file("09:20:00,new,AAA,B,LO,20000,-100,acc,c1,"), /bad number in volume/],
    ["an unknown ref", file(BUY, "09:21:00,cancel,,,,,,,,c9"), /row 2 \(line 3\): unknown ref "c9"/],
    ["a ref to a later row", file("09:19:00,cancel,,,,,,,,c1", BUY), /row 1 \(line 2\): unknown ref "c1"/],
    ["a cancel without ref", file(BUY, "09:21:00,cancel,,,,,,,,"), /needs a ref/],
    [
      "rows out of time order",
      file(BUY, "09:19:59,advance,,,,,,,,"),
      /row 2 \(line 3\): .*rows must be in time order/,
    ],
    ["a bad time", file("9:20,advance,,,,,,,,"), /bad time "9:20"/],
    ["a bad side", file("09:20:00,new,AAA,X,LO,20000,100,acc,c1,"), /bad side "X"/],
    ["an unknown order type", file("09:20:00,new,AAA,B,MP,,100,acc,c1,"), /unknown order type "MP"/],
    ["an LO without price", file("09:20:00,new,AAA,B,LO,,100,acc,c1,"), /needs a price/],
    ["an ATO with a price", file("09:05:00,new,AAA,B,ATO,20000,100,acc,c1,"), /ATO order carries no price/],
    ["a new order without account", file("09:20:00,new,AAA,B,LO,20000,100,,c1,"), /needs an account/],
    ["a new order without volume", file("09:20:00,new,AAA,B,LO,20000,,acc,c1,"), /needs a volume/],
    [
      "a row before the first day",
      "time,action,symbol,side,type,price,volume,account,client_id,ref\n2026-02-09 09:00:00,advance,,,,,,,,",
      /before the first day/,
    ],
    [
      "an unknown column",
      "time,action,symbol,side,type,price,volume,account,client_id,ref,note\n",
      /unknown column "note"/,
    ],
    [
      "a missing column",
      "time,action,symbol,side,type,price,volume,account,client_id\n",
      /lacks the column "ref"/,
    ],
    [
      "a repeated column",
      "time,action,symbol,side,type,price,volume,account,client_id,ref,time\n",
      /names the column "time" twice/,
    ],
    ["a ragged row", file("09:20:00,advance"), /not a valid CSV file/],
    ["an empty file", "", /empty/],
  ])("stops at %s", (_, text, message) => {
    const parse = () => parseReplayCsv(text, text.includes("2026-02-09") ? "2026-02-10" : undefined);
    expect(parse).toThrow(ReplayInputError);
    expect(parse).toThrow(message);
  });
});
