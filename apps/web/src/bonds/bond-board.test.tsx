// @vitest-environment happy-dom
import type { BondDetail } from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useDraggedOrders } from "../board-table/dragged-order";
import { useTablePreferences } from "../board-table/table-preferences";
import { withScreenHeight } from "../board-table/test-layout";
import { startI18n } from "../i18n/i18n";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { bondRow } from "../testing/test-rows";
import { BondBoard } from "./bond-board";

const PRIVATE = [bondRow("VICB2405"), bondRow("SSIB2506", { issuer: "SSI", periodRemain: 1193 })];
const CORPORATE = [bondRow("VHMB2509", { issuer: "VHM" })];

const DETAIL: BondDetail = {
  ...bondRow("SSIB2506", { issuer: "SSI" }),
  parvalue: 100_000,
  issueDate: "20250916",
  maturityDate: "20290518",
  interestRate: 11.75,
  interestPeriod: 1,
  interestPeriodUnit: 4,
  issuerName: "Công ty Cổ phần Chứng khoán SSI",
  bondType: "PRIVATE",
  collateral: "Bảo lãnh thanh toán của ngân hàng",
  callPutProvision: "Mua lại trước hạn theo thỏa thuận",
};

let worker: FakeWorker;
let asked: string[];

function renderBoard(market: "private" | "corporate" = "private") {
  const menu = market === "private" ? "trai-phieu-rieng-le" : "corporate-bond";
  return renderWithProviders(
    <BondBoard menu={menu} board={{ kind: "bond", market }} focusSeen={{ current: 0 }} />,
  );
}

async function loaded() {
  await waitFor(() => expect(worker.sent.some((message) => message.type === "board")).toBe(true));
  worker.receive({ type: "rows", key: "trai-phieu-rieng-le", reset: true, rows: [...PRIVATE, ...CORPORATE] });
}

const sorts = () => worker.sent.filter((message) => message.type === "sort");
const header = (key: string) => screen.getByTestId(`board-table-header-${key}`);

withScreenHeight();

beforeAll(async () => {
  await startI18n("vi");
});

afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  localStorage.clear();
  useTablePreferences.setState({ sorts: {}, hidden: {} });
  useDraggedOrders.setState({ orders: {} });
  worker = fakeQuoteWorker();
  asked = [];
  const answer = fetchByPath({ "datafeed/getliststockdata_bond": [DETAIL] });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === "/api/datafeed/getlistall_bond") {
      const rows = url.searchParams.get("kind") === "CORPORATE" ? CORPORATE : PRIVATE;
      return new Response(JSON.stringify(rows), { headers: { "content-type": "application/json" } });
    }
    return answer(input, init);
  });
});

afterEach(() => {
  cleanup();
});

describe("BondBoard", () => {
  it("lists the market's bonds (private or corporate) as live bond rows", async () => {
    renderBoard();
    await loaded();
    expect(asked).toContain("/api/datafeed/getlistall_bond?kind=PRIVATE");
    expect(worker.sent.find((message) => message.type === "board")).toEqual({
      type: "board",
      board: { key: "trai-phieu-rieng-le", kind: "bond", symbols: ["SSIB2506", "VICB2405"] },
      extra: [],
    });
    const row = screen.getByTestId("bond-row-SSIB2506");
    expect(row.querySelector('[data-field="issuer"]')?.textContent).toBe("SSI");
    expect(row.querySelector('[data-field="periodRemain"]')?.textContent).toBe("1,193");
    expect(row.querySelector('[data-field="PtBestBidPrice"]')?.textContent).toBe("101.20");
    expect(screen.getByText("Dư mua tốt nhất")).toBeTruthy();
    expect(screen.queryByTestId("bond-row-VHMB2509")).toBeNull();
  });

  it("asks the corporate bonds on the corporate board", async () => {
    renderBoard("corporate");
    await waitFor(() => expect(asked).toContain("/api/datafeed/getlistall_bond?kind=CORPORATE"));
  });

  it("only toggles the sort: descending, ascending, descending again", async () => {
    renderBoard();
    await loaded();
    const expected = ["desc", "asc", "desc", "asc"];
    for (const direction of expected) {
      act(() => header("PtTotalTradedValue").click());
      expect(sorts().at(-1)).toEqual({ type: "sort", sort: { field: "PtTotalTradedValue", direction } });
    }
    expect(header("PtTotalTradedValue").getAttribute("aria-sort")).toBe("ascending");
  });

  it("opens the bond detail on a row click and closes it on Escape", async () => {
    renderBoard();
    await loaded();
    act(() => screen.getByTestId("bond-row-SSIB2506").click());
    const modal = await screen.findByTestId("bond-modal");
    await waitFor(() =>
      expect(screen.getByTestId("bond-detail-parValue").textContent).toContain("100,000 VND"),
    );
    const text = (key: string) => screen.getByTestId(`bond-detail-${key}`).querySelector("dd")?.textContent;
    expect(text("lastPrice")).toBe("101,500 VND");
    expect(text("issuerCode")).toBe("SSI");
    expect(text("issuerName")).toBe("Công ty Cổ phần Chứng khoán SSI");
    expect(text("bondType")).toBe("Trái phiếu riêng lẻ");
    expect(text("issueDate")).toBe("16/09/2025");
    expect(text("maturityDate")).toBe("18/05/2029");
    expect(text("couponRate")).toBe("11.75%");
    expect(text("incomeTax")).toBe("5.00%");
    expect(text("couponPeriod")).toBe("1 năm");
    expect(text("collateral")).toBe("Bảo lãnh thanh toán của ngân hàng");
    expect(text("callPutProvision")).toBe("Mua lại trước hạn theo thỏa thuận");
    expect(asked).toContain("/api/datafeed/getliststockdata_bond/SSIB2506");

    // The live row's last price replaces the snapshot's.
    worker.patch(["SSIB2506", { ptMatchPrice: 102_005 }]);
    expect(text("lastPrice")).toBe("102,005 VND");

    fireEvent.keyDown(modal, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("bond-modal")).toBeNull());
  });

  it("closes the bond detail with its ×", async () => {
    renderBoard();
    await loaded();
    act(() => screen.getByTestId("bond-row-VICB2405").click());
    const close = await screen.findByTestId("bond-modal-close");
    act(() => close.click());
    await waitFor(() => expect(screen.queryByTestId("bond-modal")).toBeNull());
  });
});
