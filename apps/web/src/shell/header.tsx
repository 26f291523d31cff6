/**
 * The page header (price-board §1 Header): product name, language toggle, market totals, the
 * rotating news ticker and the account corner. Live parts are their own components, so a tick
 * re-renders only the figure it changes.
 */
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "./language-toggle";
import { MarketTotals } from "./market-totals";
import { NewsTicker } from "./news-ticker";
import { UserMenu } from "./user-menu";
import { useNews } from "./use-news";
import "./shell.css";

function LiveNews() {
  return <NewsTicker items={useNews()} />;
}

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="shell-header">
      <div className="shell-header__brand">
        <span className="shell-header__name">{t("shell.productName")}</span>
        <span className="shell-header__tagline">{t("shell.productTagline")}</span>
      </div>
      <LanguageToggle />
      <MarketTotals />
      <LiveNews />
      <UserMenu />
    </header>
  );
}
