/**
 * Names of the finance table rows. The wire row has only `Name`, which is the Vietnamese line
 * name of a Vietnamese financial statement (as data vendors send it); the web translates by
 * looking that name up in a key map like the English column here, and shows the Vietnamese
 * name when it knows no translation.
 */

export const FINANCE_ROW_NAMES = {
  revenue: { vi: "Doanh thu thuần", en: "Net revenue" },
  costOfSales: { vi: "Giá vốn hàng bán", en: "Cost of goods sold" },
  grossProfit: { vi: "Lợi nhuận gộp", en: "Gross profit" },
  operatingExpenses: { vi: "Chi phí bán hàng và quản lý doanh nghiệp", en: "Selling and admin expenses" },
  profitBeforeTax: { vi: "Lợi nhuận trước thuế", en: "Profit before tax" },
  incomeTax: { vi: "Chi phí thuế thu nhập doanh nghiệp", en: "Corporate income tax" },
  profitAfterTax: { vi: "Lợi nhuận sau thuế", en: "Profit after tax" },
  currentAssets: { vi: "Tài sản ngắn hạn", en: "Current assets" },
  inventory: { vi: "Hàng tồn kho", en: "Inventories" },
  longTermAssets: { vi: "Tài sản dài hạn", en: "Long-term assets" },
  totalAssets: { vi: "Tổng tài sản", en: "Total assets" },
  currentLiabilities: { vi: "Nợ ngắn hạn", en: "Current liabilities" },
  longTermLiabilities: { vi: "Nợ dài hạn", en: "Long-term liabilities" },
  liabilities: { vi: "Nợ phải trả", en: "Liabilities" },
  equity: { vi: "Vốn chủ sở hữu", en: "Owners' equity" },
  totalCapital: { vi: "Tổng nguồn vốn", en: "Total capital" },
  eps: { vi: "EPS (đồng)", en: "EPS (VND)" },
  bvps: { vi: "BVPS (đồng)", en: "BVPS (VND)" },
  pe: { vi: "P/E", en: "P/E" },
  pb: { vi: "P/B", en: "P/B" },
  roe: { vi: "ROE (%)", en: "ROE (%)" },
  roa: { vi: "ROA (%)", en: "ROA (%)" },
  grossMargin: { vi: "Biên lợi nhuận gộp (%)", en: "Gross margin (%)" },
  netMargin: { vi: "Biên lợi nhuận ròng (%)", en: "Net margin (%)" },
  debtToEquity: { vi: "Nợ phải trả/Vốn chủ sở hữu", en: "Liabilities/Equity" },
  currentRatio: { vi: "Khả năng thanh toán hiện hành", en: "Current ratio" },
  quickRatio: { vi: "Khả năng thanh toán nhanh", en: "Quick ratio" },
} as const satisfies Record<string, { readonly vi: string; readonly en: string }>;

export type FinanceRowKey = keyof typeof FINANCE_ROW_NAMES;
