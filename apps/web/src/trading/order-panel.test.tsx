// @vitest-environment happy-dom
/**
 * The order panel's account selector (accounts-session §4 "Change account resets the current
 * order, … the order type (to normal) and the order form"; order-entry §4 "Changing the account
 * clears symbol, price and volume"): a new account gives a fresh ticket — normal order, no
 * advance box ticked, symbol, price and volume empty — while the PIN and its remember box stay.
 */
import type { AccountListItem } from "@bangia/market";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { stubCoreGateway } from "../testing/core-gateway";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { OrderPanel } from "./order-panel";
import { usePanel } from "./panel-store";
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
