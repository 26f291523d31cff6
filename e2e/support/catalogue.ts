/**
 * Expected texts straight from the web app's message catalogues, so a reworded label changes
 * the app and its tests together.
 */
import type { FeatureMessages, MessageTree } from "../../apps/web/src/i18n/messages";

export type Language = "vi" | "en";

/** The text at a dotted key (`"col.sym"`) of a feature's messages in one language. */
export function messageText(messages: FeatureMessages, language: Language, key: string): string {
  let node: string | MessageTree | undefined = messages.text[language];
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no ${language} text at ${messages.namespace}.${key}`);
  return node;
}
