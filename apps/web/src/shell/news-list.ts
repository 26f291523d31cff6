/**
 * The header's news ticker (price-board §1, §9): at most 10 items kept, newest first; the ticker
 * shows a new one every 3.5 seconds.
 */
import type { Language, NewsItem } from "@bangia/market";
import { formatServerTime } from "../realtime/server-clock";

export const NEWS_ROTATION_MS = 3_500;
export const MAX_NEWS_ITEMS = 10;

/**
 * The kept list after a live item arrives: it goes first, an earlier copy of the same link is
 * dropped, and the oldest beyond the limit fall off.
 *
 * @example addNewsItem([b, a], c).map((item) => item.rf) // [c, b, a]
 */
export function addNewsItem(
  items: readonly NewsItem[],
  item: NewsItem,
  max: number = MAX_NEWS_ITEMS,
): readonly NewsItem[] {
  return [item, ...items.filter((kept) => kept.rf !== item.rf)].slice(0, max);
}

/** The kept list of a loaded snapshot (the feed answers newest first). */
export function keptNews(items: readonly NewsItem[], max: number = MAX_NEWS_ITEMS): readonly NewsItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.rf) && seen.add(item.rf)).slice(0, max);
}

/**
 * An item's title in the reader's language: `tl_en` in English, `tl` (the spec's, Vietnamese)
 * otherwise; the other one when this one is blank, so a feed without English titles still shows
 * its headlines.
 *
 * @example newsTitle({ ...item, tl: "FPT tăng 2,5%", tl_en: "FPT rises 2.5%" }, "en") // "FPT rises 2.5%"
 */
export function newsTitle(item: Pick<NewsItem, "tl" | "tl_en">, language: Language): string {
  const [first, second] = language === "en" ? [item.tl_en, item.tl] : [item.tl, item.tl_en];
  return first.trim() !== "" ? first : second;
}

/**
 * The link of an item when it is safe to follow: a web address or a path of this site. Anything
 * else (a `javascript:` URL, say) is shown as plain text.
 *
 * @example safeNewsHref("/tin-tuc/2025-03-10/4") // "/tin-tuc/2025-03-10/4"
 * @example safeNewsHref("javascript:alert(1)") // null
 */
export function safeNewsHref(rf: string): string | null {
  const link = rf.trim();
  if (link.startsWith("/") && !link.startsWith("//")) return link;
  return /^https?:\/\//i.test(link) ? link : null;
}

/**
 * An item's time as the ticker shows it: `HH:mm dd/MM`, exchange time; empty when unreadable.
 *
 * @example newsTime("2025-03-10T09:15:00+07:00") // "09:15 10/03"
 */
export function newsTime(tm: string): string {
  const epoch = Date.parse(tm);
  if (Number.isNaN(epoch)) return "";
  const [clock = "", date = ""] = formatServerTime(epoch).split(" ");
  return `${clock.slice(0, 5)} ${date.slice(0, 5)}`;
}
