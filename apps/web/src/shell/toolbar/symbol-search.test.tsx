// @vitest-environment happy-dom
import type { StockDictionaryEntry } from "@bangia/market";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startI18n } from "../../i18n/i18n";
import { useUi } from "../../state/ui";
import { renderShell } from "../test-kit";
import { SymbolSearch } from "./symbol-search";
import { STOCK_LIST_QUERY_KEY } from "./use-stock-list";

const stock = (code: string, name = `Công ty ${code}`): StockDictionaryEntry => ({
  stock_code: code,
  name_vn: name,
  name_en: `${code} Corporation`,
  post_to: "HOSE",
  type: "D",
});
const STOCKS = [
  stock("AAA"),
  stock("ACB", "Ngân hàng Á Châu"),
  stock("ACBS"),
  stock("FPT"),
  ...Array.from({ length: 30 }, (_, n) => stock(`H${String(n).padStart(2, "0")}`)),
];

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  useUi.setState({ focus: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(STOCK_LIST_QUERY_KEY, STOCKS);
  renderShell(<SymbolSearch />, { client });
});
afterEach(cleanup);

const input = () => screen.getByTestId("symbol-search") as HTMLInputElement;
const type = (text: string) => {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
};
const suggested = () =>
  screen.queryAllByRole("option").map((option) => option.querySelector(".symbol-search__code")?.textContent);
const focused = () => useUi.getState().focus?.symbol ?? null;

describe("symbol search (price-board §5)", () => {
  it("suggests stock codes starting with the typed text, in any case", () => {
    type("ac");
    expect(suggested()).toEqual(["ACB", "ACBS"]);
    expect(input().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("option", { name: /ACB.*Ngân hàng Á Châu/ })).toBeTruthy();
  });

  it("suggests nothing for empty input or no match", () => {
    type("");
    expect(suggested()).toEqual([]);
    expect(input().getAttribute("aria-expanded")).toBe("false");
    type("CB");
    expect(suggested()).toEqual([]);
  });

  it("shows at most 20", () => {
    type("h");
    expect(suggested()).toHaveLength(20);
  });

  it("Enter picks the typed value, upper-cased", () => {
    type("fpt");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(focused()).toBe("FPT");
    expect(input().value).toBe("");
    expect(suggested()).toEqual([]);
  });

  it("arrow keys move through the suggestions; Enter picks the highlighted one", () => {
    type("a");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("ACB");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(focused()).toBe("ACB");
  });

  it("blur picks the typed value; an empty box picks nothing", () => {
    type("  vnm ");
    fireEvent.blur(input());
    expect(focused()).toBe("VNM");
    useUi.setState({ focus: null });
    type("");
    fireEvent.blur(input());
    expect(focused()).toBeNull();
  });

  it("a click on a suggestion picks it", () => {
    type("acb");
    fireEvent.mouseDown(screen.getByTestId("symbol-suggestion-ACBS"));
    expect(focused()).toBe("ACBS");
  });
});
