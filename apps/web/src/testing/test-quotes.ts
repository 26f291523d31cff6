/**
 * Quote rows and socket messages for the realtime tests, shaped as the server sends them.
 */
import {
  MESSAGE_IDS,
  type DepthMessage,
  type EtfIindexMessage,
  type EtfInavMessage,
  type ForeignMessage,
  type OverBuySellMessage,
  type ShareQuote,
  type StockMatchMessage,
  type StockQuote,
} from "@bangia/market";

/** A HOSE share row as getliststockdata answers it. */
export function quoteRow(sym: string, overrides: Partial<StockQuote> = {}): StockQuote {
  const row: ShareQuote = {
    sym,
    seq: 10,
    r: 22_950,
    c: 24_550,
    f: 21_350,
    lastPrice: 22_950,
    lastVolume: 15_900,
    ot: 0,
    changePc: 0,
    avePrice: 22_933,
    highPrice: 23_000,
    lowPrice: 22_900,
    lot: 253_400,
    price1: 22_950,
    price2: 22_900,
    price3: 22_850,
    price4: 23_000,
    price5: 23_050,
    price6: 23_100,
    vol1: 256_700,
    vol2: 96_900,
    vol3: 246_800,
    vol4: 45_000,
    vol5: 211_800,
    vol6: 240_500,
    color1: "r",
    color2: "d",
    color3: "d",
    color4: "i",
    color5: "i",
    color6: "i",
    g1: "22950|256700|r",
    g2: "22900|96900|d",
    g3: "22850|246800|d",
    g4: "23000|45000|i",
    g5: "23050|211800|i",
    g6: "23100|240500|i",
    g7: "1169100|926500|",
    overBuy: 1_169_100,
    overSell: 926_500,
    fBVol: 0,
    fSVolume: 78_700,
    fRoom: 78_700,
    cl: "r",
    ca: "d",
    ch: "i",
    lc: "d",
    post_to: "HOSE",
    type: "D",
    sType: "S",
    sBenefit: "0",
    mc: "10",
  };
  return { ...row, ...overrides } as StockQuote;
}

export function depthMessage(sym: string, seq: number, overrides: Partial<DepthMessage> = {}): DepthMessage {
  return {
    id: MESSAGE_IDS.DEPTH,
    sym,
    seq,
    g1: "23000|1000|i",
    g2: "22950|2000|r",
    g3: "22900|3000|d",
    g4: "23050|4000|i",
    g5: "23100|5000|i",
    g6: "0|0|",
    ...overrides,
  };
}

export function overBuySellMessage(
  sym: string,
  seq: number,
  overBuy = 100,
  overSell = 200,
): OverBuySellMessage {
  return { id: MESSAGE_IDS.OVER_BUY_SELL, sym, seq, overBuy, overSell };
}

export function matchMessage(
  sym: string,
  seq: number,
  overrides: Partial<StockMatchMessage> = {},
): StockMatchMessage {
  return {
    id: MESSAGE_IDS.MATCH,
    sym,
    seq,
    lastPrice: 23_100,
    lastVol: 500,
    change: 150,
    changePc: 0.65,
    totalVol: 253_900,
    hp: 23_100,
    lp: 22_900,
    ap: 22_940,
    cl: "i",
    ch: "i",
    lc: "d",
    ca: "d",
    time: "10:15:02",
    side: "B",
    ...overrides,
  };
}

export function foreignMessage(
  sym: string,
  seq: number,
  overrides: Partial<ForeignMessage> = {},
): ForeignMessage {
  return { id: MESSAGE_IDS.FOREIGN, sym, seq, fBVol: 1_000, fSVolume: 79_000, fRoom: 77_700, ...overrides };
}

export function inavMessage(sym: string, seq: number, iNav = 34_560.5): EtfInavMessage {
  return { id: MESSAGE_IDS.INAV, sym, seq, iNav };
}

export function iindexMessage(sym: string, seq: number, iIndex = 1_948_000): EtfIindexMessage {
  return { id: MESSAGE_IDS.IINDEX, sym, seq, iIndex };
}
