/**
 * The stock information popup (price-board §2 "Stock info popup"), bound to useUi().popupSymbol.
 * Its content (stock-popup-dialog.tsx: title, search, tabs) is loaded on the first open, keeping
 * it, its tabs and its charts out of the initial bundle.
 */
import { lazy, Suspense } from "react";
import { useUi } from "../state/ui";

const StockPopupDialog = lazy(() =>
  import("./stock-popup-dialog").then((module) => ({ default: module.StockPopupDialog })),
);

export function StockPopup() {
  const symbol = useUi((state) => state.popupSymbol);
  if (symbol === null) return null;
  return (
    <Suspense fallback={null}>
      <StockPopupDialog symbol={symbol} />
    </Suspense>
  );
}
