// @vitest-environment happy-dom
/**
 * A toast's words follow the page's language while it shows: switched from Vietnamese to English
 * and back, an order's result, the connection-lost notice, a missing session, an order notice and
 * an account notice read in the language now shown. A server's own text (a code the catalogue does
 * not know) stays as sent.
 */
import {
  CONNECTION_LOST_NOTICE,
  ORDER_REQUEST_SENT,
  type AccountNoticeMessage,
  type CoreAnswer,
  type OrderNotice,
} from "@bangia/market";
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { stubCoreGateway } from "../testing/core-gateway";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker } from "../testing/test-kit";
import { useOrderNotices } from "./order-notices";
import { sendOrder } from "./send-order";
import { ToastRegion, useToasts } from "./toasts";

type Answer = CoreAnswer<{ readonly code?: string } | undefined>;

const placing = (send: () => Promise<Answer>) =>
  sendOrder(
    { call: "stock", request: "place", symbol: "FPT", orderType: "LO", send },
    { language: "vi", client: new QueryClient() },
  );

async function showIn(language: "vi" | "en"): Promise<void> {
  await act(async () => {
    await i18next.changeLanguage(language);
  });
}

const shown = (tone: string) => screen.getByTestId(`toast-${tone}`).textContent ?? "";

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  // The missing session's logout reaches the gateway stub, not the network.
  stubCoreGateway(() => ({ rc: 1 }));
  useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
  setApiSession("s1");
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ toasts: [] });
  setApiSession(null);
  await i18next.changeLanguage("vi");
});

describe("toasts in the page's language", () => {
  it("an order's result reads in the language shown, switched while it is up", async () => {
    render(<ToastRegion />);
    await act(() => placing(async () => ({ rc: 1 })));
    expect(shown("success")).toContain(ORDER_REQUEST_SENT.place.vi);
    await showIn("en");
    expect(shown("success")).toContain(ORDER_REQUEST_SENT.place.en);
    await showIn("vi");
    expect(shown("success")).toContain(ORDER_REQUEST_SENT.place.vi);
  });

  it("the connection-lost notice follows the language too", async () => {
    render(<ToastRegion />);
    await act(() =>
      placing(async () => {
        throw new TypeError("network");
      }),
    );
    expect(shown("error")).toContain(CONNECTION_LOST_NOTICE.vi);
    await showIn("en");
    expect(shown("error")).toContain(CONNECTION_LOST_NOTICE.en);
  });

  it("a missing session's warning follows the language", async () => {
    setApiSession(null);
    render(<ToastRegion />);
    await act(() => placing(async () => ({ rc: 1 })));
    const vi = shown("warning");
    expect(vi).toContain(i18next.t("trading.sessionMissing", { lng: "vi" }));
    await showIn("en");
    expect(shown("warning")).toContain(i18next.t("trading.sessionMissing", { lng: "en" }));
    expect(shown("warning")).not.toBe(vi);
  });

  it("a server's own text for a code the catalogue lacks stays as the server sent it", async () => {
    render(<ToastRegion />);
    await act(() => placing(async () => ({ rc: -987_654, rs: "Lỗi riêng của máy chủ" })));
    expect(shown("error")).toContain("Lỗi riêng của máy chủ");
    await showIn("en");
    expect(shown("error")).toContain("Lỗi riêng của máy chủ");
  });
});

describe("notices' toasts in the page's language", () => {
  const ACCOUNT = "058C0000011";
  const rejected: OrderNotice = {
    seq: 1,
    orderNo: "7",
    accountCode: ACCOUNT,
    symbol: "FPT",
    side: "B",
    volume: 100,
    matchVolume: 0,
    showPrice: 98_000,
    type: "R",
    status_code: "6",
  };
  const triggered: AccountNoticeMessage = {
    seq: 2,
    accountCode: ACCOUNT,
    kind: "conditional.triggered",
    text: { vi: "Lệnh điều kiện 41 đã kích hoạt", en: "Conditional order 41 triggered" },
  };

  function Notices() {
    useOrderNotices();
    return <ToastRegion />;
  }

  beforeEach(() => {
    useAccount.setState({ currentAccount: { accCode: ACCOUNT, accName: "Nguyễn Văn An", accType: "1" } });
  });

  it("an order notice and an account notice follow the language while they show", async () => {
    const worker = fakeQuoteWorker();
    render(<Notices />);
    worker.receive({ type: "ordernotice", message: rejected });
    worker.receive({ type: "accountnotice", message: triggered });
    const side = (lng: "vi" | "en") => i18next.t("trading.side.B", { lng });
    const refusedVi = shown("error");
    expect(refusedVi).toContain(side("vi"));
    expect(shown("info")).toContain(triggered.text.vi);
    await showIn("en");
    expect(shown("error")).toContain(side("en"));
    expect(shown("error")).not.toBe(refusedVi);
    expect(shown("info")).toContain(triggered.text.en);
  });
});
