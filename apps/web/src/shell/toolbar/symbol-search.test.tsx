// @vitest-environment happy-dom
import type { StockDictionaryEntry } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../../i18n/i18n";
import { useUi } from "../../state/ui";
import { renderWithProviders, testQueryClient } from "../../testing/test-kit";
import { SEARCH_HINT_MS, SymbolSearch } from "./symbol-search";
import { STOCK_LIST_QUERY_KEY } from "../../symbol-search/use-stock-list";

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
  localStorage.clear();
  useUi.setState({ focus: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders the search with the stock list already loaded. */
function renderLoaded() {
  const client = testQueryClient();
  client.setQueryData(STOCK_LIST_QUERY_KEY, STOCKS);
  renderWithProviders(<SymbolSearch />, { client });
}

const input = () => screen.getByTestId("symbol-search") as HTMLInputElement;
const type = (text: string) => {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
};
const suggested = () =>
  screen.queryAllByRole("option").map((option) => option.querySelector(".symbol-search__code")?.textContent);
const focused = () => useUi.getState().focus?.symbol ?? null;
const hint = () => screen.getByTestId("symbol-search-hint").textContent;

describe("symbol search (price-board §5)", () => {
  beforeEach(renderLoaded);

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
    type("  fpt ");
    fireEvent.blur(input());
    expect(focused()).toBe("FPT");
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

  it("Enter on a code that is not listed picks nothing and says so, keeping the text to correct", () => {
    type("zz");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(focused()).toBeNull();
    expect(hint()).toBe("Không có mã ZZ");
    expect(input().value).toBe("zz");
    expect(input().getAttribute("aria-describedby")).toBe(screen.getByTestId("symbol-search-hint").id);
    // Leaving the box does not pick it either.
    fireEvent.blur(input());
    expect(focused()).toBeNull();
    expect(input().value).toBe("");
  });

  it("blur with half-typed text picks nothing, even with suggestions showing", () => {
    type("ac");
    expect(suggested()).toEqual(["ACB", "ACBS"]);
    fireEvent.blur(input());
    expect(focused()).toBeNull();
    expect(hint()).toBe("Không có mã AC");
    expect(input().value).toBe("");
    expect(suggested()).toEqual([]);
  });

  it("the hint goes when typing again, or after a while", () => {
    type("zz");
    fireEvent.keyDown(input(), { key: "Enter" });
    fireEvent.change(input(), { target: { value: "zzz" } });
    expect(hint()).toBe("");
    vi.useFakeTimers();
    try {
      fireEvent.keyDown(input(), { key: "Enter" });
      expect(hint()).toBe("Không có mã ZZZ");
      act(() => vi.advanceTimersByTime(SEARCH_HINT_MS));
      expect(hint()).toBe("");
    } finally {
      vi.useRealTimers();
    }
  });

  it("Escape clears the text and the suggestions; the next blur picks nothing", () => {
    type("fpt");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(input().value).toBe("");
    expect(suggested()).toEqual([]);
    fireEvent.blur(input());
    expect(focused()).toBeNull();
    expect(hint()).toBe("");
  });

  it("blur picks the highlighted suggestion", () => {
    type("ac");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.blur(input());
    expect(focused()).toBe("ACBS");
  });
});

describe("symbol search before the stock list has arrived", () => {
  function serveListLater() {
    let answer: (stocks: readonly StockDictionaryEntry[]) => void = () => undefined;
    const body = new Promise<readonly StockDictionaryEntry[]>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify(await body), { headers: { "content-type": "application/json" } }),
      ),
    );
    renderWithProviders(<SymbolSearch />);
    return (stocks: readonly StockDictionaryEntry[]) => act(async () => answer(stocks));
  }

  it("a pick made while it loads is decided when it arrives", async () => {
    const arrive = serveListLater();
    type("fpt");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(focused()).toBeNull();
    await arrive(STOCKS);
    // The focus and the cleared input may land in different turns under load: wait for both.
    await waitFor(() => {
      expect(focused()).toBe("FPT");
      expect(input().value).toBe("");
    });
  });

  it("an unknown code typed while it loads is refused when it arrives", async () => {
    const arrive = serveListLater();
    type("zz");
    fireEvent.blur(input());
    await arrive(STOCKS);
    await waitFor(() => expect(hint()).toBe("Không có mã ZZ"));
    expect(focused()).toBeNull();
  });

  it("a list that fails to load picks nothing and says so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithProviders(<SymbolSearch />);
    type("fpt");
    fireEvent.keyDown(input(), { key: "Enter" });
    await waitFor(() => expect(hint()).toBe("Chưa tải được danh sách mã, hãy thử lại"));
    expect(focused()).toBeNull();
  });
});
