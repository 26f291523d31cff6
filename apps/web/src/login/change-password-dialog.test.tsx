// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { renderWithProviders } from "../testing/test-kit";
import { testUser } from "../testing/session-user";
import { ChangePasswordDialog } from "./change-password-dialog";
import { resetLoginFlow } from "./login-flow";

const DEMO_DIGEST = "6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036";

interface Call {
  readonly path: string;
  readonly body: { group?: string; data?: Record<string, unknown> } | undefined;
}

let calls: Call[];
let coreAnswers: unknown[];

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  calls = [];
  coreAnswers = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api\//, "");
    calls.push({ path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(path === "core" ? coreAnswers.shift() : { rc: 1 }), {
      headers: { "content-type": "application/json" },
    });
  });
  useSession.getState().signIn(testUser({ userId: "058C000004", sid: "sid-4", iFlag: "1" }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetLoginFlow();
  useSession.setState({ user: null, status: "anonymous", expired: false });
});

function fill(current: string, next: string, retype: string) {
  fireEvent.change(screen.getByTestId("change-password-current"), { target: { value: current } });
  fireEvent.change(screen.getByTestId("change-password-new"), { target: { value: next } });
  fireEvent.change(screen.getByTestId("change-password-retype"), { target: { value: retype } });
  fireEvent.click(screen.getByTestId("change-password-submit"));
}

describe("the forced password change", () => {
  it("opens while iFlag is 1, with the rules and the hotline, and stays open on Escape", async () => {
    renderWithProviders(<ChangePasswordDialog />);
    const dialog = await screen.findByTestId("change-password-dialog");
    expect(dialog.textContent).toContain("8–32 ký tự");
    expect(dialog.textContent).toContain("1900 633 308");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByTestId("change-password-dialog")).toBeTruthy();
    act(() => useSession.getState().updateUser({ iFlag: "0" }));
    await waitFor(() => expect(screen.queryByTestId("change-password-dialog")).toBeNull());
  });

  it("checks the form before calling the server", async () => {
    renderWithProviders(<ChangePasswordDialog />);
    await screen.findByTestId("change-password-dialog");
    fill("Demo@2026", "Demo@2026", "Demo@2026");
    expect((await screen.findByTestId("change-password-error")).textContent).toBe(
      "Mật khẩu mới phải khác mật khẩu hiện tại.",
    );
    expect(calls).toEqual([]);
  });

  it("sends the current password's digest and the new one in base64, then shows the notice", async () => {
    coreAnswers = [{ rc: 1 }];
    renderWithProviders(<ChangePasswordDialog />);
    await screen.findByTestId("change-password-dialog");
    fill(" Demo@2026 ", "Moi#2026x", "Moi#2026x");
    const notice = await screen.findByTestId("password-changed");
    expect(calls[0]?.body).toMatchObject({
      group: "B",
      data: { cmd: "ChangePassFirstLogin", p1: DEMO_DIGEST, p2: btoa("Moi#2026x") },
    });
    expect(useSession.getState().user?.iFlag).toBe("0");
    fireEvent.click(within(notice).getByRole("button", { name: "Đồng ý" }));
    await waitFor(() => expect(screen.queryByTestId("password-changed")).toBeNull());
  });

  it.each([
    [{ rc: -8006, rs: "x" }, "Mật khẩu mới không được trùng với mật khẩu cũ."],
    [{ rc: -8007, rs: "x" }, "Mật khẩu không hợp lệ."],
  ])("shows the server's refusal %o in the catalogue's words", async (answer, message) => {
    coreAnswers = [answer];
    renderWithProviders(<ChangePasswordDialog />);
    await screen.findByTestId("change-password-dialog");
    fill("Demo@2026", "Moi#2026x", "Moi#2026x");
    expect((await screen.findByTestId("change-password-error")).textContent).toBe(message);
    expect(useSession.getState().user?.iFlag).toBe("1");
  });

  it("logs out instead", async () => {
    renderWithProviders(<ChangePasswordDialog />);
    const dialog = await screen.findByTestId("change-password-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Đăng xuất" }));
    expect(useSession.getState().user).toBeNull();
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(["logout"]));
  });
});
