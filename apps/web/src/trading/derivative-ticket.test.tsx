// @vitest-environment happy-dom
/**
 * The derivative ticket sending (order-entry §4, §7): a LONG confirmed goes once as FD
 * Web.newOrder with the typed terms; with the confirmation hidden, Place sends at once and a
 * second Place while that order has no answer yet sends nothing (one order per intent: each
 * order carries its own refId, so the server would take both). The market's status from the
 * contract's mkStatus, changed at once by the derivatives board's tradingsesder message. The
 * warnings are in ticket-warnings.test.tsx.
 */
import type { AccountListItem } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { stubCoreGateway, type CoreData } from "../testing/core-gateway";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { DerivativeTicket } from "./derivative-ticket";
import { useTicket } from "./ticket-store";
import { ToastRegion, useToasts } from "./toasts";

const ACCOUNT: AccountListItem = { accName: "Hoàng Thu Hà", accCode: "058C0000058", accType: "8" };
const CONTRACT = "VN30F2606";

let calls: CoreData[];
let worker: FakeWorker;

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  worker = fakeQuoteWorker();
  usePreferences.setState({ language: "vi" });
  useSession.setState({ user: testUser({ userId: "058C000005" }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({
    accounts: [ACCOUNT],
    currentAccount: ACCOUNT,
    functions: ["B", "S"],
    hideConfirmOrder: false,
  });
  useTicket.setState({
    symbol: "",
    side: "B",
    price: "",
    volume: "",
    pin: "",
    rememberPin: false,
    rememberOrder: false,
    livePrice: false,
    opened: 0,
  });
  useToasts.setState({ toasts: [] });
  // VN30F2606 at 1,900.0 points, band 1,767.0–2,033.0.
  const answers: Record<string, () => unknown> = {
    "Web.StockInfo.Derivative": () => ({
      rc: 1,
      data: { symbol: CONTRACT, lastPrice: 190_000, r: 190_000, c: 203_300, f: 176_700, mkStatus: "O" },
    }),
    "Web.BuyingPower": () => ({
      rc: 1,
      data: {
        ee: 1e9,
        ee_inc_app: 1e9,
        cash_limit: 0,
        pp: 1e9,
        avaiColla: 0,
        cash_avai: 1e9,
        temp_ee: 1e9,
        balance: 1e9,
        volumeAvaiable: 0,
        max_long: 10,
        max_short: 10,
        unit: 1,
      },
    }),
    "Web.newOrder": () => ({ rc: 1, data: { orderNo: "77" } }),
  };
  calls = stubCoreGateway((data) => answers[String(data["cmd"])]?.() ?? { rc: 0 }, {
    getlistderivativesymbols: (url) => (url.includes("INDEX") ? [CONTRACT, "VN30F2607"] : []),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
});

const orders = () => calls.filter((data) => data["cmd"] === "Web.newOrder");

/** The ticket on the front contract with its band loaded, a LONG of 2 at 1,900.0 with the PIN. */
async function openLong(): Promise<void> {
  renderWithProviders(
    <>
      <DerivativeTicket account={ACCOUNT} />
      <ToastRegion />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId("ticket-contract")).toHaveProperty("value", CONTRACT));
  await waitFor(() => expect(calls.some((data) => data["cmd"] === "Web.StockInfo.Derivative")).toBe(true));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  act(() => {
    const ticket = useTicket.getState();
    ticket.editPrice("1900");
    ticket.setVolume("2");
    ticket.setPin("123456");
  });
}

describe("DerivativeTicket sends one order per intent", () => {
  it("a confirmed LONG goes once as FD Web.newOrder with the typed terms", async () => {
    await openLong();
    fireEvent.click(screen.getByTestId("ticket-submit"));
    const confirm = await screen.findByTestId("confirm-order-submit");
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "Gửi yêu cầu đặt lệnh thành công",
    );
    expect(orders()).toHaveLength(1);
    expect(orders()[0]).toMatchObject({
      account: ACCOUNT.accCode,
      symbol: CONTRACT,
      side: "B",
      price: 190_000,
      volume: 2,
      pin: "123456",
    });
  });

  it("without the confirmation, a second Place while the order is on its way sends nothing", async () => {
    useAccount.setState({ hideConfirmOrder: true });
    await openLong();
    const form = screen.getByTestId("derivative-ticket");
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect((screen.getByTestId("ticket-submit") as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "Gửi yêu cầu đặt lệnh thành công",
    );
    await waitFor(() =>
      expect((screen.getByTestId("ticket-submit") as HTMLButtonElement).disabled).toBe(false),
    );
    expect(orders()).toHaveLength(1);
    expect(screen.queryByTestId("confirm-order")).toBeNull();
  });
});

describe("DerivativeTicket's volume", () => {
  it("a fresh ticket takes the first contract with one contract; another contract chosen starts at one again", async () => {
    renderWithProviders(<DerivativeTicket account={ACCOUNT} />);
    await waitFor(() => expect(screen.getByTestId("ticket-contract")).toHaveProperty("value", CONTRACT));
    await waitFor(() => expect(useTicket.getState().volume).toBe("1"));
    act(() => useTicket.getState().setVolume("7"));
    fireEvent.change(screen.getByTestId("ticket-contract"), { target: { value: "VN30F2607" } });
    expect(useTicket.getState().symbol).toBe("VN30F2607");
    await waitFor(() => expect(useTicket.getState().volume).toBe("1"));
  });
});

describe("DerivativeTicket shows the derivatives market's status", () => {
  it("from the contract's mkStatus, then a tradingsesder message of the derivatives board; a cash market's is ignored", async () => {
    await openLong();
    const status = await screen.findByTestId("ticket-market-status");
    expect(status.textContent).toBe("Thị trường phái sinh: Khớp lệnh liên tục");
    worker.receive({ type: "session", message: { seq: 1, marketCode: "10", marketStatus: "A" } });
    expect(status.textContent).toContain("Khớp lệnh liên tục");
    worker.receive({ type: "session", message: { seq: 2, boardID: "INDEX", state: "I" } });
    expect(status.textContent).toBe("Thị trường phái sinh: Nghỉ giữa phiên");
  });
});
