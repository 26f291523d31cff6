import { describe, expect, it } from "vitest";
import { classifyOrderResult, type OrderAnswer, type OrderResultAction } from "./order-result";

describe("classifyOrderResult (order-entry §7, §8; accounts-session §8)", () => {
  it.each<[string, OrderAnswer, OrderResultAction]>([
    ["rc 1 → success", { rc: 1, kind: "stock" }, { action: "success" }],
    ["any rc above 0 → success", { rc: 20_230_101, kind: "derivative" }, { action: "success" }],
    ["rc '1' as a string → success", { rc: "1", kind: "conditional" }, { action: "success" }],
    ["rc -1 → session expired", { rc: -1, kind: "stock" }, { action: "session-expired" }],
    [
      "InvalidSessionException → session expired",
      { rc: -2, kind: "derivative", exception: "InvalidSessionException" },
      { action: "session-expired" },
    ],
    ["rc -8005 → session handler", { rc: -8005, kind: "stock" }, { action: "session-handler" }],
    [
      "rc -8044 → block dialog type 1",
      { rc: -8044, kind: "stock" },
      { action: "block-dialog", blockType: 1 },
    ],
    [
      "rc -8043 → block dialog type 2",
      { rc: -8043, kind: "derivative" },
      { action: "block-dialog", blockType: 2 },
    ],
    [
      "rc -6063 on a stock order → CCCD popup",
      { rc: -6063, kind: "stock" },
      { action: "identity-card-block" },
    ],
    [
      "data.code FOS-6063 on a conditional order → CCCD popup",
      { rc: -1000, dataCode: "FOS-6063", kind: "conditional" },
      { action: "identity-card-block" },
    ],
    [
      "rc -6063 on a derivative order → its message",
      { rc: -6063, kind: "derivative" },
      { action: "message", code: -6063 },
    ],
    [
      "data.code FOS-6063 on a stock order → its message",
      { rc: -1000, dataCode: "FOS-6063", kind: "stock" },
      { action: "message", code: "FOS-6063" },
    ],
    ["another rc → its message", { rc: -8004, kind: "stock" }, { action: "message", code: -8004 }],
    [
      "a catalogued data.code wins over rc",
      { rc: -1000, dataCode: "COS-96045", kind: "stock" },
      { action: "message", code: "COS-96045" },
    ],
    [
      "an unknown data.code leaves rc",
      { rc: -9998, dataCode: "XYZ", kind: "derivative" },
      { action: "message", code: -9998 },
    ],
    [
      "a prefixed rc is never success",
      { rc: "COS-40040", kind: "conditional" },
      { action: "message", code: "COS-40040" },
    ],
    ["rc 0 → message", { rc: 0, kind: "stock" }, { action: "message", code: 0 }],
  ])("%s", (_name, answer, expected) => {
    expect(classifyOrderResult(answer)).toEqual(expected);
  });
});
