/** The footer's server time, ticking every second, dated in the page's language (price-board §1 Footer). */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { serverNowAt, type ServerClockSample } from "../realtime/server-clock";
import { formatServerTimeIn } from "./server-time-text";

const TICK_MS = 1_000;

export function ServerTime({ sample }: { readonly sample: ServerClockSample | null }) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // A fresh sample may be newer than the last tick: never run the clock backwards from it.
  const text =
    sample === null ? "" : formatServerTimeIn(serverNowAt(sample, Math.max(now, sample.localTime)), language);
  return (
    <span className="footer-item">
      <span className="footer-item__label">{t("shell.footer.serverTime")}</span>
      <time className="footer-item__value" data-testid="server-time">
        {text}
      </time>
    </span>
  );
}
