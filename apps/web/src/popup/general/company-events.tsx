/**
 * The general tab's company events (price-board §2 "company-event news", §3 "Company event"):
 * `history/company/events/{symbol}`, newest first, each with its date, title and description.
 */
import "../popup.lazy.i18n";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { usePreferences } from "../../state/preferences";
import { fetchCompanyEvents, popupKeys } from "../popup-api";
import { formatEventDate } from "../popup-format";

const EVENTS_FRESH_MS = 10 * 60_000;
/** Events listed; older ones are rarely what a trader opens the popup for. */
const MAX_EVENTS = 20;

export function CompanyEvents({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const query = useQuery({
    queryKey: popupKeys.events(symbol),
    queryFn: ({ signal }) => fetchCompanyEvents(symbol, signal),
    staleTime: EVENTS_FRESH_MS,
  });
  useLoadFailureLog(query.error, `company events of ${symbol}`);
  const events = query.data?.slice(0, MAX_EVENTS) ?? [];

  return (
    <section className="popup-panel popup-events" aria-label={t("popup.events.title")}>
      <h3 className="popup-section-title">{t("popup.events.title")}</h3>
      {query.isSuccess && events.length === 0 && <p className="popup-empty">{t("popup.events.none")}</p>}
      {events.length > 0 && (
        <ul className="popup-events__list" data-testid="popup-events">
          {events.map((event, index) => (
            <li key={`${event.PublicDate}-${index}`} className="popup-event">
              <time className="popup-event__date" dateTime={event.PublicDate}>
                {formatEventDate(event.PublicDate, language)}
              </time>
              <details>
                <summary className="popup-event__title">{event.EventTitle}</summary>
                <p className="popup-event__text">{event.EventDescription}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
