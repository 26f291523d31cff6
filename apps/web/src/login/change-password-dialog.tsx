/**
 * The forced password change (accounts-session §2, §4: opens when the login's iFlag is "1"):
 * current, new and retype, the rules, the contact line. It cannot be dismissed (Escape and the
 * backdrop do nothing): the customer changes the password or logs out. Success shows a notice
 * and clears iFlag.
 */
import "./login.lazy.i18n";
import { HOTLINE } from "@bangia/market";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../state/session";
import { ModalDialog } from "../ui/modal-dialog";
import { dismissPasswordChanged, submitPasswordChange, useLoginFlow } from "./login-flow";

const STAY_OPEN = (): void => undefined;

function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  testId,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: "current-password" | "new-password";
  readonly testId: string;
}) {
  return (
    <label className="login-field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const sending = useLoginFlow((state) => state.passwordSending);
  const error = useLoginFlow((state) => state.passwordError);
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [retypePassword, setRetype] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitPasswordChange({ currentPassword, newPassword, retypePassword });
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <Dialog.Description className="login-dialog__text">
        {t("login.changePassword.intro")}
      </Dialog.Description>
      <PasswordField
        id={`${id}-current`}
        label={t("login.changePassword.current")}
        value={currentPassword}
        onChange={setCurrent}
        autoComplete="current-password"
        testId="change-password-current"
      />
      <PasswordField
        id={`${id}-new`}
        label={t("login.changePassword.new")}
        value={newPassword}
        onChange={setNew}
        autoComplete="new-password"
        testId="change-password-new"
      />
      <PasswordField
        id={`${id}-retype`}
        label={t("login.changePassword.retype")}
        value={retypePassword}
        onChange={setRetype}
        autoComplete="new-password"
        testId="change-password-retype"
      />
      <p className="login-hint">{t("login.changePassword.rules")}</p>
      {error !== null && (
        <p className="login-error" role="alert" data-testid="change-password-error">
          {error}
        </p>
      )}
      <p className="login-hint">{t("login.changePassword.contact", { hotline: HOTLINE })}</p>
      <div className="login-actions">
        <button type="button" className="shell-button" onClick={() => useSession.getState().signOut()}>
          {t("login.changePassword.logout")}
        </button>
        <button
          type="submit"
          className="shell-button shell-button--accent"
          disabled={sending}
          data-testid="change-password-submit"
        >
          {sending ? t("login.changePassword.sending") : t("login.changePassword.submit")}
        </button>
      </div>
    </form>
  );
}

export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const mustChange = useSession((state) => state.user?.iFlag === "1");
  const changed = useLoginFlow((state) => state.passwordChanged);
  if (changed)
    return (
      <ModalDialog
        onClose={dismissPasswordChanged}
        className="login-dialog"
        overlayClassName="login-overlay"
        testId="password-changed"
      >
        <Dialog.Title className="login-dialog__title">{t("login.changePassword.doneTitle")}</Dialog.Title>
        <Dialog.Description className="login-dialog__text">
          {t("login.changePassword.done")}
        </Dialog.Description>
        <div className="login-actions">
          <Dialog.Close className="shell-button shell-button--accent">
            {t("login.changePassword.ok")}
          </Dialog.Close>
        </div>
      </ModalDialog>
    );
  if (!mustChange) return null;
  return (
    <ModalDialog
      onClose={STAY_OPEN}
      className="login-dialog"
      overlayClassName="login-overlay"
      testId="change-password-dialog"
    >
      <Dialog.Title className="login-dialog__title">{t("login.changePassword.title")}</Dialog.Title>
      <ChangePasswordForm />
    </ModalDialog>
  );
}
