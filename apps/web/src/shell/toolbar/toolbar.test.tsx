// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startI18n } from "../../i18n/i18n";
import { renderWithProviders } from "../../testing/test-kit";
import { Toolbar } from "./toolbar";

beforeAll(async () => {
  await startI18n("vi");
});
afterEach(cleanup);

describe("Toolbar", () => {
  it("is a toolbar named as one, not with the search box's name", () => {
    renderWithProviders(<Toolbar />);
    expect(screen.getByRole("toolbar", { name: "Thanh công cụ" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Tìm mã chứng khoán" })).toBeTruthy();
  });
});
