/**
 * The price-board settings dialog, bound to useUi().settingsOpen. Its content is loaded on the
 * first open, so the rarely used form stays out of the initial bundle.
 */
import { lazy, Suspense } from "react";
import { useUi } from "../state/ui";

const BoardSettingsPanel = lazy(() =>
  import("./board-settings-panel").then((module) => ({ default: module.BoardSettingsPanel })),
);

export function BoardSettingsDialog() {
  const open = useUi((state) => state.settingsOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BoardSettingsPanel />
    </Suspense>
  );
}
