/**
 * Invented market news (price-board §3 News, the `snews` channel and `getTopNews`). A headline
 * is a pure function of (seed, date, index, symbols): the same item every time it is asked
 * for, in any process. Each has a Vietnamese title (`tl`, ending " (mô phỏng)") and the same
 * story in English (`tl_en`, ending " (simulated)"); the source says the board is simulated, and
 * links point at our own site, never at a real publisher.
 */
import type { IsoDate, NewsItem } from "@bangia/market";
import { randomStream, type RandomStream } from "./seeded-random";

export const NEWS_SOURCE = "Bảng giá mô phỏng";
export const SIMULATED_SUFFIX = " (mô phỏng)";
export const SIMULATED_SUFFIX_EN = " (simulated)";

const EXCHANGE_UTC_OFFSET_MS = 7 * 3_600_000;

/**
 * ISO 8601 at exchange time (UTC+7) with its offset, to the second.
 *
 * @example exchangeTimeIso(Date.UTC(2025, 2, 10, 2, 15)) // "2025-03-10T09:15:00+07:00"
 */
export function exchangeTimeIso(epochMs: number): string {
  return `${new Date(epochMs + EXCHANGE_UTC_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** Our page of a news item. */
export function newsPath(date: IsoDate, index: number): string {
  return `/tin-tuc/${date}/${index}`;
}

/** A headline in both languages, drawn once so the two tell the same story. */
interface Titles {
  readonly vi: string;
  readonly en: string;
}

/** A percentage to one decimal: Vietnamese writes a decimal comma, English a point. */
function percent(random: RandomStream, min: number, max: number): Titles {
  const en = random.between(min, max).toFixed(1);
  return { vi: en.replace(".", ","), en };
}

/** The quarter before the one `date` falls in: "quý 4/2024", "Q4 2024". */
function lastQuarter(date: IsoDate): Titles {
  const year = Number(date.slice(0, 4));
  const current = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  const [quarter, inYear] = current === 0 ? [4, year - 1] : [current, year];
  return { vi: `quý ${quarter}/${inYear}`, en: `Q${quarter} ${inYear}` };
}

// Each headline draws its numbers before writing either language: the draws (and so the
// Vietnamese titles of a seed) are the same as when the titles were Vietnamese only.
type Headline = (symbol: string, random: RandomStream, date: IsoDate) => Titles;

const SYMBOL_HEADLINES: readonly Headline[] = [
  (s, r) => {
    const p = percent(r, 1, 6.9);
    return {
      vi: `${s} tăng ${p.vi}% trong phiên, thanh khoản cải thiện`,
      en: `${s} rises ${p.en}% in the session as liquidity improves`,
    };
  },
  (s, r) => {
    const n = r.int(2, 9);
    return {
      vi: `Khối ngoại mua ròng ${s} phiên thứ ${n} liên tiếp`,
      en: `Foreign investors net buy ${s} for ${n} sessions in a row`,
    };
  },
  (s, r) => {
    const n = r.int(5, 300);
    return {
      vi: `Khối ngoại bán ròng ${s} hơn ${n} tỷ đồng`,
      en: `Foreign investors net sell over VND ${n} billion of ${s}`,
    };
  },
  (s, r, d) => {
    const q = lastQuarter(d);
    const p = percent(r, 2, 60);
    return {
      vi: `${s} công bố kết quả kinh doanh ${q.vi}, lợi nhuận tăng ${p.vi}%`,
      en: `${s} reports ${q.en} results, profit up ${p.en}%`,
    };
  },
  (s, r, d) => {
    const q = lastQuarter(d);
    const p = percent(r, 2, 40);
    return {
      vi: `${s} báo lãi ${q.vi} giảm ${p.vi}% so với cùng kỳ`,
      en: `${s} ${q.en} profit down ${p.en}% year on year`,
    };
  },
  (s, r) => {
    const rate = r.pick([5, 8, 10, 12, 15, 20]);
    return {
      vi: `${s} chốt quyền trả cổ tức bằng tiền, tỷ lệ ${rate}%`,
      en: `${s} sets the record date for a ${rate}% cash dividend`,
    };
  },
  (s) => ({
    vi: `Tự doanh công ty chứng khoán mua ròng mạnh ${s}`,
    en: `Brokerages' proprietary desks net buy ${s} heavily`,
  }),
  (s) => ({
    vi: `${s} lọt nhóm cổ phiếu có thanh khoản cao nhất phiên`,
    en: `${s} among the session's most traded stocks`,
  }),
  (s, r) => {
    const n = r.int(1, 20);
    return {
      vi: `Cổ đông lớn đăng ký mua thêm ${n} triệu cổ phiếu ${s}`,
      en: `Major shareholder registers to buy ${n} million more ${s} shares`,
    };
  },
  (s, r) => {
    const n = r.int(3, 8);
    return {
      vi: `${s} điều chỉnh sau chuỗi ${n} phiên tăng liên tiếp`,
      en: `${s} pulls back after ${n} straight sessions of gains`,
    };
  },
  (s) => ({
    vi: `Thị trường giằng co, ${s} là điểm sáng hiếm hoi`,
    en: `Market seesaws, ${s} a rare bright spot`,
  }),
  (s, r) => {
    const p = percent(r, 5, 35);
    return {
      vi: `${s} đặt kế hoạch lợi nhuận năm tăng ${p.vi}%`,
      en: `${s} targets ${p.en}% profit growth for the year`,
    };
  },
];

const MARKET_HEADLINES: readonly Headline[] = [
  (_, r) => {
    const p = percent(r, 0.5, 25);
    const n = r.int(12, 35);
    return {
      vi: `VN-Index tăng ${p.vi} điểm, thanh khoản đạt ${n}.000 tỷ đồng`,
      en: `VN-Index gains ${p.en} points, turnover reaches VND ${n},000 billion`,
    };
  },
  (_, r) => {
    const p = percent(r, 0.5, 25);
    return {
      vi: `VN-Index giảm ${p.vi} điểm, áp lực bán lan rộng`,
      en: `VN-Index loses ${p.en} points as selling spreads`,
    };
  },
  (_, r) => {
    const n = r.int(2, 12);
    return {
      vi: `Khối ngoại bán ròng phiên thứ ${n} liên tiếp trên HOSE`,
      en: `Foreign investors net sell on HOSE for ${n} sessions in a row`,
    };
  },
  () => ({
    vi: `Dòng tiền luân chuyển nhanh giữa các nhóm ngành`,
    en: `Money rotates quickly between sectors`,
  }),
];

/**
 * The `index`-th news item of `date`, published at `time` (epoch ms), about one of `symbols`
 * (the market as a whole when none is given).
 *
 * @example newsItem(1, "2025-03-10", 0, t, ["FPT"]).tl.endsWith(" (mô phỏng)") // true
 * @example newsItem(1, "2025-03-10", 0, t, ["FPT"]).tl_en.endsWith(" (simulated)") // true
 */
export function newsItem(
  seed: number,
  date: IsoDate,
  index: number,
  time: number,
  symbols: readonly string[],
): NewsItem {
  const random = randomStream(seed, "news", date, index);
  const symbol = symbols.length > 0 ? random.pick(symbols) : "";
  const headline = random.pick(symbol === "" ? MARKET_HEADLINES : SYMBOL_HEADLINES);
  const titles = headline(symbol, random, date);
  return {
    rf: newsPath(date, index),
    tl: titles.vi + SIMULATED_SUFFIX,
    tl_en: titles.en + SIMULATED_SUFFIX_EN,
    tm: exchangeTimeIso(time),
    sc: NEWS_SOURCE,
  };
}
