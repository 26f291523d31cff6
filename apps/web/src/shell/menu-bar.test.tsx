// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useLocation } from "react-router";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { fetchByPath, renderWithProviders } from "../testing/test-kit";
import { MenuBar } from "./menu-bar";
import { testUser } from "../testing/session-user";

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBar(path = "/chung-khoan/HOSE") {
  return renderWithProviders(
    <>
      <MenuBar />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path },
  );
}

const where = () => screen.getByTestId("where").textContent;
let clock = 10_000;

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  clock = 10_000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  vi.stubGlobal(
    "fetch",
    fetchByPath({
      "datafeed/getlistckindex/list_exindex": [
        { code: "VN100", name: "VN100" },
        { code: "VNDIAMOND", name: "VNDIAMOND" },
      ],
      "history/industry/level/2": {
        data: [
          { IcbCode: "0500", IcbName: "Dầu khí", IcbNameEn: "Oil & Gas" },
          { IcbCode: "8300", IcbName: "Ngân hàng", IcbNameEn: "Banks" },
        ],
      },
    }),
  );
  useUi.setState({ loginOpen: false, settingsOpen: false, orderPanelOpen: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const openDropdown = (testId: string) =>
  fireEvent.pointerDown(screen.getByTestId(testId), { button: 0, ctrlKey: false, pointerType: "mouse" });

describe("MenuBar (price-board §2 menu values, menu bar and toolbar)", () => {
  it("links every entry to its board, with the spec's labels, and marks the current one", () => {
    renderBar("/chung-khoan/HOSE");
    const hose = screen.getByTestId("menu-HOSE");
    expect(hose.getAttribute("href")).toBe("/chung-khoan/HOSE");
    expect(hose.getAttribute("aria-current")).toBe("page");
    expect(screen.getByTestId("menu-VN30").getAttribute("aria-current")).toBeNull();
    expect(screen.getByTestId("menu-danh-muc").textContent).toBe("Danh mục");
    expect(screen.getByTestId("menu-putThrough-ALL").textContent).toBe("Thỏa thuận");
    expect(screen.getByTestId("menu-derivative-INDEX").textContent).toContain("Phái sinh chỉ số");
  });

  it("moves the entries that do not fit into the '...' dropdown", async () => {
    // happy-dom lays nothing out: every entry measures 100 px, the bar 550 px (4 entries + "...").
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      return DOMRect.fromRect({ width: this.classList.contains("menu-entry") ? 100 : 0 });
    });
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.classList.contains("menu-entries") ? 550 : 0;
    });
    renderBar("/chung-khoan/thong-ke");
    expect(screen.getByTestId("menu-HNX")).toBeTruthy();
    expect(screen.queryByTestId("menu-UPCOM")).toBeNull();
    const more = screen.getByTestId("menu-overflow");
    // The current board is among the hidden ones: "..." carries the mark.
    expect(more.getAttribute("data-current")).toBe("true");
    openDropdown("menu-overflow");
    const statistics = await screen.findByTestId("menu-thong-ke");
    expect(statistics.getAttribute("aria-current")).toBe("page");
    fireEvent.click(await screen.findByTestId("menu-UPCOM"));
    expect(where()).toBe("/chung-khoan/UPCOM");
  });

  it("ignores a second menu click within 300 ms", () => {
    renderBar("/chung-khoan/HOSE");
    fireEvent.click(screen.getByTestId("menu-HNX"));
    expect(where()).toBe("/chung-khoan/HNX");
    clock += 299;
    fireEvent.click(screen.getByTestId("menu-UPCOM"));
    expect(where()).toBe("/chung-khoan/HNX");
    clock += 1;
    fireEvent.click(screen.getByTestId("menu-UPCOM"));
    expect(where()).toBe("/chung-khoan/UPCOM");
    expect(screen.getByTestId("menu-UPCOM").getAttribute("aria-current")).toBe("page");
  });

  it("the index-group dropdown lists the server's groups and opens one", async () => {
    renderBar();
    openDropdown("index-group-dropdown");
    fireEvent.click(await screen.findByTestId("index-group-dropdown-VNDIAMOND"));
    expect(where()).toBe("/chung-khoan/VNDIAMOND");
    await waitFor(() =>
      expect(screen.getByTestId("index-group-dropdown").textContent).toContain("VNDIAMOND"),
    );
  });

  it("the industry dropdown names industries in the current language and opens icblv2-{code}", async () => {
    renderBar();
    openDropdown("industry-dropdown");
    const banks = await screen.findByTestId("industry-dropdown-icblv2-8300");
    expect(banks.textContent).toBe("Ngân hàng");
    fireEvent.click(banks);
    expect(where()).toBe("/chung-khoan/icblv2-8300");
  });

  it("toolbar: settings, chart strip, order panel (login first without a session)", () => {
    usePreferences.getState().setChartsCollapsed(false);
    renderBar();
    fireEvent.click(screen.getByTestId("settings-button"));
    expect(useUi.getState().settingsOpen).toBe(true);

    fireEvent.click(screen.getByTestId("charts-toggle"));
    expect(usePreferences.getState().chartsCollapsed).toBe(true);
    expect(screen.getByTestId("charts-toggle").getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByTestId("charts-toggle"));
    expect(usePreferences.getState().chartsCollapsed).toBe(false);

    // The order toggle is debounced by 100 ms (toolbar.test.tsx): these clicks are 200 ms apart.
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 200));
    fireEvent.click(screen.getByTestId("order-panel-toggle"));
    expect(useUi.getState()).toMatchObject({ loginOpen: true, orderPanelOpen: false });

    useUi.setState({ loginOpen: false });
    useSession.getState().signIn(testUser({ userId: "u1", sid: "s1", customerName: "A" }));
    fireEvent.click(screen.getByTestId("order-panel-toggle"));
    expect(useUi.getState()).toMatchObject({ loginOpen: false, orderPanelOpen: true });
    fireEvent.click(screen.getByTestId("order-panel-toggle"));
    vi.restoreAllMocks();
    expect(useUi.getState().orderPanelOpen).toBe(false);
  });

  it("the theme picker sets and remembers the board theme", async () => {
    renderBar();
    expect(usePreferences.getState().boardSettings.priceBoardTheme).toBe("colorful");
    openDropdown("theme-picker");
    fireEvent.click(await screen.findByTestId("theme-modern"));
    expect(usePreferences.getState().boardSettings.priceBoardTheme).toBe("modern");
    expect(JSON.parse(localStorage.getItem("priceBoardSetting") ?? "{}")).toMatchObject({
      priceBoardTheme: "modern",
    });
  });
});
