import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FALLBACK_SCRIPT, FALLBACK_SCRIPT_PATH, FALLBACK_STYLE_PATH, fallbackPage } from "./fallback-page";

/** The few DOM nodes the script touches. */
class FakeNode {
  readonly children: FakeNode[] = [];
  textContent = "";
  className = "";
  constructor(readonly tag: string) {}
  appendChild(child: FakeNode): void {
    this.children.push(child);
  }
  replaceChildren(fragment: FakeNode): void {
    this.children.splice(0, this.children.length, ...fragment.children);
  }
}

/** Runs the page script against answers by path; resolves once the first refresh has rendered. */
async function runScript(answers: Record<string, unknown>, lang = "vi") {
  const body = new FakeNode("tbody");
  const status = new FakeNode("p");
  const table = Object.assign(new FakeNode("table"), {
    dataset: { updated: "Cập nhật lúc", failed: "Không tải được" },
    querySelector: () => body,
  });
  const requested: string[] = [];
  const timers: number[] = [];
  const document = {
    documentElement: { lang },
    getElementById: (id: string) => (id === "board" ? table : status),
    createElement: (tag: string) => new FakeNode(tag),
    createDocumentFragment: () => new FakeNode("fragment"),
  };
  const fetch = async (path: string) => {
    requested.push(path);
    const answer = answers[path];
    return { ok: answer !== undefined, status: answer === undefined ? 404 : 200, json: async () => answer };
  };
  runInNewContext(FALLBACK_SCRIPT, {
    document,
    fetch,
    setTimeout: (_: unknown, ms: number) => timers.push(ms),
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  const rows = body.children.map((row) => row.children.map((cell) => [cell.textContent, cell.className]));
  return { rows, status: status.textContent, requested, timers };
}

const quote = (sym: string, r: number, lastPrice: number, lot: number) => ({
  sym,
  r,
  c: r + 2_000,
  f: r - 2_000,
  lastPrice,
  lot,
});

describe("the fallback page", () => {
  it("links its own script and style only, with the note in the chosen language", () => {
    const vi = fallbackPage("vi");
    expect(vi).toContain(`<script src="${FALLBACK_SCRIPT_PATH}" defer></script>`);
    expect(vi).toContain(`href="${FALLBACK_STYLE_PATH}"`);
    expect(vi).toContain("thị trường mô phỏng");
    expect(vi).toContain('href="?lang=en"');
    expect(fallbackPage("en")).toContain("simulated market");
  });

  it("renders the VN30 quotes in thousands of VND, coloured against the reference, and polls every 2 s", async () => {
    const { rows, requested, timers, status } = await runScript({
      "/api/datafeed/listvn30": ["ACB", "FPT"],
      "/api/datafeed/getliststockdata/ACB%2CFPT": [
        quote("ACB", 23_000, 23_450, 120_500),
        quote("FPT", 99_000, 0, 0),
      ],
    });
    expect(requested).toEqual(["/api/datafeed/listvn30", "/api/datafeed/getliststockdata/ACB%2CFPT"]);
    expect(rows[0]?.map(([text]) => text)).toEqual(["ACB", "23,00", "23,45", "+0,45", "120.500"]);
    expect(rows[0]?.[2]?.[1]).toBe("up");
    expect(rows[1]?.map(([text]) => text)).toEqual(["FPT", "99,00", "", "", "0"]);
    expect(status).toMatch(/^Cập nhật lúc /);
    expect(timers).toEqual([2_000]);
  });

  it("says so when the API fails, and keeps polling", async () => {
    const { status, timers } = await runScript({});
    expect(status).toBe("Không tải được");
    expect(timers).toEqual([2_000]);
  });
});
