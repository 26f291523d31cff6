/**
 * The footer's "trading hours" button (price-board §1 service-time link). The popover and its
 * tables load on the first click (or hover), keeping them out of the first download; the loaded
 * panel opens at once and then works as a normal popover.
 */
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const loadPanel = () => import("./service-time-panel");
const ServiceTimePanel = lazy(() => loadPanel().then((module) => ({ default: module.ServiceTimePanel })));

export function ServiceTimePopover() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      className="footer-link"
      data-testid="service-time"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPanel()}
      onClick={() => setWanted(true)}
    >
      {t("shell.serviceTime.button")}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ServiceTimePanel />
    </Suspense>
  );
}
