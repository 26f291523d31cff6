// @vitest-environment happy-dom
import {
  HOTLINE,
  IDENTITY_CARD_BLOCK_NOTICE,
  INSIDER_BLOCK_NOTICES,
  INSIDER_DISCLOSURE_ALERT,
} from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { accountApi } from "../account/account-api";
import { AccountLayer } from "./account-layer";
import { AccountLive } from "./account-live";
import { useAccountNotices } from "../account/account-notices";

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  // The trading layer (loaded with the account layer) listens to the quote feed.
  fakeQuoteWorker();
  usePreferences.setState({ language: "vi" });
  useSession.setState({ user: null, status: "anonymous" });
  // Nobody signs in here: the layer asks the server nothing.
  vi.spyOn(accountApi, "core").mockRejectedValue(new Error("no server in this test"));
  vi.spyOn(accountApi, "loadUserSettings").mockResolvedValue([]);
  vi.spyOn(accountApi, "loadHideConfirmOrder").mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useAccountNotices.getState().closeAll();
  useUi.setState({ accountSettingsOpen: false });
});

describe("AccountLayer", () => {
  it("loads nothing for a visitor, and the account module from the first sign-in on", async () => {
    renderWithProviders(<AccountLayer />);
    act(() => useAccountNotices.getState().showCardBlock());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("cccd-dialog")).toBeNull();
    act(() => useSession.getState().signIn(testUser()));
    expect(await screen.findByTestId("cccd-dialog")).toBeTruthy();
  });
});

describe("AccountLive (accounts-session §2 notices)", () => {
  it("shows nothing until a notice is asked for", () => {
    renderWithProviders(<AccountLive />);
    expect(document.body.querySelector("[role=dialog]")).toBeNull();
  });

  it("loads the CCCD block popup on demand, with the regulator's text and the hotline", async () => {
    renderWithProviders(<AccountLive />);
    act(() => useAccountNotices.getState().showCardBlock());
    const dialog = await screen.findByTestId("cccd-dialog");
    expect(dialog.textContent).toContain(IDENTITY_CARD_BLOCK_NOTICE.vi);
    expect(dialog.querySelector(`a[href="tel:1900633308"]`)?.textContent).toBe(HOTLINE);
    fireEvent.click(screen.getByTestId("cccd-dialog-close"));
    expect(useAccountNotices.getState().cardBlock).toBe(false);
    await waitFor(() => expect(screen.queryByTestId("cccd-dialog")).toBeNull());
  });

  it("shows one notice at a time: the insider alert before the CCCD block, then the block", async () => {
    renderWithProviders(<AccountLive />);
    act(() => {
      useAccountNotices.getState().showCardBlock();
      useAccountNotices.getState().showInsiderAlert("FPT");
    });
    const alert = await screen.findByTestId("insider-alert");
    expect(alert.textContent).toContain(INSIDER_DISCLOSURE_ALERT.vi);
    expect(alert.textContent).toContain("Mã chứng khoán: FPT");
    expect(screen.queryByTestId("cccd-dialog")).toBeNull();
    fireEvent.keyDown(alert, { key: "Escape" });
    expect(await screen.findByTestId("cccd-dialog")).toBeTruthy();
  });

  it.each([
    { blockType: 1 as const, text: INSIDER_BLOCK_NOTICES[1].vi },
    { blockType: 2 as const, text: INSIDER_BLOCK_NOTICES[2].vi },
  ])("shows the insider block of type $blockType", async ({ blockType, text }) => {
    renderWithProviders(<AccountLive />);
    act(() => useAccountNotices.getState().showInsiderBlock("FPT", "LO", blockType));
    const block = await screen.findByTestId("insider-block");
    expect(block.textContent).toContain("Giao dịch không thành công");
    expect(block.textContent).toContain(text);
  });

  it("opens the default-account modal only for a signed-in customer", async () => {
    renderWithProviders(<AccountLive />);
    act(() => useUi.getState().setAccountSettingsOpen(true));
    // Long enough for the modal's chunk to load were it wanted.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId("default-account-dialog")).toBeNull();
    act(() => useSession.getState().signIn(testUser()));
    expect(await screen.findByTestId("default-account-dialog")).toBeTruthy();
  });
});
