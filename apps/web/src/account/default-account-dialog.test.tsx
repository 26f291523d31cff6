// @vitest-environment happy-dom
import type { CoreAnswer } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { renderWithProviders } from "../testing/test-kit";
import { accountApi, type CoreCaller } from "./account-api";
import { useAccount } from "./account-store";
import { DefaultAccountDialog } from "./default-account-dialog";

const ACCOUNTS = [
  { accName: "Ngô Thị Ngọc", accCode: "058C0000091", accType: "1" },
  { accName: "Ngô Thị Ngọc", accCode: "058C0000093", accType: "3" },
  { accName: "Ngô Thị Ngọc", accCode: "058C0000096", accType: "6" },
  { accName: "Ngô Thị Ngọc", accCode: "058C0000098", accType: "8" },
];

let calls: Record<string, unknown>[];
let answers: Record<string, CoreAnswer>;

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function open(path = "/chung-khoan/VN30", defaultAcc = "058C0000091") {
  useSession.setState({ user: testUser({ userId: "058C000009", defaultAcc }), status: "signed-in" });
  useAccount.setState({ userId: "058C000009", accounts: ACCOUNTS, hideConfirmOrder: false, status: "ready" });
  useUi.setState({ accountSettingsOpen: true });
  renderWithProviders(
    <>
      <Location />
      {useUi.getState().accountSettingsOpen && <DefaultAccountDialog />}
    </>,
    { path },
  );
  return screen.getByTestId("default-account-dialog");
}

const rows = () => screen.queryAllByTestId(/^default-account-row-/).map((row) => row.dataset["testid"]);
const radio = (code: string) =>
  within(screen.getByTestId(`default-account-row-${code}`)).getByRole<HTMLInputElement>("radio");

function search(text: string): void {
  const input = screen.getByTestId("default-account-search");
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input);
}

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  usePreferences.setState({ language: "vi" });
  calls = [];
  answers = { UpdateAccountDefault: { rc: 1 }, UpdateParameter: { rc: 1 } };
  vi.spyOn(accountApi, "core").mockImplementation((async (_group: string, data: Record<string, unknown>) => {
    calls.push(data);
    return answers[String(data["cmd"])] ?? { rc: 0 };
  }) as unknown as CoreCaller);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useUi.setState({ accountSettingsOpen: false });
  useAccount.getState().clear();
  useSession.setState({ user: null, status: "anonymous" });
});

describe("DefaultAccountDialog (accounts-session §2, §4 Default account)", () => {
  it("lists the accounts with name, code and type by the last digit, the default ticked", () => {
    open();
    expect(rows()).toEqual(ACCOUNTS.map((account) => `default-account-row-${account.accCode}`));
    const cells = (code: string) =>
      [...screen.getByTestId(`default-account-row-${code}`).querySelectorAll("td")].map(
        (cell) => cell.textContent,
      );
    expect(cells("058C0000091")).toEqual(["", "Ngô Thị Ngọc", "058C0000091", "Thường"]);
    expect(cells("058C0000093")[3]).toBe("Ký quỹ");
    expect(cells("058C0000096")[3]).toBe("Ký quỹ");
    expect(cells("058C0000098")[3]).toBe("Phái sinh");
    expect(radio("058C0000091").checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>("show-confirm-order").checked).toBe(true);
  });

  it("searches the exact code (any case); an empty search gives the whole list back", () => {
    open();
    search("058C00000");
    expect(rows()).toEqual([]);
    expect(screen.getByRole("status").textContent).toBe("Không có tài khoản 058C00000.");
    search(" 058c0000096 ");
    expect(rows()).toEqual(["default-account-row-058C0000096"]);
    fireEvent.change(screen.getByTestId("default-account-search"), { target: { value: "" } });
    expect(rows()).toHaveLength(4);
  });

  it("only closes when nothing changed", async () => {
    open();
    fireEvent.click(screen.getByTestId("default-account-confirm"));
    await waitFor(() => expect(useUi.getState().accountSettingsOpen).toBe(false));
    expect(calls).toEqual([]);
  });

  it("saves a derivatives default and opens the derivatives board", async () => {
    open("/chung-khoan/HOSE");
    fireEvent.click(screen.getByTestId("default-account-row-058C0000098"));
    expect(radio("058C0000098").checked).toBe(true);
    fireEvent.click(screen.getByTestId("default-account-confirm"));
    await waitFor(() => expect(useUi.getState().accountSettingsOpen).toBe(false));
    expect(calls).toEqual([{ cmd: "UpdateAccountDefault", p1: "058C0000098" }]);
    expect(useSession.getState().user?.defaultAcc).toBe("058C0000098");
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/chung-khoan/derivative-VN30"),
    );
  });

  it.each([
    { from: "/chung-khoan/derivative-VN30", to: "/chung-khoan/VN30" },
    { from: "/chung-khoan/derivative-TPCP", to: "/chung-khoan/VN30" },
    { from: "/chung-khoan/HNX", to: "/chung-khoan/HNX" },
  ])("a securities default moves $from to $to", async ({ from, to }) => {
    open(from, "058C0000098");
    fireEvent.click(radio("058C0000093"));
    fireEvent.click(screen.getByTestId("default-account-confirm"));
    await waitFor(() => expect(useUi.getState().accountSettingsOpen).toBe(false));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(to));
  });

  it("saves the stock order confirmation choice with UpdateParameter", async () => {
    open();
    fireEvent.click(screen.getByTestId("show-confirm-order"));
    fireEvent.click(screen.getByTestId("default-account-confirm"));
    await waitFor(() => expect(useUi.getState().accountSettingsOpen).toBe(false));
    expect(calls).toEqual([
      { cmd: "UpdateParameter", p1: "HIDE_CONFIRM_ORDER", p2: "HIDE_CONFIRM_ORDER", p3: "1" },
    ]);
    expect(useAccount.getState().hideConfirmOrder).toBe(true);
  });

  it("follows the server's saved choice arriving after it opened, and does not rewrite it", async () => {
    open();
    act(() => useAccount.setState({ hideConfirmOrder: true }));
    expect(screen.getByTestId<HTMLInputElement>("show-confirm-order").checked).toBe(false);
    fireEvent.click(radio("058C0000093"));
    fireEvent.click(screen.getByTestId("default-account-confirm"));
    await waitFor(() => expect(useUi.getState().accountSettingsOpen).toBe(false));
    expect(calls).toEqual([{ cmd: "UpdateAccountDefault", p1: "058C0000093" }]);
  });

  it("stays open with the server's message when it refuses", async () => {
    answers["UpdateAccountDefault"] = { rc: -96017, rs: "Tài khoản không hợp lệ." };
    open();
    fireEvent.click(radio("058C0000096"));
    fireEvent.click(screen.getByTestId("default-account-confirm"));
    expect((await screen.findByRole("alert")).textContent).toBe("Tài khoản không hợp lệ.");
    expect(useUi.getState().accountSettingsOpen).toBe(true);
    expect(screen.getByTestId("location").textContent).toBe("/chung-khoan/VN30");
  });

  it("closes on Cancel without saving", () => {
    open();
    fireEvent.click(radio("058C0000096"));
    fireEvent.click(screen.getByRole("button", { name: "Huỷ" }));
    expect(useUi.getState().accountSettingsOpen).toBe(false);
    expect(calls).toEqual([]);
  });
});
