/**
 * Derivative rows and messages for this folder's tests, shaped as the server sends them
 * (VN30F2602 as the demo market answered at 09:20; other contracts by override).
 */
import {
  MESSAGE_IDS,
  type BookLevel,
  type DerivativeMatchMessage,
  type DerivativeRow,
  type Side,
  type TenLevelBookMessage,
} from "@bangia/market";

export function derivativeRow(sym: string, overrides: Partial<DerivativeRow> = {}): DerivativeRow {
  return {
    sym,
    seq: 63,
    r: 194_740,
    c: 208_370,
    f: 181_110,
    lastPrice: 194_580,
    lv: 2,
    change: -160,
    lot: 9,
    avePrice: 194_569,
    highPrice: 194_620,
    lowPrice: 194_520,
    oi: 9,
    fBVol: 0,
    fSVolume: 0,
    overBuy: 305,
    overSell: 217,
    productId: sym.startsWith("VN100") ? "VN100F" : sym.startsWith("GB") ? sym.slice(0, 5) : "VN30F",
    matureDate: "20260219",
    price1: 194_570,
    price2: 194_560,
    price3: 194_550,
    price4: 194_590,
    price5: 194_600,
    price6: 194_610,
    vol1: 118,
    vol2: 61,
    vol3: 28,
    vol4: 32,
    vol5: 31,
    vol6: 86,
    g1: "194570|118|d",
    g2: "194560|61|d",
    g3: "194550|28|d",
    g4: "194590|32|d",
    g5: "194600|31|d",
    g6: "194610|86|d",
    g7: "305|217|",
    ...overrides,
  };
}

export function bookMessage(
  sym: string,
  side: Side,
  ndata: readonly BookLevel[],
  seq = 64,
): TenLevelBookMessage {
  return { id: MESSAGE_IDS.TEN_LEVEL_BOOK, sym, side, ndata, seq };
}

export function matchMessage(
  sym: string,
  fields: Partial<DerivativeMatchMessage> = {},
): DerivativeMatchMessage {
  return {
    id: MESSAGE_IDS.MATCH,
    sym,
    seq: 64,
    lastPrice: 194_600,
    lastVol: 3,
    change: -140,
    changePc: -0.07,
    totalVol: 12,
    hp: 194_620,
    lp: 194_520,
    ap: 194_580,
    cl: "d",
    time: "09:21:05",
    side: "S",
    oi: 12,
    ...fields,
  };
}
