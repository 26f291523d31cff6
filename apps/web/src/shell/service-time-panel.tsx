/**
 * The service-time panel (price-board §1): the trading sessions of HOSE, HNX, UPCOM and
 * derivatives in the current language, from the exchange schedule of the market package.
 * Loaded on the first click of its button (service-time-popover.tsx), so it opens at once.
 */
import type { TradingPhase } from "@bangia/market";
import type { TFunction } from "i18next";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { SERVICE_TIME_VENUES, serviceSessions, type ServiceTimeVenue } from "./service-time";

function phaseLabel(t: TFunction, phase: TradingPhase): string {
  switch (phase) {
    case "OPENING_CALL":
      return t("shell.phase.openingCall");
    case "CONTINUOUS":
      return t("shell.phase.continuous");
    case "LUNCH":
      return t("shell.phase.lunch");
    case "CLOSING_CALL":
      return t("shell.phase.closingCall");
    case "PUT_THROUGH_ONLY":
      return t("shell.phase.putThroughOnly");
    case "POST_CLOSE_COLLECTION":
      return t("shell.phase.postCloseCollection");
    case "POST_CLOSE_MATCHING":
      return t("shell.phase.postCloseMatching");
    case "PRE_OPEN":
    case "CLOSED":
      return "";
  }
}

function venueLabel(t: TFunction, venue: ServiceTimeVenue): string {
  return venue === "DERIVATIVES" ? t("shell.serviceTime.derivatives") : venue;
}

export function ServiceTimePanel() {
  const { t } = useTranslation();
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger className="footer-link" data-testid="service-time">
        {t("shell.serviceTime.button")}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="shell-popover service-time"
          side="top"
          align="end"
          sideOffset={6}
          aria-label={t("shell.serviceTime.title")}
          data-testid="service-time-panel"
        >
          <h2 className="shell-popover__title">{t("shell.serviceTime.title")}</h2>
          <div className="service-time__venues">
            {SERVICE_TIME_VENUES.map((venue) => (
              <table key={venue} className="service-time__table">
                <caption>{venueLabel(t, venue)}</caption>
                <tbody>
                  {serviceSessions(venue).map((session) => (
                    <tr key={session.start}>
                      <td className="service-time__hours">
                        {session.start}–{session.end}
                      </td>
                      <td>{phaseLabel(t, session.phase)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
          <p className="service-time__note">{t("shell.serviceTime.note")}</p>
          <Popover.Close className="shell-button">{t("shell.serviceTime.close")}</Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
