/**
 * The menu bar's labels (price-board §2 Menu values), by menu value: the full label and, for the
 * long ones, the compact label shown below the 1450 px breakpoint. Keys live in shell.i18n.ts;
 * a test checks each exists in both languages.
 */
import type { IndustryEntry, Language } from "@bangia/market";
import { INDUSTRY_PREFIX, type MENU_BAR_VALUES } from "../board/menu";

export type MenuBarValue = (typeof MENU_BAR_VALUES)[number];

export interface MenuLabelKeys {
  readonly label: string;
  readonly short?: string;
}

export const MENU_LABEL_KEYS: Readonly<Record<MenuBarValue, MenuLabelKeys>> = {
  "danh-muc": { label: "shell.menu.label.watchlist" },
  HOSE: { label: "shell.menu.label.hose" },
  VN30: { label: "shell.menu.label.vn30" },
  HNX: { label: "shell.menu.label.hnx" },
  HNX30: { label: "shell.menu.label.hnx30" },
  UPCOM: { label: "shell.menu.label.upcom" },
  "derivative-INDEX": { label: "shell.menu.label.indexFutures", short: "shell.menu.short.indexFutures" },
  "derivative-TPCP": { label: "shell.menu.label.bondFutures", short: "shell.menu.short.bondFutures" },
  "chung-quyen": { label: "shell.menu.label.coveredWarrants", short: "shell.menu.short.coveredWarrants" },
  ETF: { label: "shell.menu.label.etf" },
  "lo-le-HOSE": { label: "shell.menu.label.oddLotHose", short: "shell.menu.short.oddLotHose" },
  "lo-le-HNX": { label: "shell.menu.label.oddLotHnx", short: "shell.menu.short.oddLotHnx" },
  "putThrough-ALL": { label: "shell.menu.label.putThrough" },
  "thong-ke": { label: "shell.menu.label.statistics" },
  "tu-doanh-tong-quan": { label: "shell.menu.label.proprietary" },
  "trai-phieu-rieng-le": { label: "shell.menu.label.privateBonds", short: "shell.menu.short.privateBonds" },
  "corporate-bond": { label: "shell.menu.label.corporateBonds", short: "shell.menu.short.corporateBonds" },
};

/** The board path of a menu value (price-board §2 Routes). */
export function menuPath(menu: string): string {
  return `/chung-khoan/${menu}`;
}

/** The menu of a path: what follows `/chung-khoan/` (its first 13 characters, price-board §2). */
export function menuOfPath(pathname: string): string {
  const prefix = "/chung-khoan/";
  if (!pathname.startsWith(prefix)) return "";
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return pathname.slice(prefix.length);
  }
}

/**
 * An industry's name in the language (price-board §3 Industry: IcbName, IcbNameEn); the other
 * language's name when this one is blank.
 *
 * @example industryLabel({ IcbCode: "0500", IcbName: "Dầu khí", IcbNameEn: "Oil & Gas" }, "en") // "Oil & Gas"
 */
export function industryLabel(industry: IndustryEntry, language: Language): string {
  const [first, second] =
    language === "en" ? [industry.IcbNameEn, industry.IcbName] : [industry.IcbName, industry.IcbNameEn];
  return first.trim() !== "" ? first : second.trim() !== "" ? second : industry.IcbCode;
}

/** The menu value of an industry board. */
export function industryMenu(industry: Pick<IndustryEntry, "IcbCode">): string {
  return `${INDUSTRY_PREFIX}${industry.IcbCode}`;
}
