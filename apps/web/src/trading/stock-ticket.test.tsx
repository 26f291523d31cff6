// @vitest-environment happy-dom
/**
 * The stock ticket against a fake core gateway (fetch answering /api/core by command): the
 * first failing rule's warning as a toast in the current language, the confirmation with its
 * Confirm disabled after one click, the order sent once with the typed terms and a refId, the
 * success toast and the reset; Buy MAX; the confirmation skipped when hidden; the block dialog;
 * remember-order keeping the order and bringing it back; the out-of-room notice and the out-room
 * order.
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
import { stubCoreGateway } from "../testing/core-gateway";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { StockTicket } from "./stock-ticket";
import { useTicket } from "./ticket-store";
import { ToastRegion, useToasts } from "./toasts";

const ACCOUNT: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" };

type Data = Record<string, unknown>;
let calls: Data[];
let answers: Record<string, (data: Data) => unknown>;

function stubCore(): void {
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
  calls = stubCoreGateway((data) => answers[String(data["cmd"])]?.(data) ?? { rc: 0 });
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
    rememberOrder: false,
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

  it("sends an advance order when ticked, and says so in the confirmation", async () => {
    await open();
    fireEvent.click(screen.getByTestId("ticket-advance"));
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    const dialog = await screen.findByTestId("confirm-order");
    expect(dialog.textContent).toContain("Lệnh đặt trước");
    fireEvent.click(screen.getByTestId("confirm-order-submit"));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]).toMatchObject({ symbol: "FPT", advance: true });
  });

  it("skips the confirmation when the customer hid it", async () => {
    useAccount.setState({ hideConfirmOrder: true });
    await open();
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(screen.queryByTestId("confirm-order")).toBeNull();
  });

  it("without the confirmation, a second Place while the order is on its way sends nothing", async () => {
    // order-entry §4: panel actions are debounced, the confirm acts once; with the confirmation
    // hidden the Place button is the confirm, so a double click must not double the order.
    useAccount.setState({ hideConfirmOrder: true });
    await open();
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    const form = screen.getByTestId("stock-ticket");
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
  });

  it("a typed symbol clears price and volume, then the volume starts at the board lot", async () => {
    await open();
    fireEvent.change(screen.getByTestId("ticket-volume"), { target: { value: "700" } });
    const symbol = screen.getByTestId("ticket-symbol");
    fireEvent.change(symbol, { target: { value: "hpg" } });
    fireEvent.blur(symbol);
    expect(useTicket.getState()).toMatchObject({ symbol: "HPG", price: "" });
    await waitFor(() => expect(useTicket.getState().volume).toBe("100"));
    expect(calls.some((data) => data["cmd"] === "Web.StockInfo" && data["symbol"] === "HPG")).toBe(true);
  });

  it("a price click asks the buying power at the clicked price at once, never at the old price first", async () => {
    await open();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const asked = calls
      .filter((data) => data["cmd"] === "Web.BuyingPower" && data["symbol"] === "FPT")
      .map((data) => [data["side"], data["price"]]);
    expect(asked).toEqual([
      ["B", 92_100],
      ["S", 92_100],
    ]);
    // Typing still waits for the price to settle: one more pair, at the typed price.
    fireEvent.change(screen.getByTestId("ticket-price"), { target: { value: "93" } });
    fireEvent.change(screen.getByTestId("ticket-price"), { target: { value: "93.5" } });
    await waitFor(() => expect(calls.filter((data) => data["price"] === 93_500)).toHaveLength(2));
    expect(calls.some((data) => data["price"] === 93_000)).toBe(false);
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

  it("remember-order keeps the order's fields after it is placed, and a new ticket starts from them", async () => {
    await open();
    fireEvent.click(screen.getByTestId("ticket-remember-order"));
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    fireEvent.click(await screen.findByTestId("confirm-order-submit"));
    await screen.findByTestId("toast-success");
    expect(useTicket.getState()).toMatchObject({ symbol: "FPT", price: "92.10", volume: "100", pin: "" });
    expect(JSON.parse(localStorage.getItem("rememberedOrder") ?? "null")).toEqual({
      "058C000001": {
        account: ACCOUNT.accCode,
        side: "B",
        kind: "normal",
        symbol: "FPT",
        price: "92.10",
        volume: "100",
      },
    });

    // The page again (an empty ticket): the order comes back, ticked.
    cleanup();
    useTicket.setState({ symbol: "", price: "", volume: "", rememberOrder: false });
    renderWithProviders(<StockTicket account={ACCOUNT} />);
    await waitFor(() => expect((screen.getByTestId("ticket-symbol") as HTMLInputElement).value).toBe("FPT"));
    expect((screen.getByTestId("ticket-price") as HTMLInputElement).value).toBe("92.10");
    expect((screen.getByTestId("ticket-volume") as HTMLInputElement).value).toBe("100");
    expect((screen.getByTestId("ticket-remember-order") as HTMLInputElement).checked).toBe(true);

    // Unticked: the next success resets the form and the order is forgotten.
    fireEvent.click(screen.getByTestId("ticket-remember-order"));
    expect(localStorage.getItem("isRememberOrder")).toBe("{}");
    expect(localStorage.getItem("rememberedOrder")).toBe("{}");
  });

  it("a buy refused for want of room opens the notice, and its button places it out of room", async () => {
    answers["Web.newOrder"] = (data) =>
      data["outRoom"] === true ? { rc: 1, data: { orderNo: "43" } } : { rc: -20606, rs: "no room" };
    await open();
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    fireEvent.click(await screen.findByTestId("confirm-order-submit"));
    const notice = await screen.findByTestId("out-room");
    expect(notice.textContent).toContain("hết room cho vay ký quỹ");
    expect(notice.textContent).toContain("FPT");
    expect(screen.queryByTestId("toast-error")).toBeNull();
    // The most the cash buys out of room is asked for.
    await waitFor(() =>
      expect(calls.some((data) => data["cmd"] === "Web.BuyingPower" && data["outRoom"] === true)).toBe(true),
    );
    // The refused order left the form as it was.
    expect(useTicket.getState()).toMatchObject({ price: "92.10", volume: "100" });

    const place = screen.getByTestId("out-room-submit");
    fireEvent.click(place);
    fireEvent.click(place);
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "Gửi yêu cầu đặt lệnh thành công",
    );
    expect(orders()).toHaveLength(2);
    expect(orders()[0]).not.toHaveProperty("outRoom");
    expect(orders()[1]).toMatchObject({
      symbol: "FPT",
      side: "B",
      price: 92_100,
      volume: 100,
      outRoom: true,
    });
    expect(orders()[1]?.["refId"]).not.toBe(orders()[0]?.["refId"]);
    await waitFor(() => expect(screen.queryByTestId("out-room")).toBeNull());
    expect(useTicket.getState()).toMatchObject({ price: "", volume: "" });
  });

  it("a sell refused for want of room is only an error: no out-room path", async () => {
    answers["Web.newOrder"] = () => ({ rc: -20606 });
    useAccount.setState({ hideConfirmOrder: true });
    await open();
    fireEvent.click(screen.getByTestId("ticket-side-S"));
    fireEvent.change(screen.getByTestId("ticket-pin"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByTestId("stock-ticket"));
    expect((await screen.findByTestId("toast-error")).textContent).toContain("room");
    expect(screen.queryByTestId("out-room")).toBeNull();
    expect(orders()).toHaveLength(1);
  });
});
