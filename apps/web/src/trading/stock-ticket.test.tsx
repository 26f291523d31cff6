// @vitest-environment happy-dom
/**
 * The stock ticket against a fake core gateway (fetch answering /api/core by command): the
 * first failing rule's warning as a toast in the current language, the confirmation with its
 * Confirm disabled after one click, the order sent once with the typed terms and a refId, the
 * success toast and the reset; Buy MAX; the confirmation skipped when hidden; the block dialog.
 */
import type { AccountListItem } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccountNotices } from "../account/account-notices";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { stubLocalStorage } from "../testing/memory-storage";
import { quoteRow } from "../testing/test-quotes";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { StockTicket } from "./stock-ticket";
import { useTicket } from "./ticket-store";
import { ToastRegion, useToasts } from "./toasts";

const ACCOUNT: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" };

type Data = Record<string, unknown>;
let calls: Data[];
let answers: Record<string, (data: Data) => unknown>;

function stubCore(): void {
  calls = [];
  answers = {
    "Web.StockInfo": () => ({
      rc: 1,
      data: { stockType: "D", lastPrice: 99_100, r: 99_000, mc: "10", post_to: "HOSE" },
    }),
    "Web.BuyingPower": (data) => ({
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
        volumeAvaiable: data["side"] === "B" ? 10_050 : 700,
        max_long: 0,
        max_short: 0,
        unit: 100,
      },
    }),
    "Web.newOrder": () => ({ rc: 1, data: { orderNo: "42" } }),
  };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes("/api/core"))
      return new Response("{}", { headers: { "content-type": "application/json" } });
    const data = (JSON.parse(String(init?.body)) as { data: Data }).data;
    calls.push(data);
    const answer = answers[String(data["cmd"])]?.(data) ?? { rc: 0 };
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  });
}

const orders = () => calls.filter((data) => data["cmd"] === "Web.newOrder");

async function open(): Promise<void> {
  const worker = fakeQuoteWorker();
  renderWithProviders(
    <>
      <StockTicket account={ACCOUNT} />
      <ToastRegion />
    </>,
  );
  act(() => useTicket.getState().open({ symbol: "FPT", side: "B", price: 92_100, volume: 100 }, "92.10"));
  worker.rows("VN30", quoteRow("FPT", { r: 99_000, c: 105_900, f: 92_100, lastPrice: 99_100 }));
  // The stock info and the buying power have answered.
  await waitFor(() => expect(screen.getByTestId("max-buy").textContent).not.toBe("–"));
  await waitFor(() => expect(calls.some((data) => data["cmd"] === "Web.StockInfo")).toBe(true));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  stubCore();
  usePreferences.setState({ language: "vi" });
  useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({
    accounts: [ACCOUNT],
    currentAccount: ACCOUNT,
    functions: ["B", "S"],
    hideConfirmOrder: false,
  });
  useTicket.setState({
    symbol: "",
    price: "",
    volume: "",
    pin: "",
    rememberPin: false,
    livePrice: false,
    opened: 0,
  });
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
  useAccountNotices.getState().closeAll();
});

describe("StockTicket", () => {
  it("shows the first failing rule's warning in the current language and sends nothing", async () => {
    await open();
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    expect((await screen.findByTestId("toast-warning")).textContent).toContain("Vui lòng nhập mã PIN");
    act(() => usePreferences.getState().setLanguage("en"));
    await act(async () => {
      const { default: i18next } = await import("i18next");
      await i18next.changeLanguage("en");
    });
    act(() => useToasts.setState({ toasts: [] }));
    fireEvent.change(screen.getByTestId("ticket-volume"), { target: { value: "150" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    expect((await screen.findByTestId("toast-warning")).textContent).toContain("Please enter a volume.");
    expect(orders()).toEqual([]);
    await act(async () => {
      const { default: i18next } = await import("i18next");
      await i18next.changeLanguage("vi");
    });
  });

  it("confirms, sends once with the typed terms, then resets price and volume", async () => {
    await open();
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    const dialog = await screen.findByTestId("confirm-order");
    expect(dialog.textContent).toContain("FPT");
    expect(dialog.textContent).toContain("92.10");
    const confirm = screen.getByTestId("confirm-order-submit");
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "Gửi yêu cầu đặt lệnh thành công",
    );
    expect(orders()).toHaveLength(1);
    expect(orders()[0]).toMatchObject({
      account: "058C0000011",
      symbol: "FPT",
      side: "B",
      price: 92_100,
      type: "LO",
      volume: 100,
      pin: "123456",
      orderType: "1",
      advance: false,
    });
    expect(typeof orders()[0]?.["refId"]).toBe("string");
    await waitFor(() => expect(screen.queryByTestId("confirm-order")).toBeNull());
    expect(useTicket.getState()).toMatchObject({ price: "", volume: "", pin: "" });
  });

  it("skips the confirmation when the customer hid it", async () => {
    useAccount.setState({ hideConfirmOrder: true });
    await open();
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(screen.queryByTestId("confirm-order")).toBeNull();
  });

  it("fills Buy MAX from the buying power, rounded to the lot", async () => {
    await open();
    await waitFor(() => expect(screen.getByTestId("max-buy").textContent).toBe("10,050"));
    fireEvent.click(screen.getByTestId("ticket-max"));
    expect(useTicket.getState().volume).toBe("10000");
  });

  it("opens the insider block dialog on -8044", async () => {
    answers["Web.newOrder"] = () => ({ rc: -8044, rs: "blocked" });
    useAccount.setState({ hideConfirmOrder: true });
    await open();
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    await waitFor(() =>
      expect(useAccountNotices.getState().insiderBlock).toEqual({
        symbol: "FPT",
        orderType: "LO",
        blockType: 1,
      }),
    );
  });

  it("with no session left at confirm: the warning, the logout, nothing sent", async () => {
    await open();
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    await screen.findByTestId("confirm-order");
    setApiSession(null);
    fireEvent.click(screen.getByTestId("confirm-order-submit"));
    expect((await screen.findByTestId("toast-warning")).textContent).toContain(
      "Không tìm thấy phiên đăng nhập",
    );
    expect(useSession.getState().user).toBeNull();
    expect(orders()).toEqual([]);
  });
});
