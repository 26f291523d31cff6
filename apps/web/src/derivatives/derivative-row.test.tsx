// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { useIndexStore } from "../indices/index-store";
import { fakeQuoteWorker, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { indexEntry } from "../testing/test-index-entries";
import { visibleDerivativeColumns } from "./derivative-columns";
import { DerivativeBoardRow } from "./derivative-row";
import { derivativeRow } from "./test-derivatives";

const columns = visibleDerivativeColumns(true);
const renders = new Map<string, number>();
let worker: FakeWorker;

function renderRows(symbols: readonly string[], onToggle = vi.fn()) {
  renderWithProviders(
    symbols.map((symbol, index) => (
      <Profiler key={symbol} id={symbol} onRender={(id) => renders.set(id, (renders.get(id) ?? 0) + 1)}>
        <DerivativeBoardRow
          symbol={symbol}
          rowIndex={index + 3}
          columns={columns}
          expanded={false}
          highlighted={false}
          marketOrderLabel="ATO"
          onToggle={onToggle}
        />
      </Profiler>
    )),
  );
  return onToggle;
}

const cell = (symbol: string, field: string): HTMLElement => {
  const found = screen
    .getByTestId(`derivative-row-${symbol}`)
    .querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (found === null) throw new Error(`no ${field} cell in ${symbol}`);
  return found;
};

beforeAll(async () => {
  await startI18n("vi");
});

beforeEach(() => {
  renders.clear();
  worker = fakeQuoteWorker();
  useIndexStore.setState({ entries: {}, lines: {}, seqs: {} });
});

afterEach(cleanup);

describe("DerivativeBoardRow", () => {
  it("shows the contract's figures, coloured against reference, ceiling and floor", () => {
    renderRows(["VN30F2602"]);
    worker.receive({
      type: "rows",
      key: "derivative-INDEX",
      rows: [derivativeRow("VN30F2602", { price5: 208_370, price6: 181_110 })],
      reset: true,
    });
    expect(cell("VN30F2602", "sym").textContent).toBe("VN30F2602");
    expect(cell("VN30F2602", "r").textContent).toBe("1,947.4");
    expect(cell("VN30F2602", "r").className).toContain("c-ref");
    expect(cell("VN30F2602", "lastPrice").textContent).toBe("1,945.8");
    expect(cell("VN30F2602", "lastPrice").className).toContain("c-down");
    expect(cell("VN30F2602", "change").textContent).toBe("-1.6");
    expect(cell("VN30F2602", "price5").className).toContain("c-ceil");
    expect(cell("VN30F2602", "price6").className).toContain("c-floor");
    expect(cell("VN30F2602", "oi").textContent).toBe("9");
    expect(cell("VN30F2602", "overBuy").textContent).toBe("305");
    // No index value yet: no difference.
    expect(cell("VN30F2602", "difference").textContent).toBe("");
  });

  it("shows the difference from its own index: VN30 for VN30 futures, VN100 for VN100 futures", () => {
    renderRows(["VN30F2602", "VN100F2602", "GB05F2603"]);
    worker.receive({
      type: "rows",
      key: "derivative-INDEX",
      rows: [
        derivativeRow("VN30F2602"),
        derivativeRow("VN100F2602", { lastPrice: 182_000, r: 181_900 }),
        derivativeRow("GB05F2603", { lastPrice: 105_750, r: 105_740, c: 108_912, f: 102_568 }),
      ],
      reset: true,
    });
    act(() =>
      useIndexStore
        .getState()
        .applyEntries([
          indexEntry({ mc: "11", cIndex: 194_700, seq: 5 }),
          indexEntry({ mc: "27", cIndex: 181_915, seq: 5 }),
        ]),
    );
    expect(cell("VN30F2602", "difference").textContent).toBe("-1.20");
    expect(cell("VN30F2602", "difference").className).toContain("c-down");
    expect(cell("VN100F2602", "difference").textContent).toBe("+0.85");
    expect(cell("GB05F2603", "difference").textContent).toBe("");
    expect(cell("GB05F2603", "lastPrice").textContent).toBe("105.75");
  });

  it("re-renders only the row that ticked, and flashes the changed cells", () => {
    renderRows(["VN30F2602", "VN30F2603"]);
    worker.receive({
      type: "rows",
      key: "derivative-INDEX",
      rows: [derivativeRow("VN30F2602"), derivativeRow("VN30F2603")],
      reset: true,
    });
    const before = new Map(renders);
    worker.patch(["VN30F2602", { lastPrice: 194_600, lv: 5, oi: 10 }]);
    expect(renders.get("VN30F2602")).toBe((before.get("VN30F2602") ?? 0) + 1);
    expect(renders.get("VN30F2603")).toBe(before.get("VN30F2603"));
    expect(cell("VN30F2602", "lastPrice").textContent).toBe("1,946.0");
    expect(cell("VN30F2602", "lastPrice").className).toContain("flash-up-1");
    expect(cell("VN30F2602", "oi").className).toContain("flash-up-1");
  });

  it("labels a depth level with volume and no price by the market clock", () => {
    renderRows(["VN30F2602"]);
    worker.receive({
      type: "rows",
      key: "derivative-INDEX",
      rows: [derivativeRow("VN30F2602", { price1: 0, vol1: 12 })],
      reset: true,
    });
    expect(cell("VN30F2602", "price1").textContent).toBe("ATO");
    expect(cell("VN30F2602", "vol1").textContent).toBe("12");
  });

  it("toggles its detail on a click, Enter or Space", () => {
    const onToggle = renderRows(["VN30F2602"]);
    const row = screen.getByTestId("derivative-row-VN30F2602");
    act(() => {
      row.click();
      for (const key of ["Enter", " ", "a"])
        row.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    });
    expect(onToggle.mock.calls).toEqual([["VN30F2602"], ["VN30F2602"], ["VN30F2602"]]);
  });
});
