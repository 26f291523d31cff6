/** The toast of an `accountnotice`: its text in the page's language, its tone by its kind. */
import { describe, expect, it } from "vitest";
import { accountNoticeToast } from "./order-notices";

const text = { vi: "Lệnh điều kiện 41 đã kích hoạt", en: "Conditional order 41 triggered" };

describe("accountNoticeToast", () => {
  it.each([
    ["conditional.triggered", "en", { tone: "info", text: text.en }],
    ["conditional.triggered", "vi", { tone: "info", text: text.vi }],
    ["conditional.rejected", "en", { tone: "error", text: text.en }],
    ["conditional.expired", "vi", { tone: "error", text: text.vi }],
    ["margin.call", "vi", { tone: "error", text: text.vi }],
    ["margin.force", "vi", { tone: "error", text: text.vi }],
    ["futures.force-close", "en", { tone: "error", text: text.en }],
    ["futures.warning", "en", { tone: "warning", text: text.en }],
    ["margin.restored", "en", { tone: "info", text: text.en }],
  ] as const)("%s in %s", (kind, language, toast) => {
    expect(accountNoticeToast({ kind, text }, language)).toEqual(toast);
  });

  it("falls back to Vietnamese, and shows nothing without a text", () => {
    expect(accountNoticeToast({ kind: "x", text: { vi: "Có", en: "" } }, "en")?.text).toBe("Có");
    expect(accountNoticeToast({ kind: "x", text: { vi: "", en: "" } }, "en")).toBeNull();
  });
});
