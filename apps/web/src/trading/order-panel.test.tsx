// @vitest-environment happy-dom
/**
 * The order panel's account selector (accounts-session §4 "Change account resets the current
 * order, … the order type (to normal) and the order form"; order-entry §4 "Changing the account
 * clears symbol, price and volume"): a new account gives a fresh ticket — normal order, no
 * advance box ticked, symbol, price and volume empty — while the PIN and its remember box stay.
 */
import type { AccountListItem } from "@bangia/market";
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { stubCoreGateway, type CoreData } from "../testing/core-gateway";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { OrderPanel } from "./order-panel";
import { openTicket } from "./open-ticket";
import { usePanel } from "./panel-store";
import { storeRememberedOrder, storeRememberOrder } from "./remember-order";
import { useTicket } from "./ticket-store";

const FIRST: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" };
const SECOND: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000013", accType: "3" };

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  fakeQuoteWorker();
  stubCoreGateway(() => ({ rc: 0 }));
  useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({ accounts: [FIRST, SECOND], currentAccount: FIRST, functions: ["B", "S"] });
  usePanel.setState({ tab: "order", collapsed: false });
  useTicket.setState({
    side: "B",
    symbol: "FPT",
    price: "92.10",
    volume: "300",
    pin: "123456",
    rememberPin: false,
    rememberOrder: false,
    livePrice: false,
    opened: 0,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
});

const chooseAccount = (code: string) =>
  fireEvent.change(screen.getByTestId("panel-account"), { target: { value: code } });

describe("OrderPanel: a new account gives a fresh ticket", () => {
  it("a conditional type chosen goes back to a normal order; symbol, price and volume are cleared, the PIN kept", () => {
    renderWithProviders(<OrderPanel />);
    fireEvent.change(screen.getByTestId("ticket-kind"), { target: { value: "stop" } });
    expect(screen.getByTestId("ticket-kind")).toHaveProperty("value", "stop");
    chooseAccount(SECOND.accCode);
    expect(useAccount.getState().currentAccount?.accCode).toBe(SECOND.accCode);
    expect(screen.getByTestId("ticket-kind")).toHaveProperty("value", "");
    expect(screen.getByTestId("ticket-kind-normal").getAttribute("aria-pressed")).toBe("true");
    expect(useTicket.getState()).toMatchObject({ symbol: "", price: "", volume: "", pin: "123456" });
    expect(screen.getByTestId("ticket-symbol")).toHaveProperty("value", "");
  });

  it("a ticked advance box is unticked", () => {
    renderWithProviders(<OrderPanel />);
    fireEvent.click(screen.getByTestId("ticket-advance"));
    expect(screen.getByTestId("ticket-advance")).toHaveProperty("checked", true);
    chooseAccount(SECOND.accCode);
    expect(screen.getByTestId("ticket-advance")).toHaveProperty("checked", false);
  });
});

describe("OrderPanel: choosing the order tab (accounts-session §2)", () => {
  // The app's 30 s freshness: a remount alone would not ask again.
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const buyingPowerCalls = (calls: readonly CoreData[]) =>
    calls.filter((data) => data["cmd"] === "Web.BuyingPower").length;

  it("chosen by a click from another tab, the prefilled fields are cleared, the PIN kept", () => {
    useTicket.setState({ side: "S" });
    renderWithProviders(<OrderPanel />);
    fireEvent.click(screen.getByTestId("order-tab-book"));
    fireEvent.click(screen.getByTestId("order-tab-order"));
    expect(useTicket.getState()).toMatchObject({
      side: "B",
      symbol: "",
      price: "",
      volume: "",
      pin: "123456",
    });
    expect(screen.getByTestId("ticket-symbol")).toHaveProperty("value", "");
  });

  it("chosen by a click, the account status is asked again though its answer is still fresh", async () => {
    // A good answer (a failed one is asked again on any mount).
    const calls = stubCoreGateway((data) =>
      data["cmd"] === "Web.BuyingPower" ? { rc: 1, data: { buyingPower: 0, volumeAvaiable: 0 } } : { rc: 0 },
    );
    // An empty ticket: the same buying-power question before and after.
    useTicket.setState({ symbol: "", price: "", volume: "" });
    renderWithProviders(<OrderPanel />, { client: client() });
    await waitFor(() => expect(buyingPowerCalls(calls)).toBe(1));
    fireEvent.click(screen.getByTestId("order-tab-book"));
    fireEvent.click(screen.getByTestId("order-tab-order"));
    await waitFor(() => expect(buyingPowerCalls(calls)).toBe(2));
  });

  it("chosen by the keyboard, the same", () => {
    usePanel.setState({ tab: "book" });
    renderWithProviders(<OrderPanel />);
    fireEvent.keyDown(screen.getByTestId("order-tab-book"), { key: "ArrowLeft" });
    expect(usePanel.getState().tab).toBe("order");
    expect(useTicket.getState()).toMatchObject({ symbol: "", price: "", volume: "" });
  });

  it("with remember-order on, the fresh ticket is the remembered order of the account", async () => {
    storeRememberOrder("058C000001", true);
    storeRememberedOrder("058C000001", {
      account: FIRST.accCode,
      side: "S",
      kind: "normal",
      symbol: "HPG",
      price: "27.50",
      volume: "500",
    });
    usePanel.setState({ tab: "portfolio" });
    renderWithProviders(<OrderPanel />);
    fireEvent.click(screen.getByTestId("order-tab-order"));
    await waitFor(() =>
      expect(useTicket.getState()).toMatchObject({ side: "S", symbol: "HPG", price: "27.50", volume: "500" }),
    );
  });

  it("the tab already shown, clicked again, keeps the form", () => {
    renderWithProviders(<OrderPanel />);
    fireEvent.click(screen.getByTestId("order-tab-order"));
    expect(useTicket.getState()).toMatchObject({ symbol: "FPT", price: "92.10", volume: "300" });
  });

  it("a ticket opened from outside (a price click, Sell, Close, a shortcut) keeps its prefill", () => {
    usePanel.setState({ tab: "book" });
    renderWithProviders(<OrderPanel />);
    act(() => openTicket({ side: "S", symbol: "VNM", price: 61_200, volume: 100 }));
    expect(usePanel.getState().tab).toBe("order");
    expect(useTicket.getState()).toMatchObject({ side: "S", symbol: "VNM", price: "61.20", volume: "100" });
    expect(screen.getByTestId("ticket-symbol")).toHaveProperty("value", "VNM");
  });
});
