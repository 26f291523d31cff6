import { describe, expect, it } from "vitest";
import { formatPercentPpm } from "./account-notice-format";
import { accountNoticeText, wireAccountNotice, type AccountNoticeKind } from "./account-notice";

const KINDS: readonly AccountNoticeKind[] = [
  "conditional.triggered",
  "conditional.rejected",
  "conditional.expired",
  "margin.call",
  "margin.force",
  "margin.restored",
  "futures.warning",
  "futures.call",
  "futures.force-close",
  "futures.restored",
];

describe("account notices", () => {
  it.each([
    [352_512, "35.25%"],
    [1_000_000, "100.00%"],
    [5, "0.00%"],
    [-12_345, "-1.23%"],
  ])("a ratio of %i ppm reads %s", (ppm, text) => {
    expect(formatPercentPpm(ppm)).toBe(text);
  });

  it.each(KINDS)("%s has its own text in Vietnamese and in English", (kind) => {
    const text = accountNoticeText({
      account: "058C0000016",
      kind,
      orderId: "12",
      symbol: "FPT",
      ratioPpm: 300_000,
      amount: 1_500_000,
    });
    expect(text.vi.length).toBeGreaterThan(10);
    expect(text.en.length).toBeGreaterThan(10);
    expect(text.vi).not.toBe(text.en);
    const others = KINDS.filter((other) => other !== kind).map(
      (other) =>
        accountNoticeText({
          account: "058C0000016",
          kind: other,
          orderId: "12",
          symbol: "FPT",
          ratioPpm: 300_000,
          amount: 1_500_000,
        }).en,
    );
    expect(others).not.toContain(text.en);
  });

  it("goes on the wire with its sequence, account, order and both texts", () => {
    expect(
      wireAccountNotice(
        {
          account: "058C0000011",
          kind: "conditional.triggered",
          orderId: "7",
          symbol: "FPT",
          childOrderNo: 42,
        },
        3,
      ),
    ).toEqual({
      seq: 3,
      accountCode: "058C0000011",
      kind: "conditional.triggered",
      orderId: "7",
      orderNo: "42",
      symbol: "FPT",
      text: {
        vi: "Lệnh điều kiện 7 (FPT) đã kích hoạt, lệnh 42 đã được đặt.",
        en: "Conditional order 7 (FPT) triggered; order 42 was placed.",
      },
    });
  });
});
