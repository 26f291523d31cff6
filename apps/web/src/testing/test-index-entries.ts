/**
 * Index entries for the tests, shaped as getlistindexdetail and the `index` channel send them.
 */
import type { IndexEntry } from "@bangia/market";

/** VN-Index at 09:20:22, open, down 0.81 (31 up, 33 down, 341 unchanged), unless `fields` say otherwise. */
export function indexEntry(fields: Partial<IndexEntry> = {}): IndexEntry {
  return {
    seq: 1,
    mc: "10",
    cIndex: 175_401,
    oIndex: 175_482,
    vol: 1_091_500,
    value: 39_241_055_000,
    status: "O",
    ot: "-81|-0.05|39241055000|31|33|341",
    time: "09:20:22",
    ...fields,
  };
}
