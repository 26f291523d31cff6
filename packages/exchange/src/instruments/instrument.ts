/**
 * What the exchange lists: one definition per tradable instrument, fixed for the life of the
 * listing. Daily facts (reference price, band, statistics) live in the exchange's state, not
 * here. Prices are integers in the instrument's price unit: VND for cash instruments and bond
 * futures, hundredths of an index point for index futures (VN30 1,947.75 → 194_775).
 */
import type { BoardVenue, Exchange, ExerciseRatio, InstrumentKind, SessionVenue } from "@bangia/market";

/** Fields every instrument has. */
interface InstrumentCommon {
  readonly symbol: string;
  readonly exchange: Exchange;
  readonly kind: InstrumentKind;
  /** Whose trading day the instrument follows. */
  readonly sessionVenue: SessionVenue;
  /** Board venue for price steps and bands of cash instruments (HOSE, HNX, UPCOM). */
  readonly boardVenue?: BoardVenue;
  readonly nameVi: string;
  readonly nameEn: string;
  /** True for instruments the project invents (warrants, futures, bonds): names say so. */
  readonly simulated: boolean;
  /** Reference price of the first simulated day, in the instrument's price unit. */
  readonly initialReference: number;
}

export interface StockDefinition extends InstrumentCommon {
  readonly kind: "STOCK";
  readonly icbCode: string | null;
  readonly sharesOutstanding: number;
  /** Foreign ownership limit in shares (the "room" cap). */
  readonly foreignRoomLimit: number;
  /** Foreign holdings at the start of the first simulated day, in shares. */
  readonly initialForeignHolding: number;
  /** Restricted stock ("hạn chế giao dịch"): HOSE periodic call auctions all day. */
  readonly restricted: boolean;
}

/** One constituent of an ETF's portfolio file: shares held per creation unit. */
export interface BasketLine {
  readonly symbol: string;
  readonly shares: number;
}

export interface EtfDefinition extends InstrumentCommon {
  readonly kind: "ETF";
  readonly trackedIndex: string;
  readonly sharesOutstanding: number;
  readonly foreignRoomLimit: number;
  readonly initialForeignHolding: number;
  /** Fund units per creation unit, for iNav = basket value / units. */
  readonly unitsPerBasket: number;
  readonly basket: readonly BasketLine[];
}

export interface WarrantDefinition extends InstrumentCommon {
  readonly kind: "CW";
  readonly underlying: string;
  readonly issuerCode: string;
  readonly issuerName: string;
  /** "C" call; only European cash-settled calls are listed (market-rules §9). */
  readonly warrantType: "C";
  readonly exercisePrice: number;
  readonly ratio: ExerciseRatio;
  readonly listedDate: string;
  readonly lastTradingDate: string;
  readonly maturityDate: string;
  readonly sharesOutstanding: number;
}

export interface FutureDefinition extends InstrumentCommon {
  readonly kind: "INDEX_FUTURE" | "BOND_FUTURE";
  /** Underlying index code (VN30, VN100) or bond-future underlying (GB05, GB10). */
  readonly underlying: string;
  /** YYYY-MM of the contract month. */
  readonly contractMonth: string;
  readonly lastTradingDate: string;
  /** VND per price unit per contract, e.g. 1,000 VND per hundredth of a VN30 point. */
  readonly multiplier: number;
  /** The KRX 8-character code (41I1G1000). */
  readonly krxCode: string;
}

export interface BondDefinition extends InstrumentCommon {
  readonly kind: "BOND";
  readonly bondType: "PRIVATE" | "CORPORATE";
  readonly issuerCode: string;
  readonly issuerName: string;
  readonly parValue: number;
  /** Coupon rate per year in basis points (8.5% → 850). */
  readonly couponBasisPoints: number;
  readonly couponPeriod: number;
  readonly couponPeriodUnit: "MONTH" | "YEAR";
  readonly issueDate: string;
  readonly maturityDate: string;
  readonly collateral: string;
  readonly callPutProvision: string;
  readonly outstandingUnits: number;
}

export type InstrumentDefinition =
  StockDefinition | EtfDefinition | WarrantDefinition | FutureDefinition | BondDefinition;

/** Index definitions the exchange computes: constituents and the level of the first day. */
export interface IndexDefinition {
  readonly code: string;
  readonly name: string;
  readonly exchange: "HOSE" | "HNX" | "UPCOM";
  readonly constituents: readonly string[];
  /** Level at the start of the first simulated day, in hundredths of a point. */
  readonly initialLevel: number;
}

/** Everything the exchange lists, built once at start (see instrument-universe). */
export interface InstrumentUniverse {
  readonly instruments: readonly InstrumentDefinition[];
  readonly indices: readonly IndexDefinition[];
}
