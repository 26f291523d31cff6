/**
 * Why the exchange refuses a command: one stable code per rule, with the message in both
 * languages. Session refusals reuse the spec's server codes (400xx, 960xx, from the market
 * package); the rest are the exchange's own `EX-` codes, except the band, which the spec
 * already numbers 40040.
 */
import {
  FALLBACK_RESULT_MESSAGE,
  findResultCode,
  SESSION_RESULT_CODES,
  type LocalizedText,
  type SessionResultCode,
} from "@bangia/market";

export const EXCHANGE_REJECT_CODES = {
  MALFORMED_COMMAND: "EX-1000",
  UNKNOWN_SYMBOL: "EX-1001",
  NOT_TRADED_ON_BOARD: "EX-1002",
  INSTRUMENT_EXPIRED: "EX-1003",
  PRICE_OUT_OF_BAND: "40040",
  PRICE_OFF_TICK: "EX-1101",
  PRICE_REQUIRED: "EX-1102",
  BAD_LOT: "EX-1201",
  VOLUME_TOO_LARGE: "EX-1202",
  BAD_VOLUME: "EX-1203",
  DUPLICATE_ORDER_ID: "EX-1301",
  UNKNOWN_ORDER: "EX-1302",
  NOT_YOUR_ORDER: "EX-1303",
  AMEND_BOTH: "EX-1304",
  AMEND_NOTHING: "EX-1305",
  AMEND_BELOW_FILLED: "EX-1306",
  NO_OPPOSITE_ORDERS: "EX-1401",
  NO_CLOSING_PRICE: "EX-1402",
  OPPOSITE_SIDE_OPEN: "EX-1403",
  OUT_OF_FOREIGN_ROOM: "EX-1404",
  PUT_THROUGH_CLOSED: "EX-1501",
  PUT_THROUGH_MIN_VOLUME: "EX-1502",
  UNKNOWN_ADVERT: "EX-1503",
  SELF_DEAL: "EX-1504",
} as const;

type ExchangeOwnCode = (typeof EXCHANGE_REJECT_CODES)[keyof typeof EXCHANGE_REJECT_CODES];
/** Codes the spec already numbers: their wording lives in the result-code catalogue. */
type SpecCode = typeof EXCHANGE_REJECT_CODES.PRICE_OUT_OF_BAND;

/** Every code the exchange can answer a command with. */
export type RejectCode = ExchangeOwnCode | SessionResultCode;

const MESSAGES: Readonly<Record<Exclude<ExchangeOwnCode, SpecCode>, LocalizedText>> = {
  "EX-1000": { vi: "Lệnh không đúng định dạng.", en: "The command is malformed." },
  "EX-1001": { vi: "Mã chứng khoán không tồn tại.", en: "Unknown symbol." },
  "EX-1002": {
    vi: "Chứng khoán này không giao dịch trên bảng lệnh này.",
    en: "This instrument does not trade on this board.",
  },
  "EX-1003": { vi: "Chứng khoán đã hết hạn giao dịch.", en: "This instrument has stopped trading." },
  "EX-1101": { vi: "Giá không đúng bước giá.", en: "The price is not on the price step." },
  "EX-1102": { vi: "Lệnh LO phải có giá.", en: "A limit order needs a price." },
  "EX-1201": { vi: "Khối lượng không đúng lô giao dịch.", en: "The volume is not a valid lot." },
  "EX-1202": {
    vi: "Khối lượng vượt quá mức tối đa cho một lệnh.",
    en: "The volume exceeds the maximum per order.",
  },
  "EX-1203": { vi: "Khối lượng không hợp lệ.", en: "Invalid volume." },
  "EX-1301": { vi: "Số hiệu lệnh bị trùng.", en: "Duplicate client order id." },
  "EX-1302": {
    vi: "Lệnh không tồn tại hoặc đã kết thúc.",
    en: "The order does not exist or is no longer open.",
  },
  "EX-1303": { vi: "Lệnh không thuộc tài khoản này.", en: "The order belongs to another account." },
  "EX-1304": {
    vi: "Mỗi lần sửa chỉ được đổi giá hoặc khối lượng.",
    en: "An amendment changes either the price or the volume, not both.",
  },
  "EX-1305": { vi: "Lệnh sửa không thay đổi gì.", en: "The amendment changes nothing." },
  "EX-1306": {
    vi: "Khối lượng mới phải lớn hơn khối lượng đã khớp.",
    en: "The new volume must exceed the volume already matched.",
  },
  "EX-1401": {
    vi: "Không có lệnh đối ứng cho lệnh thị trường.",
    en: "There are no opposite orders for this market order.",
  },
  "EX-1402": {
    vi: "Chưa có giá đóng cửa, không nhận lệnh PLO.",
    en: "There is no closing price today, so PLO orders are not accepted.",
  },
  "EX-1403": {
    vi: "Tài khoản đang có lệnh đối ứng chưa khớp hết cho mã này.",
    en: "This account has an open order on the opposite side for this symbol.",
  },
  "EX-1404": { vi: "Đã hết room nước ngoài.", en: "Foreign ownership room is exhausted." },
  "EX-1501": {
    vi: "Ngoài thời gian giao dịch thỏa thuận.",
    en: "Put-through trading is closed at this time.",
  },
  "EX-1502": {
    vi: "Khối lượng thỏa thuận dưới mức tối thiểu.",
    en: "The put-through volume is below the minimum.",
  },
  "EX-1503": {
    vi: "Quảng cáo thỏa thuận không tồn tại.",
    en: "The put-through advertisement does not exist.",
  },
  "EX-1504": {
    vi: "Bên mua và bên bán của giao dịch thỏa thuận phải là hai tài khoản khác nhau.",
    en: "The buyer and the seller of a put-through deal must be different accounts.",
  },
};

/**
 * The message of a reject code in both languages: the exchange's own, or for the spec's codes
 * the customer wording of the market package's result-code catalogue, so a broker shows the
 * same text whichever side refused the order.
 */
export function rejectMessage(code: RejectCode): LocalizedText {
  const own = (MESSAGES as Readonly<Partial<Record<string, LocalizedText>>>)[code];
  return own ?? findResultCode(code)?.message ?? FALLBACK_RESULT_MESSAGE;
}

/** Every code, for the completeness test. */
export const ALL_REJECT_CODES: readonly RejectCode[] = [
  ...Object.values(EXCHANGE_REJECT_CODES),
  ...Object.values(SESSION_RESULT_CODES),
];
