// @vitest-environment happy-dom
import type { IndexEntry } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { renderWithProviders } from "../testing/test-kit";
import { EMPTY_INDEX_STATE, useIndexStore } from "./index-store";
import { IndexTable } from "./index-table";

const api = vi.hoisted(() => ({ datafeed: vi.fn() }));

vi.mock("../realtime/quote-feed", () => ({
  useMarketMessages: () => undefined,
  useSocketStatus: () => ({ status: "CONNECTED", reconnects: 0 }),
}));
vi.mock("../api/http", () => ({ datafeed: api.datafeed, requestJson: vi.fn(), logLoadFailure: vi.fn() }));

const ALL_INDICES = [
  { mc: "10", code: "VNINDEX", name: "VN-INDEX" },
  { mc: "11", code: "VN30", name: "VN30" },
  { mc: "02", code: "HNXINDEX", name: "HNX-INDEX" },
  { mc: "20", code: "VNMIDCAP", name: "VNMIDCAP" },
  { mc: "23", code: "VNDIAMOND", name: "VNDIAMOND" },
  { mc: "24", code: "VNFINLEAD", name: "VNFINLEAD" },
  { mc: "26", code: "VNFINSELECT", name: "VNFINSELECT" },
  { mc: "27", code: "VN100", name: "VN100" },
];

const entry = (mc: string): IndexEntry => ({
  seq: 1,
  mc,
  cIndex: 128_456,
  oIndex: 127_000,
  vol: 523_456_789,
  value: 12_345_678_901_234,
  status: "O",
  ot: "1456|1.15|12345678901234|210|150|80",
  time: "10:00:00",
});

const renderTable = () => renderWithProviders(<IndexTable />);

const initialPreferences = usePreferences.getState();

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  useIndexStore.setState(EMPTY_INDEX_STATE);
  usePreferences.setState({ selectedIndices: ["10", "02"] });
  api.datafeed.mockImplementation(async (path: string, argument: string) => {
    if (path === "getlistindexdetail") return argument.split(",").map(entry);
    if (path === "getlistckindex" && argument === "list_allindex") return ALL_INDICES;
    return [];
  });
});

afterEach(() => {
  cleanup();
  usePreferences.setState(initialPreferences);
});

async function openModal(): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId("index-settings"));
  const modal = await screen.findByTestId("index-selection-modal");
  await within(modal).findByTestId("index-option-10");
  return modal;
}

describe("IndexTable", () => {
  it("shows a row per selected index: point, change, volume in millions, value in billions, counts", async () => {
    renderTable();
    await waitFor(() =>
      expect(api.datafeed).toHaveBeenCalledWith("getlistindexdetail", "10,02", expect.anything()),
    );
    const row = await screen.findByTestId("index-row-10");
    await waitFor(() => expect(row.textContent).toContain("1,284.56"));
    const cells = [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);
    expect(cells).toEqual(["VN-INDEX", "1,284.56", "+14.56", "523.46", "12,345.68", "21080150"]);
    expect(screen.getByTestId("index-row-02")).toBeTruthy();
  });

  it("toggles the change column between points and percent", async () => {
    renderTable();
    const change = await screen.findByTestId("index-change-10");
    await waitFor(() => expect(change.textContent).toBe("+14.56"));
    const toggle = screen.getByTestId("index-change-toggle");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(change.textContent).toBe("+1.15%");
    expect(toggle.textContent).toBe("%");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(toggle);
    expect(change.textContent).toBe("+14.56");
  });

  it("saves the checked indices in the list's order", async () => {
    renderTable();
    const modal = await openModal();
    fireEvent.click(within(modal).getByTestId("index-option-27"));
    fireEvent.click(within(modal).getByTestId("index-option-02"));
    fireEvent.click(within(modal).getByTestId("index-selection-save"));
    expect(usePreferences.getState().selectedIndices).toEqual(["10", "27"]);
    await waitFor(() => expect(screen.queryByTestId("index-selection-modal")).toBeNull());
    expect(screen.getByTestId("index-row-27")).toBeTruthy();
    expect(screen.queryByTestId("index-row-02")).toBeNull();
  });

  it("restores the default set 20, 27, 23, 24, 26 when saved with nothing selected", async () => {
    renderTable();
    const modal = await openModal();
    fireEvent.click(within(modal).getByTestId("index-option-10"));
    fireEvent.click(within(modal).getByTestId("index-option-02"));
    expect(
      within(modal)
        .getAllByRole("checkbox")
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    fireEvent.click(within(modal).getByTestId("index-selection-save"));
    expect(usePreferences.getState().selectedIndices).toEqual(["20", "27", "23", "24", "26"]);
  });

  it("reset checks the default set without saving; close and Escape forget changes", async () => {
    renderTable();
    let modal = await openModal();
    fireEvent.click(within(modal).getByTestId("index-selection-reset"));
    const checked = within(modal)
      .getAllByRole("checkbox")
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute("data-testid"));
    expect(checked).toEqual([
      "index-option-20",
      "index-option-23",
      "index-option-24",
      "index-option-26",
      "index-option-27",
    ]);
    expect(usePreferences.getState().selectedIndices).toEqual(["10", "02"]);
    fireEvent.click(within(modal).getByTestId("index-selection-close"));
    await waitFor(() => expect(screen.queryByTestId("index-selection-modal")).toBeNull());

    modal = await openModal();
    expect((within(modal).getByTestId("index-option-10") as HTMLInputElement).checked).toBe(true);
    act(() => {
      fireEvent.keyDown(modal, { key: "Escape", code: "Escape" });
    });
    await waitFor(() => expect(screen.queryByTestId("index-selection-modal")).toBeNull());
    expect(usePreferences.getState().selectedIndices).toEqual(["10", "02"]);
  });
});
