/**
 * The session dialogs' module, loaded on first use by login-dialog.tsx so none of the login code
 * is in the first download: the login modal, the OTP step, the forced password change and the
 * session-expired alert (login/session-dialogs.tsx).
 */
export { SessionDialogs as LoginDialogContent } from "../login/session-dialogs";
