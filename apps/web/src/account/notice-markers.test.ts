import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import {
  bannerDue,
  cardBlockDue,
  dismissBanner,
  exchangeToday,
  nextCardMarkers,
  parseCardMarkers,
  parseDailyUserMarker,
  smartOtpGuideDue,
} from "./notice-markers";

let stored: Map<string, string>;

beforeEach(() => {
  stored = stubLocalStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("exchangeToday", () => {
  it("is the date in Vietnam (UTC+7), not UTC", () => {
    expect(exchangeToday(Date.parse("2026-02-10T16:59:59Z"))).toBe("2026-02-10");
    expect(exchangeToday(Date.parse("2026-02-10T17:00:00Z"))).toBe("2026-02-11");
  });
});

describe("CCCD block once a day per user (accounts-session §4 Card status)", () => {
  it("opens on the first check of the day while C_IS_CARD_CLEAR is 2, not on the second", () => {
    expect(cardBlockDue("u1", "2", "2026-02-10")).toBe(true);
    expect(JSON.parse(stored.get("ISCARDCLEAR") ?? "null")).toEqual({ u1: "2026-02-10" });
    expect(cardBlockDue("u1", "2", "2026-02-10")).toBe(false);
    expect(cardBlockDue("u1", "2", "2026-02-11")).toBe(true);
  });

  it("keeps each user's day apart", () => {
    expect(cardBlockDue("u1", "2", "2026-02-10")).toBe(true);
    expect(cardBlockDue("u2", "2", "2026-02-10")).toBe(true);
    expect(cardBlockDue("u1", "2", "2026-02-10")).toBe(false);
  });

  it("clears the user's marker once the card is fine, so a later block shows again the same day", () => {
    expect(cardBlockDue("u1", "2", "2026-02-10")).toBe(true);
    expect(cardBlockDue("u2", "2", "2026-02-10")).toBe(true);
    expect(cardBlockDue("u1", "0", "2026-02-10")).toBe(false);
    expect(JSON.parse(stored.get("ISCARDCLEAR") ?? "null")).toEqual({ u2: "2026-02-10" });
    expect(cardBlockDue("u1", "2", "2026-02-10")).toBe(true);
  });

  it.each([
    { raw: { u1: "2026-02-10", u2: "nope", u3: 5 }, markers: { u1: "2026-02-10" } },
    { raw: ["2026-02-10"], markers: null },
    { raw: "2026-02-10", markers: null },
    { raw: null, markers: null },
  ])("reads $raw as $markers", ({ raw, markers }) => {
    expect(parseCardMarkers(raw)).toEqual(markers);
  });

  it("keeps the 20 newest users' markers", () => {
    let markers = {};
    for (let n = 0; n < 25; n++) markers = nextCardMarkers(markers, `u${n}`, "2026-02-10");
    expect(Object.keys(markers)).toHaveLength(20);
    expect(Object.keys(markers)[0]).toBe("u5");
  });
});

describe("smart-OTP guide (accounts-session §4 Login)", () => {
  const day = "2026-02-10";

  it.each([
    { rule: "two-factor not set up", user: { iFlag: "0", login2faFlag: "0" }, opens: true },
    { rule: "a forced password change first", user: { iFlag: "1", login2faFlag: "0" }, opens: false },
    { rule: "two-factor set up", user: { iFlag: "0", login2faFlag: "1" }, opens: false },
  ] as const)("opens once a day: $rule → $opens", ({ user, opens }) => {
    expect(smartOtpGuideDue(testUser({ userId: "u1", ...user }), day)).toBe(opens);
  });

  it("does not open again the same day for the same user, but does for another user or day", () => {
    const u1 = testUser({ userId: "u1", login2faFlag: "0" });
    expect(smartOtpGuideDue(u1, day)).toBe(true);
    expect(JSON.parse(stored.get("openSmartOTPGuide") ?? "null")).toEqual({ user: "u1", date: day });
    expect(smartOtpGuideDue(u1, day)).toBe(false);
    expect(smartOtpGuideDue(testUser({ userId: "u2", login2faFlag: "0" }), day)).toBe(true);
    expect(smartOtpGuideDue(u1, "2026-02-11")).toBe(true);
  });

  it.each([
    { raw: { user: "u1", date: "2026-02-10" }, marker: { user: "u1", date: "2026-02-10" } },
    { raw: { user: "u1", date: "10/02/2026" }, marker: null },
    { raw: { date: "2026-02-10" }, marker: null },
    { raw: "u1", marker: null },
  ])("reads the stored marker $raw as $marker", ({ raw, marker }) => {
    expect(parseDailyUserMarker(raw)).toEqual(marker);
  });
});

describe("banner (accounts-session §4 Login: inside the window and not dismissed)", () => {
  it.each([
    { rule: "a login here inside the window", user: { sid: "s1", isShowBanner: true }, due: true },
    { rule: "outside the server's window", user: { sid: "s1", isShowBanner: false }, due: false },
    { rule: "a restore after a reload", user: { sid: null, isShowBanner: true }, due: false },
  ])("$rule → $due", ({ user, due }) => {
    expect(bannerDue(testUser(user))).toBe(due);
  });

  it("never opens again once dismissed in this browser", () => {
    dismissBanner();
    expect(stored.get("notShowBanner")).toBe("true");
    expect(bannerDue(testUser({ sid: "s1", isShowBanner: true }))).toBe(false);
  });
});
