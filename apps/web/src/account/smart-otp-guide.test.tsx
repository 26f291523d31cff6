// @vitest-environment happy-dom
import { WARNING_MESSAGES, type CoreAnswer } from "@bangia/market";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { testUser } from "../testing/session-user";
import { accountApi, type CoreCaller } from "./account-api";
import { useAccountNotices } from "./account-notices";
import { groupedSecret, SmartOtpGuide } from "./smart-otp-guide";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const URI = `otpauth://totp/Bangia:058C000001?secret=${SECRET}&issuer=Bangia&algorithm=SHA1&digits=6&period=30`;

let calls: Record<string, unknown>[];
let answers: Record<string, CoreAnswer<unknown>[]>;

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  usePreferences.setState({ language: "vi" });
  useSession.setState({ user: testUser({ userId: "058C000001", login2faFlag: "0" }), status: "signed-in" });
  useAccountNotices.getState().showSmartOtpGuide();
  calls = [];
  answers = {
    SmartOtpEnrolBegin: [{ rc: 1, data: { secret: SECRET, uri: URI } }],
    SmartOtpEnrolConfirm: [{ rc: -11004, rs: "Mã OTP không chính xác." }, { rc: 1 }],
  };
  vi.spyOn(accountApi, "core").mockImplementation((async (group: string, data: Record<string, unknown>) => {
    calls.push({ group, ...data });
    return answers[String(data["cmd"])]?.shift() ?? { rc: 0 };
  }) as unknown as CoreCaller);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAccountNotices.getState().closeAll();
  useSession.setState({ user: null, status: "anonymous" });
});

async function startEnrolment(): Promise<void> {
  render(<SmartOtpGuide />);
  fireEvent.click(screen.getByTestId("smart-otp-start"));
  await screen.findByTestId("smart-otp-secret");
}

function enter(code: string, password = "Demo@2026"): void {
  fireEvent.change(screen.getByTestId("smart-otp-code"), { target: { value: code } });
  fireEvent.change(screen.getByTestId("smart-otp-password"), { target: { value: password } });
  fireEvent.click(screen.getByTestId("smart-otp-confirm"));
}

/** SHA-256 hex of "Demo@2026", the client digest the server checks (login/password-digest.ts). */
const DEMO_DIGEST = "6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036";

describe("SmartOtpGuide (accounts-session §2 smart OTP guide; RFC 6238 enrolment)", () => {
  it("explains the smart OTP and how to set it up before anything is asked of the server", () => {
    render(<SmartOtpGuide />);
    const guide = screen.getByTestId("smart-otp-guide");
    expect(guide.textContent).toContain("Smart OTP là mã xác thực 6 chữ số");
    expect(guide.querySelectorAll("ol li")).toHaveLength(3);
    expect(calls).toEqual([]);
  });

  it("starts the enrolment: the QR code of the URI and the secret in groups of four", async () => {
    await startEnrolment();
    expect(calls).toEqual([{ group: "S", cmd: "SmartOtpEnrolBegin" }]);
    expect(screen.getByTestId("smart-otp-secret").textContent).toBe(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
    const qr = await screen.findByTestId("smart-otp-qr");
    expect(qr.querySelector("svg")).not.toBeNull();
  });

  it("keeps only digits, at most six, and refuses fewer than six with the invalid-otp warning", async () => {
    await startEnrolment();
    const input = screen.getByTestId<HTMLInputElement>("smart-otp-code");
    fireEvent.change(input, { target: { value: "12a34-5678" } });
    expect(input.value).toBe("123456");
    enter("123");
    expect(screen.getByTestId("smart-otp-error").textContent).toBe(WARNING_MESSAGES["invalid-otp"].vi);
    expect(calls.filter((call) => call["cmd"] === "SmartOtpEnrolConfirm")).toEqual([]);
  });

  it("shows the server's refusal of a wrong code, then sets two-factor up with the right one", async () => {
    await startEnrolment();
    enter("111111");
    expect((await screen.findByTestId("smart-otp-error")).textContent).toBe("Mã OTP không chính xác.");
    expect(useSession.getState().user?.login2faFlag).toBe("0");
    enter("287082");
    expect((await screen.findByTestId("smart-otp-done")).textContent).toContain(
      "Smart OTP đã được kích hoạt",
    );
    expect(calls.at(-1)).toEqual({
      group: "S",
      cmd: "SmartOtpEnrolConfirm",
      p1: "287082",
      pass: DEMO_DIGEST,
    });
    expect(useSession.getState().user?.login2faFlag).toBe("1");
    expect(screen.queryByTestId("smart-otp-error")).toBeNull();
  });

  it("asks for the login password before confirming", async () => {
    await startEnrolment();
    enter("287082", " ");
    expect(screen.getByTestId("smart-otp-error").textContent).toBe(WARNING_MESSAGES["empty-password"].vi);
    expect(calls.filter((call) => call["cmd"] === "SmartOtpEnrolConfirm")).toEqual([]);
  });

  it("shows why the server refused to start (two-factor already set up)", async () => {
    answers["SmartOtpEnrolBegin"] = [
      { rc: 0, rs: "Smart OTP đã được kích hoạt cho tài khoản của Quý Khách." },
    ];
    render(<SmartOtpGuide />);
    fireEvent.click(screen.getByTestId("smart-otp-start"));
    expect((await screen.findByTestId("smart-otp-error")).textContent).toBe(
      "Smart OTP đã được kích hoạt cho tài khoản của Quý Khách.",
    );
  });

  it("closes with Later", () => {
    render(<SmartOtpGuide />);
    fireEvent.click(screen.getByTestId("smart-otp-close"));
    expect(useAccountNotices.getState().smartOtpGuide).toBe(false);
  });

  it.each([
    ["ABCDEFGH", "ABCD EFGH"],
    ["ABCDEF", "ABCD EF"],
    ["", ""],
  ])("groups %s as %s", (secret, grouped) => {
    expect(groupedSecret(secret)).toBe(grouped);
  });
});
