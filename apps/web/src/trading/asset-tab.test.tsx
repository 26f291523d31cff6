// @vitest-environment happy-dom
/**
 * The asset tab of a margin account (accounts-session §3, types 3/6): debt, net assets and the
 * margin ratio, and ours beside them — the call status and the deposit that lifts the ratio back
 * to maintenance — in both languages; without a loan no ratio ("–", not the server's 0); a cash
 * account shows none of the margin lines.
 */
import type { AccountListItem, AccountStatus } from "@bangia/market";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiSession } from "../api/http";
import i18next from "i18next";
import { startI18n } from "../i18n/i18n";
import { useSession } from "../state/session";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import { stubCoreGateway } from "../testing/core-gateway";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { AssetTab } from "./asset-tab";

const MARGIN: AccountListItem = { accName: "Trần Thị Bình", accCode: "058C0000096", accType: "6" };
const CASH: AccountListItem = { accName: "Trần Thị Bình", accCode: "058C0000091", accType: "1" };
/** A margin account with no loan yet. */
const UNUSED_MARGIN: AccountListItem = { accName: "Trần Thị Bình", accCode: "058C0000093", accType: "3" };

const STATUS: AccountStatus = {
  assets: 1_000_000_000,
  cash_avai: 0,
  cash_block: 0,
  collateral: 500_000_000,
  ap_t0: 0,
  ap_t1: 0,
  ar_t0: 0,
  ar_t1: 0,
  cash_advance_avai: 0,
  total_asset: 1_000_000_000,
  lmv: 1_000_000_000,
  lmv_0: 1_000_000_000,
  equity: 320_000_000,
  loan_fee: 0,
  deposit_fee: 0,
  debt: 680_000_000,
  total_equity: 320_000_000,
  margin_ratio: 32,
  margin_status: "CALL",
  margin_call_cash: 46_154_000,
};

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  stubLocalStorage();
  fakeQuoteWorker();
  stubCoreGateway((data) => {
    if (data["cmd"] === "Web.AccountStatus")
      return {
        rc: 1,
        data:
          data["account"] === CASH.accCode
            ? { ...STATUS, margin_status: undefined }
            : data["account"] === UNUSED_MARGIN.accCode
              ? {
                  ...STATUS,
                  debt: 0,
                  equity: 1_000_000_000,
                  total_equity: 1_000_000_000,
                  margin_ratio: 0,
                  margin_status: "SAFE",
                  margin_call_cash: 0,
                }
              : STATUS,
      };
    if (data["cmd"] === "Web.BuyingPower") return { rc: 1, data: { pp: 0 } };
    return { rc: 0 };
  });
  useSession.setState({ user: testUser({ userId: "058C000009" }), status: "signed-in" });
  setApiSession("s1");
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
  await i18next.changeLanguage("vi");
});

describe("the asset tab", () => {
  it("shows a margin account's call status and the deposit due, in Vietnamese and English", async () => {
    renderWithProviders(<AssetTab account={MARGIN} />);
    const status = await screen.findByTestId("asset-margin_status");
    expect(status.textContent).toContain("Trạng thái ký quỹ");
    expect(status.textContent).toContain("Gọi ký quỹ");
    expect(screen.getByTestId("asset-margin_call_cash").textContent).toMatch(/46[.,]154[.,]000/);
    await i18next.changeLanguage("en");
    await waitFor(() =>
      expect(screen.getByTestId("asset-margin_status").textContent).toContain("Margin call"),
    );
  });

  it("shows the ratio of a margin account with a loan, and none (–) without one", async () => {
    renderWithProviders(<AssetTab account={MARGIN} />);
    expect((await screen.findByTestId("asset-margin_ratio")).querySelector("dd")?.textContent).toBe("32.00%");
    cleanup();
    renderWithProviders(<AssetTab account={UNUSED_MARGIN} />);
    const ratio = await screen.findByTestId("asset-margin_ratio");
    expect(ratio.querySelector("dd")?.textContent).toBe("–");
    expect(screen.getByTestId("asset-margin_status").textContent).toContain("An toàn");
  });

  it("shows no margin lines for a cash account", async () => {
    renderWithProviders(<AssetTab account={CASH} />);
    await screen.findByTestId("asset-total_asset");
    expect(screen.queryByTestId("asset-margin_status")).toBeNull();
    expect(screen.queryByTestId("asset-debt")).toBeNull();
  });
});
