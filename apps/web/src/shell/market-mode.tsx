/**
 * The note that the data come from the simulated market, and on which clock (design "The
 * simulated market": demo at ×speed, or real time), from `/api/health`.
 */
import { useTranslation } from "react-i18next";
import { useHealth } from "../api/use-health";

export function MarketMode() {
  const { t } = useTranslation();
  const clock = useHealth()?.clock;
  const text =
    clock === undefined
      ? t("shell.footer.marketUnknown")
      : clock.mode === "demo"
        ? t("shell.footer.marketDemo", { speed: clock.speed })
        : t("shell.footer.marketReal");
  return (
    <span className="footer-item footer-item--mode" data-testid="market-mode" data-mode={clock?.mode ?? ""}>
      {text}
    </span>
  );
}
