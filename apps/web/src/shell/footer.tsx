/**
 * The page footer (price-board §1 Footer): server time, the units of the board on screen, the live
 * socket's status, the simulated market's clock and the trading hours. It also keeps the daily
 * restarts (it holds the server clock) and the reconnect alert.
 */
import { useTranslation } from "react-i18next";
import { useMatch } from "react-router";
import { menuBoard } from "../board/menu";
import { MarketMode } from "./market-mode";
import { ReconnectAlert } from "./reconnect-alert";
import { ServerTime } from "./server-time";
import { ServiceTimePopover } from "./service-time-popover";
import { SocketStatusText } from "./socket-status";
import { unitsNoteOf } from "./units-note";
import { useRestartSchedule } from "./use-restart-schedule";
import { useServerClock } from "../realtime/use-server-clock";
import "./shell.css";

export function Footer() {
  const { t } = useTranslation();
  const sample = useServerClock();
  useRestartSchedule(sample);
  const menu = useMatch("/chung-khoan/:menu")?.params.menu;
  const units = unitsNoteOf(menu === undefined ? null : menuBoard(menu));
  return (
    <footer className="shell-footer">
      <ServerTime sample={sample} />
      {units !== null && (
        <span className="footer-item" data-testid="units-note">
          {t(`shell.footer.units.${units}`)}
        </span>
      )}
      <SocketStatusText />
      <MarketMode />
      <span className="shell-footer__spacer" />
      <ServiceTimePopover />
      <ReconnectAlert />
    </footer>
  );
}
