/**
 * Fixed bilingual texts of dialogs, alerts and toasts (order-entry §8; accounts-session §2, §4,
 * §8, §9). Where the spec quotes Vietnamese, it is kept word for word, except the vendor app name
 * in the insider block, which becomes a neutral "your broker's app": this product is not that
 * vendor's.
 */
import type { LocalizedText } from "../format/language";

/** Customer hotline as printed in the CCCD popup and the insider alert. */
export const HOTLINE = "1900 633 308";
/** The hotline as dialled (for `tel:` links). */
export const HOTLINE_DIAL = "1900633308";

/** Insider trading limits that trigger a disclosure block: VND per day and per month. */
export const INSIDER_DAILY_LIMIT_VND = 50_000_000;
export const INSIDER_MONTHLY_LIMIT_VND = 200_000_000;

/** Block-order dialog kinds: 1 = trading limit exceeded (-8044), 2 = disclosed volume exceeded (-8043). */
export type InsiderBlockType = 1 | 2;

export const BLOCK_ORDER_DIALOG_TITLE: LocalizedText = {
  vi: "Giao dịch không thành công",
  en: "Trade unsuccessful",
};

export const INSIDER_BLOCK_NOTICES: Readonly<Record<InsiderBlockType, LocalizedText>> = {
  1: {
    vi: "Quý khách đang vi phạm hạn mức giao dịch (50 triệu/ngày và 200 triệu/tháng). Vui lòng khai báo Công bố thông tin trên ứng dụng của công ty chứng khoán để tiếp tục thực hiện giao dịch",
    en: "You have exceeded the trading limit (VND 50 million per day and VND 200 million per month). Please declare your disclosure information in your broker's app to continue trading.",
  },
  2: {
    vi: "Vượt quá khối lượng theo Công bố thông tin",
    en: "The volume exceeds the disclosed volume.",
  },
};

export const SESSION_EXPIRED_NOTICE: LocalizedText = {
  vi: "Phiên đăng nhập đã hết hạn. Quý khách vui lòng đăng nhập lại.",
  en: "Your session has expired. Please log in again.",
};

/** HTTP 401 'Invalid Session': the server no longer knows the session id. */
export const HTTP_STATUS_INVALID_SESSION = 401;
export const INVALID_SESSION_NOTICE: LocalizedText = {
  vi: "Phiên làm việc không hợp lệ. Quý khách vui lòng đăng nhập lại.",
  en: "Invalid session. Please log in again.",
};

/** A call the server did not answer in time ('timeout'). */
export const TIMEOUT_NOTICE: LocalizedText = {
  vi: "Hệ thống phản hồi quá thời gian chờ. Quý khách vui lòng thử lại.",
  en: "The request timed out. Please try again.",
};

/** Login answers -1 'Invalid command' and 0 (bad credentials, closed cursor) all show this. */
export const WRONG_CREDENTIALS_NOTICE: LocalizedText = {
  vi: "Tên đăng nhập hoặc mật khẩu không chính xác.",
  en: "Wrong username or password.",
};

/** Shown when failed logins exceed 3; `{count}` is the server's failure count. */
export const LOGIN_FAILURE_NOTICE: LocalizedText = {
  vi: "Quý khách đã đăng nhập sai {count} lần. Vui lòng thử lại hoặc sử dụng chức năng Quên mật khẩu.",
  en: "Login failed {count} times. Please try again or use Forgot password.",
};

export const IDENTITY_CARD_BLOCK_TITLE: LocalizedText = {
  vi: "Cập nhật Căn cước công dân",
  en: "Update your identity card",
};

/** CCCD block popup and its daily reminder (-6063, FOS-6063, C_IS_CARD_CLEAR = 2). */
export const IDENTITY_CARD_BLOCK_NOTICE: LocalizedText = {
  vi: `Theo quy định của Ủy ban Chứng khoán Nhà nước, Quý khách cần cập nhật thông tin Căn cước công dân (CCCD) gắn chip để tiếp tục giao dịch. Vui lòng cập nhật thông tin hoặc liên hệ tổng đài ${HOTLINE} để được hỗ trợ.`,
  en: `Under State Securities Commission rules, you need to update your chip-based citizen identity card (CCCD) details to keep trading. Please update them or call our hotline ${HOTLINE} for help.`,
};

/** Alert to customers who must disclose before trading (insiders and related persons). */
export const INSIDER_DISCLOSURE_ALERT: LocalizedText = {
  vi: `Theo quy định của pháp luật, Quý khách thuộc đối tượng phải công bố thông tin trước khi giao dịch. Vui lòng mở ứng dụng di động của công ty chứng khoán để khai báo hoặc liên hệ tổng đài ${HOTLINE} để được hỗ trợ.`,
  en: `By law, you must disclose information before you trade. Please open your broker's mobile app to make the declaration, or call our hotline ${HOTLINE} for help.`,
};

export type OrderRequestKind = "place" | "edit" | "cancel";

/** Toasts after an order, edit or cancel request is accepted (rc above 0). */
export const ORDER_REQUEST_SENT: Readonly<Record<OrderRequestKind, LocalizedText>> = {
  place: { vi: "Gửi yêu cầu đặt lệnh thành công.", en: "Order request sent successfully." },
  edit: { vi: "Gửi yêu cầu sửa lệnh thành công.", en: "Edit request sent successfully." },
  cancel: { vi: "Gửi yêu cầu hủy lệnh thành công.", en: "Cancel request sent successfully." },
};

/** After more than 3 socket reconnects or a connect error; its button reloads the page. */
export const RECONNECT_ALERT: LocalizedText = {
  vi: "Kết nối dữ liệu trực tuyến bị gián đoạn. Quý khách vui lòng bấm Kết nối lại để tải lại trang.",
  en: "The live data connection was interrupted. Press Reconnect to reload the page.",
};
export const RECONNECT_BUTTON: LocalizedText = { vi: "Kết nối lại", en: "Reconnect" };

/** A call that lost the server altogether. */
export const CONNECTION_LOST_NOTICE: LocalizedText = {
  vi: "Mất kết nối tới máy chủ. Quý khách vui lòng tải lại trang.",
  en: "The connection to the server was lost. Please reload the page.",
};

/** -20606, COS-96045, COS-920606: no margin room left on the stock. */
export const OUT_OF_ROOM_NOTICE: LocalizedText = {
  vi: "Mã chứng khoán đã hết room cho vay ký quỹ. Quý khách vui lòng đặt lệnh ngoài room (ký quỹ 100%).",
  en: "This stock has no margin room left. Please place an out-of-room order (100% margin).",
};
