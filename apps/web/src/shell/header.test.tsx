// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applyDocumentPreferences } from "./document-preferences";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { indexEntry } from "../testing/test-index-entries";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { Header } from "./header";
import { testUser } from "../testing/session-user";

/** The totals read only an index's code and matched value. */
const index = (mc: string, value: number) => indexEntry({ mc, value });

let i18n: I18n;
let stopDocument: () => void;
let worker: FakeWorker;

beforeAll(async () => {
  i18n = await startI18n("vi");
  stopDocument = applyDocumentPreferences(i18n);
});
afterAll(() => stopDocument());
beforeEach(() => {
  worker = fakeQuoteWorker();
  vi.stubGlobal(
    "fetch",
    fetchByPath({
      "datafeed/getlistindexdetail": [index("10", 15_400_600_000_000), index("02", 1_200_600_000_000)],
      "datafeed/aggregate/pt/snapshot/markets": [
        { mc: "02", value: 1_000_000_000_000, volume: 1 },
        { mc: "03", value: 500_000_000_000, volume: 1 },
        { mc: "10", value: 2_000_000_000_000, volume: 1 },
      ],
      "datafeed/getTopNews": [
        {
          rf: "/tin-tuc/2025-03-10/1",
          tl: "Tin đầu",
          tl_en: "First news",
          tm: "2025-03-10T09:15:00+07:00",
          sc: "Nguồn",
        },
      ],
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  act(() => usePreferences.getState().setLanguage("vi"));
  await waitFor(() => expect(i18n.language).toBe("vi"));
});

describe("Header", () => {
  it("the language toggle re-renders the header in the other language, and remembers it", async () => {
    renderWithProviders(<Header />);
    expect(screen.getByTestId("login-button").textContent).toBe("Đăng nhập");
    expect(screen.getByText("Bảng giá")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("news-link").textContent).toBe("Tin đầu"));

    fireEvent.click(screen.getByTestId("language-toggle"));
    await waitFor(() => expect(screen.getByTestId("login-button").textContent).toBe("Log in"));
    expect(screen.getByText("Price board")).toBeTruthy();
    expect(screen.getByTestId("news-link").textContent).toBe("First news");
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("language")).toBe('"en"');

    fireEvent.click(screen.getByTestId("language-toggle"));
    await waitFor(() => expect(screen.getByTestId("login-button").textContent).toBe("Đăng nhập"));
  });

  it("shows HOSE+HNX matched value and put-through value in billions, then follows live messages", async () => {
    renderWithProviders(<Header />);
    await waitFor(() => expect(screen.getByTestId("total-value").textContent).toBe("16,601"));
    await waitFor(() => expect(screen.getByTestId("total-pt-value").textContent).toBe("3,500"));

    // 10 replaces the HOSE total, 02 the HNX total; other indices leave it alone.
    worker.receive({ type: "index", message: index("10", 16_000_000_000_000) });
    expect(screen.getByTestId("total-value").textContent).toBe("17,201");
    worker.receive({ type: "index", message: index("02", 1_000_000_000_000) });
    expect(screen.getByTestId("total-value").textContent).toBe("17,000");
    worker.receive({ type: "index", message: index("11", 99_000_000_000_000) });
    expect(screen.getByTestId("total-value").textContent).toBe("17,000");

    worker.receive({
      type: "aggregate",
      message: { seq: 2, mc: "10", ptValue: 2_400_000_000_000, ptVol: 5 },
    });
    expect(screen.getByTestId("total-pt-value").textContent).toBe("3,900");
  });

  it("shows the news ticker's first item", async () => {
    renderWithProviders(<Header />);
    await waitFor(() => expect(screen.getByRole("link", { name: "Tin đầu" })).toBeTruthy());
  });

  it("the login button opens the login dialog; a logged-in customer sees the name instead", async () => {
    useUi.setState({ loginOpen: false });
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByTestId("login-button"));
    expect(useUi.getState().loginOpen).toBe(true);

    act(() =>
      useSession.getState().signIn(testUser({ userId: "u1", sid: "s1", customerName: "Nguyễn Văn A" })),
    );
    expect(screen.queryByTestId("login-button")).toBeNull();
    expect((await screen.findByTestId("user-menu")).textContent).toContain("Nguyễn Văn A");
  });

  it("the user menu opens the account settings and logs out", async () => {
    useSession.getState().signIn(testUser({ userId: "u1", sid: "s1", customerName: "Nguyễn Văn A" }));
    renderWithProviders(<Header />);
    const trigger = await screen.findByTestId("user-menu");
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
    fireEvent.click(await screen.findByTestId("account-settings"));
    expect(useUi.getState().accountSettingsOpen).toBe(true);
    fireEvent.pointerDown(await screen.findByTestId("user-menu"), {
      button: 0,
      ctrlKey: false,
      pointerType: "mouse",
    });
    fireEvent.click(await screen.findByTestId("logout"));
    expect(useSession.getState().user).toBeNull();
    expect(screen.getByTestId("login-button")).toBeTruthy();
  });
});
