// @vitest-environment happy-dom
/**
 * The update-order dialog of a normal order against a fake gateway (accounts-session §2, §4,
 * §5; order-entry §4, §7):
 *
 * - a partly matched stock order shows its unmatched volume; Execute sends Web.changeOrder in
 *   group O with the current terms and the new volume = typed + matched, once, then closes;
 * - a derivatives account's order goes in group FD;
 * - the PIN per order: with none remembered the field starts empty and an empty PIN is refused
 *   (empty-pin) with nothing sent; a remembered PIN fills it;
 * - the modal's remember checkbox: ticked, the PIN sent becomes the remembered one (`remember-pin`,
 *   `pin-value`); unticked, a remembered PIN is forgotten once the edit is sent; closing without
 *   sending changes nothing;
 * - the volume's steps follow the user's volumn_step.
 */
import { warningMessage, type NormalOrderRow } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { stubCoreGateway, type CoreData } from "../testing/core-gateway";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { OrderEditDialog } from "./order-edit-dialog";
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
    if (data["cmd"] === "Web.StockInfo")
      return { rc: 1, data: { stockType: "D", lastPrice: 92_100, r: 92_100, mc: "10", post_to: "HOSE" } };
    if (data["cmd"] === "Web.StockInfo.Derivative")
      return { rc: 1, data: { symbol: "VN30F2606", lastPrice: 190_000, r: 190_000, c: 203_300, f: 176_700 } };
    sent.push({ group, data });
    return { rc: 1 };
  });
  useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({ functions: ["B", "S"] });
  useTicket.setState({ pin: "", rememberPin: false });
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
});

async function openEdit(order: NormalOrderRow, onClose = vi.fn()) {
  renderWithProviders(
    <>
      <OrderEditDialog order={order} onClose={onClose} />
      <ToastRegion />
    </>,
  );
  const dialog = await screen.findByTestId("edit-order");
  // The instrument (stock info or the contract's band) has answered.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return { dialog, onClose };
}

async function execute(dialog: HTMLElement, onClose: ReturnType<typeof vi.fn>) {
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId("edit-order-submit"));
  });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect((await screen.findByTestId("toast-success")).textContent).toContain(
    "Gửi yêu cầu sửa lệnh thành công",
  );
}

describe("OrderEditDialog sends the amend", () => {
  it("a partly matched stock order: the unmatched volume shown, new volume = typed + matched, in group O", async () => {
    const { dialog, onClose } = await openEdit(
      orderRow("21", { volume: 300, matchVolume: 100, status: "6" }),
    );
    expect(dialog.textContent).toContain("Xác nhận sửa lệnh");
    const volume = within(dialog).getByTestId("edit-volume") as HTMLInputElement;
    expect(volume.value).toBe("200");
    fireEvent.change(volume, { target: { value: "400" } });
    fireEvent.change(within(dialog).getByTestId("edit-pin"), { target: { value: "123456" } });
    await execute(dialog, onClose);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      group: "O",
      data: {
        cmd: "Web.changeOrder",
        account: "058C0000011",
        symbol: "FPT",
        side: "B",
        orderNo: "21",
        price: 92_100,
        volume: 300,
        newPrice: 92_100,
        newVolume: 500,
        pin: "123456",
      },
    });
  });

  it("a derivatives account's order goes in group FD", async () => {
    const { dialog, onClose } = await openEdit(
      orderRow("22", {
        accountCode: DERIVATIVE,
        symbol: "VN30F2606",
        showPrice: 190_000,
        volume: 2,
        status: "P",
      }),
    );
    fireEvent.change(within(dialog).getByTestId("edit-volume"), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByTestId("edit-pin"), { target: { value: "123456" } });
    await execute(dialog, onClose);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      group: "FD",
      data: { cmd: "Web.changeOrder", orderNo: "22", newVolume: 3, pin: "123456" },
    });
  });

  it("steps the volume by the user's volumn_step", async () => {
    useAccount.setState({ stockSettings: { ...useAccount.getState().stockSettings, volumn_step: 500 } });
    const { dialog } = await openEdit(orderRow("23", { volume: 300 }));
    fireEvent.click(within(dialog).getByRole("button", { name: /tăng khối lượng|volume up/i }));
    expect((within(dialog).getByTestId("edit-volume") as HTMLInputElement).value).toBe("500");
  });
});

describe("the PIN of an edit", () => {
  it("with no PIN remembered the field starts empty and an empty PIN is refused with nothing sent", async () => {
    const { dialog, onClose } = await openEdit(orderRow("24"));
    const pin = within(dialog).getByTestId("edit-pin") as HTMLInputElement;
    expect(pin.value).toBe("");
    expect((within(dialog).getByTestId("edit-pin-remember") as HTMLInputElement).checked).toBe(false);
    fireEvent.change(within(dialog).getByTestId("edit-volume"), { target: { value: "400" } });
    fireEvent.click(within(dialog).getByTestId("edit-order-submit"));
    expect((await screen.findByTestId("toast-warning")).textContent).toContain(
      warningMessage("empty-pin", "vi"),
    );
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByTestId("edit-order-submit") as HTMLButtonElement).disabled).toBe(false);
  });

  it("a PIN typed on the ticket but not remembered does not fill the field", async () => {
    useTicket.getState().setPin("135790");
    const { dialog } = await openEdit(orderRow("24"));
    expect((within(dialog).getByTestId("edit-pin") as HTMLInputElement).value).toBe("");
    expect((within(dialog).getByTestId("edit-pin-remember") as HTMLInputElement).checked).toBe(false);
  });

  it("a remembered PIN fills the field and its box is ticked", async () => {
    useTicket.getState().setRememberPin(true);
    useTicket.getState().setPin("654321");
    const { dialog } = await openEdit(orderRow("25"));
    expect((within(dialog).getByTestId("edit-pin") as HTMLInputElement).value).toBe("654321");
    expect((within(dialog).getByTestId("edit-pin-remember") as HTMLInputElement).checked).toBe(true);
  });

  it("ticked in the dialog, the PIN sent becomes the remembered one", async () => {
    const { dialog, onClose } = await openEdit(orderRow("26"));
    fireEvent.change(within(dialog).getByTestId("edit-volume"), { target: { value: "400" } });
    fireEvent.change(within(dialog).getByTestId("edit-pin"), { target: { value: "777777" } });
    fireEvent.click(within(dialog).getByTestId("edit-pin-remember"));
    // Nothing is stored before the edit is sent.
    expect(localStorage.getItem(REMEMBER_PIN_KEY)).toBeNull();
    await execute(dialog, onClose);
    expect(useTicket.getState()).toMatchObject({ pin: "777777", rememberPin: true });
    expect(localStorage.getItem(REMEMBER_PIN_KEY)).not.toBeNull();
    expect(localStorage.getItem(PIN_VALUE_KEY)).toContain("777777");
  });

  it("unticked in the dialog, a remembered PIN is forgotten once the edit is sent", async () => {
    useTicket.getState().setRememberPin(true);
    useTicket.getState().setPin("654321");
    const { dialog, onClose } = await openEdit(orderRow("27"));
    fireEvent.change(within(dialog).getByTestId("edit-volume"), { target: { value: "400" } });
    fireEvent.click(within(dialog).getByTestId("edit-pin-remember"));
    await execute(dialog, onClose);
    expect(sent[0]?.data["pin"]).toBe("654321");
    expect(useTicket.getState().rememberPin).toBe(false);
    expect(localStorage.getItem(REMEMBER_PIN_KEY)).toBeNull();
    expect(localStorage.getItem(PIN_VALUE_KEY)).toBeNull();
  });

  it("closed without sending, the box changes nothing", async () => {
    useTicket.getState().setRememberPin(true);
    useTicket.getState().setPin("654321");
    const { dialog, onClose } = await openEdit(orderRow("28"));
    fireEvent.click(within(dialog).getByTestId("edit-pin-remember"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Hủy" }));
    expect(onClose).toHaveBeenCalled();
    expect(useTicket.getState().rememberPin).toBe(true);
    expect(localStorage.getItem(PIN_VALUE_KEY)).toContain("654321");
  });
});
