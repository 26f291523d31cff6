// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useUi } from "../state/ui";
import { renderWithProviders } from "../testing/test-kit";
import { StockPopup } from "./stock-popup";

const DICTIONARY = [
  {
    stock_code: "FPT",
    name_vn: "Công ty Cổ phần FPT",
    name_en: "FPT Corporation",
    post_to: "HOSE",
    type: "D",
  },
  {
    stock_code: "SHS",
    name_vn: "Chứng khoán Sài Gòn Hà Nội",
    name_en: "SHS Securities",
    post_to: "HNX",
    type: "D",
  },
];

let fetchStub: ReturnType<typeof vi.fn>;
const renderPopup = () => renderWithProviders(<StockPopup />);

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  fetchStub = vi.fn(
    async () => new Response(JSON.stringify(DICTIONARY), { headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchStub);
  usePreferences.setState({ language: "vi" });
});

afterEach(() => {
  cleanup();
  act(() => useUi.getState().openPopup(null));
  vi.unstubAllGlobals();
});

describe("StockPopup (placeholder)", () => {
  it("is absent without a symbol", () => {
    renderPopup();
    expect(screen.queryByTestId("stock-popup")).toBeNull();
  });

  it("titles the symbol with its name in the current language and its exchange", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    const title = await screen.findByTestId("stock-popup-title");
    await waitFor(() => expect(title.textContent).toBe("FPTCông ty Cổ phần FPTHOSE"));
    expect(String(fetchStub.mock.calls[0]?.[0])).toBe("/api/datafeed/getlistallstock");
    expect(screen.getByTestId("stock-popup").textContent).toContain("bản phát hành tiếp theo");

    act(() => usePreferences.setState({ language: "en" }));
    expect(title.textContent).toBe("FPTFPT CorporationHOSE");
    // Another symbol reuses the cached list.
    act(() => useUi.getState().openPopup("SHS"));
    await waitFor(() =>
      expect(screen.getByTestId("stock-popup-title").textContent).toBe("SHSSHS SecuritiesHNX"),
    );
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("a symbol missing from the dictionary shows just the symbol", async () => {
    act(() => useUi.getState().openPopup("VN30F2603"));
    renderPopup();
    await waitFor(() =>
      expect(screen.getByTestId("stock-popup").textContent).toContain("Không có thông tin"),
    );
    expect(screen.getByTestId("stock-popup-title").textContent).toBe("VN30F2603");
  });

  it("closes on the x", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    fireEvent.click(await screen.findByTestId("stock-popup-close"));
    expect(useUi.getState().popupSymbol).toBeNull();
    await waitFor(() => expect(screen.queryByTestId("stock-popup")).toBeNull());
  });

  it("closes on Escape", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    fireEvent.keyDown(await screen.findByTestId("stock-popup"), { key: "Escape" });
    await waitFor(() => expect(useUi.getState().popupSymbol).toBeNull());
  });

  it("closes on a click on the backdrop", async () => {
    act(() => useUi.getState().openPopup("FPT"));
    renderPopup();
    const overlay = await screen.findByTestId("stock-popup-overlay");
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.click(overlay, { button: 0 });
    await waitFor(() => expect(useUi.getState().popupSymbol).toBeNull());
  });
});
