/**
 * The text of every warning key (order-entry §8, accounts-session §5, §8). The spec words almost
 * none of them; these are written the way a Vietnamese broker's order panel says them.
 *
 * Vocabulary: "khoảng trượt" is a trailing amount, "biên giá" a spread or stop-loss margin,
 * "khoảng cắt lỗ / chốt lời" the derivative stop-loss / take-profit ranges.
 */
import type { Language, LocalizedText } from "../format/language";
import { interpolate, type TextParams } from "./localized-text";
import type { WarningKey } from "./warning-keys";

export const WARNING_MESSAGES: Readonly<Record<WarningKey, LocalizedText>> = {
  // Stock panel.
  "empty-acccount": { vi: "Vui lòng chọn tiểu khoản.", en: "Please choose an account." },
  "empty-symbol": { vi: "Vui lòng nhập mã chứng khoán.", en: "Please enter a symbol." },
  "empty-volume": { vi: "Vui lòng nhập khối lượng.", en: "Please enter a volume." },
  "volume-than-0": { vi: "Khối lượng phải lớn hơn 0.", en: "The volume must be greater than 0." },
  "vol-greater-than-50000": {
    vi: "Khối lượng tối đa trên sàn HOSE là 50.000 cổ phiếu/lệnh.",
    en: "The maximum volume on HOSE is 50,000 shares per order.",
  },
  "wrong-lot-100": {
    vi: "Khối lượng phải là bội số của 100.",
    en: "The volume must be a multiple of 100.",
  },
  "invalid-price": { vi: "Giá đặt không hợp lệ.", en: "Invalid price." },
  "empty-price": { vi: "Vui lòng nhập giá.", en: "Please enter a price." },
  "price-than-0": { vi: "Giá phải lớn hơn 0.", en: "The price must be greater than 0." },
  "price-step-invalid": {
    vi: "Giá không đúng bước giá ({step} VNĐ).",
    en: "The price does not fit the price step ({step} VND).",
  },
  "order-condition-invalid": {
    vi: "Mã chứng khoán này không được đặt lệnh điều kiện.",
    en: "Conditional orders are not available for this security.",
  },
  "empty-trigger-price": { vi: "Vui lòng nhập giá kích hoạt.", en: "Please enter a trigger price." },
  "trigger-price-than-0": {
    vi: "Giá kích hoạt phải lớn hơn 0.",
    en: "The trigger price must be greater than 0.",
  },
  "invalid-trigger-price": { vi: "Giá kích hoạt không hợp lệ.", en: "Invalid trigger price." },
  "invalid-trailing-amount": {
    vi: "Vui lòng nhập khoảng trượt hợp lệ.",
    en: "Please enter a valid trailing amount.",
  },
  "trailing-amount-than-0": {
    vi: "Khoảng trượt phải lớn hơn 0.",
    en: "The trailing amount must be greater than 0.",
  },
  "invalid-spread": { vi: "Biên giá không hợp lệ.", en: "Invalid spread." },
  "trailing-amount-not-valid": {
    vi: "Khoảng trượt có quá nhiều chữ số thập phân.",
    en: "The trailing amount has too many decimal places.",
  },
  "stop-spread-not-valid": {
    vi: "Biên giá có quá nhiều chữ số thập phân.",
    en: "The spread has too many decimal places.",
  },
  "invalid-stop-loss": { vi: "Giá cắt lỗ không hợp lệ.", en: "Invalid stop-loss price." },
  "invalid-take-profit": { vi: "Giá chốt lời không hợp lệ.", en: "Invalid take-profit price." },
  // SL/TP needs at least one of the two prices.
  "enter-stop-loss-price": {
    vi: "Vui lòng nhập giá cắt lỗ hoặc giá chốt lời.",
    en: "Please enter a stop-loss or take-profit price.",
  },
  "enter-slp-and-margin": {
    vi: "Vui lòng nhập giá cắt lỗ khi đặt biên giá.",
    en: "Please enter a stop-loss price together with the stop-loss margin.",
  },
  "invalid-stop-loss-margin": { vi: "Biên giá cắt lỗ không hợp lệ.", en: "Invalid stop-loss margin." },
  "sl-not-equals-tp": {
    vi: "Giá cắt lỗ không được bằng giá chốt lời.",
    en: "The stop-loss and take-profit prices must differ.",
  },
  "long-tp-price": {
    vi: "Với lệnh mua/Long, giá chốt lời phải cao hơn giá đặt lệnh.",
    en: "For a buy (LONG) order, the take-profit price must be above the order price.",
  },
  "long-sl-price": {
    vi: "Với lệnh mua/Long, giá cắt lỗ phải thấp hơn giá đặt lệnh.",
    en: "For a buy (LONG) order, the stop-loss price must be below the order price.",
  },
  "expired-date-empty": { vi: "Vui lòng chọn ngày hết hạn.", en: "Please choose an expiry date." },
  "expired-date-invalid": {
    vi: "Ngày hết hạn không được trước ngày hiện tại.",
    en: "The expiry date cannot be in the past.",
  },
  "effective-date-empty": { vi: "Vui lòng chọn ngày hiệu lực.", en: "Please choose an effective date." },
  "effective-date-invalid": {
    vi: "Ngày hiệu lực không được trước ngày hiện tại.",
    en: "The effective date cannot be in the past.",
  },
  "effective-date-lt-expired-date": {
    vi: "Ngày hiệu lực không được sau ngày hết hạn.",
    en: "The effective date cannot be after the expiry date.",
  },
  // The window the validators apply is 29 days (order-entry §5, §9).
  "expired-date-30": {
    vi: "Ngày hết hạn không được quá 29 ngày kể từ ngày lệnh có hiệu lực.",
    en: "The expiry date can be at most 29 days after the order takes effect.",
  },
  "empty-pin": { vi: "Vui lòng nhập mã PIN.", en: "Please enter your PIN." },
  "invalid-permission": {
    vi: "Quý khách chưa được cấp quyền thực hiện chức năng này.",
    en: "You do not have permission to use this function.",
  },

  // Derivative panel.
  "volume-less-than-500": {
    vi: "Khối lượng tối đa 500 hợp đồng.",
    en: "The maximum volume is 500 contracts.",
  },
  "price-greater-than-ceil": {
    vi: "Giá đặt không được cao hơn giá trần.",
    en: "The price cannot be above the ceiling price.",
  },
  "price-less-then-floor": {
    vi: "Giá đặt không được thấp hơn giá sàn.",
    en: "The price cannot be below the floor price.",
  },
  // The one-decimal rule of derivative prices.
  "all-price-not-valid": {
    vi: "Giá chỉ được nhập tối đa 1 chữ số thập phân.",
    en: "Prices can have at most one decimal place.",
  },
  "reciprocal-symbol": {
    vi: "Mã hợp đồng đối ứng phải khác mã hợp đồng đặt lệnh.",
    en: "The reciprocal contract must differ from the order's contract.",
  },
  "trigger-price-greater-than-ceil": {
    vi: "Giá kích hoạt không được cao hơn giá trần.",
    en: "The trigger price cannot be above the ceiling price.",
  },
  "trigger-price-less-then-floor": {
    vi: "Giá kích hoạt không được thấp hơn giá sàn.",
    en: "The trigger price cannot be below the floor price.",
  },
  "triggered-price-not-valid": {
    vi: "Giá kích hoạt chỉ được nhập tối đa 1 chữ số thập phân.",
    en: "The trigger price can have at most one decimal place.",
  },
  // SL/TP by amount needs at least one of the two ranges.
  "enter-stop-loss-range": {
    vi: "Vui lòng nhập khoảng cắt lỗ hoặc khoảng chốt lời.",
    en: "Please enter a stop-loss or take-profit range.",
  },
  "slr-than-0": { vi: "Khoảng cắt lỗ phải lớn hơn 0.", en: "The stop-loss range must be greater than 0." },
  "slr-not-valid": {
    vi: "Khoảng cắt lỗ chỉ được nhập tối đa 1 chữ số thập phân.",
    en: "The stop-loss range can have at most one decimal place.",
  },
  "enter-slr-and-margin": {
    vi: "Vui lòng nhập khoảng cắt lỗ khi đặt biên giá.",
    en: "Please enter a stop-loss range together with the stop-loss margin.",
  },
  "tpr-than-0": {
    vi: "Khoảng chốt lời phải lớn hơn 0.",
    en: "The take-profit range must be greater than 0.",
  },
  "tpr-not-valid": {
    vi: "Khoảng chốt lời chỉ được nhập tối đa 1 chữ số thập phân.",
    en: "The take-profit range can have at most one decimal place.",
  },
  "sl-ceil-floor": {
    vi: "Giá cắt lỗ phải nằm trong khoảng giá sàn - giá trần.",
    en: "The stop-loss price must be between the floor and ceiling prices.",
  },
  "tp-ceil-floor": {
    vi: "Giá chốt lời phải nằm trong khoảng giá sàn - giá trần.",
    en: "The take-profit price must be between the floor and ceiling prices.",
  },
  "short-tp-price": {
    vi: "Với lệnh bán/Short, giá chốt lời phải thấp hơn giá đặt lệnh.",
    en: "For a sell (SHORT) order, the take-profit price must be below the order price.",
  },
  "short-sl-price": {
    vi: "Với lệnh bán/Short, giá cắt lỗ phải cao hơn giá đặt lệnh.",
    en: "For a sell (SHORT) order, the stop-loss price must be above the order price.",
  },
  "spread-not-valid": {
    vi: "Biên giá chỉ được nhập tối đa 1 chữ số thập phân.",
    en: "The spread can have at most one decimal place.",
  },
  "enter-tp-price": { vi: "Vui lòng nhập giá chốt lời.", en: "Please enter a take-profit price." },
  "enter-sl-price": { vi: "Vui lòng nhập giá cắt lỗ.", en: "Please enter a stop-loss price." },
  long_oco_validate: {
    vi: "Với lệnh OCO Long, giá chốt lời phải cao hơn giá cắt lỗ.",
    en: "For a LONG OCO order, the take-profit price must be above the stop-loss price.",
  },
  short_oco_validate: {
    vi: "Với lệnh OCO Short, giá chốt lời phải thấp hơn giá cắt lỗ.",
    en: "For a SHORT OCO order, the take-profit price must be below the stop-loss price.",
  },
  "not-update-market-order": {
    vi: "Không thể sửa lệnh điều kiện đặt theo giá thị trường.",
    en: "Conditional orders at a market price cannot be edited.",
  },

  // Accounts and session.
  "invalid-password": {
    vi: "Mật khẩu phải dài 8-32 ký tự, gồm ít nhất một chữ số, một chữ thường, một chữ hoa và một ký tự đặc biệt.",
    en: "The password must be 8-32 characters long with at least one digit, one lowercase letter, one uppercase letter and one special character.",
  },
  "not-match-password": {
    vi: "Mật khẩu mới phải khác mật khẩu hiện tại.",
    en: "The new password must differ from the current one.",
  },
  "retype-not-match": {
    vi: "Mật khẩu nhập lại không khớp với mật khẩu mới.",
    en: "The retyped password does not match the new password.",
  },
  "empty-password": { vi: "Vui lòng nhập mật khẩu.", en: "Please enter your password." },
  "empty-new-pass": { vi: "Vui lòng nhập mật khẩu mới.", en: "Please enter a new password." },
  "empty-retype-password": {
    vi: "Vui lòng nhập lại mật khẩu mới.",
    en: "Please retype the new password.",
  },
  "no-setting-chosen": {
    vi: "Vui lòng chọn ít nhất một mục cài đặt.",
    en: "Please choose at least one setting.",
  },
  "corrected-market-price": {
    vi: "Giá thị trường không hợp lệ. Vui lòng nhập ATO, ATC, MAK, MOK hoặc MTL.",
    en: "Invalid market price. Enter ATO, ATC, MAK, MOK or MTL.",
  },
  "value-not-change": {
    vi: "Quý khách chưa thay đổi thông tin lệnh.",
    en: "You have not changed the order.",
  },
  "invalid-otp": { vi: "Vui lòng nhập đủ 6 chữ số mã OTP.", en: "Please enter the 6-digit OTP." },

  // Outside the spec's lists.
  "empty-user": { vi: "Vui lòng nhập tên đăng nhập.", en: "Please enter your username." },
  "price-and-volume-not-both": {
    vi: "Không sửa đồng thời giá và khối lượng.",
    en: "You cannot change the price and the volume at the same time.",
  },
};

/**
 * The text of warning `key` in `language`, placeholders filled from `params`.
 *
 * A `step` param on a key whose own text does not use it appends the price-step sentence: the
 * spec shows an off-step stop-loss margin or trigger price as "invalid … text plus the price-step
 * text with the valid step (VND)".
 *
 * @throws Error when the text needs a param `params` lacks (`price-step-invalid` needs `step`).
 * @example warningMessage("price-step-invalid", "vi", { step: 50 }) // "Giá không đúng bước giá (50 VNĐ)."
 */
export function warningMessage(key: WarningKey, language: Language, params?: TextParams): string {
  const template = WARNING_MESSAGES[key][language];
  const text = interpolate(template, params);
  if (params?.["step"] === undefined || template.includes("{step}")) return text;
  return `${text} ${interpolate(WARNING_MESSAGES["price-step-invalid"][language], params)}`;
}
