/**
 * The one catalogue of result codes (order-entry §8, accounts-session §8): what the server
 * answers and what the customer reads.
 *
 * Codes reach us as numbers (-8004), numeric strings ("40040") or prefixed strings
 * ("COS-40040", "FOS-6063"); all are looked up by their normalised form, so each entry is
 * written once, as the spec spells it.
 *
 * Three codes mean different things at login and on other calls: -1 ('Invalid command' at login,
 * expired session elsewhere), 0 (a login failure) and -9998 (OTP required at login, order not
 * confirmed elsewhere). Those entries carry a `context`; all others apply everywhere.
 */
import type { Language, LocalizedText } from "../format/language";
import { interpolate, type TextParams } from "./localized-text";
import {
  IDENTITY_CARD_BLOCK_NOTICE,
  INSIDER_BLOCK_NOTICES,
  OUT_OF_ROOM_NOTICE,
  SESSION_EXPIRED_NOTICE,
  WRONG_CREDENTIALS_NOTICE,
} from "./notices";

export const RESULT_SUBSYSTEMS = [
  /** Plain success. */
  "general",
  /** The login session. */
  "session",
  /** Login, OTP and passwords. */
  "auth",
  /** Order rules the server checks: types, sessions, prices, states. */
  "order",
  /** Buying power, holdings, positions, margin room, insider limits. */
  "risk",
  /** The account's standing and permissions. */
  "account",
  /** The exchange link and market hours. */
  "exchange",
] as const;
export type ResultSubsystem = (typeof RESULT_SUBSYSTEMS)[number];

/** Where an answer came from: the login (or OTP login) call, or any call made with a session. */
export const RESULT_CONTEXTS = ["login", "call"] as const;
export type ResultContext = (typeof RESULT_CONTEXTS)[number];

export type ResultCode = number | string;

export interface ResultCodeEntry {
  /** The code as the spec spells it. */
  readonly code: ResultCode;
  /** Only on codes whose meaning depends on the call; the entry then applies there alone. */
  readonly context?: ResultContext;
  readonly subsystem: ResultSubsystem;
  readonly message: LocalizedText;
}

/** The generic fallback for codes the catalogue does not know. */
export const FALLBACK_RESULT_MESSAGE: LocalizedText = {
  vi: "Đã có lỗi xảy ra.",
  en: "An error has occurred.",
};

const NOT_CONFIRMED: LocalizedText = {
  vi: "Lệnh chưa được xác nhận.",
  en: "The order has not been confirmed.",
};
const TYPE_NOT_IN_SESSION: LocalizedText = {
  vi: "Loại lệnh này không khả dụng trong phiên giao dịch hiện tại.",
  en: "This order type is not available in the current session.",
};
const NO_PERMISSION: LocalizedText = {
  vi: "Tài khoản không có quyền thực hiện giao dịch này.",
  en: "This account has no permission for this transaction.",
};
const MARKET_CLOSED: LocalizedText = {
  vi: "Thị trường đã đóng cửa.",
  en: "The market is closed.",
};
const ACCOUNT_MAY_NOT_TRADE: LocalizedText = {
  vi: "Tài khoản không được phép giao dịch.",
  en: "This account is not allowed to trade.",
};

export const RESULT_CODES: readonly ResultCodeEntry[] = [
  {
    code: 1,
    subsystem: "general",
    message: { vi: "Thực hiện thành công.", en: "Completed successfully." },
  },
  { code: -1, context: "call", subsystem: "session", message: SESSION_EXPIRED_NOTICE },
  // 'Invalid command' at login, and 0 with a closed-cursor or bad-credentials text.
  { code: -1, context: "login", subsystem: "auth", message: WRONG_CREDENTIALS_NOTICE },
  { code: 0, context: "login", subsystem: "auth", message: WRONG_CREDENTIALS_NOTICE },
  {
    code: -9998,
    context: "login",
    subsystem: "auth",
    message: {
      vi: "Vui lòng nhập mã OTP để hoàn tất đăng nhập.",
      en: "Enter your one-time password (OTP) to finish logging in.",
    },
  },
  { code: -9998, context: "call", subsystem: "order", message: NOT_CONFIRMED },
  {
    code: -11003,
    subsystem: "auth",
    message: {
      vi: "Quý Khách đã nhập sai nhiều lần. Vui lòng thử lại sau 1 phút",
      en: "Too many wrong attempts. Please try again in 1 minute.",
    },
  },
  {
    code: -11004,
    subsystem: "auth",
    message: {
      vi: "Mã OTP không chính xác. Quý Khách còn {remaining} lần thực hiện trước khi bị tạm khóa",
      // A count before "attempts" would read "1 attempts": the count goes last.
      en: "Incorrect OTP. Attempts left before your account is temporarily locked: {remaining}.",
    },
  },
  {
    code: -8004,
    subsystem: "order",
    message: {
      vi: "Lệnh đã khớp, không thể hủy hoặc sửa.",
      en: "The order has been matched and cannot be canceled or edited.",
    },
  },
  {
    // The spec leaves its effect open; we read it as "session invalidated or account locked".
    code: -8005,
    subsystem: "session",
    message: {
      vi: "Phiên đăng nhập không còn hiệu lực hoặc tài khoản đã bị tạm khóa. Quý khách vui lòng đăng nhập lại.",
      en: "Your session is no longer valid or your account is locked. Please log in again.",
    },
  },
  {
    // Ours: the trading PIN of an order, cancel or amend is wrong. Repeated failures lock the
    // customer's PIN, answered then with -8005 (the spec's "session/PIN-type handler").
    code: -8010,
    subsystem: "auth",
    message: {
      vi: "Mã PIN giao dịch không chính xác.",
      en: "The trading PIN is incorrect.",
    },
  },
  {
    // Ours: a customer with the first-login flag calls anything but the password change and the
    // account reads the change modal needs (the server refuses; the spec only opens the modal).
    code: -8009,
    subsystem: "auth",
    message: {
      vi: "Quý khách cần đổi mật khẩu lần đầu trước khi tiếp tục.",
      en: "Please change your first-login password before continuing.",
    },
  },
  {
    code: -8006,
    subsystem: "auth",
    message: {
      vi: "Mật khẩu mới không được trùng với mật khẩu cũ.",
      en: "You cannot reuse an old password.",
    },
  },
  {
    code: -8007,
    subsystem: "auth",
    message: { vi: "Mật khẩu không hợp lệ.", en: "Invalid password." },
  },
  {
    code: -8008,
    subsystem: "auth",
    message: {
      vi: "Không được phép truy cập từ địa chỉ IP bên ngoài.",
      en: "Access from an outside IP address is not allowed.",
    },
  },
  { code: -8043, subsystem: "risk", message: INSIDER_BLOCK_NOTICES[2] },
  { code: -8044, subsystem: "risk", message: INSIDER_BLOCK_NOTICES[1] },
  { code: -6063, subsystem: "account", message: IDENTITY_CARD_BLOCK_NOTICE },
  { code: "FOS-6063", subsystem: "account", message: IDENTITY_CARD_BLOCK_NOTICE },
  { code: -20606, subsystem: "risk", message: OUT_OF_ROOM_NOTICE },
  { code: "COS-96045", subsystem: "risk", message: OUT_OF_ROOM_NOTICE },
  { code: "COS-920606", subsystem: "risk", message: OUT_OF_ROOM_NOTICE },
  {
    code: "COS-40035",
    subsystem: "order",
    message: {
      vi: "Lệnh Trailing Stop chỉ có hiệu lực trong ngày.",
      en: "Trailing stop orders are valid for the current day only.",
    },
  },
  {
    code: 40036,
    subsystem: "order",
    message: {
      vi: "Chỉ được sửa lệnh khi lệnh đang ở trạng thái chờ kích hoạt.",
      en: "An order can only be edited while it is pending activation.",
    },
  },
  {
    code: 40037,
    subsystem: "order",
    message: {
      vi: "Chỉ được hủy lệnh khi lệnh đang ở trạng thái chờ.",
      en: "An order can only be canceled while it is pending.",
    },
  },
  {
    code: 40038,
    subsystem: "order",
    message: {
      vi: "Số lệnh điều kiện của tài khoản đã vượt quá giới hạn cho phép.",
      en: "This account has too many conditional orders.",
    },
  },
  {
    code: 40039,
    subsystem: "account",
    message: { vi: "Số tài khoản không hợp lệ.", en: "Invalid account number." },
  },
  {
    code: 40040,
    subsystem: "order",
    message: {
      vi: "Giá đặt phải nằm trong khoảng giá sàn - giá trần.",
      en: "The price must be between the floor and ceiling prices.",
    },
  },
  {
    code: 40041,
    subsystem: "order",
    message: {
      vi: "Lệnh ATO chỉ được đặt trong phiên khớp lệnh định kỳ mở cửa.",
      en: "ATO orders are only accepted in the opening (ATO) session.",
    },
  },
  {
    code: 40042,
    subsystem: "order",
    message: {
      vi: "Không được đặt lệnh ATC vào thời điểm này.",
      en: "ATC orders are not accepted at this time.",
    },
  },
  {
    code: 40043,
    subsystem: "order",
    message: {
      vi: "Lệnh MOK, MAK, MTL chỉ được đặt trong phiên khớp lệnh liên tục.",
      en: "MOK, MAK and MTL orders are only accepted in the continuous session.",
    },
  },
  { code: 40047, subsystem: "order", message: TYPE_NOT_IN_SESSION },
  { code: 40048, subsystem: "order", message: TYPE_NOT_IN_SESSION },
  { code: 40049, subsystem: "order", message: TYPE_NOT_IN_SESSION },
  // The spec says only "take-profit vs stop-loss rules"; we give one rule to each code.
  {
    code: 40060,
    subsystem: "order",
    message: {
      vi: "Với lệnh mua/Long, giá chốt lời phải cao hơn giá cắt lỗ.",
      en: "For a buy (LONG) order, the take-profit price must be above the stop-loss price.",
    },
  },
  {
    code: 40061,
    subsystem: "order",
    message: {
      vi: "Với lệnh bán/Short, giá chốt lời phải thấp hơn giá cắt lỗ.",
      en: "For a sell (SHORT) order, the take-profit price must be below the stop-loss price.",
    },
  },
  {
    code: 40062,
    subsystem: "order",
    message: {
      vi: "Giá chốt lời và giá cắt lỗ không được bằng nhau.",
      en: "The take-profit and stop-loss prices must differ.",
    },
  },
  {
    code: 90001,
    subsystem: "order",
    message: {
      vi: "Khối lượng và giá đặt phải lớn hơn 0.",
      en: "Volume and price must be greater than 0.",
    },
  },
  {
    code: 95001,
    subsystem: "account",
    message: {
      vi: "Tài khoản đang sao chép giao dịch theo chuyên gia nên không thể đặt lệnh.",
      en: "This account copies an expert's trades and cannot place orders.",
    },
  },
  {
    code: 96012,
    subsystem: "risk",
    message: { vi: "Không đủ sức mua.", en: "Insufficient buying power." },
  },
  {
    code: 96013,
    subsystem: "risk",
    message: { vi: "Không đủ chứng khoán để bán.", en: "Not enough securities to sell." },
  },
  {
    code: 96016,
    subsystem: "order",
    message: { vi: "Mã hợp đồng không hợp lệ.", en: "Invalid contract." },
  },
  {
    code: 96017,
    subsystem: "account",
    message: { vi: "Tài khoản không hợp lệ.", en: "Invalid account." },
  },
  { code: 96018, subsystem: "account", message: NO_PERMISSION },
  { code: 96029, subsystem: "account", message: NO_PERMISSION },
  {
    code: 96021,
    subsystem: "order",
    message: { vi: "Giá đặt không hợp lệ.", en: "Invalid price." },
  },
  { code: 96022, subsystem: "exchange", message: MARKET_CLOSED },
  { code: 98002, subsystem: "exchange", message: MARKET_CLOSED },
  {
    code: 96024,
    subsystem: "order",
    message: {
      vi: "Loại lệnh không được phép đặt trong phiên giao dịch này.",
      en: "This order type is not allowed in this session.",
    },
  },
  { code: 96028, subsystem: "account", message: ACCOUNT_MAY_NOT_TRADE },
  { code: 96041, subsystem: "account", message: ACCOUNT_MAY_NOT_TRADE },
  {
    code: 96031,
    subsystem: "order",
    message: {
      vi: "Mã chứng khoán không hợp lệ hoặc đang bị tạm ngừng giao dịch.",
      en: "The security is invalid or suspended.",
    },
  },
  {
    code: 96032,
    subsystem: "order",
    message: {
      vi: "Hiện không thể đặt lệnh. Quý khách vui lòng thử lại sau.",
      en: "Orders cannot be placed right now. Please try again later.",
    },
  },
  {
    code: 96033,
    subsystem: "order",
    message: { vi: "Chứng khoán đã đáo hạn.", en: "The security has matured." },
  },
  {
    code: 96038,
    subsystem: "risk",
    message: {
      vi: "Vượt quá số vị thế tối đa được phép.",
      en: "The order exceeds the maximum position.",
    },
  },
  {
    code: 96039,
    subsystem: "account",
    message: {
      vi: "Tài khoản mới mở chưa được phép giao dịch.",
      en: "A newly opened account cannot trade yet.",
    },
  },
  {
    code: 96043,
    subsystem: "order",
    message: {
      vi: "Không được đặt đồng thời lệnh mua và lệnh bán trong phiên khớp lệnh định kỳ.",
      en: "You cannot place both buy and sell orders in a periodic matching session.",
    },
  },
  {
    code: 98001,
    subsystem: "exchange",
    message: {
      vi: "Không thể kết nối tới Sở Giao dịch Chứng khoán.",
      en: "Cannot connect to the exchange.",
    },
  },
];

const PREFIX = /^(?:COS|FOS)-/i;
const INTEGER = /^[+-]?\d+$/;

/**
 * The lookup form of a code: the COS-/FOS- prefix dropped and integers written canonically, so
 * `"COS-40040"`, `40040` and `" 40040"` all become `"40040"`.
 */
export function normalizeResultCode(code: ResultCode): string {
  if (typeof code === "number") return String(code);
  const bare = code.trim().replace(PREFIX, "");
  return INTEGER.test(bare) ? String(Number(bare)) : bare.toUpperCase();
}

function indexKey(context: ResultContext | undefined, normalized: string): string {
  return `${context ?? "*"} ${normalized}`;
}

const INDEX: ReadonlyMap<string, ResultCodeEntry> = new Map(
  RESULT_CODES.map((entry) => [indexKey(entry.context, normalizeResultCode(entry.code)), entry]),
);

/**
 * The catalogue entry of `code` as answered in `context` (default: a call made with a session),
 * or `undefined` when the catalogue does not know it.
 *
 * @example findResultCode("COS-40040") === findResultCode(40040) // true
 * @example findResultCode(-9998, "login")?.subsystem // "auth" (OTP required)
 */
export function findResultCode(
  code: ResultCode,
  context: ResultContext = "call",
): ResultCodeEntry | undefined {
  const normalized = normalizeResultCode(code);
  return INDEX.get(indexKey(context, normalized)) ?? INDEX.get(indexKey(undefined, normalized));
}

/**
 * The customer's message for `code`, or the generic fallback ('An error has occurred') for an
 * unknown code.
 *
 * @throws Error when the message has a placeholder `params` does not fill (-11004 needs
 *   `remaining`): the caller must know the codes it passes values for.
 */
export function resultMessage(
  code: ResultCode,
  language: Language,
  params?: TextParams,
  context: ResultContext = "call",
): string {
  const text = findResultCode(code, context)?.message ?? FALLBACK_RESULT_MESSAGE;
  return interpolate(text[language], params);
}
