// @vitest-environment happy-dom
import { epochMillisAt, type HealthAnswer } from "@bangia/market";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startI18n } from "../i18n/i18n";
import { fakeQuoteWorker, fetchByPath, renderWithProviders, type FakeWorker } from "../testing/test-kit";
import { Footer } from "./footer";

const health = (clock: HealthAnswer["clock"]): HealthAnswer => ({
  status: "ok",
  market: "live",
  database: "ok",
  databaseKind: "embedded",
  marketTime: 0,
  demo: false,
  clock,
});

let worker: FakeWorker;
const reloads = () => worker.sent.filter((message) => message.type === "reload").length;

function stubServer(srvTime: number, clock: HealthAnswer["clock"]) {
  vi.stubGlobal(
    "fetch",
    fetchByPath({ health: health(clock), "datafeed/gettimedifference": { srv_time: srvTime } }),
  );
}

beforeAll(async () => {
  await startI18n("vi");
});
beforeEach(() => {
  worker = fakeQuoteWorker();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Footer (price-board §1 Footer, §4 Connection)", () => {
  it("shows server time in exchange time, the units, and the simulated market's clock", async () => {
    stubServer(epochMillisAt("2025-04-17", "10:15:30"), { mode: "demo", speed: 1 });
    renderWithProviders(<Footer />);
    await waitFor(() =>
      expect(screen.getByTestId("server-time").textContent).toMatch(/^10:15:3\d 17\/04\/2025$/),
    );
    expect(screen.getByTestId("units-note").textContent).toBe("Giá ×1000 VNĐ, khối lượng ×10");
    await waitFor(() =>
      expect(screen.getByTestId("market-mode").textContent).toBe(
        "Dữ liệu từ thị trường mô phỏng — đồng hồ demo ×1",
      ),
    );
  });

  it.each([
    ["/chung-khoan/derivative-INDEX", "Giá theo điểm chỉ số, khối lượng theo hợp đồng"],
    ["/chung-khoan/trai-phieu-rieng-le", "Giá ×1000 VNĐ, khối lượng theo trái phiếu, giá trị triệu VNĐ"],
    ["/chung-khoan/lo-le-HOSE", "Giá ×1000 VNĐ, khối lượng theo cổ phiếu"],
  ])("states the units of the board on screen: %s", (path, note) => {
    stubServer(epochMillisAt("2025-04-17", "10:15:30"), { mode: "demo", speed: 1 });
    renderWithProviders(<Footer />, { path });
    expect(screen.getByTestId("units-note").textContent).toBe(note);
  });

  it("says when the market follows the real clock", async () => {
    stubServer(epochMillisAt("2025-04-17", "10:15:30"), { mode: "real", speed: 1 });
    renderWithProviders(<Footer />);
    await waitFor(() =>
      expect(screen.getByTestId("market-mode").textContent).toBe(
        "Dữ liệu từ thị trường mô phỏng — theo giờ thực",
      ),
    );
  });

  it("shows the socket status exactly as the spec names it", () => {
    stubServer(0, { mode: "demo", speed: 1 });
    renderWithProviders(<Footer />);
    for (const status of ["CONNECTED", "DISCONNECT", "CONNECT-ERROR", "RECONNECT-ERROR"] as const) {
      worker.receive({ type: "status", status, reconnects: 0 });
      expect(screen.getByTestId("socket-status").textContent).toBe(status);
    }
  });

  it("restarts the board and the info at 08:00 server time (here a demo clock at ×60)", async () => {
    // Two market seconds before 08:00 at ×60: the restart is due within a fraction of a second.
    stubServer(epochMillisAt("2025-04-17", "07:59:58"), { mode: "demo", speed: 60 });
    const { client } = renderWithProviders(<Footer />);
    await waitFor(() => expect(screen.getByTestId("market-mode").textContent).toContain("×60"));
    const invalidate = vi.spyOn(client, "invalidateQueries");
    expect(reloads()).toBe(0);
    await waitFor(() => expect(reloads()).toBe(1), { timeout: 2_000 });
    expect(invalidate).toHaveBeenCalled();
    // The next one is 08:15, fifteen market minutes (15 s here) away: nothing fires twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reloads()).toBe(1);
  });

  it("restarts on a refresh message; a day-start refresh also clears the cache and reloads the page", async () => {
    stubServer(epochMillisAt("2025-04-17", "10:00"), { mode: "demo", speed: 1 });
    const { client } = renderWithProviders(<Footer />);
    worker.receive({ type: "refresh", message: { seq: 1, reason: "restart" } });
    expect(reloads()).toBe(1);

    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const clear = vi.spyOn(client, "clear");
    localStorage.setItem("stockList", JSON.stringify({ expires: Number.MAX_SAFE_INTEGER, stocks: [] }));
    localStorage.setItem("allEvents", JSON.stringify({ expires: Number.MAX_SAFE_INTEGER, events: [] }));
    worker.receive({ type: "refresh", message: { seq: 2, reason: "day-start" } });
    expect(clear).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("stockList")).toBeNull();
    expect(localStorage.getItem("allEvents")).toBeNull();
  });

  it("alerts after more than 3 reconnects and offers a page reload", async () => {
    stubServer(0, { mode: "demo", speed: 1 });
    renderWithProviders(<Footer />);
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 3 });
    expect(screen.queryByTestId("reconnect-alert")).toBeNull();
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 4 });
    const alert = await screen.findByTestId("reconnect-alert");
    expect(within(alert).getByText("Kết nối không ổn định")).toBeTruthy();

    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    fireEvent.click(within(alert).getByRole("button", { name: "Tải lại trang" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'Later' hides the alert until the next reconnect", async () => {
    stubServer(0, { mode: "demo", speed: 1 });
    renderWithProviders(<Footer />);
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 4 });
    fireEvent.click(
      within(await screen.findByTestId("reconnect-alert")).getByRole("button", { name: "Để sau" }),
    );
    await waitFor(() => expect(screen.queryByTestId("reconnect-alert")).toBeNull());
    worker.receive({ type: "status", status: "CONNECTED", reconnects: 5 });
    expect(await screen.findByTestId("reconnect-alert")).toBeTruthy();
  });

  it("the service-time panel lists the sessions of each market", async () => {
    stubServer(0, { mode: "demo", speed: 1 });
    renderWithProviders(<Footer />);
    fireEvent.click(screen.getByTestId("service-time"));
    const panel = await screen.findByTestId("service-time-panel");
    const hose = within(panel).getByRole("table", { name: "HOSE" });
    expect(within(hose).getByText("09:00–09:15")).toBeTruthy();
    expect(within(hose).getByText("ATO — khớp lệnh định kỳ mở cửa")).toBeTruthy();
    expect(within(panel).getByRole("table", { name: "Phái sinh" })).toBeTruthy();
    expect(within(panel).getByRole("table", { name: "UPCOM" }).textContent).not.toContain("ATO");
  });
});
