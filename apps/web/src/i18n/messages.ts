/**
 * The shape of a feature's messages: `src/<feature>/<name>.i18n.ts` exports
 * `messages = defineMessages("<namespace>", { vi: {...}, en: {...} })`. Keys are used as
 * `t("<namespace>.<key>")`. The catalogue gathers every such file; a test fails when a key is
 * missing in either language.
 */
import type { Language } from "@bangia/market";

/** Nested message objects; leaves are strings with i18next interpolation (`{{count}}`). */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

export interface FeatureMessages {
  readonly namespace: string;
  readonly text: Readonly<Record<Language, MessageTree>>;
}

export function defineMessages(
  namespace: string,
  text: Readonly<Record<Language, MessageTree>>,
): FeatureMessages {
  return { namespace, text };
}
