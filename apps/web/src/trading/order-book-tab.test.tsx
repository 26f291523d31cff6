// @vitest-environment happy-dom
/**
 * The order book tab against a fake gateway: edit and cancel offered by the status rules, a
 * row's fills on expanding it, the filter's request value, and a cancel sent with the PIN.
 */
import type { AccountListItem } from "@bangia/market";
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
import { orderRow } from "./order-row-fixture";
import { OrderBookTab } from "./order-book-tab";
import { ToastRegion, useToasts } from "./toasts";

const ACCOUNT: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" };

const ORDERS = [
  orderRow("1", {}),
  orderRow("2", { status: "6", matchVolume: 100 }),
  orderRow("3", { status: "1", showPrice: "ATC" }),
  orderRow("4", { status: "1", showPrice: "MOK" }),
  orderRow("5", { status: "7", matchVolume: 300 }),
];

let calls: CoreData[];

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  fakeQuoteWorker();
  calls = stubCoreGateway((data) => {
    switch (data["cmd"]) {
      case "Web.Order.OrderList":
        return { rc: 1, data: ORDERS };
      case "Web.Order.OrderDetailFs":
        return {
          rc: 1,
          data: [{ type: "MATCHED", time: "09:21:00", mathedVol: 100, mathPrice: 92_100 }],
        };
      case "cancelOrder":
        return { rc: 1 };
      default:
        return { rc: 0 };
    }
  });
  useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({ accounts: [ACCOUNT], currentAccount: ACCOUNT, functions: ["B", "S"] });
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
});

const actionsOf = (orderNo: string) =>
  within(screen.getByTestId(`order-${orderNo}`))
    .queryAllByRole("button")
    .map((button) => button.dataset["testid"])
    .filter((id) => id !== undefined);

describe("OrderBookTab", () => {
  it("offers edit and cancel by the status rules", async () => {
    renderWithProviders(<OrderBookTab account={ACCOUNT} />);
    await screen.findByTestId("order-1");
    expect(actionsOf("1")).toEqual(["edit-1", "cancel-1"]);
    expect(actionsOf("2")).toEqual(["edit-2", "cancel-2"]);
    expect(actionsOf("3")).toEqual(["cancel-3"]);
    expect(actionsOf("4")).toEqual([]);
    expect(actionsOf("5")).toEqual([]);
    expect(screen.getByTestId("order-status-1").textContent).toBe("Chờ khớp");
    expect(screen.getByTestId("order-status-2").textContent).toBe("Khớp một phần");
  });

  it("expands a row to its fills", async () => {
    renderWithProviders(<OrderBookTab account={ACCOUNT} />);
    const row = await screen.findByTestId("order-2");
    fireEvent.click(within(row).getByRole("button", { expanded: false }));
    const fills = await screen.findByTestId("fills-2");
    await waitFor(() => expect(fills.textContent).toContain("92.10"));
    expect(calls.some((data) => data["cmd"] === "Web.Order.OrderDetailFs" && data["p1"] === "2")).toBe(true);
  });

  it("asks the server with the filter's value", async () => {
    renderWithProviders(<OrderBookTab account={ACCOUNT} />);
    await screen.findByTestId("order-1");
    fireEvent.change(screen.getByTestId("order-book-filter"), { target: { value: "canceled" } });
    await waitFor(() =>
      expect(calls.some((data) => data["cmd"] === "Web.Order.OrderList" && data["status"] === "4")).toBe(
        true,
      ),
    );
  });

  it("cancels with the PIN: an empty PIN is refused, then cancelOrder goes with a refId", async () => {
    renderWithProviders(
      <>
        <OrderBookTab account={ACCOUNT} />
        <ToastRegion />
      </>,
    );
    fireEvent.click(await screen.findByTestId("cancel-1"));
    const dialog = await screen.findByTestId("cancel-order");
    fireEvent.click(within(dialog).getByTestId("cancel-order-submit"));
    expect((await within(dialog).findByRole("alert")).textContent).not.toBe("");
    fireEvent.change(within(dialog).getByTestId("cancel-pin"), { target: { value: "123456" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("cancel-order-submit"));
    });
    await waitFor(() => expect(calls.some((data) => data["cmd"] === "cancelOrder")).toBe(true));
    expect(calls.find((data) => data["cmd"] === "cancelOrder")).toMatchObject({
      orderNo: "1",
      orderType: "1",
      pin: "123456",
      fisID: "1",
    });
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "Gửi yêu cầu hủy lệnh thành công",
    );
  });
});
