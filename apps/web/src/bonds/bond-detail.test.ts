import type { BondDetail } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { bondRow } from "../testing/test-rows";
import { bondDetailView } from "./bond-detail";

function detail(overrides: Partial<BondDetail> = {}): BondDetail {
  return {
    ...bondRow("SSIB2506"),
    parvalue: 100_000,
    issueDate: "20250916",
    maturityDate: "20290518",
    interestRate: 11.75,
    interestPeriod: 6,
    interestPeriodUnit: 3,
    issuerName: "Công ty Cổ phần Chứng khoán SSI",
    bondType: "PRIVATE",
    collateral: "Bảo lãnh thanh toán",
    callPutProvision: "Mua lại trước hạn",
    ...overrides,
  };
}

describe("bondDetailView (price-board §2 Bond detail modal)", () => {
  it("writes the detail for a Vietnamese reader", () => {
    expect(bondDetailView(detail(), "vi")).toEqual({
      symbol: "SSIB2506",
      lastPrice: "101,500 VND",
      issuerCode: "VIC",
      issuerName: "Công ty Cổ phần Chứng khoán SSI",
      parValue: "100,000 VND",
      bondType: "PRIVATE",
      collateral: "Bảo lãnh thanh toán",
      issueDate: "16/09/2025",
      maturityDate: "18/05/2029",
      couponRate: "11.75%",
      incomeTax: "5.00%",
      couponPeriod: "6 tháng",
      callPutProvision: "Mua lại trước hạn",
    });
  });

  it("writes numbers and the period unit in English for an English reader", () => {
    const view = bondDetailView(detail({ interestPeriod: 1, interestPeriodUnit: 4 }), "en");
    expect(view.parValue).toBe("100,000 VND");
    expect(view.couponRate).toBe("11.75%");
    expect(view.incomeTax).toBe("5.00%");
    expect(view.couponPeriod).toBe("1 year");
  });

  it.each<[1 | 2 | 3 | 4, number, string, string]>([
    [1, 30, "30 ngày", "30 days"],
    [2, 2, "2 tuần", "2 weeks"],
    [3, 3, "3 tháng", "3 months"],
    [4, 2, "2 năm", "2 years"],
  ])("names coupon period unit %i", (unit, period, vi, en) => {
    expect(
      bondDetailView(detail({ interestPeriodUnit: unit, interestPeriod: period }), "vi").couponPeriod,
    ).toBe(vi);
    expect(
      bondDetailView(detail({ interestPeriodUnit: unit, interestPeriod: period }), "en").couponPeriod,
    ).toBe(en);
  });

  it("prefers the live last price, and shows none before the first trade", () => {
    expect(bondDetailView(detail(), "vi", 102_005).lastPrice).toBe("102,005 VND");
    expect(bondDetailView(detail({ ptMatchPrice: 0 }), "vi").lastPrice).toBe("");
  });

  it("leaves a malformed date or period empty", () => {
    const view = bondDetailView(
      detail({ issueDate: "2025", interestPeriodUnit: 9 as unknown as 1, interestRate: Number.NaN }),
      "vi",
    );
    expect(view.issueDate).toBe("");
    expect(view.couponPeriod).toBe("");
    expect(view.couponRate).toBe("");
  });
});
