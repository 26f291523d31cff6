/**
 * The help page at /ho-tro (ours): one short paragraph for each link of the login (accounts-
 * session §2) and for the smart OTP guide, each under its anchor (login-paths.ts). A link to
 * `/ho-tro#quen-mat-khau` scrolls to its topic. The guide goes on with trading as the order
 * panel does it (issue 16): opening a ticket, the shortcuts, MAX, normal and conditional
 * orders, remember PIN and order, the order book's edit and cancel rules, portfolio and assets.
 */
import "./login.lazy.i18n";
import { HOTLINE } from "@bangia/market";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { HELP_ANCHORS, type HelpTopic } from "./login-paths";
import "./login.css";

function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === "") return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [hash]);
}

export function HelpPage() {
  const { t } = useTranslation();
  useScrollToHash();
  const hotline = { hotline: HOTLINE };
  const trading = [
    t("login.help.guide.open"),
    t("login.help.guide.shortcuts"),
    t("login.help.guide.max"),
    t("login.help.guide.orders"),
    t("login.help.guide.remember"),
    t("login.help.guide.book"),
    t("login.help.guide.portfolio"),
    t("login.help.guide.assets"),
  ];
  const topics: readonly (readonly [HelpTopic, string, string])[] = [
    ["openAccount", t("login.help.openAccount.title"), t("login.help.openAccount.body", hotline)],
    ["forgotPassword", t("login.help.forgotPassword.title"), t("login.help.forgotPassword.body", hotline)],
    ["terms", t("login.help.terms.title"), t("login.help.terms.body")],
    ["security", t("login.help.security.title"), t("login.help.security.body")],
    ["risk", t("login.help.risk.title"), t("login.help.risk.body")],
    ["contact", t("login.help.contact.title"), t("login.help.contact.body", hotline)],
    ["guide", t("login.help.guide.title"), t("login.help.guide.body")],
    ["smartOtp", t("login.help.smartOtp.title"), t("login.help.smartOtp.body")],
  ];
  return (
    <article className="help-page" data-testid="help-page">
      <h1>{t("login.help.title")}</h1>
      <p>{t("login.help.intro")}</p>
      {topics.map(([topic, title, body]) => (
        <section key={topic} id={HELP_ANCHORS[topic]} className="help-page__topic">
          <h2>{title}</h2>
          <p>{body}</p>
          {topic === "guide" && (
            <ul className="help-page__list" data-testid="help-trading">
              {trading.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        <Link to="/chung-khoan/VN30">{t("login.page.back")}</Link>
      </p>
    </article>
  );
}
