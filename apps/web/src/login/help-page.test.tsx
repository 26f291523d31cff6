// @vitest-environment happy-dom
/**
 * The help page's guide describes trading as the order panel does it (issue 16 item 6), in vi
 * and en: a ticket from any price, the shortcuts of trading/shortcuts.ts, MAX, normal and
 * conditional orders, remember PIN and remember order, the order book's edit and cancel rules,
 * portfolio and assets.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { startI18n } from "../i18n/i18n";
import { renderWithProviders } from "../testing/test-kit";
import { HelpPage } from "./help-page";

afterEach(cleanup);

const GUIDE = {
  vi: [
    "bất kỳ giá nào trên bảng giá",
    "Ctrl+B",
    "Ctrl+S",
    "Enter đặt lệnh",
    "Mua MAX / Bán MAX",
    "Lệnh điều kiện",
    "Trailing Stop",
    "Lưu mã PIN",
    "Ghi nhớ lệnh",
    "Sổ lệnh",
    "không đổi cùng lúc giá và khối lượng",
    "Danh mục",
    "Tài sản",
  ],
  en: [
    "click any price on the board",
    "Ctrl+B",
    "Ctrl+S",
    "Enter places the order",
    "Buy MAX / Sell MAX",
    "Conditional orders",
    "Trailing Stop",
    "Remember PIN",
    "Remember order",
    "Order book",
    "not both",
    "Portfolio",
    "Assets",
  ],
} as const;

describe("HelpPage: the trading guide", () => {
  it.each(["vi", "en"] as const)("covers trading in %s", async (language) => {
    await startI18n(language);
    renderWithProviders(<HelpPage />, { path: "/ho-tro" });
    const guide = screen.getByTestId("help-trading");
    expect(guide.querySelectorAll("li")).toHaveLength(8);
    for (const phrase of GUIDE[language]) expect(guide.textContent).toContain(phrase);
  });
});
