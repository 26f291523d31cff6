import { describe, expect, it } from "vitest";
import { MENU_BAR_VALUES } from "../board/menu";
import type { MessageTree } from "../i18n/messages";
import { industryLabel, industryMenu, MENU_LABEL_KEYS, menuOfPath, menuPath } from "./menu-labels";
import { messages } from "./shell.i18n";

function lookup(tree: MessageTree, key: string): unknown {
  return key
    .split(".")
    .slice(1)
    .reduce<unknown>(
      (node, part) => (typeof node === "object" && node !== null ? (node as MessageTree)[part] : undefined),
      tree,
    );
}

describe("menu labels", () => {
  it.each(MENU_BAR_VALUES.map((value) => [value]))("%s has its labels in vi and en", (value) => {
    const keys = MENU_LABEL_KEYS[value];
    for (const key of [keys.label, ...(keys.short === undefined ? [] : [keys.short])]) {
      expect(key.startsWith("shell.")).toBe(true);
      expect(typeof lookup(messages.text.vi, key), `vi ${key}`).toBe("string");
      expect(typeof lookup(messages.text.en, key), `en ${key}`).toBe("string");
    }
  });

  it("has the spec's Vietnamese names", () => {
    const vi = (value: (typeof MENU_BAR_VALUES)[number]) =>
      lookup(messages.text.vi, MENU_LABEL_KEYS[value].label);
    expect(vi("danh-muc")).toBe("Danh mục");
    expect(vi("derivative-INDEX")).toBe("Phái sinh chỉ số");
    expect(vi("putThrough-ALL")).toBe("Thỏa thuận");
  });
});

describe("menu paths (price-board §2 Routes)", () => {
  it.each([
    ["/chung-khoan/HOSE", "HOSE"],
    ["/chung-khoan/icblv2-8300", "icblv2-8300"],
    ["/chung-khoan/", ""],
    ["/chung-khoan", ""],
    ["/other", ""],
    ["/chung-khoan/%E0%A4%A", "%E0%A4%A"],
  ])("%s → %s", (path, menu) => {
    expect(menuOfPath(path)).toBe(menu);
  });

  it("builds the board path", () => {
    expect(menuPath("VN30")).toBe("/chung-khoan/VN30");
  });
});

describe("industryLabel (price-board §3 Industry: IcbName, IcbNameEn)", () => {
  const oil = { IcbCode: "0500", IcbName: "Dầu khí", IcbNameEn: "Oil & Gas" };
  it.each([
    [oil, "vi", "Dầu khí"],
    [oil, "en", "Oil & Gas"],
    [{ ...oil, IcbNameEn: " " }, "en", "Dầu khí"],
    [{ ...oil, IcbName: "" }, "vi", "Oil & Gas"],
    [{ IcbCode: "0500", IcbName: "", IcbNameEn: "" }, "vi", "0500"],
  ] as const)("%j in %s is %s", (industry, language, label) => {
    expect(industryLabel(industry, language)).toBe(label);
  });

  it("names the industry board's menu value", () => {
    expect(industryMenu(oil)).toBe("icblv2-0500");
  });
});
