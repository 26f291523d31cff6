// @vitest-environment happy-dom
import {
  BOARD_COLUMNS,
  DEFAULT_PRICE_BOARD_SETTINGS,
  PRICE_BOARD_SETTING_KEY,
  WARNING_MESSAGES,
} from "@bangia/market";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { BoardSettingsDialog } from "./board-settings-dialog";
import { CHART_CHOICES } from "./board-settings-draft";
import { testUser } from "../testing/session-user";

async function openDialog(): Promise<HTMLElement> {
  useUi.setState({ settingsOpen: true });
  render(<BoardSettingsDialog />);
  return screen.findByTestId("board-settings-dialog");
}

function untickEverything(): void {
  for (const column of BOARD_COLUMNS) {
    const box = screen.getByTestId<HTMLInputElement>(`setting-column-${column}`);
    if (box.checked) fireEvent.click(box);
  }
  for (const code of CHART_CHOICES) {
    const box = screen.getByTestId<HTMLInputElement>(`setting-chart-${code}`);
    if (box.checked) fireEvent.click(box);
  }
}

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  usePreferences.setState({ language: "vi", boardSettings: DEFAULT_PRICE_BOARD_SETTINGS });
  useSession.setState({ user: null });
});

afterEach(() => {
  cleanup();
  useUi.setState({ settingsOpen: false });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("BoardSettingsDialog", () => {
  it("is absent while closed", () => {
    render(<BoardSettingsDialog />);
    expect(screen.queryByTestId("board-settings-dialog")).toBeNull();
  });

  it("shows the current settings: columns (RSI and MACD included), index charts, new-symbol position", async () => {
    await openDialog();
    expect(screen.getByTestId<HTMLInputElement>("setting-column-foreign").checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>("setting-column-rsi").checked).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>("setting-column-macd").checked).toBe(false);
    expect(screen.getByTestId("setting-chart-02").parentElement?.textContent).toBe("HNX-INDEX");
    expect(screen.getByTestId<HTMLInputElement>("setting-chart-27").checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>("setting-position-top").checked).toBe(true);
  });

  it("an empty selection shows the no-setting-chosen warning and saves nothing", async () => {
    await openDialog();
    untickEverything();
    expect(screen.queryByTestId("settings-warning")).toBeNull();
    fireEvent.click(screen.getByTestId("settings-save"));
    const warning = await screen.findByTestId("settings-warning");
    expect(warning.textContent).toBe(WARNING_MESSAGES["no-setting-chosen"].vi);
    expect(warning.getAttribute("role")).toBe("alert");
    expect(usePreferences.getState().boardSettings).toBe(DEFAULT_PRICE_BOARD_SETTINGS);
    expect(useUi.getState().settingsOpen).toBe(true);
    // Ticking anything clears it.
    fireEvent.click(screen.getByTestId("setting-column-rsi"));
    expect(screen.queryByTestId("settings-warning")).toBeNull();
  });

  it("the warning follows the language", async () => {
    usePreferences.setState({ language: "en" });
    await openDialog();
    untickEverything();
    fireEvent.click(screen.getByTestId("settings-save"));
    expect((await screen.findByTestId("settings-warning")).textContent).toBe(
      WARNING_MESSAGES["no-setting-chosen"].en,
    );
  });

  it("save stores the choices in the preferences and closes", async () => {
    await openDialog();
    fireEvent.click(screen.getByTestId("setting-column-rsi"));
    fireEvent.click(screen.getByTestId("setting-column-foreign"));
    fireEvent.click(screen.getByTestId("setting-chart-27"));
    fireEvent.click(screen.getByTestId("setting-position-bottom"));
    fireEvent.click(screen.getByTestId("settings-save"));
    expect(usePreferences.getState().boardSettings).toEqual({
      ...DEFAULT_PRICE_BOARD_SETTINGS,
      priceBoardSettingColumnShow: [
        "totalVolume",
        "overBuy",
        "overSell",
        "avePrice",
        "highPrice",
        "lowPrice",
        "rsi",
      ],
      priceBoardSettingColumnHidden: ["foreign", "macd"],
      priceBoardSettingChartShow: ["10", "11", "02", "03"],
      priceBoardSettingChartHidden: ["27"],
      appendSymbolWatchListPosition: "bottom",
    });
    await waitFor(() => expect(screen.queryByTestId("board-settings-dialog")).toBeNull());
    expect(useUi.getState().settingsOpen).toBe(false);
  });

  it("logged in, save also puts the board item on the server", async () => {
    const fetchStub = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { data: {} } }), {
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchStub);
    useSession.getState().signIn(testUser({ userId: "an.nguyen", sid: "s1", customerName: "An" }));
    await openDialog();
    fireEvent.click(screen.getByTestId("setting-column-macd"));
    fireEvent.click(screen.getByTestId("settings-save"));
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/history/userSettings/an.nguyen/Client");
    expect(init.method).toBe("PUT");
    const body = JSON.parse(String(init.body));
    expect(body.SettingKey).toBe(PRICE_BOARD_SETTING_KEY);
    expect(JSON.parse(body.Settings)).toEqual(usePreferences.getState().boardSettings);
    expect(usePreferences.getState().boardSettings.priceBoardSettingColumnShow).toContain("macd");
    useSession.getState().signOut();
  });

  it("cancel closes without saving; reset brings back the defaults, keeping the theme", async () => {
    usePreferences.setState({
      boardSettings: {
        ...DEFAULT_PRICE_BOARD_SETTINGS,
        priceBoardSettingColumnShow: ["rsi"],
        priceBoardSettingChartShow: [],
        priceBoardTheme: "modern",
      },
    });
    await openDialog();
    fireEvent.click(screen.getByTestId("settings-reset"));
    expect(screen.getByTestId<HTMLInputElement>("setting-column-rsi").checked).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>("setting-chart-10").checked).toBe(true);
    fireEvent.click(screen.getByTestId("settings-save"));
    expect(usePreferences.getState().boardSettings).toEqual({
      ...DEFAULT_PRICE_BOARD_SETTINGS,
      priceBoardTheme: "modern",
    });

    act(() => useUi.setState({ settingsOpen: true }));
    await screen.findByTestId("board-settings-dialog");
    fireEvent.click(screen.getByTestId("setting-column-rsi"));
    fireEvent.click(screen.getByTestId("settings-cancel"));
    expect(useUi.getState().settingsOpen).toBe(false);
    expect(usePreferences.getState().boardSettings.priceBoardSettingColumnShow).not.toContain("rsi");
  });

  it("closes on Escape (Radix default)", async () => {
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(useUi.getState().settingsOpen).toBe(false));
  });

  it("closes on a click outside (Radix default)", async () => {
    await openDialog();
    // Radix starts listening for outside presses on the task after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const overlay = screen.getByTestId("board-settings-overlay");
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.pointerUp(overlay, { button: 0 });
    fireEvent.click(overlay, { button: 0 });
    await waitFor(() => expect(useUi.getState().settingsOpen).toBe(false));
  });
});
