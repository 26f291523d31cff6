/**
 * The symbol groups of the boards (price-board §2 menus, §7 getlistckindex and the lists the
 * spec leaves unnamed): index baskets, floors, industries, odd-lot lists, derivative boards and
 * the proprietary-trading groups. Pure functions over what the exchange lists, the universe's
 * index definitions and the reference data's industries; `createBoardGroups` computes the fixed
 * ones once, since the feed answers them on every request.
 *
 * Readings where the spec only names a group:
 * - `hnx_t` is HNX's listed shares (the HNX board's list) and `hsx_e` HOSE's ETFs (the ETF
 *   menu): the old feeds' group names for the two lists the boards ask for by name.
 * - `list_exindex` (the index-group dropdown) holds the indices the exchange computes except the
 *   three composites — VNINDEX, HNXINDEX and UPCOMINDEX are whole floors and have their menus.
 * - A floor (HOSE, or its other name HSX; HNX; UPCOM) stands for its listed shares, without
 *   ETFs, warrants or bonds, which have their own boards.
 * - The odd-lot boards list each floor's shares; the proprietary groups are tong-quan (the three
 *   floors), VNI (HOSE), VN30, HNX, HNX30 and UPCOM.
 * Lists of a floor, industry or board are in symbol order; an index lists its constituents as
 * its definition does.
 */
import {
  INDEX_CODES,
  FUTURES_UNDERLYINGS,
  INDEX_LIST_GROUPS,
  indexByCode,
  indexBySymbol,
  type CkIndexAnswer,
  type IndexMenuItem,
  type IndexSelectionItem,
  type Industry,
  type IndustryEntry,
  type StockExchange,
} from "@bangia/market";
import type { IndexDefinition, InstrumentDefinition } from "@bangia/exchange";
import { isFuture, isListedOn } from "./rows/cash-instrument";

/** The groups of the proprietary board (price-board §2 `tu-doanh-*`); other values: tong-quan. */
export const PROPRIETARY_GROUPS = ["tong-quan", "VNI", "VN30", "HNX", "HNX30", "UPCOM"] as const;
export type ProprietaryGroup = (typeof PROPRIETARY_GROUPS)[number];

/** The composite indices: a whole floor each. */
const COMPOSITE_INDICES: ReadonlySet<string> = new Set(["VNINDEX", "HNXINDEX", "UPCOMINDEX"]);

/** The dropdown's order for the groups it knows; any other index follows in definition order. */
const MENU_ORDER = [
  "VN30",
  "VN100",
  "VNMIDCAP",
  "VNSMALLCAP",
  "VNDIAMOND",
  "VNFINLEAD",
  "VNFINSELECT",
  "VNX50",
  "HNX30",
  "VNALLSHARE",
];

/** Group names of getlistckindex that are not index symbols (see the module comment). */
export const NAMED_GROUPS = { HNX_SHARES: "hnx_t", HOSE_ETFS: "hsx_e" } as const;

const FLOOR_ALIASES: ReadonlyMap<string, StockExchange> = new Map([
  ["HOSE", "HOSE"],
  ["HSX", "HOSE"],
  ["HNX", "HNX"],
  ["UPCOM", "UPCOM"],
]);

const bySymbol = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The constituents of an index given by symbol ("VN30") or by board code ("11"). */
export function indexMembers(
  indices: readonly IndexDefinition[],
  codeOrSymbol: string,
): readonly string[] | undefined {
  const symbol = indexByCode(codeOrSymbol)?.symbol ?? codeOrSymbol;
  return indices.find((index) => index.code === symbol)?.constituents;
}

/** `list_allindex`: the boards' index codes the exchange computes. */
export function indexSelectionList(indices: readonly IndexDefinition[]): readonly IndexSelectionItem[] {
  const computed = new Set(indices.map((index) => index.code));
  return INDEX_CODES.filter((entry) => computed.has(entry.symbol)).map((entry) => ({
    mc: entry.code,
    code: entry.symbol,
    name: entry.name,
  }));
}

/** `list_exindex`: the index-group dropdown, each code also a getlistckindex group. */
export function indexMenu(indices: readonly IndexDefinition[]): readonly IndexMenuItem[] {
  const rank = (code: string) => {
    const position = MENU_ORDER.indexOf(code);
    return position < 0 ? MENU_ORDER.length : position;
  };
  return indices
    .filter((index) => !COMPOSITE_INDICES.has(index.code))
    .map((index, order) => ({ index, order }))
    .sort((a, b) => rank(a.index.code) - rank(b.index.code) || a.order - b.order)
    .map(({ index }) => ({
      code: index.code,
      name: indexBySymbol(index.code)?.name ?? index.name,
    }));
}

function symbolsOf(
  instruments: readonly InstrumentDefinition[],
  keep: (definition: InstrumentDefinition) => boolean,
): readonly string[] {
  return instruments
    .filter(keep)
    .map((definition) => definition.symbol)
    .sort(bySymbol);
}

/** The listed shares of a floor. */
export function floorShares(
  instruments: readonly InstrumentDefinition[],
  floor: StockExchange,
): readonly string[] {
  return symbolsOf(instruments, (definition) => definition.kind === "STOCK" && definition.exchange === floor);
}

/** The ETFs of a floor. */
export function floorEtfs(
  instruments: readonly InstrumentDefinition[],
  floor: StockExchange,
): readonly string[] {
  return symbolsOf(instruments, (definition) => definition.kind === "ETF" && definition.exchange === floor);
}

export function industryEntries(industries: readonly Industry[]): readonly IndustryEntry[] {
  return industries.map((industry) => ({
    IcbCode: industry.icbCode,
    IcbName: industry.nameVi,
    IcbNameEn: industry.nameEn,
  }));
}

/** The shares of an ICB level-2 industry; undefined for a code the reference data does not have. */
export function industrySymbols(
  instruments: readonly InstrumentDefinition[],
  industries: readonly Industry[],
  icbCode: string,
): readonly string[] | undefined {
  if (!industries.some((industry) => industry.icbCode === icbCode)) return undefined;
  return symbolsOf(
    instruments,
    (definition) => definition.kind === "STOCK" && definition.icbCode === icbCode,
  );
}

/** Products in the market package's order: VN30, VN100, GB05, GB10. */
const productRank = (underlying: string) => (FUTURES_UNDERLYINGS as readonly string[]).indexOf(underlying);

/**
 * The contracts of a derivatives board listed on `date`: INDEX the index futures, TPCP the
 * government-bond futures; by product, then nearest expiry first.
 */
export function derivativeBoard(
  instruments: readonly InstrumentDefinition[],
  board: "INDEX" | "TPCP",
  date: string,
): readonly string[] {
  const kind = board === "INDEX" ? "INDEX_FUTURE" : "BOND_FUTURE";
  return instruments
    .filter(isFuture)
    .filter((future) => future.kind === kind && isListedOn(future, date))
    .sort(
      (a, b) =>
        productRank(a.underlying) - productRank(b.underlying) ||
        bySymbol(a.lastTradingDate, b.lastTradingDate),
    )
    .map((future) => future.symbol);
}

/** The fixed groups, computed once. */
export interface BoardGroups {
  indexMembers(codeOrSymbol: string): readonly string[] | undefined;
  /** A getlistckindex answer; undefined for an unknown group. */
  ckIndex(group: string): CkIndexAnswer | undefined;
  floorShares(floor: StockExchange): readonly string[];
  industries(): readonly IndustryEntry[];
  industrySymbols(icbCode: string): readonly string[] | undefined;
  oddLotSymbols(floor: "HOSE" | "HNX"): readonly string[];
  proprietarySymbols(group: ProprietaryGroup): readonly string[];
}

export interface BoardGroupsInput {
  /** Everything the exchange lists; only the cash instruments matter here (they never change). */
  readonly instruments: readonly InstrumentDefinition[];
  readonly indices: readonly IndexDefinition[];
  readonly industries: readonly Industry[];
}

export function createBoardGroups(input: BoardGroupsInput): BoardGroups {
  const { instruments, indices } = input;
  const floors: Readonly<Record<StockExchange, readonly string[]>> = {
    HOSE: floorShares(instruments, "HOSE"),
    HNX: floorShares(instruments, "HNX"),
    UPCOM: floorShares(instruments, "UPCOM"),
  };
  const selection = indexSelectionList(indices);
  const menu = indexMenu(indices);
  const hoseEtfs = floorEtfs(instruments, "HOSE");
  const industries = industryEntries(input.industries);
  const byIndustry = new Map(
    input.industries.map((industry) => [
      industry.icbCode,
      industrySymbols(instruments, input.industries, industry.icbCode) ?? [],
    ]),
  );
  const allFloors = [...floors.HOSE, ...floors.HNX, ...floors.UPCOM].sort(bySymbol);
  const members = (key: string) => indexMembers(indices, key);

  const proprietary: Readonly<Record<ProprietaryGroup, readonly string[]>> = {
    "tong-quan": allFloors,
    VNI: floors.HOSE,
    VN30: members("VN30") ?? [],
    HNX: floors.HNX,
    HNX30: members("HNX30") ?? [],
    UPCOM: floors.UPCOM,
  };

  return {
    indexMembers: members,
    ckIndex(group) {
      const name = group.trim();
      switch (name.toLowerCase()) {
        case INDEX_LIST_GROUPS.ALL:
          return selection;
        case INDEX_LIST_GROUPS.MENU:
          return menu;
        case NAMED_GROUPS.HNX_SHARES:
          return floors.HNX;
        case NAMED_GROUPS.HOSE_ETFS:
          return hoseEtfs;
      }
      const upper = name.toUpperCase();
      const floor = FLOOR_ALIASES.get(upper);
      return floor === undefined ? members(upper) : floors[floor];
    },
    floorShares: (floor) => floors[floor],
    industries: () => industries,
    industrySymbols: (icbCode) => byIndustry.get(icbCode),
    oddLotSymbols: (floor) => floors[floor],
    proprietarySymbols: (group) => proprietary[group],
  };
}
