// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startI18n } from "../i18n/i18n";
import { renderWithProviders } from "../testing/test-kit";
import { FOREIGN_NET_HEAD, TOP_FOREIGN_COLUMNS, TOP_VOLUME_COLUMNS, topHead } from "./statistics-columns";
import { ForeignNetRows, StatisticsPanel } from "./statistics-tables";

beforeAll(async () => {
  await startI18n("vi");
});

afterEach(cleanup);

const headers = () =>
  within(screen.getByTestId("panel"))
    .getAllByRole("columnheader")
    .map((cell) => [cell.textContent, cell.getAttribute("title"), cell.className]);

describe("statistics tables", () => {
  it.each([
    [
      "foreign net",
      FOREIGN_NET_HEAD,
      [
        ["Sàn", null, "stats-text"],
        ["KL mua - bán", "Khối lượng mua trừ khối lượng bán của nhà đầu tư nước ngoài (x10)", ""],
        ["GT mua - bán (tỷ)", "Giá trị mua trừ giá trị bán của nhà đầu tư nước ngoài, tỷ đồng", ""],
      ],
    ],
    [
      "top volume",
      topHead(TOP_VOLUME_COLUMNS),
      [
        ["Mã CK", null, "stats-text"],
        ["Tổng KL", "Tổng khối lượng khớp trong ngày (x10)", ""],
        ["Giá khớp", "Giá khớp gần nhất (x1000 VNĐ)", ""],
        ["Sàn", null, "stats-text-center"],
      ],
    ],
    [
      "top foreign",
      topHead(TOP_FOREIGN_COLUMNS),
      [
        ["Mã CK", null, "stats-text"],
        ["KL mua", "Khối lượng nhà đầu tư nước ngoài mua (x10)", ""],
        ["KL bán", "Khối lượng nhà đầu tư nước ngoài bán (x10)", ""],
        ["Giá khớp", "Giá khớp gần nhất (x1000 VNĐ)", ""],
        ["Sàn", null, "stats-text-center"],
      ],
    ],
  ])("heads the %s table from its columns", (_name, columns, expected) => {
    renderWithProviders(
      <StatisticsPanel testId="panel" title="T" columns={columns} empty={false} loading={false}>
        {null}
      </StatisticsPanel>,
    );
    expect(headers()).toEqual(expected);
  });

  it("shows a floor's net figures coloured by sign", () => {
    renderWithProviders(
      <StatisticsPanel testId="panel" title="T" columns={FOREIGN_NET_HEAD} empty={false} loading={false}>
        <ForeignNetRows rows={[{ index: "UPCOMINDEX", vol: -10_000, val: -864_100_000 }]} />
      </StatisticsPanel>,
    );
    const row = within(screen.getByTestId("panel")).getAllByRole("row")[1];
    const cells = [...(row?.querySelectorAll("[data-field]") ?? [])];
    expect(cells.map((cell) => cell.getAttribute("data-field"))).toEqual(["vol", "val"]);
    expect(cells.every((cell) => cell.className.includes("c-down"))).toBe(true);
    expect(row?.querySelector("th")?.textContent).toBe("UPCOMINDEX");
  });
});
