import { afterEach, describe, expect, it } from "vitest";
import { insiderBlockTypeOf, shownNotice, useAccountNotices } from "./account-notices";

afterEach(() => useAccountNotices.getState().closeAll());

describe("account notices (accounts-session §2, §3)", () => {
  it("shows one notice at a time: what blocks trading first, news last", () => {
    const notices = useAccountNotices.getState();
    expect(shownNotice(useAccountNotices.getState())).toBeNull();
    notices.showBanner();
    notices.showSmartOtpGuide();
    notices.showCardBlock();
    expect(shownNotice(useAccountNotices.getState())).toBe("cardBlock");
    notices.showInsiderAlert("FPT");
    expect(shownNotice(useAccountNotices.getState())).toBe("insiderAlert");
    notices.close("insiderAlert");
    notices.close("cardBlock");
    expect(shownNotice(useAccountNotices.getState())).toBe("smartOtpGuide");
    notices.close("smartOtpGuide");
    expect(shownNotice(useAccountNotices.getState())).toBe("banner");
  });

  it("keeps the insider block's symbol, order type and block type (type 2 unless told)", () => {
    useAccountNotices.getState().showInsiderBlock("FPT", "LO");
    expect(useAccountNotices.getState().insiderBlock).toEqual({
      symbol: "FPT",
      orderType: "LO",
      blockType: 2,
    });
    useAccountNotices.getState().showInsiderBlock("FPT", "LO", 1);
    expect(shownNotice(useAccountNotices.getState())).toBe("insiderBlock");
    expect(useAccountNotices.getState().insiderBlock?.blockType).toBe(1);
  });

  it.each([
    { rc: -8044, type: 1 },
    { rc: -8043, type: 2 },
    { rc: -1, type: 2 },
  ])("reads rc $rc as block type $type (§8: -8044 type 1, else type 2)", ({ rc, type }) => {
    expect(insiderBlockTypeOf(rc)).toBe(type);
  });
});
