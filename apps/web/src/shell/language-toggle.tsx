/**
 * Vietnamese ⇄ English (price-board §1 Header). The preference is stored; the document follows
 * it (app/document-preferences), so the whole app re-renders in the new language.
 */
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";

export function LanguageToggle() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const setLanguage = usePreferences((state) => state.setLanguage);
  return (
    <button
      type="button"
      className="language-toggle"
      data-testid="language-toggle"
      aria-label={t("shell.language.switch")}
      onClick={() => setLanguage(language === "vi" ? "en" : "vi")}
    >
      <span className={language === "vi" ? "language-toggle__current" : undefined}>
        {t("shell.language.vi")}
      </span>
      <span className={language === "en" ? "language-toggle__current" : undefined}>
        {t("shell.language.en")}
      </span>
    </button>
  );
}
