// @vitest-environment happy-dom
/**
 * The conditional book against a fake gateway (accounts-session §4): the switch from the normal
 * book, rows with their actions, a REJECTED row's reason, a TCO's sub-orders, the filters' request
 * values, a stop cancelled with the PIN (co.stop.order.delete), a stop edited with the PIN and the
 * update dialog's remember-PIN box (co.stop.order.change), a triggered stop's working child
 * cancelled with the PIN (cancelActivatedOrder in group O, the list reloaded), and a row's detail view
 * (Web.Order.ConditionOrderDetail) with every field under its label in both languages.
 */
import { resultMessage, warningMessage, type AccountListItem, type ConditionOrderRow } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { stubCoreGateway, type CoreData } from "../testing/core-gateway";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { DETAIL_FIELDS } from "./conditional-detail-rows";
import { conditionRow } from "./conditional-row-fixture";
import { OrderBookTab } from "./order-book-tab";
import { PIN_VALUE_KEY, useTicket } from "./ticket-store";
import { ToastRegion, useToasts } from "./toasts";

const ACCOUNT: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" };

const ROWS: ConditionOrderRow[] = [
  conditionRow({ STOP_ORDER_ID: "1", PK_ID: "1" }),
  conditionRow({ STOP_ORDER_ID: "2", PK_ID: "2", STATUS_NEW: "REJECTED", REASON: "Không đủ sức mua" }),
  conditionRow({
    STOP_ORDER_ID: "3",
    PK_ID: "3",
    STOP_ORDER_TYPE: "stock_tco",
    STATUS_NEW: "TRIGGERED",
    TRIGGER_PRICE: null,
    RELATION: null,
  }),
  conditionRow({
    STOP_ORDER_ID: "4",
    PK_ID: "4",
    STATUS_NEW: "TRIGGERED",
    FO_PK_ORDER_ID: "812",
    C_SO_PRICE: 88_000,
  }),
];

let calls: CoreData[];
/** The group of each cancelActivatedOrder sent. */
let activatedGroups: string[];
/** The answer to co.stop.order.change. */
let changeAnswer: { readonly rc: number };

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  fakeQuoteWorker();
  activatedGroups = [];
  changeAnswer = { rc: 1 };
  calls = stubCoreGateway((data, group) => {
    switch (data["cmd"]) {
      case "Web.Order.OrderList":
        return { rc: 1, data: [] };
      case "Web.Order.ConditionOrderList":
        return { rc: 1, data: ROWS };
      case "list_condition_order_tco":
        return {
          rc: 1,
          data: [
            {
              FO_ORDER_ID: "900",
              CREATE_DATE: "09/03/2026",
              CREATE_TIME: "09:15:00",
              QUANTITY: 100,
              PLACED_PRICE: 88_000,
              MATCHED_QUANTITY: 0,
            },
          ],
        };
      case "Web.StockInfo":
        return { rc: 1, data: { stockType: "D", lastPrice: 88_500, r: 88_500, mc: "10", post_to: "HOSE" } };
      case "co.stop.order.change":
        return changeAnswer;
      case "co.stop.order.delete":
        return { rc: 1 };
      case "cancelActivatedOrder":
        activatedGroups.push(group);
        return { rc: 1 };
      case "Web.Order.ConditionOrderDetail":
        return { rc: 1, data: ROWS.filter((row) => row.STOP_ORDER_ID === data["orderId"]) };
      default:
        return { rc: 0 };
    }
  });
  useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({ accounts: [ACCOUNT], currentAccount: ACCOUNT, functions: ["B", "S"] });
  useTicket.setState({ pin: "", rememberPin: false });
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
});

async function openConditional() {
  renderWithProviders(
    <>
      <OrderBookTab account={ACCOUNT} />
      <ToastRegion />
    </>,
  );
  fireEvent.click(screen.getByTestId("book-conditional"));
  await screen.findByTestId("conditional-1");
}

/** Execute waits for the stock's info the checks need. */
const waitForFacts = (dialog: HTMLElement) =>
  waitFor(() =>
    expect((within(dialog).getByTestId("conditional-edit-submit") as HTMLButtonElement).disabled).toBe(false),
  );

async function openStopEdit(trigger: string) {
  await openConditional();
  fireEvent.click(screen.getByTestId("conditional-edit-1"));
  const dialog = await screen.findByTestId("conditional-edit");
  fireEvent.change(within(dialog).getByTestId("conditional-edit-trigger"), { target: { value: trigger } });
  fireEvent.change(within(dialog).getByTestId("conditional-edit-pin"), { target: { value: "246810" } });
  await waitForFacts(dialog);
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId("conditional-edit-submit"));
  });
  return dialog;
}

const actionsOf = (id: string) =>
  within(screen.getByTestId(`conditional-${id}`))
    .queryAllByRole("button")
    .map((button) => button.dataset["testid"])
    .filter((testId) => testId?.startsWith("conditional-"));

describe("ConditionalBook", () => {
  it("lists the rows with their trigger, status, reason and actions", async () => {
    await openConditional();
    const stop = screen.getByTestId("conditional-1");
    expect(stop.textContent).toContain("≤ 88.50");
    expect(stop.textContent).toContain("Stop");
    expect(actionsOf("1")).toEqual(["conditional-edit-1", "conditional-cancel-1"]);
    expect(actionsOf("2")).toEqual([]);
    expect(actionsOf("3")).toEqual(["conditional-cancel-3"]);
    // A triggered stop: nothing on its row; its working child on a line of its own.
    expect(actionsOf("4")).toEqual([]);
    expect(screen.queryByTestId("activated-1")).toBeNull();
    expect(screen.queryByTestId("activated-3")).toBeNull();
    expect(screen.getByTestId("activated-4").textContent).toBe(
      "Lệnh đã kích hoạt số hiệu 812, giá 88.00Hủy lệnh đã kích hoạt",
    );
    const rejected = screen.getByTestId("conditional-status-2");
    expect(rejected.textContent).toContain("Bị từ chối");
    expect(within(rejected).getByRole("tooltip").textContent).toBe("Lý do: Không đủ sức mua");
  });

  it("expands a TCO to its sub-orders", async () => {
    await openConditional();
    fireEvent.click(within(screen.getByTestId("conditional-3")).getByRole("button", { expanded: false }));
    const subOrders = await screen.findByTestId("tco-3");
    await waitFor(() => expect(subOrders.textContent).toContain("900"));
    expect(calls.find((data) => data["cmd"] === "list_condition_order_tco")).toMatchObject({
      p1: "3",
      p2: "1",
      p3: "30",
    });
  });

  it("asks with the status and type filters' values", async () => {
    await openConditional();
    fireEvent.change(screen.getByTestId("conditional-filter"), { target: { value: "pending-trigger" } });
    fireEvent.change(screen.getByTestId("conditional-type"), { target: { value: "stock_tco" } });
    await waitFor(() =>
      expect(
        calls.some(
          (data) =>
            data["cmd"] === "Web.Order.ConditionOrderList" &&
            data["status"] === "PENDING_TRIGGER" &&
            data["orderConditionType"] === "stock_tco",
        ),
      ).toBe(true),
    );
  });

  it("cancels a stop with the PIN", async () => {
    await openConditional();
    fireEvent.click(screen.getByTestId("conditional-cancel-1"));
    const dialog = await screen.findByTestId("conditional-cancel");
    fireEvent.click(within(dialog).getByTestId("conditional-cancel-submit"));
    expect((await within(dialog).findByRole("alert")).textContent).not.toBe("");
    fireEvent.change(within(dialog).getByTestId("conditional-cancel-pin"), { target: { value: "123456" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("conditional-cancel-submit"));
    });
    await waitFor(() =>
      expect(calls.find((data) => data["cmd"] === "co.stop.order.delete")).toEqual({
        cmd: "co.stop.order.delete",
        orderId: "1",
        pin: "123456",
      }),
    );
    expect((await screen.findByTestId("toast-success")).textContent).toContain("hủy");
  });

  it("edits a waiting stop with the PIN; the update dialog's remember box keeps the PIN sent", async () => {
    await openConditional();
    fireEvent.click(screen.getByTestId("conditional-edit-1"));
    const dialog = await screen.findByTestId("conditional-edit");
    const remember = within(dialog).getByTestId("conditional-edit-pin-remember") as HTMLInputElement;
    expect(remember.checked).toBe(false);
    fireEvent.change(within(dialog).getByTestId("conditional-edit-trigger"), { target: { value: "89" } });
    fireEvent.change(within(dialog).getByTestId("conditional-edit-pin"), { target: { value: "246810" } });
    fireEvent.click(remember);
    await waitForFacts(dialog);
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("conditional-edit-submit"));
    });
    await waitFor(() =>
      expect(calls.find((data) => data["cmd"] === "co.stop.order.change")).toMatchObject({
        orderId: "1",
        triggerPrice: 89_000,
        pin: "246810",
      }),
    );
    await waitFor(() => expect(screen.queryByTestId("conditional-edit")).toBeNull());
    expect(useTicket.getState()).toMatchObject({ pin: "246810", rememberPin: true });
    expect(localStorage.getItem(PIN_VALUE_KEY)).toContain("246810");
  });

  it("an edit the market package refuses (a trigger off the price step) shows its warning and sends nothing", async () => {
    const dialog = await openStopEdit("88.55");
    expect((await screen.findByTestId("toast-warning")).textContent).toContain(
      warningMessage("invalid-trigger-price", "vi", { step: 100 }),
    );
    expect(calls.some((data) => data["cmd"] === "co.stop.order.change")).toBe(false);
    expect(screen.getByTestId("conditional-edit")).toBe(dialog);
    expect((within(dialog).getByTestId("conditional-edit-submit") as HTMLButtonElement).disabled).toBe(false);
  });

  it("an edit that changes nothing is refused with value-not-change", async () => {
    await openStopEdit("88.50");
    expect((await screen.findByTestId("toast-warning")).textContent).toContain(
      warningMessage("value-not-change", "vi"),
    );
    expect(calls.some((data) => data["cmd"] === "co.stop.order.change")).toBe(false);
    expect(screen.queryByTestId("conditional-edit")).not.toBeNull();
  });

  it("an edit the server refuses keeps the dialog open with the refusal's message", async () => {
    changeAnswer = { rc: -8010 };
    const dialog = await openStopEdit("89");
    const shown = (await screen.findByTestId("toast-error")).textContent ?? "";
    expect(calls.some((data) => data["cmd"] === "co.stop.order.change")).toBe(true);
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).not.toBe("");
    expect(shown).toContain(alert.textContent ?? "");
    expect(screen.queryByTestId("conditional-edit")).not.toBeNull();
    expect((within(dialog).getByTestId("conditional-edit-submit") as HTMLButtonElement).disabled).toBe(false);
  });

  it("the edit dialog starts from the remembered PIN only, never the ticket's unremembered one", async () => {
    useTicket.getState().setPin("135790");
    await openConditional();
    fireEvent.click(screen.getByTestId("conditional-edit-1"));
    let dialog = await screen.findByTestId("conditional-edit");
    expect((within(dialog).getByTestId("conditional-edit-pin") as HTMLInputElement).value).toBe("");
    fireEvent.click(within(dialog).getByRole("button", { name: "Đóng" }));
    await waitFor(() => expect(screen.queryByTestId("conditional-edit")).toBeNull());
    useTicket.getState().setRememberPin(true);
    fireEvent.click(screen.getByTestId("conditional-edit-1"));
    dialog = await screen.findByTestId("conditional-edit");
    expect((within(dialog).getByTestId("conditional-edit-pin") as HTMLInputElement).value).toBe("135790");
  });

  it("cancels a triggered stop's working child with the PIN: cancelActivatedOrder by its number, in group O", async () => {
    await openConditional();
    const button = screen.getByTestId("conditional-cancel-activated-4");
    expect(button.textContent).toBe("Hủy lệnh đã kích hoạt");
    expect(button.getAttribute("aria-label")).toBe("Hủy lệnh đã kích hoạt 812 của lệnh điều kiện 4");
    fireEvent.click(button);
    const dialog = await screen.findByTestId("cancel-activated");
    expect(dialog.textContent).toContain("Xác nhận hủy lệnh đã kích hoạt");
    expect(dialog.textContent).toContain("Hủy lệnh số hiệu 812 (giá 88.00)");
    // The PIN is required (empty-pin); nothing goes without it.
    fireEvent.click(within(dialog).getByTestId("cancel-activated-submit"));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(warningMessage("empty-pin", "vi"));
    expect(calls.some((data) => data["cmd"] === "cancelActivatedOrder")).toBe(false);
    const listsBefore = calls.filter((data) => data["cmd"] === "Web.Order.ConditionOrderList").length;
    fireEvent.change(within(dialog).getByTestId("cancel-activated-pin"), { target: { value: "123456" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("cancel-activated-submit"));
    });
    await waitFor(() =>
      expect(calls.find((data) => data["cmd"] === "cancelActivatedOrder")).toEqual({
        cmd: "cancelActivatedOrder",
        orderNo: "812",
        pin: "123456",
      }),
    );
    expect(activatedGroups).toEqual(["O"]);
    // The catalogue's "cancel request sent", the dialog closed, and the list asked again.
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "Gửi yêu cầu hủy lệnh thành công",
    );
    await waitFor(() => expect(screen.queryByTestId("cancel-activated")).toBeNull());
    await waitFor(() =>
      expect(calls.filter((data) => data["cmd"] === "Web.Order.ConditionOrderList").length).toBeGreaterThan(
        listsBefore,
      ),
    );
  });

  it("shows a refused cancel of the activated order with the catalogue's message", async () => {
    stubCoreGateway((data) =>
      data["cmd"] === "Web.Order.ConditionOrderList"
        ? { rc: 1, data: ROWS }
        : data["cmd"] === "cancelActivatedOrder"
          ? { rc: -8004 }
          : { rc: 1, data: [] },
    );
    await openConditional();
    fireEvent.click(screen.getByTestId("conditional-cancel-activated-4"));
    const dialog = await screen.findByTestId("cancel-activated");
    fireEvent.change(within(dialog).getByTestId("cancel-activated-pin"), { target: { value: "123456" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("cancel-activated-submit"));
    });
    expect((await screen.findByTestId("toast-error")).textContent).toContain(resultMessage(-8004, "vi"));
  });

  it("opens a row's detail with every field under its label, in both languages", async () => {
    await openConditional();
    fireEvent.click(screen.getByTestId("conditional-2").querySelector("td:nth-child(3)") as Element);
    const dialog = await screen.findByTestId("conditional-detail");
    const list = await within(dialog).findByTestId("conditional-detail-2");
    expect(calls.find((data) => data["cmd"] === "Web.Order.ConditionOrderDetail")).toEqual({
      cmd: "Web.Order.ConditionOrderDetail",
      accountNo: "058C0000011",
      orderId: "2",
    });
    const shown = () =>
      Object.fromEntries(
        [...list.querySelectorAll("[data-field]")].map((field) => [
          field.getAttribute("data-field"),
          `${field.querySelector("dt")?.textContent} = ${field.querySelector("dd")?.textContent}`,
        ]),
      );
    expect(Object.keys(shown())).toEqual([...DETAIL_FIELDS]);
    expect(shown()).toMatchObject({
      orderId: "Số hiệu lệnh = 2",
      side: "Lệnh = Bán",
      type: "Loại lệnh = Lệnh dừng (Stop)",
      trigger: "Điều kiện kích hoạt = Giá khớp ≤ giá kích hoạt 88.50",
      placedPrice: "Giá đặt = 88.00",
      status: "Trạng thái = Bị từ chối",
      reason: "Lý do = Không đủ sức mua",
      cancelled: "Ngày hủy = —",
    });
    // No label is a key the catalogue lacks.
    for (const line of Object.values(shown())) expect(line).not.toMatch(/trading\./);

    await act(async () => {
      const { default: i18next } = await import("i18next");
      await i18next.changeLanguage("en");
    });
    expect(shown()).toMatchObject({ side: "Side = Sell", trigger: "Trigger = Trade price ≤ trigger 88.50" });
    await act(async () => {
      const { default: i18next } = await import("i18next");
      await i18next.changeLanguage("vi");
    });
    fireEvent.click(within(dialog).getByTestId("conditional-detail-close"));
    await waitFor(() => expect(screen.queryByTestId("conditional-detail")).toBeNull());
  });

  it("opens the detail from the symbol's button too, leaving a TCO's expand button to the sub-orders", async () => {
    await openConditional();
    fireEvent.click(screen.getByTestId("open-detail-3"));
    const dialog = await screen.findByTestId("conditional-detail");
    await within(dialog).findByTestId("conditional-detail-3");
    expect(screen.queryByTestId("tco-3")).toBeNull();
  });
});
