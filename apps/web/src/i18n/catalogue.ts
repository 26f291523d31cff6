/**
 * Every feature's messages as i18next resources, with one namespace ("translation") whose first
 * level is the feature namespace.
 *
 * Two kinds of message files:
 * - `*.i18n.ts`: the first page's features, gathered at build time into the first download;
 * - `*.lazy.i18n.ts`: features that load on first use (the other boards, the popup, login and
 *   account dialogs). Their file registers itself (`defineLazyMessages`) when the feature's
 *   chunk loads, so their text does not weigh on the first download. A feature's entry module
 *   imports its lazy messages file; the i18n tests check that only that folder uses its keys.
 */
import { LANGUAGES, type Language } from "@bangia/market";
import i18next from "i18next";
import type { FeatureMessages, MessageTree } from "./messages";

const modules = import.meta.glob<{ messages: FeatureMessages }>(
  ["../**/*.i18n.ts", "!../**/*.lazy.i18n.ts"],
  { eager: true },
);

/** Lazy feature messages registered so far, by namespace. */
const lazy = new Map<string, FeatureMessages>();

/** The message sets of `files`; two files claiming one namespace is an error. */
export function messagesOf(
  files: Readonly<Record<string, { readonly messages: FeatureMessages }>>,
): readonly FeatureMessages[] {
  const seen = new Map<string, string>();
  const all: FeatureMessages[] = [];
  for (const [file, module] of Object.entries(files)) {
    const { namespace } = module.messages;
    const other = seen.get(namespace);
    if (other !== undefined) throw new Error(`i18n namespace "${namespace}" is in ${other} and ${file}`);
    seen.set(namespace, file);
    all.push(module.messages);
  }
  return all;
}

/** The first download's message sets and the lazy ones registered so far. */
export function featureMessages(): readonly FeatureMessages[] {
  return [...messagesOf(modules), ...lazy.values()];
}

export function resourcesOf(
  features: readonly FeatureMessages[],
): Record<Language, { translation: Record<string, MessageTree> }> {
  const resources = {} as Record<Language, { translation: Record<string, MessageTree> }>;
  for (const language of LANGUAGES) {
    const translation: Record<string, MessageTree> = {};
    for (const feature of features) translation[feature.namespace] = feature.text[language];
    resources[language] = { translation };
  }
  return resources;
}

export function resourcesByLanguage(): Record<Language, { translation: Record<string, MessageTree> }> {
  return resourcesOf(featureMessages());
}

/**
 * A lazy feature's messages (`*.lazy.i18n.ts`): registered when the file is imported, and added
 * to i18next at once if it already runs (else startI18n takes them).
 */
export function defineLazyMessages(
  namespace: string,
  text: Readonly<Record<Language, MessageTree>>,
): FeatureMessages {
  const messages: FeatureMessages = { namespace, text };
  lazy.set(namespace, messages);
  if (i18next.isInitialized)
    for (const language of LANGUAGES)
      i18next.addResourceBundle(language, "translation", { [namespace]: text[language] }, true, true);
  return messages;
}
