// @vitest-environment happy-dom
/**
 * The trading layer: a price click's ticket opens the panel on the order tab with the ticket
 * filled, inside the click's own handler (no render or effect between), Ctrl+B / Ctrl+S on a
 * focused board row open a ticket for its symbol, a login made in this tab opens the panel, and
 * the panel docks in the shell's #order-dock.
 */
import type { AccountListItem } from "@bangia/market";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { quoteRow } from "../testing/test-quotes";
import { usePanel } from "./panel-store";
import { useTicket } from "./ticket-store";
import { TradingLive } from "./trading-live";

const CASH: AccountListItem = { accName: "Hoàng Thu Hà", accCode: "058C0000051", accType: "1" };
const FUTURES: AccountListItem = { accName: "Hoàng Thu Hà", accCode: "058C0000058", accType: "8" };

beforeAll(async () => {
  await startI18n("vi");
  // The panel is a lazy chunk: loaded here, so the first test does not wait for its modules.
  await import("./order-panel");
}, 30_000);

beforeEach(() => {
  stubLocalStorage();
  vi.stubGlobal(
    "fetch",
    async () => new Response(JSON.stringify({ rc: 0 }), { headers: { "content-type": "application/json" } }),
  );
  useSession.setState({ user: testUser({ sid: null }), status: "signed-in" });
  useAccount.setState({ accounts: [CASH, FUTURES], currentAccount: FUTURES, functions: ["B", "S"] });
  useUi.setState({ orderPanelOpen: false, ticket: null });
  usePanel.setState({ tab: "book", collapsed: false });
  useTicket.setState({ symbol: "", price: "", volume: "", side: "B", opened: 0 });
  document.body.innerHTML = "";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLayer() {
  const dock = document.createElement("div");
  dock.id = "order-dock";
  document.body.append(dock);
  return renderWithProviders(<TradingLive />);
}

describe("TradingLive", () => {
  it("opens the panel on the order tab with a price click's ticket, moving off a derivatives account", async () => {
    fakeQuoteWorker();
    renderLayer();
    expect(document.getElementById("order-dock")?.childElementCount).toBe(0);
    act(() => useUi.getState().requestTicket({ symbol: "FPT", side: "S", price: 98_800, volume: 100 }));
    expect(useUi.getState()).toMatchObject({ orderPanelOpen: true, ticket: null });
    expect(usePanel.getState().tab).toBe("order");
    expect(useTicket.getState()).toMatchObject({ symbol: "FPT", side: "S", price: "98.80", volume: "100" });
    expect(useAccount.getState().currentAccount?.accCode).toBe(CASH.accCode);
    const panel = await screen.findByTestId("order-panel");
    expect(document.getElementById("order-dock")?.contains(panel)).toBe(true);
  });

  it("fills the ticket and opens the panel inside the price click's handler, before React renders", async () => {
    fakeQuoteWorker();
    renderLayer();
    // A board price as board/price-click.ts asks for its ticket; what the stores hold is read
    // in the same handler, right after the request, before React has rendered anything.
    let seen: unknown = null;
    const price = document.createElement("button");
    price.addEventListener("click", () => {
      useUi.getState().requestTicket({ symbol: "HPG", side: "B", price: 27_350, volume: 100 });
      const { symbol, side, price: text, volume } = useTicket.getState();
      seen = {
        ticket: { symbol, side, price: text, volume },
        tab: usePanel.getState().tab,
        open: useUi.getState().orderPanelOpen,
        panelInDom: document.querySelector('[data-testid="order-panel"]') !== null,
      };
    });
    document.body.append(price);
    price.click();
    expect(seen).toEqual({
      ticket: { symbol: "HPG", side: "B", price: "27.35", volume: "100" },
      tab: "order",
      open: true,
      panelInDom: false,
    });
    expect(useUi.getState().ticket).toBeNull();
    // Then one render shows the ticket with the clicked price, its input enabled.
    const input = await screen.findByTestId("ticket-price");
    expect(input).toHaveProperty("value", "27.35");
    expect(input).toHaveProperty("disabled", false);
  });

  it("takes a ticket asked for before the layer loaded", () => {
    fakeQuoteWorker();
    useUi.getState().requestTicket({ symbol: "VNM", side: "S", price: 69_600, volume: 100 });
    renderLayer();
    expect(useTicket.getState()).toMatchObject({ symbol: "VNM", side: "S", price: "69.60" });
    expect(useUi.getState()).toMatchObject({ orderPanelOpen: true, ticket: null });
  });

  it("Ctrl+B and Ctrl+S on a focused board row open a ticket for its symbol at its last price", () => {
    const worker = fakeQuoteWorker();
    worker.rows("VN30", quoteRow("VNM", { lastPrice: 69_600 }));
    renderLayer();
    const row = document.createElement("div");
    row.setAttribute("role", "row");
    row.dataset["symbol"] = "VNM";
    row.tabIndex = 0;
    document.body.append(row);
    row.focus();
    fireEvent.keyDown(row, { key: "s", ctrlKey: true });
    expect(useTicket.getState()).toMatchObject({ symbol: "VNM", side: "S", price: "69.60", volume: "100" });
    expect(useUi.getState().orderPanelOpen).toBe(true);
    // The ticket took the focus (its volume); back on the row, Ctrl+B buys.
    row.focus();
    fireEvent.keyDown(row, { key: "b", ctrlKey: true });
    expect(useTicket.getState().side).toBe("B");
  });

  it("leaves Ctrl+S alone outside the board", () => {
    fakeQuoteWorker();
    renderLayer();
    const event = fireEvent.keyDown(document.body, { key: "s", ctrlKey: true });
    expect(event).toBe(true);
    expect(useUi.getState().orderPanelOpen).toBe(false);
  });

  it("opens after a login made in this tab, not after a restored session", () => {
    fakeQuoteWorker();
    const restored = renderLayer();
    expect(useUi.getState().orderPanelOpen).toBe(false);
    restored.unmount();
    useSession.setState({ user: testUser({ sid: "s1" }) });
    renderLayer();
    expect(useUi.getState().orderPanelOpen).toBe(true);
  });
});
