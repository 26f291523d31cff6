import { describe, expect, it } from "vitest";
import { featureMessages, messagesOf, resourcesOf } from "./catalogue";
import type { FeatureMessages, MessageTree } from "./messages";

// The lazy features' messages too (the app registers them when their chunk loads).
const LAZY = import.meta.glob<{ messages: FeatureMessages }>("../**/*.lazy.i18n.ts", { eager: true });

// The app's source text, read by Vite (no Node APIs in the web workspace).
const SOURCES = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

function leafKeys(tree: MessageTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

describe("i18n catalogue", () => {
  const lazyFeatures = messagesOf(LAZY);
  const lazyNamespaces = new Set(lazyFeatures.map((feature) => feature.namespace));
  const features = [
    ...featureMessages().filter((feature) => !lazyNamespaces.has(feature.namespace)),
    ...lazyFeatures,
  ];

  it("has feature messages", () => {
    expect(features.length).toBeGreaterThan(0);
  });

  it.each(features.map((feature) => [feature.namespace, feature] as const))(
    "%s has the same keys in vi and en, none empty",
    (_namespace, feature) => {
      const vi = leafKeys(feature.text.vi).sort();
      const en = leafKeys(feature.text.en).sort();
      expect(en).toEqual(vi);
      for (const language of ["vi", "en"] as const) {
        for (const key of leafKeys(feature.text[language])) {
          const value = key
            .split(".")
            .reduce<MessageTree | string | undefined>(
              (node, part) => (typeof node === "object" ? node[part] : undefined),
              feature.text[language],
            );
          expect(typeof value === "string" && value.trim().length > 0, `${language} ${key}`).toBe(true);
        }
      }
    },
  );

  // Every literal key the code passes to t() must exist in both languages.
  it("knows every t('…') key used in the source", () => {
    const resources = resourcesOf(features);
    const known = {
      vi: new Set(leafKeys(resources.vi.translation)),
      en: new Set(leafKeys(resources.en.translation)),
    };
    const missing: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      for (const match of text.matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_.-]+)["'`]/g)) {
        const key = match[1] ?? "";
        const plural = (set: Set<string>) => set.has(key) || set.has(`${key}_one`) || set.has(`${key}_other`);
        if (!plural(known.vi) || !plural(known.en)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // A lazy namespace's text arrives with its feature's chunk: only its folder may use its keys,
  // and every module that does imports the messages file (so the text is there whichever of
  // them loads first, in the app and in a test alike).
  it("uses a lazy feature's keys only in its folder, in modules that import its messages", () => {
    const folderOf = (file: string) => file.split("/").slice(0, -1).join("/");
    const lazyFiles = new Map(
      Object.entries(LAZY).map(([file, module]) => [module.messages.namespace, file] as const),
    );
    const wrong: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      const namespaces = new Set(
        [...text.matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_-]+)\./g)].map((m) => m[1] ?? ""),
      );
      for (const namespace of namespaces) {
        const messagesFile = lazyFiles.get(namespace);
        if (messagesFile === undefined) continue;
        const name = messagesFile.split("/").at(-1)?.replace(/\.ts$/, "") ?? "";
        if (!file.startsWith(`${folderOf(messagesFile)}/`))
          wrong.push(`${file}: uses ${namespace} outside its folder`);
        else if (!new RegExp(`import "(?:\\.{1,2}/)+${name.replaceAll(".", "\\.")}";`).test(text))
          wrong.push(`${file}: uses ${namespace} without importing ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
