/**
 * The login's links below the form (accounts-session §2): each opens its topic on our help page.
 * Open an account and forgot password sit by the fields (login-form.tsx).
 */
import "./login.lazy.i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { helpHref, type HelpTopic } from "./login-paths";

/** `onFollow` closes a dialog before the page changes. */
export function LoginLinks({ onFollow }: { readonly onFollow?: () => void }) {
  const { t } = useTranslation();
  const links: readonly (readonly [HelpTopic, string])[] = [
    ["terms", t("login.links.terms")],
    ["security", t("login.links.security")],
    ["risk", t("login.links.risk")],
    ["contact", t("login.links.contact")],
    ["guide", t("login.links.guide")],
  ];
  return (
    <nav className="login-links" aria-label={t("login.links.guide")}>
      {links.map(([topic, label]) => (
        <Link key={topic} to={helpHref(topic)} onClick={onFollow}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
