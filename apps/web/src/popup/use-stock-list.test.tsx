// @vitest-environment happy-dom
import type { StockDictionaryEntry } from "@bangia/market";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useStockEntry } from "./stock-dictionary";
import { readCachedStockList } from "../symbol-search/stock-list-cache";
import { useStockList } from "../symbol-search/use-stock-list";

const FPT: StockDictionaryEntry = {
  stock_code: "FPT",
  name_vn: "Công ty Cổ phần FPT",
  name_en: "FPT Corporation",
  post_to: "HOSE",
  type: "D",
};

let fetchStub: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  fetchStub = vi.fn(async (url: string) => {
    const body = url.includes("getlistderivativesymbols/INDEX")
      ? ["VN30F2603"]
      : url.includes("getlistderivativesymbols")
        ? []
        : [FPT];
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

/** How many times the stock list itself was asked for. */
const stockListCalls = () =>
  fetchStub.mock.calls.filter(([url]) => String(url).includes("getlistallstock")).length;

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("the stock list (one query for the search and the popup)", () => {
  it("is not asked for until wanted", () => {
    const { result } = renderHook(() => useStockList(false), { wrapper: wrapper() });
    expect(result.current.status).toBe("pending");
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("loads once for both readers, indexed by code, and is kept in the browser", async () => {
    const { result } = renderHook(() => ({ search: useStockList(true), popup: useStockEntry("fpt") }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.popup.entry).toEqual(FPT));
    // The futures contracts join the list: the search finds every listed code.
    await waitFor(() => expect(result.current.search.list?.byCode.get("VN30F2603")?.type).toBe("F"));
    expect(result.current.search.list?.stocks.map((stock) => stock.stock_code)).toEqual(["FPT", "VN30F2603"]);
    expect(result.current.search.list?.byCode.get("FPT")).toEqual(FPT);
    expect(stockListCalls()).toBe(1);
    expect(readCachedStockList(Date.now())).toEqual([FPT]);
  });

  it("reads the browser's copy without asking the server", async () => {
    const first = renderHook(() => useStockList(true), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current.status).toBe("success"));
    const { result } = renderHook(() => useStockEntry("FPT"), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.entry).toEqual(FPT));
    expect(stockListCalls()).toBe(1);
  });
});
