// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { renderWithProviders } from "../testing/test-kit";
import { ColumnPicker, toggleHidden } from "./column-picker";
import type { TableColumn } from "./table-columns";

type Row = { readonly sym: string };

const column = (key: string, hideable: boolean): TableColumn<Row> => ({
  key,
  label: () => `Column ${key}`,
  width: 40,
  align: "right",
  sortable: true,
  hideable,
  cell: (row) => ({ text: row.sym, colour: null }),
});

const COLUMNS = [column("sym", false), column("issuer", true), column("lot", true)];

beforeAll(async () => {
  await startI18n("vi");
});

afterEach(() => cleanup());

describe("toggleHidden", () => {
  it.each<[readonly string[], string, boolean, readonly string[]]>([
    [[], "lot", false, ["lot"]],
    [["lot"], "issuer", false, ["lot", "issuer"]],
    [["lot", "issuer"], "lot", true, ["issuer"]],
    [["issuer"], "lot", true, ["issuer"]],
  ])("hidden %j, %s shown=%s → %j", (hidden, key, shown, expected) => {
    expect(toggleHidden(hidden, key, shown)).toEqual(expected);
  });
});

describe("ColumnPicker", () => {
  it("ticks the shown hideable columns and reports an unticked one as hidden", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ColumnPicker columns={COLUMNS} hidden={["lot"]} onChange={onChange} testId="picker" />,
    );
    const trigger = screen.getByTestId("picker");
    expect(trigger.textContent).toContain("Cột");
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
    const issuer = await screen.findByTestId("picker-issuer");
    expect(screen.queryByTestId("picker-sym")).toBeNull();
    expect(issuer.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("picker-lot").getAttribute("aria-checked")).toBe("false");
    act(() => issuer.click());
    expect(onChange).toHaveBeenCalledWith(["lot", "issuer"]);
  });

  it("shows nothing when no column can be hidden", () => {
    renderWithProviders(
      <ColumnPicker columns={[column("sym", false)]} hidden={[]} onChange={vi.fn()} testId="picker" />,
    );
    expect(screen.queryByTestId("picker")).toBeNull();
  });
});
