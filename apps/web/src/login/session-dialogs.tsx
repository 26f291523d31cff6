/**
 * Every dialog of the session, mounted together once one is first needed (shell/login-dialog.tsx
 * loads this module lazily): the login modal, the OTP step, the forced password change and its
 * success notice, and the session-expired alert.
 */
import "./login.lazy.i18n";
import { ChangePasswordDialog } from "./change-password-dialog";
import { LoginModal } from "./login-modal";
import { OtpDialog } from "./otp-dialog";
import { SessionExpiredAlert } from "./session-expired-alert";
import "./login.css";

export function SessionDialogs() {
  return (
    <>
      <LoginModal />
      <OtpDialog />
      <ChangePasswordDialog />
      <SessionExpiredAlert />
    </>
  );
}
