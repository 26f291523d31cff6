/**
 * What the desk tells an account beyond its orders' own notices (accounts-session §4's
 * `ordernotice` covers those): a conditional order fired, refused or expired, and the account's
 * risk level moving — a margin call or force sale, a futures warning, call or forced close. Each
 * goes to the account's private room with its text in both languages.
 */
import type { AccountNoticeMessage } from "@bangia/market";
import { formatPercentPpm } from "./account-notice-format";

export type AccountNoticeKind =
  | "conditional.triggered"
  | "conditional.rejected"
  | "conditional.expired"
  | "margin.call"
  | "margin.force"
  | "margin.restored"
  | "futures.warning"
  | "futures.call"
  | "futures.force-close"
  | "futures.restored";

export interface AccountNotice {
  readonly account: string;
  readonly kind: AccountNoticeKind;
  /** The conditional order, its symbol, and the child order it sent or the code it was refused with. */
  readonly orderId?: string;
  readonly symbol?: string;
  readonly childOrderNo?: number;
  readonly reason?: string | null;
  /** Risk: the margin ratio or usage ratio now (ppm; null when there is no debt), and the top-up owed (VND). */
  readonly ratioPpm?: number | null;
  readonly amount?: number;
}

/** The notice's text, in Vietnamese and English. */
export function accountNoticeText(notice: AccountNotice): { readonly vi: string; readonly en: string } {
  const id = notice.orderId ?? "";
  const symbol = notice.symbol ?? "";
  const ratio =
    notice.ratioPpm === undefined || notice.ratioPpm === null ? "—" : formatPercentPpm(notice.ratioPpm);
  const amount = (notice.amount ?? 0).toLocaleString("vi-VN");
  const amountEn = (notice.amount ?? 0).toLocaleString("en-US");
  switch (notice.kind) {
    case "conditional.triggered":
      return {
        vi: `Lệnh điều kiện ${id} (${symbol}) đã kích hoạt, lệnh ${notice.childOrderNo ?? ""} đã được đặt.`,
        en: `Conditional order ${id} (${symbol}) triggered; order ${notice.childOrderNo ?? ""} was placed.`,
      };
    case "conditional.rejected":
      return {
        vi: `Lệnh điều kiện ${id} (${symbol}) bị từ chối: ${notice.reason ?? ""}.`,
        en: `Conditional order ${id} (${symbol}) was rejected: ${notice.reason ?? ""}.`,
      };
    case "conditional.expired":
      return {
        vi: `Lệnh điều kiện ${id} (${symbol}) đã hết hiệu lực.`,
        en: `Conditional order ${id} (${symbol}) has expired.`,
      };
    case "margin.call":
      return {
        vi: `Tài khoản ${notice.account} bị gọi ký quỹ: tỷ lệ ${ratio}, cần nộp thêm ${amount} đ.`,
        en: `Margin call on ${notice.account}: ratio ${ratio}; deposit ${amountEn} VND.`,
      };
    case "margin.force":
      return {
        vi: `Tài khoản ${notice.account} dưới ngưỡng xử lý (tỷ lệ ${ratio}): công ty bán giải chấp.`,
        en: `${notice.account} is below the force-sale line (ratio ${ratio}): the broker sells to restore it.`,
      };
    case "margin.restored":
      return {
        vi: `Tài khoản ${notice.account} đã về trạng thái an toàn (tỷ lệ ${ratio}).`,
        en: `${notice.account} is safe again (ratio ${ratio}).`,
      };
    case "futures.warning":
      return {
        vi: `Tỷ lệ sử dụng tài sản ký quỹ của ${notice.account} là ${ratio}: vượt ngưỡng cảnh báo.`,
        en: `Margin usage on ${notice.account} is ${ratio}: above the warning level.`,
      };
    case "futures.call":
      return {
        vi: `Gọi ký quỹ phái sinh ${notice.account}: tỷ lệ sử dụng ${ratio}, cần nộp thêm ${amount} đ.`,
        en: `Futures margin call on ${notice.account}: usage ${ratio}; deposit ${amountEn} VND.`,
      };
    case "futures.force-close":
      return {
        vi: `Tỷ lệ sử dụng của ${notice.account} là ${ratio}: công ty đóng vị thế bắt buộc.`,
        en: `Usage on ${notice.account} is ${ratio}: the broker closes positions.`,
      };
    case "futures.restored":
      return {
        vi: `Tỷ lệ sử dụng của ${notice.account} đã về mức an toàn (${ratio}).`,
        en: `Usage on ${notice.account} is safe again (${ratio}).`,
      };
  }
}

/** The notice as the `accountnotice` channel carries it; `seq` counts per account. */
export function wireAccountNotice(notice: AccountNotice, seq: number): AccountNoticeMessage {
  return {
    seq,
    accountCode: notice.account,
    kind: notice.kind,
    text: accountNoticeText(notice),
    ...(notice.orderId === undefined ? {} : { orderId: notice.orderId }),
    ...(notice.childOrderNo === undefined ? {} : { orderNo: String(notice.childOrderNo) }),
    ...(notice.symbol === undefined ? {} : { symbol: notice.symbol }),
  };
}
