/**
 * The page footer (price-board §1 Footer): server time, the price and volume units, the live
 * socket's status, the simulated market's clock and the trading hours. It also keeps the daily
 * restarts (it holds the server clock) and the reconnect alert.
 */
import { useTranslation } from "react-i18next";
import { MarketMode } from "./market-mode";
import { ReconnectAlert } from "./reconnect-alert";
import { ServerTime } from "./server-time";
import { ServiceTimePopover } from "./service-time-popover";
import { SocketStatusText } from "./socket-status";
import { useRestartSchedule } from "./use-restart-schedule";
import { useServerClock } from "./use-server-clock";
import "./shell.css";

export function Footer() {
  const { t } = useTranslation();
  const sample = useServerClock();
  useRestartSchedule(sample);
  return (
    <footer className="shell-footer">
      <ServerTime sample={sample} />
      <span className="footer-item" data-testid="units-note">
        {t("shell.footer.units")}
      </span>
      <SocketStatusText />
      <MarketMode />
      <span className="shell-footer__spacer" />
      <ServiceTimePopover />
      <ReconnectAlert />
    </footer>
  );
}
