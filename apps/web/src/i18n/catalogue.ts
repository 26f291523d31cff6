/**
 * Every feature's messages, gathered at build time from the `*.i18n.ts` files, as i18next
 * resources with one namespace ("translation") whose first level is the feature namespace.
 */
import { LANGUAGES, type Language } from "@bangia/market";
import type { FeatureMessages, MessageTree } from "./messages";

const modules = import.meta.glob<{ messages: FeatureMessages }>("../**/*.i18n.ts", { eager: true });

/** The feature message sets, by namespace. Two files claiming one namespace is a build error. */
export function featureMessages(): readonly FeatureMessages[] {
  const seen = new Map<string, string>();
  const all: FeatureMessages[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const { namespace } = module.messages;
    const other = seen.get(namespace);
    if (other !== undefined) throw new Error(`i18n namespace "${namespace}" is in ${other} and ${file}`);
    seen.set(namespace, file);
    all.push(module.messages);
  }
  return all;
}

export function resourcesByLanguage(): Record<Language, { translation: Record<string, MessageTree> }> {
  const resources = {} as Record<Language, { translation: Record<string, MessageTree> }>;
  for (const language of LANGUAGES) {
    const translation: Record<string, MessageTree> = {};
    for (const feature of featureMessages()) translation[feature.namespace] = feature.text[language];
    resources[language] = { translation };
  }
  return resources;
}
