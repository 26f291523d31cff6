/**
 * The header's news ticker (price-board §1): one item at a time, the next every 3.5 s; a new
 * item shows at once. Each item links to its article with its source and time: ours open in the
 * app (news-article-page.tsx), any other site in a new tab. The title is in the page's language.
 */
import type { NewsItem } from "@bangia/market";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePreferences } from "../state/preferences";
import { newsTime, newsTitle, NEWS_ROTATION_MS, safeNewsHref } from "./news-list";

export interface NewsTickerProps {
  /** Kept items, newest first. */
  readonly items: readonly NewsItem[];
}

export function NewsTicker({ items }: NewsTickerProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const [position, setPosition] = useState(0);
  const newest = items[0]?.rf;
  const count = items.length;

  // A new item restarts the rotation from it; with two or more the ticker moves every 3.5 s.
  useEffect(() => {
    setPosition(0);
    if (count < 2) return;
    const timer = setInterval(() => setPosition((current) => (current + 1) % count), NEWS_ROTATION_MS);
    return () => clearInterval(timer);
  }, [newest, count]);

  const item = count === 0 ? undefined : items[position % count];
  const href = item === undefined ? null : safeNewsHref(item.rf);
  const title = item === undefined ? "" : newsTitle(item, language);
  return (
    <section className="news-ticker" data-testid="news-ticker" aria-label={t("shell.news.label")}>
      <span className="news-ticker__badge" aria-hidden="true">
        {t("shell.news.label")}
      </span>
      {item === undefined ? (
        <span className="news-ticker__empty">{t("shell.news.empty")}</span>
      ) : (
        <span className="news-ticker__item" key={item.rf} aria-live="off">
          {href === null ? (
            <span className="news-ticker__title">{title}</span>
          ) : href.startsWith("/") ? (
            // Our own article: opened in the app, in this tab.
            <Link className="news-ticker__title" to={href} data-testid="news-link">
              {title}
            </Link>
          ) : (
            <a className="news-ticker__title" href={href} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          )}
          <span className="news-ticker__meta">
            {item.sc} · <time dateTime={item.tm}>{newsTime(item.tm)}</time>
          </span>
        </span>
      )}
    </section>
  );
}
