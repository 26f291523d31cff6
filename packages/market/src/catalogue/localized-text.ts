/**
 * Filling the placeholders of catalogue messages. Every user-facing message of the catalogue is
 * a `LocalizedText` (one text per display language, see format/language) whose templates may
 * hold `{name}` placeholders.
 */
import type { Language, LocalizedText } from "../format/language";

/** Values a template's `{name}` placeholders take. Numbers are written as `String(n)`. */
export type TextParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/**
 * Replaces every `{name}` in `template` with `params[name]`. Extra params are ignored.
 * Numbers are not grouped: format them for the language before passing them when they can
 * exceed 999.
 *
 * @throws Error when a placeholder has no param: a caller forgot a value the message needs.
 * @example interpolate("Giá không đúng bước giá ({step} VNĐ)", { step: 50 }) // "… (50 VNĐ)"
 */
export function interpolate(template: string, params?: TextParams): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) throw new Error(`Missing parameter "${name}" for message "${template}"`);
    return String(value);
  });
}

/** Names of the placeholders `template` needs, in order of first use. */
export function placeholdersOf(template: string): readonly string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))];
}

/** `text` in `language`, with its placeholders filled from `params`. */
export function localize(text: LocalizedText, language: Language, params?: TextParams): string {
  return interpolate(text[language], params);
}
