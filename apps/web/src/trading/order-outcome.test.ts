import { describe, expect, it } from "vitest";
import { orderOutcome } from "./order-outcome";

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
    const outcome = orderOutcome({ rc: 0, data: { code: "COS-96045" } }, "stock", "place", "en");
    expect(outcome).toMatchObject({ kind: "error" });
    expect(outcome.kind === "error" && outcome.message).toMatch(/room/i);
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
