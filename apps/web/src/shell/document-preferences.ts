/**
 * Keeps the document in step with the preferences: `<html lang>`, the theme attribute the CSS
 * variables hang on, i18next's language and the page title (price-board §1 "Page title").
 */
import type { i18n as I18n } from "i18next";
import { usePreferences, type Preferences } from "../state/preferences";

function apply(i18n: I18n, state: Preferences): void {
  const root = document.documentElement;
  root.lang = state.language;
  root.dataset["theme"] = state.boardSettings.priceBoardTheme;
  if (i18n.language !== state.language) void i18n.changeLanguage(state.language);
  document.title = i18n.t("app.title", { lng: state.language });
}

export function applyDocumentPreferences(i18n: I18n): () => void {
  apply(i18n, usePreferences.getState());
  return usePreferences.subscribe((state, previous) => {
    if (
      state.language !== previous.language ||
      state.boardSettings.priceBoardTheme !== previous.boardSettings.priceBoardTheme
    )
      apply(i18n, state);
  });
}
