// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { renderWithProviders } from "../testing/test-kit";
import { resetLoginFlow, useLoginFlow, type PendingOtp } from "./login-flow";
import { OtpDialog } from "./otp-dialog";

const LOGIN_DATA = {
  user: "058C000002",
  sid: "sid-2",
  name: "Trần Thị Bình",
  defaultAcc: "",
  iFlag: "0",
  AuthenType: "O",
  login2faFlag: "1",
  pwdExprireDate: "",
  CountLoginFail: 0,
  isShowBanner: false,
};

interface Call {
  readonly path: string;
  readonly body: { group?: string; user?: string; data?: Record<string, unknown> } | undefined;
}

let calls: Call[];
let coreAnswers: unknown[];
let health: unknown;

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  calls = [];
  coreAnswers = [];
  health = { demo: false };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api\//, "");
    calls.push({ path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const answer =
      path === "core"
        ? coreAnswers.shift()
        : path === "health"
          ? health
          : path.startsWith("demo/otp-outbox/")
            ? { user: "058C000002", phoneLastThree: "002", code: "654321", sentAt: 0, expiresAt: 0 }
            : { rc: -1, rs: "InvalidSessionException" };
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  });
  useSession.setState({ user: null, status: "anonymous", expired: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetLoginFlow();
  useSession.setState({ user: null, status: "anonymous", expired: false });
});

function pending(fields: Partial<PendingOtp> = {}): PendingOtp {
  return {
    user: "058C000002",
    digest: "d".repeat(64),
    authenType: "O",
    phoneLastThree: null,
    resendAt: Date.now() + 45_000,
    ...fields,
  };
}

async function openOtp(fields: Partial<PendingOtp> = {}) {
  useLoginFlow.setState({ otp: pending(fields) });
  renderWithProviders(<OtpDialog />);
  return screen.findByTestId("otp-dialog");
}

const box = (index: number) => screen.getByTestId(`otp-box-${index}`) as HTMLInputElement;
const boxes = () => [0, 1, 2, 3, 4, 5].map((index) => box(index).value).join("");
const key = (index: number, key: string) => fireEvent.keyDown(box(index), { key });

describe("the OTP boxes", () => {
  it("take one digit each and move on; other keys change nothing", async () => {
    await openOtp();
    await waitFor(() => expect(document.activeElement).toBe(box(0)));
    key(0, "1");
    expect(document.activeElement).toBe(box(1));
    key(1, "a");
    key(1, "2");
    expect(boxes()).toBe("12");
    expect(document.activeElement).toBe(box(2));
  });

  it("go back on Backspace in an empty box and clear the previous digit", async () => {
    await openOtp();
    key(0, "1");
    key(1, "2");
    key(2, "Backspace");
    expect(boxes()).toBe("1");
    expect(document.activeElement).toBe(box(1));
  });

  it("fill all six from a pasted code", async () => {
    await openOtp();
    fireEvent.paste(box(0), { clipboardData: { getData: () => "Ma OTP: 123456" } });
    expect(boxes()).toBe("123456");
    expect(document.activeElement).toBe(box(5));
  });
});

describe("the OTP step", () => {
  it("says where the SMS went, once the resend told it", async () => {
    const dialog = await openOtp();
    expect(dialog.textContent).toContain("số điện thoại đăng ký");
    act(() => useLoginFlow.setState({ otp: pending({ phoneLastThree: "789" }) }));
    expect(dialog.textContent).toContain("***789");
  });

  it("answers invalid-otp to fewer than six digits, on Enter or Confirm", async () => {
    await openOtp();
    key(0, "1");
    key(1, "Enter");
    expect((await screen.findByTestId("otp-error")).textContent).toBe("Vui lòng nhập đủ 6 chữ số mã OTP.");
    expect(calls.filter((call) => call.path === "core")).toEqual([]);
  });

  it("drops a refused code's message as soon as the code is corrected", async () => {
    await openOtp();
    key(0, "1");
    key(1, "Enter");
    expect(await screen.findByTestId("otp-error")).toBeTruthy();
    key(1, "2");
    expect(screen.queryByTestId("otp-error")).toBeNull();
  });

  it("confirms six digits with sCheckLoginOTP and signs in", async () => {
    coreAnswers = [{ rc: 1, data: LOGIN_DATA }];
    await openOtp();
    for (const [index, digit] of [..."123456"].entries()) key(index, digit);
    fireEvent.click(screen.getByTestId("otp-confirm"));
    await waitFor(() => expect(useSession.getState().user?.userId).toBe("058C000002"));
    expect(calls.find((call) => call.path === "core")?.body).toMatchObject({
      group: "S",
      user: "058C000002",
      data: {
        cmd: "sCheckLoginOTP",
        user: "058C000002",
        pass: "d".repeat(64),
        channel: "I",
        language: "vi",
        p5: "123456",
      },
    });
    expect(useLoginFlow.getState().otp).toBeNull();
  });

  it("shows the remaining attempts of a wrong code", async () => {
    coreAnswers = [
      { rc: -11004, rs: "Mã OTP không chính xác. Quý Khách còn 4 lần thực hiện trước khi bị tạm khóa" },
    ];
    await openOtp();
    fireEvent.paste(box(0), { clipboardData: { getData: () => "000000" } });
    key(5, "Enter");
    expect((await screen.findByTestId("otp-error")).textContent).toBe(
      "Mã OTP không chính xác. Quý Khách còn 4 lần thực hiện trước khi bị tạm khóa",
    );
  });

  it("shows the block notice after too many wrong codes and holds Confirm for the minute", async () => {
    coreAnswers = [{ rc: -11003, rs: "Quý Khách đã nhập sai nhiều lần. Vui lòng thử lại sau 1 phút" }];
    await openOtp();
    fireEvent.paste(box(0), { clipboardData: { getData: () => "000000" } });
    fireEvent.click(screen.getByTestId("otp-confirm"));
    const notice = await screen.findByTestId("otp-block-notice");
    expect(notice.textContent).toContain("Vui lòng thử lại sau 1 phút");
    expect((screen.getByTestId("otp-confirm") as HTMLButtonElement).disabled).toBe(true);
  });

  it("counts 45 s down before a resend, then resends with the login's digest", async () => {
    await openOtp();
    const resend = screen.getByTestId("otp-resend") as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe("Gửi lại mã sau 45 giây");
    act(() => useLoginFlow.setState({ otp: pending({ resendAt: Date.now() - 1 }) }));
    await waitFor(() => expect(resend.disabled).toBe(false));
    expect(resend.textContent).toBe("Gửi lại mã");
    coreAnswers = [{ rc: 1, data: [{ phoneLastThree: "002" }] }];
    fireEvent.click(resend);
    await waitFor(() => expect(screen.getByTestId("otp-dialog").textContent).toContain("***002"));
    expect(calls.find((call) => call.path === "core")?.body).toMatchObject({
      group: "S",
      user: "058C000002",
      data: { cmd: "GetSMSOtpForce", pass: "d".repeat(64) },
    });
    expect(resend.disabled).toBe(true);
  });

  it("offers the smart OTP guide, not a resend, for smart OTP", async () => {
    const dialog = await openOtp({ authenType: "T" });
    expect(screen.queryByTestId("otp-resend")).toBeNull();
    expect(
      within(dialog).getByRole("link", { name: "Hướng dẫn sử dụng Smart OTP" }).getAttribute("href"),
    ).toBe("/ho-tro#smart-otp");
  });

  it("fills the boxes from the demo outbox when the server runs the demo seed", async () => {
    health = { demo: true };
    await openOtp();
    fireEvent.click(await screen.findByTestId("otp-demo-code"));
    await waitFor(() => expect(boxes()).toBe("654321"));
    expect(screen.getByTestId("otp-dialog").textContent).toContain("Chỉ có ở bản demo");
  });

  it("drops a wrong code's message when the demo outbox's code replaces it", async () => {
    health = { demo: true };
    coreAnswers = [
      { rc: -11004, rs: "Mã OTP không chính xác. Quý Khách còn 4 lần thực hiện trước khi bị tạm khóa" },
    ];
    await openOtp();
    fireEvent.paste(box(0), { clipboardData: { getData: () => "000000" } });
    key(5, "Enter");
    expect(await screen.findByTestId("otp-error")).toBeTruthy();
    fireEvent.click(await screen.findByTestId("otp-demo-code"));
    await waitFor(() => expect(boxes()).toBe("654321"));
    expect(screen.queryByTestId("otp-error")).toBeNull();
  });

  it("has no demo button without the demo seed", async () => {
    await openOtp();
    await waitFor(() => expect(calls.some((call) => call.path === "health")).toBe(true));
    expect(screen.queryByTestId("otp-demo-code")).toBeNull();
  });

  it("drops the pending login on Cancel", async () => {
    const dialog = await openOtp();
    fireEvent.click(within(dialog).getByRole("button", { name: "Hủy" }));
    expect(useLoginFlow.getState().otp).toBeNull();
    await waitFor(() => expect(screen.queryByTestId("otp-dialog")).toBeNull());
  });
});
