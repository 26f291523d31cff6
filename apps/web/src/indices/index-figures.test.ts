import type { IndexEntry, PackedIndexChange } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { indexEntry } from "../testing/test-index-entries";
import { indexFigures, indexName, indexShortName } from "./index-figures";

describe("indexFigures", () => {
  it("reads a live entry: point, signed change and percent, volume in millions, value in billions", () => {
    expect(indexFigures(indexEntry())).toEqual({
      point: "1,754.01",
      change: "-0.81",
      percent: "-0.05%",
      direction: "down",
      volumeMillions: "1.09",
      valueBillions: "39.24",
      up: "31",
      unchanged: "341",
      down: "33",
    });
  });

  it.each<[string, Partial<IndexEntry>, Partial<ReturnType<typeof indexFigures>>]>([
    [
      "a rise is green with a plus sign",
      { cIndex: 128_456, oIndex: 127_000, ot: "1456|1.15|0|210|150|80" },
      { point: "1,284.56", change: "+14.56", percent: "+1.15%", direction: "up" },
    ],
    [
      "no change is the reference colour",
      { cIndex: 100_000, oIndex: 100_000, ot: "0|0|0|0|0|0" },
      { change: "0.00", percent: "0.00%", direction: "reference" },
    ],
    [
      "an unsigned change below the previous close is forced negative (§4)",
      { cIndex: 99_000, oIndex: 100_000, ot: "1000|1|0|1|2|3" },
      { change: "-10.00", percent: "-1.00%", direction: "down" },
    ],
    [
      "a broken ot falls back to the index and the previous close, counts empty",
      { cIndex: 101_000, oIndex: 100_000, ot: "junk" as PackedIndexChange },
      { change: "+10.00", percent: "+1.00%", direction: "up", up: "", unchanged: "", down: "" },
    ],
    [
      "large counts and values are grouped",
      { ot: "-81|-0.05|0|1234|5|6", value: 12_345_678_901_234, vol: 523_456_789 },
      { up: "1,234", valueBillions: "12,345.68", volumeMillions: "523.46" },
    ],
  ])("%s", (_name, fields, expected) => {
    expect(indexFigures(indexEntry(fields))).toMatchObject(expected);
  });
});

describe("indexName", () => {
  it.each([
    ["10", "VN-INDEX"],
    ["02", "HNX-INDEX"],
    ["27", "VN100"],
    ["99", "99"],
  ])("%s is %s", (code, name) => {
    expect(indexName(code)).toBe(name);
  });
});

describe("indexShortName", () => {
  it.each([
    ["10", "VNI"],
    ["02", "HNX"],
    ["03", "UPCOM"],
    ["11", "VN30"],
    ["27", "VN100"],
  ])("%s is %s", (code, name) => {
    expect(indexShortName(code)).toBe(name);
  });
});
