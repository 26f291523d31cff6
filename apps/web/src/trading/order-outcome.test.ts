import { localize, OUT_OF_ROOM_NOTICE, resultMessage } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { isOutOfRoomCode, orderOutcome, OUT_OF_ROOM_CODES } from "./order-outcome";

describe("orderOutcome", () => {
  it.each([
    ["rc 1 places", { rc: 1 }, "place", "Order request sent successfully."],
    ["rc 1 edits", { rc: 1 }, "edit", "Edit request sent successfully."],
    ["rc 1 cancels", { rc: 1 }, "cancel", "Cancel request sent successfully."],
  ] as const)("%s: the catalogue's sent toast", (_rule, answer, request, message) => {
    expect(orderOutcome(answer, "stock", request, "en")).toEqual({ kind: "success", message });
  });

  it("says it in Vietnamese too", () => {
    expect(orderOutcome({ rc: 1 }, "stock", "place", "vi")).toEqual({
      kind: "success",
      message: "Gửi yêu cầu đặt lệnh thành công.",
    });
  });

  it.each([
    ["-8044 is block type 1", { rc: -8044 }, { kind: "block", blockType: 1 }],
    ["-8043 is block type 2", { rc: -8043 }, { kind: "block", blockType: 2 }],
    ["-6063 on a stock order is the CCCD block", { rc: -6063 }, { kind: "card-block" }],
    ["rc -1 is the expired session", { rc: -1, rs: "InvalidSessionException" }, { kind: "session-expired" }],
  ] as const)("%s", (_rule, answer, expected) => {
    expect(orderOutcome(answer, "stock", "place", "vi")).toEqual(expected);
  });

  it("shows a refusal with the catalogue's message in the current language", () => {
    const answer = { rc: -96012, rs: "server text", data: { code: "96012" } };
    const vi = orderOutcome(answer, "stock", "place", "vi");
    const en = orderOutcome(answer, "stock", "place", "en");
    expect(vi).toMatchObject({ kind: "error" });
    expect(en).toMatchObject({ kind: "error" });
    expect(vi).not.toEqual(en);
    expect(en).not.toEqual({ kind: "error", message: "server text" });
  });

  it("prefers a known data.code (COS-96045 out of room) to the rc", () => {
    const outcome = orderOutcome({ rc: 0, data: { code: "COS-96045" } }, "conditional", "place", "en");
    expect(outcome).toEqual({ kind: "out-of-room", message: localize(OUT_OF_ROOM_NOTICE, "en") });
  });

  it.each([
    ["-20606 on a stock order", { rc: -20606 }, "stock"],
    ["COS-96045 on a conditional order", { rc: 0, data: { code: "COS-96045" } }, "conditional"],
    ["COS-920606 on a conditional order", { rc: 0, data: { code: "COS-920606" } }, "conditional"],
  ] as const)("%s: the out-of-room notice in the page's language (order-entry §8)", (_rule, answer, call) => {
    for (const language of ["vi", "en"] as const)
      expect(orderOutcome(answer, call, "place", language)).toEqual({
        kind: "out-of-room",
        message: localize(OUT_OF_ROOM_NOTICE, language),
      });
  });

  it("holds its out-of-room codes to the catalogue's", () => {
    for (const code of OUT_OF_ROOM_CODES) {
      const asWire = /^-?\d+$/.test(code) ? Number(code) : code;
      expect(resultMessage(asWire, "en")).toBe(localize(OUT_OF_ROOM_NOTICE, "en"));
    }
    expect(isOutOfRoomCode(-20606)).toBe(true);
    expect(isOutOfRoomCode(" cos-920606 ")).toBe(true);
    expect(isOutOfRoomCode(-96012)).toBe(false);
  });

  it("falls back to the server's text, then to the generic message, for unknown codes", () => {
    expect(orderOutcome({ rc: -77777, rs: "Something special" }, "stock", "place", "en")).toEqual({
      kind: "error",
      message: "Something special",
    });
    expect(orderOutcome({ rc: -77777 }, "stock", "place", "en")).toEqual({
      kind: "error",
      message: "An error has occurred.",
    });
  });
});
