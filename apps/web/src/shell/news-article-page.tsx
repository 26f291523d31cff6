/**
 * A news item's page in the app (`/tin-tuc/{date}/{index}`, the ticker's links): the headline,
 * its source and time, and a short generated text that says the item is simulated, all in the
 * reader's language. The item is read from the latest news (`getTopNews/10`, the most the wire
 * keeps); an older one says so, with the way back to the board.
 */
import "./news-article.lazy.i18n";
import type { NewsItem } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { DEFAULT_MENU } from "../board/menu";
import { usePreferences } from "../state/preferences";
import { newsTime, newsTitle } from "./news-list";

/** The most items the wire keeps (price-board §9). */
const KEPT = "10";

export function NewsArticlePage() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const { date = "", index = "" } = useParams();
  const path = `/tin-tuc/${date}/${index}`;
  const query = useQuery({
    queryKey: ["datafeed", "getTopNews", KEPT],
    queryFn: ({ signal }) => datafeed("getTopNews", KEPT, { signal }),
  });
  useLoadFailureLog(query.error, "news");
  const item: NewsItem | undefined = query.data?.find((entry) => entry.rf === path);
  const time = item === undefined ? "" : newsTime(item.tm);
  return (
    <article className="news-article" data-testid="news-article">
      <p className="news-article__label">{t("newsArticle.simulated")}</p>
      {item === undefined ? (
        <p data-testid="news-article-missing">
          {query.isPending ? t("newsArticle.loading") : t("newsArticle.missing")}
        </p>
      ) : (
        <>
          <h1 className="news-article__title">{newsTitle(item, language)}</h1>
          <p className="news-article__meta">{t("newsArticle.published", { source: item.sc, time })}</p>
          <p>{t("newsArticle.body1", { time })}</p>
          <p>{t("newsArticle.body2")}</p>
        </>
      )}
      <Link className="news-article__back" to={`/chung-khoan/${DEFAULT_MENU}`}>
        {t("newsArticle.back")}
      </Link>
    </article>
  );
}
