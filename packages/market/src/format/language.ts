/**
 * The two display languages of the apps (price-board §9, accounts-session §9): Vietnamese by
 * default, English available. Labels in this package come in both.
 */
export const LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "vi";

/** A text in every display language. */
export type LocalizedText = Readonly<Record<Language, string>>;

/**
 * True for a supported language code.
 *
 * @example isLanguage("en") // true
 * @example isLanguage("fr") // false
 */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
