// @vitest-environment happy-dom
/**
 * The order book tab against a fake gateway: edit and cancel offered by the status rules, a
 * row's fills on expanding it, the filter's request value, and a cancel sent with the PIN; a book
 * of 500 orders on one page puts only a window of rows in the DOM, scrolls to later ones and
 * expands them.
 *
 * happy-dom lays nothing out, so the tests give the window its geometry: the scroller is 600 px
 * high, an order's row group the book's estimate (happy-dom has no ResizeObserver to measure the
 * rows mounted while scrolling), 120 px with its fills open, and the table's head ends 60 px below
 * the scroller's top, moving up as it scrolls.
 */
import type { AccountListItem, NormalOrderRow } from "@bangia/market";
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
import { OrderBookTab, ORDER_ROW_ESTIMATE_PX } from "./order-book-tab";
import { ToastRegion, useToasts } from "./toasts";

const ACCOUNT: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" };

const ORDERS = [
  orderRow("1", {}),
  orderRow("2", { status: "6", matchVolume: 100 }),
  orderRow("3", { status: "1", showPrice: "ATC" }),
  orderRow("4", { status: "1", showPrice: "MOK" }),
  orderRow("5", { status: "7", matchVolume: 300 }),
];

/** The order list's answer (the tests of the 500-order book replace it). */
let orders: readonly NormalOrderRow[];
let calls: CoreData[];

const VIEW_PX = 600;
const GROUP_PX = ORDER_ROW_ESTIMATE_PX;
const OPEN_GROUP_PX = 120;
const HEAD_BOTTOM_PX = 60;

/** The geometry a browser would give the window (see the header). */
function fakeLayout(): void {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(VIEW_PX);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
    if (this.tagName !== "TBODY") return 0;
    return this.querySelector(".order-fills") === null ? GROUP_PX : OPEN_GROUP_PX;
  });
  const rect = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    if (this.tagName !== "THEAD") return rect.call(this);
    const scroller = this.closest<HTMLElement>("[data-testid=scroller]");
    const bottom = HEAD_BOTTOM_PX - (scroller?.scrollTop ?? 0);
    return DOMRect.fromRect({ x: 0, y: bottom - 20, width: 324, height: 20 });
  });
}

/** The tab inside a scroller, as in the panel's body. */
function renderInScroller() {
  return renderWithProviders(
    <div data-testid="scroller" style={{ overflowY: "auto" }}>
      <OrderBookTab account={ACCOUNT} />
    </div>,
  );
}

/** Scrolls the scroller to `top` px, as a wheel would. */
function scrollTo(top: number): void {
  const scroller = screen.getByTestId("scroller");
  Object.defineProperty(scroller, "scrollTop", { configurable: true, writable: true, value: top });
  fireEvent.scroll(scroller);
}

const bookRows = () => [...document.querySelectorAll("tr[data-symbol-order]")];
const MANY = Array.from({ length: 500 }, (_, index) =>
  orderRow(String(index + 1), { time: `09:${String(Math.floor(index / 60) % 60).padStart(2, "0")}:00` }),
);

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  fakeQuoteWorker();
  fakeLayout();
  orders = ORDERS;
  calls = stubCoreGateway((data) => {
    switch (data["cmd"]) {
      case "Web.Order.OrderList":
        return { rc: 1, data: orders };
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
  vi.restoreAllMocks();
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

  it("offers only Cancel on an advance order waiting to activate, and it goes as cancelActivatedOrder", async () => {
    orders = [
      orderRow("7", { product: "advance", autoType: "0", pk_orderNo: "7", status: "0" }),
      orderRow("8", { product: "advance", autoType: "2", pk_orderNo: "8", status: "4" }),
      // Sent: a working order like any other.
      orderRow("9", { product: "advance", autoType: "1", pk_orderNo: "9", status: "1" }),
    ];
    renderWithProviders(<OrderBookTab account={ACCOUNT} />);
    await screen.findByTestId("order-7");
    expect(actionsOf("7")).toEqual(["cancel-7"]);
    expect(actionsOf("8")).toEqual([]);
    expect(actionsOf("9")).toEqual(["edit-9", "cancel-9"]);
    fireEvent.click(screen.getByTestId("cancel-7"));
    const dialog = await screen.findByTestId("cancel-order");
    fireEvent.change(within(dialog).getByTestId("cancel-pin"), { target: { value: "123456" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("cancel-order-submit"));
    });
    await waitFor(() =>
      expect(calls.find((data) => data["cmd"] === "cancelActivatedOrder")).toMatchObject({
        orderNo: "7",
        pin: "123456",
      }),
    );
  });

  it("asks for day or advance orders by the type filter, and for both without it", async () => {
    renderWithProviders(<OrderBookTab account={ACCOUNT} />);
    await screen.findByTestId("order-1");
    const lists = () => calls.filter((data) => data["cmd"] === "Web.Order.OrderList");
    expect(lists()[0]).not.toHaveProperty("product");
    fireEvent.change(screen.getByTestId("order-book-product"), { target: { value: "advance" } });
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ product: "advance", page: 1 }));
    fireEvent.change(screen.getByTestId("order-book-product"), { target: { value: "daily" } });
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ product: "daily" }));
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

  it("puts only a window of a 500-order book in the DOM, and counts every row for assistive technology", async () => {
    orders = MANY;
    renderInScroller();
    await screen.findByTestId("order-1");
    // Under the 60 px head, the orders that start within 600 px are in view, and 4 more below;
    // none above the first.
    const inView = Math.ceil((VIEW_PX - HEAD_BOTTOM_PX) / GROUP_PX);
    expect(bookRows()).toHaveLength(inView + 4);
    expect(screen.queryByTestId(`order-${inView + 5}`)).toBeNull();
    expect(screen.queryByTestId("order-500")).toBeNull();
    expect(screen.getByRole("table").getAttribute("aria-rowcount")).toBe("501");
    expect(screen.getByTestId("order-3").getAttribute("aria-rowindex")).toBe("4");
    // The rows not in the DOM keep their room: one blank group after the window.
    const gaps = [...document.querySelectorAll<HTMLElement>(".table-window-gap tr")];
    expect(gaps.map((gap) => gap.style.height)).toEqual([`${(500 - inView - 4) * GROUP_PX}px`]);
  });

  it("shows later orders when scrolled, with their actions, and their fills when expanded", async () => {
    orders = MANY;
    renderInScroller();
    await screen.findByTestId("order-1");
    // The head ends 60 px down: order 301 (index 300) starts at 60 + 300 × 40 px.
    act(() => scrollTo(HEAD_BOTTOM_PX + 300 * GROUP_PX));
    const row = await screen.findByTestId("order-301");
    expect(screen.queryByTestId("order-1")).toBeNull();
    // 4 above it, then the orders in view and 4 below; a blank group for the 296 above.
    const inView = Math.ceil(VIEW_PX / GROUP_PX);
    const shown = bookRows().map((element) => element.getAttribute("data-testid"));
    expect(shown[0]).toBe("order-297");
    expect(shown.at(-1)).toBe(`order-${300 + inView + 4}`);
    const gaps = [...document.querySelectorAll<HTMLElement>(".table-window-gap tr")];
    expect(gaps[0]?.style.height).toBe(`${296 * GROUP_PX}px`);
    expect(actionsOf("301")).toEqual(["edit-301", "cancel-301"]);
    fireEvent.click(within(row).getByRole("button", { expanded: false }));
    const fills = await screen.findByTestId("fills-301");
    await waitFor(() => expect(fills.textContent).toContain("92.10"));
    expect(fills.getAttribute("aria-rowindex")).toBe("303");
    expect(screen.getByRole("table").getAttribute("aria-rowcount")).toBe("502");
    expect(calls.some((data) => data["cmd"] === "Web.Order.OrderDetailFs" && data["p1"] === "301")).toBe(
      true,
    );
  });

  it("keeps the row that holds the focus in the DOM when it is scrolled out of view", async () => {
    orders = MANY;
    renderInScroller();
    const cancel = await screen.findByTestId("cancel-3");
    act(() => cancel.focus());
    act(() => scrollTo(HEAD_BOTTOM_PX + 300 * GROUP_PX));
    await screen.findByTestId("order-301");
    expect(screen.getByTestId("cancel-3")).toBe(cancel);
    expect(document.activeElement).toBe(cancel);
    expect(screen.queryByTestId("order-4")).toBeNull();
  });
});
