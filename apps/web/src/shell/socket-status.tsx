/**
 * The live socket's status (price-board §4 Connection): exactly CONNECTED, DISCONNECT,
 * CONNECT-ERROR or RECONNECT-ERROR, as the spec names them, with a coloured dot.
 */
import { useTranslation } from "react-i18next";
import { useSocketStatus } from "../realtime/quote-feed";

export function SocketStatusText() {
  const { t } = useTranslation();
  const { status } = useSocketStatus();
  return (
    <span className="footer-item" role="status">
      <span className="footer-item__label">{t("shell.footer.connection")}</span>
      <span className={`socket-dot socket-dot--${status.toLowerCase()}`} aria-hidden="true" />
      <span className="footer-item__value" data-testid="socket-status">
        {status}
      </span>
    </span>
  );
}
