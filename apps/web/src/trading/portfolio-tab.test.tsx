// @vitest-environment happy-dom
/**
 * The derivative portfolio's Close (accounts-session §3 "Derivative row": net, avg_remain,
 * vmValue): a LONG closes with a SHORT ticket of its contracts at the contract's last price, a
 * SHORT with a LONG, at most 500 contracts an order (the rest told in a warning); the panel shows
 * the order tab. The ticket is filled, nothing is sent.
 */
import type { AccountListItem } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { stubCoreGateway, type CoreData } from "../testing/core-gateway";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { usePanel } from "./panel-store";
import { PortfolioTab } from "./portfolio-tab";
import { useTicket } from "./ticket-store";
import { ToastRegion, useToasts } from "./toasts";

const FUTURES: AccountListItem = { accName: "Hoàng Thu Hà", accCode: "058C0000058", accType: "8" };

let calls: CoreData[];

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  fakeQuoteWorker();
  calls = stubCoreGateway((data) => {
    switch (data["cmd"]) {
      case "Web.Portfolio.Derivative":
        return {
          rc: 1,
          data: [
            { symbol: "VN30F2603", net: 3, avg_remain: 195_000, vmValue: 1_500_000 },
            { symbol: "VN30F2604", net: -700, avg_remain: 196_000, vmValue: -200_000 },
            { symbol: "VN30F2606", net: 0, avg_remain: 0, vmValue: 0 },
          ],
        };
      case "Web.StockInfo.Derivative":
        return {
          rc: 1,
          data: {
            lastPrice: data["symbol"] === "VN30F2603" ? 195_050 : 0,
            r: 196_100,
            c: 209_800,
            f: 182_300,
            mkStatus: "O",
          },
        };
      default:
        return { rc: 0 };
    }
  });
  useSession.setState({ user: testUser({ userId: "058C000005" }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({ accounts: [FUTURES], currentAccount: FUTURES, functions: ["B", "S"] });
  useUi.setState({ orderPanelOpen: true, ticket: null });
  usePanel.setState({ tab: "portfolio", collapsed: false });
  useTicket.setState({ side: "B", symbol: "", price: "", volume: "", opened: 0, livePrice: true });
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
});

async function renderPositions() {
  renderWithProviders(
    <>
      <PortfolioTab account={FUTURES} />
      <ToastRegion />
    </>,
  );
  await screen.findByTestId("position-VN30F2603");
}

describe("the derivative portfolio's Close", () => {
  it("shows each position's side and size, with Close only for an open one", async () => {
    await renderPositions();
    expect(screen.getByTestId("position-VN30F2603").textContent).toContain("LONG 3");
    expect(screen.getByTestId("position-VN30F2604").textContent).toContain("SHORT 700");
    expect(screen.queryByTestId("close-VN30F2606")).toBeNull();
  });

  it("fills a SHORT ticket of a LONG's contracts at the last price and shows the order tab", async () => {
    await renderPositions();
    await act(async () => {
      fireEvent.click(screen.getByTestId("close-VN30F2603"));
    });
    await waitFor(() => expect(useTicket.getState().opened).toBe(1));
    expect(useTicket.getState()).toMatchObject({
      side: "S",
      symbol: "VN30F2603",
      volume: "3",
      price: "1950.5",
      livePrice: false,
    });
    expect(usePanel.getState().tab).toBe("order");
    expect(useUi.getState().orderPanelOpen).toBe(true);
    expect(calls.some((data) => data["cmd"] === "Web.newOrder")).toBe(false);
  });

  it("closes a SHORT above 500 contracts with a LONG of 500, at the reference before a trade, and says what is left", async () => {
    await renderPositions();
    await act(async () => {
      fireEvent.click(screen.getByTestId("close-VN30F2604"));
    });
    await waitFor(() => expect(useTicket.getState().opened).toBe(1));
    expect(useTicket.getState()).toMatchObject({
      side: "B",
      symbol: "VN30F2604",
      volume: "500",
      price: "1961",
    });
    expect((await screen.findByTestId("toast-warning")).textContent).toContain("còn 200");
  });
});
