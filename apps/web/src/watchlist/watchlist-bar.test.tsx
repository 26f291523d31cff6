// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { WatchlistBar } from "./watchlist-bar";
import { useWatchlists } from "./watchlist-store";

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderBar(path = "/chung-khoan/VN30") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WatchlistBar />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openMenu(): Promise<void> {
  fireEvent.keyDown(screen.getByTestId("watchlist-dropdown"), { key: "Enter" });
  await screen.findByTestId("watchlist-menu");
}

function typeInto(input: HTMLElement, value: string, key?: string): void {
  fireEvent.change(input, { target: { value } });
  if (key !== undefined) fireEvent.keyDown(input, { key });
}

const INVALID_VI = "Tên danh mục không được để trống, tối đa 100 ký tự và không chứa ký tự ẩn.";

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  localStorage.clear();
  useWatchlists.setState({ lists: [], currentId: null, loaded: true });
  // Radix positions the menu on the next frame.
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("WatchlistBar: creating a list", () => {
  it("Enter in the add input creates it, makes it current and goes to the watchlist route", async () => {
    renderBar();
    expect(screen.getByTestId("watchlist-dropdown").textContent).toContain("Chưa có danh mục");
    await openMenu();
    typeInto(screen.getByTestId("watchlist-add-input"), "  Ngân hàng ", "Enter");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/chung-khoan/danh-muc"));
    const [list] = useWatchlists.getState().lists;
    expect(list?.Name).toBe("Ngân hàng");
    expect(useWatchlists.getState().currentId).toBe(list?.Id);
    expect(screen.getByTestId("watchlist-dropdown").textContent).toContain("Ngân hàng");
    expect(screen.getByTestId("watchlist-count").textContent).toBe("0 mã");
    expect(screen.queryByTestId("watchlist-menu")).toBeNull();
  });

  it("the add icon creates too", async () => {
    renderBar();
    await openMenu();
    typeInto(screen.getByTestId("watchlist-add-input"), "Thép");
    fireEvent.click(screen.getByTestId("watchlist-add-button"));
    await waitFor(() => expect(useWatchlists.getState().lists.map((list) => list.Name)).toEqual(["Thép"]));
  });

  it("an empty name is refused with a visible message, and nothing is created", async () => {
    renderBar();
    await openMenu();
    typeInto(screen.getByTestId("watchlist-add-input"), "   ", "Enter");
    expect((await screen.findByTestId("watchlist-error")).textContent).toBe(INVALID_VI);
    expect(screen.getByTestId("watchlist-add-input").getAttribute("aria-invalid")).toBe("true");
    expect(useWatchlists.getState().lists).toEqual([]);
    expect(screen.getByTestId("location").textContent).toBe("/chung-khoan/VN30");
    // Typing again clears the message.
    typeInto(screen.getByTestId("watchlist-add-input"), "A");
    expect(screen.queryByTestId("watchlist-error")).toBeNull();
  });
});

describe("WatchlistBar: lists, rename and delete", () => {
  beforeEach(() => {
    useWatchlists.setState({
      lists: [
        { Id: "1", Name: "Ngân hàng", Symbols: ["VCB", "ACB", "TCB"] },
        { Id: "2", Name: "Thép", Symbols: ["HPG"] },
      ],
      currentId: "1",
    });
  });

  it("shows the current list, its symbol count, and every list with labelled icons", async () => {
    renderBar();
    expect(screen.getByTestId("watchlist-dropdown").textContent).toContain("Ngân hàng");
    expect(screen.getByTestId("watchlist-count").textContent).toBe("3 mã");
    await openMenu();
    expect(screen.getByTestId("watchlist-item-1").getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("watchlist-item-2").textContent).toContain("Thép");
    expect(screen.getByTestId("watchlist-rename-2").getAttribute("aria-label")).toBe("Đổi tên danh mục Thép");
    expect(screen.getByTestId("watchlist-delete-2").getAttribute("aria-label")).toBe("Xoá danh mục Thép");
  });

  it("picking a list makes it current", async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByTestId("watchlist-item-2"));
    expect(useWatchlists.getState().currentId).toBe("2");
    await waitFor(() => expect(screen.getByTestId("watchlist-count").textContent).toBe("1 mã"));
  });

  it("rename commits on Enter, trimmed", async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByTestId("watchlist-rename-2"));
    const input = await screen.findByTestId("watchlist-rename-input-2");
    expect((input as HTMLInputElement).value).toBe("Thép");
    typeInto(input, "  Thép & Tôn ", "Enter");
    await waitFor(() => expect(useWatchlists.getState().lists[1]?.Name).toBe("Thép & Tôn"));
    expect(screen.queryByTestId("watchlist-rename-input-2")).toBeNull();
    // The menu stays open for the next change.
    expect(screen.getByTestId("watchlist-item-2").textContent).toContain("Thép & Tôn");
  });

  it("rename commits on blur", async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByTestId("watchlist-rename-1"));
    const input = await screen.findByTestId("watchlist-rename-input-1");
    typeInto(input, "Ngân hàng TMCP");
    fireEvent.blur(input);
    await waitFor(() => expect(useWatchlists.getState().lists[0]?.Name).toBe("Ngân hàng TMCP"));
  });

  it("an empty rename is refused with a message; Enter keeps editing, the old name stays", async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByTestId("watchlist-rename-2"));
    const input = await screen.findByTestId("watchlist-rename-input-2");
    typeInto(input, "  ", "Enter");
    expect((await screen.findByTestId("watchlist-error")).textContent).toBe(INVALID_VI);
    expect(screen.getByTestId("watchlist-rename-input-2")).toBe(input);
    fireEvent.blur(input);
    await act(async () => undefined);
    expect(screen.queryByTestId("watchlist-rename-input-2")).toBeNull();
    expect(useWatchlists.getState().lists[1]?.Name).toBe("Thép");
  });

  it("Escape cancels a rename without closing the menu", async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByTestId("watchlist-rename-2"));
    const input = await screen.findByTestId("watchlist-rename-input-2");
    typeInto(input, "Khác", "Escape");
    await waitFor(() => expect(screen.queryByTestId("watchlist-rename-input-2")).toBeNull());
    expect(useWatchlists.getState().lists[1]?.Name).toBe("Thép");
    expect(screen.getByTestId("watchlist-menu")).toBeTruthy();
  });

  it("typed letters stay in the input (no type-ahead jump to a list)", async () => {
    renderBar();
    await openMenu();
    const input = screen.getByTestId("watchlist-add-input");
    input.focus();
    fireEvent.keyDown(input, { key: "T" });
    // The menu's type-ahead would move the focus on its next task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(input);
  });

  it("deleting the current list clears the current list until one is chosen (price-board §4)", async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByTestId("watchlist-delete-1"));
    await waitFor(() => expect(screen.queryByTestId("watchlist-item-1")).toBeNull());
    expect(useWatchlists.getState()).toMatchObject({ currentId: null, lists: [{ Id: "2" }] });
    expect(screen.getByTestId("watchlist-dropdown").textContent).toContain("Chọn danh mục");
  });

  it("deleting another list keeps the current one", async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByTestId("watchlist-delete-2"));
    await waitFor(() => expect(screen.queryByTestId("watchlist-item-2")).toBeNull());
    expect(useWatchlists.getState()).toMatchObject({ currentId: "1", lists: [{ Id: "1" }] });
    expect(screen.getByTestId("watchlist-dropdown").textContent).toContain("Ngân hàng");
  });
});
