// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import type { ToWorker } from "../realtime/protocol";
import { loadPreferences, usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { useWatchlists } from "../watchlist/watchlist-store";
import { BoardPage } from "./board-page";
import { testUser } from "../testing/session-user";

/** The server's answers by path; anything else is a 404 as the server sends it. */
function serve(answers: Readonly<Record<string, unknown>>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api\//, "");
      if (path in answers) return new Response(JSON.stringify(answers[path]), { status: 200 });
      return new Response(JSON.stringify({ error: { code: "UNKNOWN_CODE" } }), { status: 404 });
    }),
  );
}

function renderPage(menu: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/chung-khoan/:menu" element={<BoardPage />} />
    </Routes>,
    { path: `/chung-khoan/${menu}` },
  );
}

const boards = (sent: readonly ToWorker[]) =>
  sent.flatMap((message) => (message.type === "board" ? [message.board] : []));

let worker: FakeWorker;

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  localStorage.clear();
  usePreferences.setState(loadPreferences());
  worker = fakeQuoteWorker();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.setState({ popupSymbol: null });
});

describe("BoardPage", () => {
  it("shows a group's symbols, symbol ascending, keyed by the menu", async () => {
    serve({ "datafeed/getlistckindex/HNX30": ["SHS", "CEO", "PVS"] });
    renderPage("HNX30");
    await waitFor(() =>
      expect(boards(worker.sent)).toEqual([{ key: "HNX30", kind: "stock", symbols: ["CEO", "PVS", "SHS"] }]),
    );
  });

  it("shows an empty table for a group the server does not know", async () => {
    serve({});
    renderPage("NOPE");
    await waitFor(() => expect(boards(worker.sent)).toEqual([{ key: "NOPE", kind: "stock", symbols: [] }]));
    expect(screen.getByText("Không có mã chứng khoán nào.")).toBeTruthy();
  });

  it("lists the ETFs from the server's ETF group", async () => {
    serve({ "datafeed/getlistckindex/hsx_e": ["FUEVFVND", "E1VFVN30"] });
    renderPage("ETF");
    await waitFor(() =>
      expect(boards(worker.sent)).toEqual([{ key: "ETF", kind: "stock", symbols: ["E1VFVN30", "FUEVFVND"] }]),
    );
    expect(screen.getByText("iNAV")).toBeTruthy();
  });

  it("lists an industry's symbols from the history feed", async () => {
    serve({ "history/industry/symbols/8300": { data: ["VCB", "ACB"] } });
    renderPage("icblv2-8300");
    await waitFor(() =>
      expect(boards(worker.sent)).toEqual([{ key: "icblv2-8300", kind: "stock", symbols: ["ACB", "VCB"] }]),
    );
  });

  it("clears the industry table when its load fails, and only logs the failure (price-board §8)", async () => {
    serve({ "history/industry/symbols/8300": { data: ["VCB", "ACB"] } });
    const { client } = renderPage("icblv2-8300");
    await waitFor(() => expect(boards(worker.sent).at(-1)?.symbols).toEqual(["ACB", "VCB"]));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // A reload (a restart, a reconnect) that fails: the rows go, not kept from the last load.
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 500 }));
    await act(() => client.invalidateQueries({ queryKey: ["board-symbols"] }));
    await waitFor(() =>
      expect(boards(worker.sent).at(-1)).toEqual({ key: "icblv2-8300", kind: "stock", symbols: [] }),
    );
    expect(screen.getByText("Không có mã chứng khoán nào.")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("[bangia] industry 8300 failed:", expect.any(String));
    warn.mockRestore();
  });

  it("lists the covered warrants", async () => {
    serve({
      "datafeed/getlistallstockcw": [
        { stock_code: "CFPT2501", CWUnderlying: "FPT" },
        { stock_code: "CACB2502", CWUnderlying: "ACB" },
      ],
    });
    renderPage("chung-quyen");
    await waitFor(() =>
      expect(boards(worker.sent)).toEqual([
        { key: "chung-quyen", kind: "stock", symbols: ["CACB2502", "CFPT2501"] },
      ]),
    );
  });

  it("lists the covered warrants with their columns and streams their underlying shares", async () => {
    serve({
      "datafeed/getlistallstockcw": [
        { stock_code: "CFPT2501", CWUnderlying: "FPT" },
        { stock_code: "CHPG2502", CWUnderlying: "" },
      ],
    });
    renderPage("chung-quyen");
    await waitFor(() => expect(boards(worker.sent).at(-1)?.symbols).toEqual(["CFPT2501", "CHPG2502"]));
    const board = worker.sent.filter((message) => message.type === "board").at(-1);
    // The underlying of a code without CWUnderlying is its characters 2 to 4 (price-board §7).
    expect(board?.type === "board" ? board.extra : []).toEqual(["FPT", "HPG"]);
    expect(screen.getByTestId("warrant-bar")).toBeTruthy();
    expect(screen.getByTestId("sort-dhv")).toBeTruthy();
    expect(screen.getByTestId("sort-dif")).toBeTruthy();
  });

  it("captions an industry board with the industry's name in the current language, also the page title", async () => {
    serve({
      "history/industry/symbols/0500": { data: ["PVS", "GAS"] },
      "history/industry/level/2": { data: [{ IcbCode: "0500", IcbName: "Dầu khí", IcbNameEn: "Oil & Gas" }] },
    });
    renderPage("icblv2-0500");
    await waitFor(() => expect(screen.getByTestId("industry-caption").textContent).toContain("Dầu khí"));
    expect(document.title).toContain("Dầu khí");
    act(() => usePreferences.getState().setLanguage("en"));
    await waitFor(() => expect(screen.getByTestId("industry-caption").textContent).toContain("Oil & Gas"));
    expect(document.title).toContain("Oil & Gas");
    act(() => usePreferences.getState().setLanguage("vi"));
  });

  it.each([
    ["thong-ke", "stats-board"],
    ["putThrough-HNX", "pt-board"],
  ])("shows %s's own board, loaded on first use, not the stock table", async (menu, testId) => {
    serve({});
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage(menu);
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(screen.queryByTestId("stock-board")).toBeNull();
    expect(boards(worker.sent)[0]).toEqual({ key: menu, kind: "stock", symbols: [] });
  });

  it.each(["thong-ke", "putThrough-ALL"])(
    "opens the popup of a searched symbol %s does not list, and replays no earlier pick",
    async (menu) => {
      serve({});
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      act(() => useUi.getState().focusSymbol("FPT"));
      renderPage(menu);
      await waitFor(() => expect(screen.queryByTestId("board-loading")).toBeNull());
      // A pick made before the page showed is not replayed.
      expect(useUi.getState().popupSymbol).toBeNull();
      act(() => useUi.getState().focusSymbol("HPG"));
      await waitFor(() => expect(useUi.getState().popupSymbol).toBe("HPG"));
    },
  );

  it("shows the insider notice for the customer's insider symbols, See more opening the popup", async () => {
    serve({
      "datafeed/getlistckindex/VN30": ["ACB", "FPT", "VNM"],
      "history/watchlists/u": { data: { data: [] } },
    });
    useSession
      .getState()
      .signIn(testUser({ userId: "u", sid: "s", customerName: "C", insiderSymbols: ["VNM", "HPG", "FPT"] }));
    renderPage("VN30");
    const notice = await screen.findByTestId("insider-notice");
    expect(notice.textContent).toContain("FPT, VNM");
    expect(notice.textContent).not.toContain("HPG");
    act(() => screen.getByText("Xem thêm").click());
    expect(useUi.getState().popupSymbol).toBe("FPT");
  });

  it("shows no insider notice to a visitor", async () => {
    serve({ "datafeed/getlistckindex/VN30": ["ACB", "FPT"] });
    renderPage("VN30");
    await waitFor(() => expect(boards(worker.sent)).toHaveLength(1));
    expect(screen.queryByTestId("insider-notice")).toBeNull();
  });

  it("opens the popup of a searched symbol the board does not list", async () => {
    serve({ "datafeed/getlistckindex/VN30": ["ACB", "FPT"] });
    renderPage("VN30");
    await waitFor(() => expect(boards(worker.sent)).toHaveLength(1));
    act(() => useUi.getState().focusSymbol("HPG"));
    expect(useUi.getState().popupSymbol).toBe("HPG");
  });

  it("highlights a searched symbol the board lists for 2 seconds", async () => {
    serve({ "datafeed/getlistckindex/VN30": ["ACB", "FPT"] });
    usePreferences.getState().setPinned("guest:VN30", ["FPT"]);
    renderPage("VN30");
    await waitFor(() => expect(boards(worker.sent)).toHaveLength(1));
    vi.useFakeTimers();
    try {
      act(() => useUi.getState().focusSymbol("FPT"));
      expect(screen.getByTestId("row-FPT").classList).toContain("row-focus");
      expect(useUi.getState().popupSymbol).toBeNull();
      act(() => vi.advanceTimersByTime(2_000));
      expect(screen.getByTestId("row-FPT").classList).not.toContain("row-focus");
    } finally {
      vi.useRealTimers();
    }
  });

  describe("on the watchlist", () => {
    const actions = useWatchlists.getState();
    const addSymbol = vi.fn(async (_symbol: string) => true);
    const removeSymbol = vi.fn(async (_symbol: string) => undefined);

    beforeEach(() => {
      addSymbol.mockClear();
      removeSymbol.mockClear();
      useWatchlists.setState({
        lists: [{ Id: "7", Name: "Ngân hàng", Symbols: ["VCB", "ACB"] }],
        currentId: "7",
        loaded: true,
        addSymbol,
        removeSymbol,
      });
    });

    afterEach(() => useWatchlists.setState({ ...actions, lists: [], currentId: null }));

    it("shows the current list in its own order, keyed by its id", () => {
      serve({});
      renderPage("danh-muc");
      expect(boards(worker.sent)).toEqual([{ key: "danh-muc:7", kind: "stock", symbols: ["VCB", "ACB"] }]);
    });

    it("adds a searched symbol it does not list", () => {
      serve({});
      renderPage("danh-muc");
      act(() => useUi.getState().focusSymbol("HPG"));
      expect(addSymbol).toHaveBeenCalledWith("HPG");
      expect(useUi.getState().popupSymbol).toBeNull();
    });

    it("removes a row with its remove button", () => {
      serve({});
      usePreferences.getState().setPinned("guest:danh-muc:7", ["ACB"]);
      renderPage("danh-muc");
      act(() => screen.getByTestId("remove-ACB").click());
      expect(removeSymbol).toHaveBeenCalledWith("ACB");
      expect(usePreferences.getState().pinned["guest:danh-muc:7"] ?? []).toEqual([]);
    });

    it("keeps pinned rows per list: switching lists does not carry them over", () => {
      serve({});
      useWatchlists.setState({
        lists: [
          { Id: "7", Name: "Ngân hàng", Symbols: ["VCB", "ACB"] },
          { Id: "8", Name: "Thép", Symbols: ["HPG", "HSG"] },
        ],
      });
      usePreferences.getState().setPinned("guest:danh-muc:7", ["ACB"]);
      renderPage("danh-muc");
      expect(screen.getByTestId("pinned-rows").querySelector('[data-testid="row-ACB"]')).not.toBeNull();
      expect(worker.sent.filter((message) => message.type === "board").at(-1)).toMatchObject({
        extra: ["ACB"],
      });

      act(() => useWatchlists.setState({ currentId: "8" }));
      expect(screen.queryByTestId("pinned-rows")).toBeNull();
      expect(worker.sent.filter((message) => message.type === "board").at(-1)).toEqual({
        type: "board",
        board: { key: "danh-muc:8", kind: "stock", symbols: ["HPG", "HSG"] },
        extra: [],
      });
    });
  });
});
