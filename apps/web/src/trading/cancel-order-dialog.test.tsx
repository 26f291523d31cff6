// @vitest-environment happy-dom
/**
 * The normal cancel dialog against a fake gateway (accounts-session §5, §7): the row decides the
 * call — an advance order waiting to activate goes as cancelActivatedOrder by its pk_orderNo in
 * group O, any other order as cancelOrder in O (stock account) or FD (derivatives account) — and
 * the PIN field starts from the remembered PIN and refuses an empty one (empty-pin).
 */
import { warningMessage, type NormalOrderRow } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { stubCoreGateway, type CoreData } from "../testing/core-gateway";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { orderRow } from "./order-row-fixture";
import { PIN_VALUE_KEY, REMEMBER_PIN_KEY, useTicket } from "./ticket-store";
import { ToastRegion, useToasts } from "./toasts";

const DERIVATIVE = "058C0000058";

let sent: { group: string; data: CoreData }[];

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  fakeQuoteWorker();
  sent = [];
  stubCoreGateway((data, group) => {
    sent.push({ group, data });
    return { rc: 1 };
  });
  useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
  setApiSession("s1");
  useTicket.setState({ pin: "", rememberPin: false });
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
});

async function cancelWithPin(order: NormalOrderRow, pin = "123456") {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <CancelOrderDialog order={order} onClose={onClose} />
      <ToastRegion />
    </>,
  );
  const dialog = await screen.findByTestId("cancel-order");
  fireEvent.change(within(dialog).getByTestId("cancel-pin"), { target: { value: pin } });
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId("cancel-order-submit"));
  });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect((await screen.findByTestId("toast-success")).textContent).toContain(
    "Gửi yêu cầu hủy lệnh thành công",
  );
}

describe("CancelOrderDialog chooses the call from the row", () => {
  it("a derivative advance order waiting to activate: cancelActivatedOrder by its pk_orderNo in group O", async () => {
    await cancelWithPin(
      orderRow("31", {
        accountCode: DERIVATIVE,
        symbol: "VN30F2606",
        showPrice: 190_000,
        status: "0",
        product: "advance",
        autoType: "0",
        pk_orderNo: "31",
      }),
    );
    expect(sent).toEqual([
      { group: "O", data: { cmd: "cancelActivatedOrder", orderNo: "31", pin: "123456" } },
    ]);
  });

  it("a stock advance order waiting to activate goes the same way", async () => {
    await cancelWithPin(orderRow("32", { status: "0", product: "advance", autoType: "0", pk_orderNo: "32" }));
    expect(sent).toEqual([
      { group: "O", data: { cmd: "cancelActivatedOrder", orderNo: "32", pin: "123456" } },
    ]);
  });

  it("an advance order already activated rests at the exchange: cancelOrder, its pk_orderNo as fisID", async () => {
    await cancelWithPin(
      orderRow("33", {
        accountCode: DERIVATIVE,
        status: "P",
        product: "advance",
        autoType: "1",
        pk_orderNo: "33",
      }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      group: "FD",
      data: { cmd: "cancelOrder", orderNo: "33", orderType: "1", pin: "123456", fisID: "33" },
    });
    expect(sent[0]?.data["refId"]).toEqual(expect.any(String));
  });

  it("a daily derivative order: cancelOrder in FD", async () => {
    await cancelWithPin(orderRow("34", { accountCode: DERIVATIVE, status: "P" }));
    expect(sent[0]).toMatchObject({ group: "FD", data: { cmd: "cancelOrder", orderNo: "34", fisID: "34" } });
  });

  it("a daily stock order: cancelOrder in O", async () => {
    await cancelWithPin(orderRow("35"));
    expect(sent[0]).toMatchObject({ group: "O", data: { cmd: "cancelOrder", orderNo: "35", fisID: "35" } });
  });
});

describe("the dialog's PIN field", () => {
  it("refuses an empty PIN with the empty-pin warning and sends nothing", async () => {
    renderWithProviders(<CancelOrderDialog order={orderRow("36")} onClose={() => undefined} />);
    const dialog = await screen.findByTestId("cancel-order");
    fireEvent.click(within(dialog).getByTestId("cancel-order-submit"));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(warningMessage("empty-pin", "vi"));
    expect(within(dialog).getByTestId("cancel-pin").getAttribute("aria-invalid")).toBe("true");
    // Typing clears the warning.
    fireEvent.change(within(dialog).getByTestId("cancel-pin"), { target: { value: "1" } });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("starts from the PIN typed on the ticket this session, remembered or not", async () => {
    useTicket.getState().setPin("135790");
    renderWithProviders(<CancelOrderDialog order={orderRow("36")} onClose={() => undefined} />);
    const pin = within(await screen.findByTestId("cancel-order")).getByTestId("cancel-pin");
    expect((pin as HTMLInputElement).value).toBe("135790");
  });

  it("starts from the remembered PIN, and typing there leaves the remembered one alone", async () => {
    useTicket.getState().setRememberPin(true);
    useTicket.getState().setPin("654321");
    renderWithProviders(<CancelOrderDialog order={orderRow("37")} onClose={() => undefined} />);
    const pin = within(await screen.findByTestId("cancel-order")).getByTestId("cancel-pin");
    expect((pin as HTMLInputElement).value).toBe("654321");
    fireEvent.change(pin, { target: { value: "111111" } });
    expect(useTicket.getState().pin).toBe("654321");
    expect(localStorage.getItem(REMEMBER_PIN_KEY)).not.toBeNull();
    expect(localStorage.getItem(PIN_VALUE_KEY)).toContain("654321");
  });
});
