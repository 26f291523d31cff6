// @vitest-environment happy-dom
// Every dialog of the app opens from state (a row's Enter, a toolbar button, a gear), not from a
// Radix trigger: each must give the focus back to what opened it (useReturnFocus).
import { DEFAULT_PRICE_BOARD_SETTINGS } from "@bangia/market";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { IndexTable } from "../indices/index-table";
import { StockPopup } from "../popup/stock-popup";
import { BoardSettingsDialog } from "../settings/board-settings-dialog";
import { LoginDialog } from "../shell/login-dialog";
import { ReconnectAlertDialog } from "../shell/reconnect-alert-dialog";
import { usePreferences } from "../state/preferences";
import { useUi } from "../state/ui";
import { fakeQuoteWorker, fetchByPath, renderWithProviders } from "../testing/test-kit";

/** A focusable opener that runs `open` on Enter, as the board's rows and the toolbar do. */
function Opener({ open }: { readonly open: () => void }) {
  return (
    <div
      role="button"
      tabIndex={0}
      data-testid="opener"
      onKeyDown={(event) => event.key === "Enter" && open()}
    >
      Open
    </div>
  );
}

async function openWithEnter(testId: string): Promise<HTMLElement> {
  const opener = screen.getByTestId("opener");
  act(() => opener.focus());
  fireEvent.keyDown(opener, { key: "Enter" });
  const dialog = await screen.findByTestId(testId);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

async function escapeGivesFocusTo(dialog: HTMLElement, testId: string, opener: HTMLElement): Promise<void> {
  fireEvent.keyDown(dialog, { key: "Escape" });
  await waitFor(() => expect(screen.queryByTestId(testId)).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(opener));
}

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  fakeQuoteWorker();
  usePreferences.setState({
    language: "vi",
    boardSettings: DEFAULT_PRICE_BOARD_SETTINGS,
    selectedIndices: ["10"],
  });
  vi.stubGlobal(
    "fetch",
    fetchByPath({
      "datafeed/getlistallstock": [
        { stock_code: "FPT", name_vn: "FPT", name_en: "FPT", post_to: "HOSE", type: "D" },
      ],
      "datafeed/getlistindexdetail": [],
      "datafeed/getlistckindex": [{ mc: "10", code: "VNINDEX", name: "VN-INDEX" }],
    }),
  );
});
afterEach(() => {
  cleanup();
  useUi.setState({ settingsOpen: false, loginOpen: false, popupSymbol: null });
  vi.unstubAllGlobals();
});

describe("closing a dialog gives the focus back to its opener", () => {
  it("the stock popup, opened from a row", async () => {
    renderWithProviders(
      <>
        <Opener open={() => useUi.getState().openPopup("FPT")} />
        <StockPopup />
      </>,
    );
    const dialog = await openWithEnter("stock-popup");
    await escapeGivesFocusTo(dialog, "stock-popup", screen.getByTestId("opener"));
  });

  it("the board settings", async () => {
    renderWithProviders(
      <>
        <Opener open={() => useUi.getState().setSettingsOpen(true)} />
        <BoardSettingsDialog />
      </>,
    );
    const dialog = await openWithEnter("board-settings-dialog");
    await escapeGivesFocusTo(dialog, "board-settings-dialog", screen.getByTestId("opener"));
  });

  it("the login dialog, every time it opens", async () => {
    renderWithProviders(
      <>
        <Opener open={() => useUi.getState().setLoginOpen(true)} />
        <LoginDialog />
      </>,
    );
    for (let time = 0; time < 2; time += 1) {
      const dialog = await openWithEnter("login-dialog");
      await escapeGivesFocusTo(dialog, "login-dialog", screen.getByTestId("opener"));
    }
  });

  it("the reconnect alert", async () => {
    function Alert() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Opener open={() => setOpen(true)} />
          {open && <ReconnectAlertDialog onLater={() => setOpen(false)} />}
        </>
      );
    }
    render(<Alert />);
    const dialog = await openWithEnter("reconnect-alert");
    await escapeGivesFocusTo(dialog, "reconnect-alert", screen.getByTestId("opener"));
  });

  it("the index selection, opened from the table's gear", async () => {
    renderWithProviders(<IndexTable />);
    const gear = screen.getByTestId("index-settings");
    act(() => gear.focus());
    fireEvent.click(gear);
    const modal = await screen.findByTestId("index-selection-modal");
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await escapeGivesFocusTo(modal, "index-selection-modal", gear);
  });
});
