/**
 * The login page at /dang-nhap (accounts-session §2 "Login modal / login page"): the same form
 * as the dialog, on its own page. Once logged in (or when already), it goes to the board; the
 * OTP step and the password change open over it as dialogs (session-dialogs.tsx).
 */
import "./login.lazy.i18n";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { useSession } from "../state/session";
import { LoginForm } from "./login-form";
import "./login.css";

const HOME = "/chung-khoan/VN30";

export function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.status === "signed-in");
  if (signedIn) return <Navigate to={HOME} replace />;
  return (
    <section className="login-page" data-testid="login-page">
      <div className="login-page__panel">
        <h1 className="login-dialog__title">{t("login.page.title")}</h1>
        <p className="login-dialog__text">{t("login.page.intro")}</p>
        <LoginForm />
        <p className="login-row login-row--center">
          <Link to={HOME}>{t("login.page.back")}</Link>
        </p>
      </div>
    </section>
  );
}
