/**
 * The login form of the dialog and of the login page (accounts-session §2, §5): account and
 * password, the login button (disabled while sending), the form's message with the failure
 * count, and the links. More than 3 failures replace it with the login-failure notice (count,
 * Retry, forgot password).
 */
import "./login.lazy.i18n";
import { LOGIN_FAILURE_NOTICE, localize } from "@bangia/market";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePreferences } from "../state/preferences";
import { retryLogin, submitLogin, useLoginFlow } from "./login-flow";
import { LoginLinks } from "./login-links";
import { helpHref } from "./login-paths";

export interface LoginFormProps {
  /** Called when a link leaves for the help page (the dialog closes). */
  readonly onLeave?: () => void;
}

export function LoginForm({ onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const sending = useLoginFlow((state) => state.sending);
  const error = useLoginFlow((state) => state.error);
  const failCount = useLoginFlow((state) => state.failCount);
  const failNotice = useLoginFlow((state) => state.failNotice);
  const [user, setUser] = useState("");
  const [password, setPassword] = useState("");
  const id = useId();

  if (failNotice)
    return (
      <div className="login-notice" role="alert" data-testid="login-fail-notice">
        <p className="login-notice__title">{t("login.failNotice.title")}</p>
        <p>{localize(LOGIN_FAILURE_NOTICE, language, { count: failCount ?? 0 })}</p>
        <div className="login-actions">
          <Link to={helpHref("forgotPassword")} onClick={onLeave}>
            {t("login.links.forgotPassword")}
          </Link>
          <button
            type="button"
            className="shell-button shell-button--accent"
            onClick={() => {
              setPassword("");
              retryLogin();
            }}
          >
            {t("login.failNotice.retry")}
          </button>
        </div>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitLogin(user, password);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <label className="login-field" htmlFor={`${id}-user`}>
        <span>{t("login.user")}</span>
        <input
          id={`${id}-user`}
          name="username"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t("login.userPlaceholder")}
          value={user}
          onChange={(event) => setUser(event.target.value)}
          data-testid="login-user"
        />
      </label>
      <label className="login-field" htmlFor={`${id}-password`}>
        <span>{t("login.password")}</span>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t("login.passwordPlaceholder")}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="login-password"
        />
      </label>
      {error !== null && (
        <p className="login-error" role="alert" data-testid="login-error">
          {error}
          {failCount !== null && failCount > 0 && (
            <span className="login-error__count"> {t("login.failCount", { count: failCount })}</span>
          )}
        </p>
      )}
      <div className="login-row">
        <Link to={helpHref("forgotPassword")} onClick={onLeave}>
          {t("login.links.forgotPassword")}
        </Link>
      </div>
      <button
        type="submit"
        className="shell-button shell-button--accent login-submit"
        disabled={sending}
        data-testid="login-submit"
      >
        {sending ? t("login.sending") : t("login.submit")}
      </button>
      <p className="login-row login-row--center">
        {t("login.links.noAccount")}{" "}
        <Link to={helpHref("openAccount")} onClick={onLeave}>
          {t("login.links.openAccount")}
        </Link>
      </p>
      <LoginLinks {...(onLeave !== undefined ? { onFollow: onLeave } : {})} />
    </form>
  );
}
