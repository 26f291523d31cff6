// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startI18n } from "../i18n/i18n";
import { useUi } from "../state/ui";
import { renderWithProviders } from "../testing/test-kit";
import { LoginDialog } from "./login-dialog";

let i18n: I18n;

beforeAll(async () => {
  i18n = await startI18n("vi");
});
afterEach(async () => {
  cleanup();
  useUi.setState({ loginOpen: false });
  await i18n.changeLanguage("vi");
});

async function open() {
  renderWithProviders(<LoginDialog />);
  expect(screen.queryByTestId("login-dialog")).toBeNull();
  act(() => useUi.getState().setLoginOpen(true));
  return screen.findByTestId("login-dialog");
}

describe("LoginDialog (placeholder until the accounts release)", () => {
  it("opens from useUi and explains that logging in to trade comes later, with no form", async () => {
    const dialog = await open();
    expect(within(dialog).getByRole("heading", { name: "Đăng nhập" })).toBeTruthy();
    expect(dialog.textContent).toContain("bản phát hành tài khoản");
    expect(dialog.querySelector("input, form")).toBeNull();
  });

  it("speaks English too", async () => {
    await i18n.changeLanguage("en");
    const dialog = await open();
    expect(dialog.textContent).toContain("Logging in to trade comes with the accounts release.");
  });

  it("closes with the Close button", async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Đóng" }));
    expect(useUi.getState().loginOpen).toBe(false);
    await waitFor(() => expect(screen.queryByTestId("login-dialog")).toBeNull());
  });

  it("closes on Escape", async () => {
    const dialog = await open();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(useUi.getState().loginOpen).toBe(false);
  });

  it("closes on a click on the backdrop", async () => {
    await open();
    // The dialog listens for outside clicks from the tick after it opens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const backdrop = screen.getByTestId("login-dialog-backdrop");
    fireEvent.pointerDown(backdrop, { button: 0, pointerType: "mouse" });
    fireEvent.click(backdrop);
    expect(useUi.getState().loginOpen).toBe(false);
  });
});
