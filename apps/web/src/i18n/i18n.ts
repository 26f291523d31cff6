/**
 * i18next set up for the two languages (vi default). Numbers and dates are formatted by the
 * market package's formatters with the language's conventions; text comes from here only.
 */
import type { Language } from "@bangia/market";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { resourcesByLanguage } from "./catalogue";

/** Starts i18next in `language`; the returned instance is also the global one react-i18next uses. */
export async function startI18n(language: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: resourcesByLanguage(),
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
