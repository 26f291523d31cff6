// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startI18n } from "../../i18n/i18n";
import { useSession } from "../../state/session";
import { useUi } from "../../state/ui";
import { testUser } from "../../testing/session-user";
import { renderWithProviders } from "../../testing/test-kit";
import { ORDER_PANEL_DEBOUNCE_MS, Toolbar } from "./toolbar";

beforeAll(async () => {
  await startI18n("vi");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ user: null, status: "anonymous" });
  useUi.setState({ orderPanelOpen: false, loginOpen: false });
});

describe("Toolbar", () => {
  it("is a toolbar named as one, not with the search box's name", () => {
    renderWithProviders(<Toolbar />);
    expect(screen.getByRole("toolbar", { name: "Thanh công cụ" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Tìm mã chứng khoán" })).toBeTruthy();
  });
});

describe("the order panel's toggle (order-entry §9: debounced 100 ms)", () => {
  /** Clicks the toggle at each of `times` (ms on the page's clock). */
  const clickAt = (times: readonly number[]) => {
    const now = vi.spyOn(performance, "now");
    for (const time of times) {
      now.mockReturnValue(time);
      fireEvent.click(screen.getByTestId("order-panel-toggle"));
    }
  };

  it("a double click opens the panel and leaves it open", () => {
    useSession.setState({ user: testUser(), status: "signed-in" });
    renderWithProviders(<Toolbar />);
    clickAt([10_000, 10_060]);
    expect(useUi.getState().orderPanelOpen).toBe(true);
    expect(screen.getByTestId("order-panel-toggle").getAttribute("aria-pressed")).toBe("true");
  });

  it("a click 100 ms or more after the last accepted one closes it", () => {
    useSession.setState({ user: testUser(), status: "signed-in" });
    renderWithProviders(<Toolbar />);
    clickAt([10_000, 10_099]);
    expect(useUi.getState().orderPanelOpen).toBe(true);
    clickAt([10_000 + ORDER_PANEL_DEBOUNCE_MS]);
    expect(useUi.getState().orderPanelOpen).toBe(false);
  });
});
