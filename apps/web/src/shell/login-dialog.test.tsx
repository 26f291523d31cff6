// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { resetLoginFlow } from "../login/login-flow";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { renderWithProviders } from "../testing/test-kit";
import { LoginDialog } from "./login-dialog";

// The client digest of "Demo@2026" (apps/server accounts/client-password's test vector).
const DEMO_DIGEST = "6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036";

const LOGIN_DATA = {
  user: "058C000001",
  sid: "sid-1",
  name: "Nguyễn Văn An",
  defaultAcc: "",
  iFlag: "0",
  AuthenType: "T",
  login2faFlag: "0",
  pwdExprireDate: "",
  CountLoginFail: 0,
  isShowBanner: false,
};

interface Call {
  readonly path: string;
  readonly method: string;
  readonly body: string | undefined;
}

let i18n: I18n;
let calls: Call[];
let loginAnswers: unknown[];

function serve(extra: Record<string, unknown> = {}): void {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api\//, "");
    calls.push({
      path,
      method: init.method ?? "GET",
      body: init.body === undefined ? undefined : String(init.body),
    });
    const answer =
      path === "login"
        ? loginAnswers.shift()
        : path === "session"
          ? {
              rc: 1,
              data: { ...LOGIN_DATA, sid: undefined, CountLoginFail: undefined, insiderSymbols: ["FPT"] },
            }
          : (extra[path] ?? { rc: 1 });
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  });
}

beforeAll(async () => {
  i18n = await startI18n("vi");
});
beforeEach(() => {
  loginAnswers = [];
  serve();
  useSession.setState({ user: null, status: "anonymous", expired: false });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useUi.setState({ loginOpen: false });
  useSession.setState({ user: null, status: "anonymous", expired: false });
  resetLoginFlow();
  usePreferences.setState({ language: "vi" });
  await i18n.changeLanguage("vi");
});

async function open() {
  renderWithProviders(<LoginDialog />);
  expect(screen.queryByTestId("login-dialog")).toBeNull();
  act(() => useUi.getState().setLoginOpen(true));
  return screen.findByTestId("login-dialog");
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe("the login dialog", () => {
  it("opens from useUi with the account, password and the help links", async () => {
    const dialog = await open();
    expect(within(dialog).getByRole("heading", { name: "Đăng nhập" })).toBeTruthy();
    expect(within(dialog).getByTestId("login-user")).toBeTruthy();
    expect(within(dialog).getByTestId("login-password").getAttribute("type")).toBe("password");
    const hrefs = within(dialog)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/ho-tro#quen-mat-khau",
      "/ho-tro#mo-tai-khoan",
      "/ho-tro#dieu-khoan",
      "/ho-tro#bao-mat",
      "/ho-tro#cong-bo-rui-ro",
      "/ho-tro#lien-he",
      "/ho-tro#huong-dan",
    ]);
  });

  it("warns of an empty account, then of an empty password, without calling the server", async () => {
    await open();
    fireEvent.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-error")).textContent).toBe("Vui lòng nhập tên đăng nhập.");
    type("login-user", "  058C000001 ");
    type("login-password", "   ");
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("login-error").textContent).toBe("Vui lòng nhập mật khẩu."),
    );
    expect(calls.filter((call) => call.path === "login")).toEqual([]);
  });

  it("posts the trimmed account and the password's digest, signs in, closes and reads the insiders", async () => {
    loginAnswers = [{ rc: 1, data: LOGIN_DATA }];
    await open();
    type("login-user", " 058C000001 ");
    type("login-password", " Demo@2026 ");
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(useSession.getState().status).toBe("signed-in"));
    const login = calls.find((call) => call.path === "login");
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({
      user: "058C000001",
      pass: DEMO_DIGEST,
      channel: "I",
      language: "vi",
    });
    expect(useUi.getState().loginOpen).toBe(false);
    await waitFor(() => expect(useSession.getState().user?.insiderSymbols).toEqual(["FPT"]));
    expect(useSession.getState().user).toMatchObject({
      userId: "058C000001",
      sid: "sid-1",
      customerName: "Nguyễn Văn An",
    });
  });

  it("shows the failure with its count, and the failure notice after more than 3", async () => {
    loginAnswers = [
      { rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 3 } },
      { rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 4 } },
    ];
    await open();
    type("login-user", "058C000001");
    type("login-password", "wrong");
    fireEvent.click(screen.getByTestId("login-submit"));
    const error = await screen.findByTestId("login-error");
    expect(error.textContent).toBe("Tên đăng nhập hoặc mật khẩu không chính xác. Số lần đăng nhập sai: 3");
    fireEvent.click(screen.getByTestId("login-submit"));
    const notice = await screen.findByTestId("login-fail-notice");
    expect(notice.textContent).toContain("Quý khách đã đăng nhập sai 4 lần.");
    expect(within(notice).getByRole("link", { name: "Quên mật khẩu" }).getAttribute("href")).toBe(
      "/ho-tro#quen-mat-khau",
    );
    fireEvent.click(within(notice).getByRole("button", { name: "Thử lại" }));
    expect(screen.queryByTestId("login-fail-notice")).toBeNull();
    expect((screen.getByTestId("login-password") as HTMLInputElement).value).toBe("");
  });

  it("shows the lockout with its minutes", async () => {
    loginAnswers = [
      {
        rc: -8005,
        rs: "Đăng nhập tạm thời bị khóa do nhập sai nhiều lần. Quý Khách vui lòng thử lại sau 15 phút.",
      },
    ];
    await open();
    type("login-user", "058C000001");
    type("login-password", "x");
    fireEvent.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-error")).textContent).toContain("thử lại sau 15 phút");
  });

  it("says the connection was lost when the login gets no answer, and keeps the form", async () => {
    // The start-up restore answers; the login itself never reaches the server.
    vi.stubGlobal("fetch", (url: string) =>
      url === "/api/login"
        ? Promise.reject(new TypeError("Failed to fetch"))
        : Promise.resolve(new Response(JSON.stringify({ rc: -1, rs: "InvalidSessionException" }))),
    );
    await open();
    type("login-user", "058C000001");
    type("login-password", "Demo@2026");
    fireEvent.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-error")).textContent).toBe(
      "Mất kết nối tới máy chủ. Quý khách vui lòng tải lại trang.",
    );
    expect((screen.getByTestId("login-submit") as HTMLButtonElement).disabled).toBe(false);
    expect(useSession.getState().user).toBeNull();

    // A server that answers with an error has not been lost: the general message, not the notice.
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 500 }));
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(screen.getByTestId("login-error").textContent).toBe("Đã có lỗi xảy ra."));
  });

  it("moves to the OTP step on rc -9998", async () => {
    loginAnswers = [{ rc: -9998, data: { AuthenType: "O" } }];
    await open();
    type("login-user", "058C000002");
    type("login-password", "Demo@2026");
    fireEvent.click(screen.getByTestId("login-submit"));
    const otp = await screen.findByTestId("otp-dialog");
    expect(otp.textContent).toContain("Mã OTP đã được gửi qua SMS");
    expect(useUi.getState().loginOpen).toBe(false);
    expect(useSession.getState().user).toBeNull();
  });

  it("disables the button while the login is on its way", async () => {
    let release: (value: Response) => void = () => undefined;
    // Only the login waits; any other call (the start-up restore) answers at once.
    vi.stubGlobal("fetch", (url: string) =>
      url === "/api/login"
        ? new Promise<Response>((resolve) => (release = resolve))
        : Promise.resolve(new Response(JSON.stringify({ rc: -1, rs: "InvalidSessionException" }))),
    );
    await open();
    type("login-user", "058C000001");
    type("login-password", "Demo@2026");
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() =>
      expect((screen.getByTestId("login-submit") as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByTestId("login-submit").textContent).toBe("Đang đăng nhập…");
    release(
      new Response(JSON.stringify({ rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 1 } })),
    );
    await waitFor(() =>
      expect((screen.getByTestId("login-submit") as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("speaks English too", async () => {
    await i18n.changeLanguage("en");
    const dialog = await open();
    expect(within(dialog).getByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(within(dialog).getByTestId("login-submit").textContent).toBe("Log in");
  });

  it("closes on Escape", async () => {
    const dialog = await open();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(useUi.getState().loginOpen).toBe(false);
  });

  it("closes on a click on the backdrop", async () => {
    await open();
    // The dialog listens for outside clicks from the tick after it opens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const backdrop = screen.getByTestId("login-dialog-backdrop");
    fireEvent.pointerDown(backdrop, { button: 0, pointerType: "mouse" });
    fireEvent.click(backdrop);
    expect(useUi.getState().loginOpen).toBe(false);
  });
});

describe("the session-expired alert", () => {
  it("shows when the session expires; OK clears it and opens the login", async () => {
    renderWithProviders(<LoginDialog />);
    act(() => useSession.setState({ expired: true }));
    const alert = await screen.findByTestId("session-expired-alert");
    expect(alert.textContent).toContain("Phiên đăng nhập đã hết hạn. Quý khách vui lòng đăng nhập lại.");
    fireEvent.click(within(alert).getByRole("button", { name: "Đồng ý" }));
    expect(useSession.getState().expired).toBe(false);
    expect(await screen.findByTestId("login-dialog")).toBeTruthy();
  });
});
