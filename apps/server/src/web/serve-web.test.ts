import fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandlers } from "../http/error-handler";
import { NOT_FOUND_PAGE, serveWeb, wantsNotFoundPage } from "./serve-web";

async function webApp() {
  const app = fastify();
  registerErrorHandlers(app);
  await serveWeb(app, null);
  return app;
}

describe("the web routes", () => {
  it("serve a news item's page as an app route", async () => {
    const app = await webApp();
    const answer = await app.inject({ url: "/tin-tuc/2026-02-10/4", headers: { accept: "text/html" } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    await app.close();
  });

  it("give a browser a bilingual not-found page with a way back, and API clients the JSON error", async () => {
    const app = await webApp();
    const page = await app.inject({
      url: "/no-such-page",
      headers: { accept: "text/html,application/xhtml+xml" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toBe(NOT_FOUND_PAGE);
    expect(page.body).toContain("Không tìm thấy trang");
    expect(page.body).toContain("Page not found");
    expect(page.body).toContain('href="/chung-khoan/VN30"');

    const api = await app.inject({ url: "/api/no-such-call", headers: { accept: "text/html" } });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toMatch(/^application\/json/);
    const client = await app.inject({ url: "/no-such-page", headers: { accept: "application/json" } });
    expect(client.headers["content-type"]).toMatch(/^application\/json/);
    await app.close();
  });

  it.each<[string, string | undefined, number, boolean]>([
    ["/x", "text/html", 404, true],
    ["/x", "text/html", 200, false],
    ["/api/x", "text/html", 404, false],
    ["/x", "*/*", 404, false],
    ["/x", undefined, 404, false],
  ])("%s asked with %s answered %i: page %s", (url, accept, status, expected) => {
    expect(wantsNotFoundPage(url, accept, status)).toBe(expected);
  });
});
