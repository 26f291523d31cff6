/**
 * Rows of the other boards' kinds (derivative, odd lot, bond) and their socket messages, shaped
 * as the server sends them, for the realtime and board tests.
 */
import {
  MESSAGE_IDS,
  type BondMatchMessage,
  type BondQuoteMessage,
  type BondRow,
  type DerivativeMatchMessage,
  type DerivativeRow,
  type OddLotMessage,
  type OddLotRow,
  type TenLevelBookMessage,
} from "@bangia/market";
import { quoteRow } from "./test-quotes";

/** A VN30 index future as getpsalldatalsnapshot answers it (prices in hundredths of a point). */
export function derivativeRow(sym: string, overrides: Partial<DerivativeRow> = {}): DerivativeRow {
  return {
    sym,
    seq: 10,
    r: 134_560,
    c: 143_970,
    f: 125_150,
    lastPrice: 135_000,
    lv: 12,
    change: 440,
    lot: 180_250,
    avePrice: 134_870,
    highPrice: 135_500,
    lowPrice: 134_100,
    oi: 41_020,
    fBVol: 1_250,
    fSVolume: 980,
    overBuy: 3_400,
    overSell: 2_900,
    productId: "VN30F",
    matureDate: "20261217",
    price1: 134_990,
    price2: 134_980,
    price3: 134_970,
    price4: 135_000,
    price5: 135_010,
    price6: 135_020,
    vol1: 25,
    vol2: 40,
    vol3: 18,
    vol4: 30,
    vol5: 22,
    vol6: 15,
    g1: "134990|25|i",
    g2: "134980|40|i",
    g3: "134970|18|i",
    g4: "135000|30|i",
    g5: "135010|22|i",
    g6: "135020|15|i",
    g7: "3400|2900|",
    ...overrides,
  };
}

export function derivativeMatchMessage(
  sym: string,
  seq: number,
  overrides: Partial<DerivativeMatchMessage> = {},
): DerivativeMatchMessage {
  return {
    id: MESSAGE_IDS.MATCH,
    sym,
    seq,
    lastPrice: 135_100,
    lastVol: 7,
    change: 540,
    changePc: 0.4,
    totalVol: 180_257,
    hp: 135_500,
    lp: 134_100,
    ap: 134_880,
    cl: "i",
    time: "10:15:02",
    side: "B",
    oi: 41_025,
    ...overrides,
  };
}

export function tenLevelBookMessage(sym: string, seq: number, side: "B" | "S" = "B"): TenLevelBookMessage {
  return {
    id: MESSAGE_IDS.TEN_LEVEL_BOOK,
    sym,
    seq,
    side,
    ndata: [
      { price: 134_990, vol: 25 },
      { price: 134_980, vol: 40 },
    ],
  };
}

/** A HOSE odd-lot row: the stock row and three odd-lot levels a side. */
export function oddLotRow(sym: string, overrides: Partial<OddLotRow> = {}): OddLotRow {
  return {
    ...quoteRow(sym),
    bp1: 22_900,
    bp2: 22_850,
    bp3: 22_800,
    bv1: 55,
    bv2: 30,
    bv3: 12,
    sp1: 23_000,
    sp2: 23_050,
    sp3: 23_100,
    sv1: 40,
    sv2: 25,
    sv3: 9,
    ...overrides,
  } as OddLotRow;
}

export function oddLotMessage(
  sym: string,
  seq: number,
  overrides: Partial<OddLotMessage> = {},
): OddLotMessage {
  return {
    id: MESSAGE_IDS.ODD_LOT,
    sym,
    seq,
    bp1: 22_950,
    bp2: 22_900,
    bp3: 22_850,
    bv1: 60,
    bv2: 55,
    bv3: 30,
    sp1: 23_000,
    sp2: 23_050,
    sp3: 23_100,
    sv1: 40,
    sv2: 25,
    sv3: 9,
    // The odd-lot board's own match: 12 shares one tick up, 1,230 shares today.
    lastPrice: 23_000,
    lastVolume: 12,
    ot: 50,
    changePc: 0.22,
    lot: 1_230,
    avePrice: 22_960,
    highPrice: 23_050,
    lowPrice: 22_900,
    cl: "i",
    ca: "i",
    ch: "i",
    lc: "d",
    ...overrides,
  };
}

/** A private-placement bond row as getlistall_bond answers it. */
export function bondRow(sym: string, overrides: Partial<BondRow> = {}): BondRow {
  return {
    sym,
    seq: 10,
    issuer: "VIC",
    periodRemain: 412,
    PtTotalBidQtty: 1_500,
    PtBestBidQtty: 500,
    PtBestBidPrice: 101_200,
    ptBestOfferPrice: 101_800,
    ptBestOfferQtty: 300,
    PtTotalOfferQtty: 900,
    ptMatchPrice: 101_500,
    ptMatchQtty: 200,
    ptMaxPrice: 101_900,
    ptMaxQtty: 100,
    ptMinPrice: 101_000,
    ptMinQtty: 50,
    PtTotalTradedQtty: 2_000,
    PtTotalTradedValue: 203_000_000,
    ...overrides,
  };
}

export function bondQuoteMessage(
  sym: string,
  seq: number,
  overrides: Partial<BondQuoteMessage> = {},
): BondQuoteMessage {
  return {
    id: MESSAGE_IDS.BOND_QUOTE,
    sym,
    seq,
    PtTotalBidQtty: 1_600,
    PtBestBidQtty: 600,
    PtBestBidPrice: 101_300,
    ptBestOfferPrice: 101_800,
    ptBestOfferQtty: 300,
    PtTotalOfferQtty: 900,
    ...overrides,
  };
}

export function bondMatchMessage(
  sym: string,
  seq: number,
  overrides: Partial<BondMatchMessage> = {},
): BondMatchMessage {
  return {
    id: MESSAGE_IDS.BOND_MATCH,
    sym,
    seq,
    ptMatchPrice: 101_600,
    ptMatchQtty: 100,
    ptMaxPrice: 101_900,
    ptMaxQtty: 100,
    ptMinPrice: 101_000,
    ptMinQtty: 50,
    PtTotalTradedQtty: 2_100,
    PtTotalTradedValue: 213_160_000,
    ...overrides,
  };
}
