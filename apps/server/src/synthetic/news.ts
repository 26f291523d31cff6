/**
 * Invented market news (price-board §3 News, the `snews` channel and `getTopNews`). A headline
 * is a pure function of (seed, date, index, symbols): the same item every time it is asked
 * for, in any process. Titles end with " (mô phỏng)", the source says the board is simulated,
 * and links point at our own site, never at a real publisher.
 */
import type { IsoDate, NewsItem } from "@bangia/market";
import { randomStream, type RandomStream } from "./seeded-random";

export const NEWS_SOURCE = "Bảng giá mô phỏng";
export const SIMULATED_SUFFIX = " (mô phỏng)";

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

function percent(random: RandomStream, min: number, max: number): string {
  return random.between(min, max).toFixed(1).replace(".", ",");
}

/** The quarter before the one `date` falls in, as "quý 4/2024". */
function lastQuarter(date: IsoDate): string {
  const year = Number(date.slice(0, 4));
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  return quarter === 0 ? `quý 4/${year - 1}` : `quý ${quarter}/${year}`;
}

type Headline = (symbol: string, random: RandomStream, date: IsoDate) => string;

const SYMBOL_HEADLINES: readonly Headline[] = [
  (s, r) => `${s} tăng ${percent(r, 1, 6.9)}% trong phiên, thanh khoản cải thiện`,
  (s, r) => `Khối ngoại mua ròng ${s} phiên thứ ${r.int(2, 9)} liên tiếp`,
  (s, r) => `Khối ngoại bán ròng ${s} hơn ${r.int(5, 300)} tỷ đồng`,
  (s, r, d) => `${s} công bố kết quả kinh doanh ${lastQuarter(d)}, lợi nhuận tăng ${percent(r, 2, 60)}%`,
  (s, r, d) => `${s} báo lãi ${lastQuarter(d)} giảm ${percent(r, 2, 40)}% so với cùng kỳ`,
  (s, r) => `${s} chốt quyền trả cổ tức bằng tiền, tỷ lệ ${r.pick([5, 8, 10, 12, 15, 20])}%`,
  (s) => `Tự doanh công ty chứng khoán mua ròng mạnh ${s}`,
  (s) => `${s} lọt nhóm cổ phiếu có thanh khoản cao nhất phiên`,
  (s, r) => `Cổ đông lớn đăng ký mua thêm ${r.int(1, 20)} triệu cổ phiếu ${s}`,
  (s, r) => `${s} điều chỉnh sau chuỗi ${r.int(3, 8)} phiên tăng liên tiếp`,
  (s) => `Thị trường giằng co, ${s} là điểm sáng hiếm hoi`,
  (s, r) => `${s} đặt kế hoạch lợi nhuận năm tăng ${percent(r, 5, 35)}%`,
];

const MARKET_HEADLINES: readonly Headline[] = [
  (_, r) => `VN-Index tăng ${percent(r, 0.5, 25)} điểm, thanh khoản đạt ${r.int(12, 35)}.000 tỷ đồng`,
  (_, r) => `VN-Index giảm ${percent(r, 0.5, 25)} điểm, áp lực bán lan rộng`,
  (_, r) => `Khối ngoại bán ròng phiên thứ ${r.int(2, 12)} liên tiếp trên HOSE`,
  () => `Dòng tiền luân chuyển nhanh giữa các nhóm ngành`,
];

/**
 * The `index`-th news item of `date`, published at `time` (epoch ms), about one of `symbols`
 * (the market as a whole when none is given).
 *
 * @example newsItem(1, "2025-03-10", 0, t, ["FPT"]).tl.endsWith(" (mô phỏng)") // true
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
  return {
    rf: newsPath(date, index),
    tl: headline(symbol, random, date) + SIMULATED_SUFFIX,
    tm: exchangeTimeIso(time),
    sc: NEWS_SOURCE,
  };
}
