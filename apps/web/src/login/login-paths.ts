/**
 * The login page and the help page's routes, and the help page's anchors the login links point
 * at (accounts-session §2: open an account, forgot password, terms, security, risk disclosure,
 * contact, guide; plus the smart OTP guide).
 */
export const LOGIN_PATH = "/dang-nhap";
export const HELP_PATH = "/ho-tro";

export const HELP_TOPICS = [
  "openAccount",
  "forgotPassword",
  "terms",
  "security",
  "risk",
  "contact",
  "guide",
  "smartOtp",
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The anchor of each topic on the help page, in Vietnamese like the routes. */
export const HELP_ANCHORS: Readonly<Record<HelpTopic, string>> = {
  openAccount: "mo-tai-khoan",
  forgotPassword: "quen-mat-khau",
  terms: "dieu-khoan",
  security: "bao-mat",
  risk: "cong-bo-rui-ro",
  contact: "lien-he",
  guide: "huong-dan",
  smartOtp: "smart-otp",
};

/** The help page address of a topic: `/ho-tro#quen-mat-khau`. */
export function helpHref(topic: HelpTopic): string {
  return `${HELP_PATH}#${HELP_ANCHORS[topic]}`;
}
