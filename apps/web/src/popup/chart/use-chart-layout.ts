/**
 * The chart tab's resolution, remembered for a logged-in customer (price-board §2 "for logged-in
 * users … a load-last-chart flag", §6 "the saved chart layout"): the server's chart layout of the
 * user (`/api/tradingview/layout/{userId}`) keeps the last symbol and resolution. The popup opens
 * on the saved resolution; the symbol stays the one that opened it (a click on a row asks for that
 * row's stock). Choosing a resolution saves it with the symbol. A visitor's choice lasts the visit.
 */
import type { ChartLayout } from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { logLoadFailure } from "../../api/http";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { useSession } from "../../state/session";
import { fetchChartLayout, popupKeys, saveChartLayout } from "../popup-api";
import { DEFAULT_RESOLUTION, isPopupResolution, type PopupResolution } from "./bars";

/** The layout's own content: the chart's state beyond symbol and resolution (none yet). */
const LAYOUT_CONTENT = JSON.stringify({ version: 1 });

/** The resolution of a saved layout, when it is one the popup offers. */
export function savedResolution(layout: ChartLayout | null | undefined): PopupResolution | null {
  if (layout === null || layout === undefined) return null;
  return isPopupResolution(layout.resolution) ? layout.resolution : null;
}

export function useChartLayout(symbol: string): {
  readonly resolution: PopupResolution;
  readonly choose: (resolution: PopupResolution) => void;
} {
  const userId = useSession((state) => state.user?.userId ?? null);
  const client = useQueryClient();
  const [chosen, setChosen] = useState<PopupResolution | null>(null);
  const query = useQuery({
    queryKey: popupKeys.layout(userId ?? ""),
    queryFn: ({ signal }) => fetchChartLayout(userId ?? "", signal),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(query.error, "chart layout");

  const choose = useCallback(
    (resolution: PopupResolution) => {
      setChosen(resolution);
      if (userId === null) return;
      saveChartLayout(userId, { symbol, resolution, content: LAYOUT_CONTENT })
        .then((saved) => client.setQueryData(popupKeys.layout(userId), saved))
        .catch((error: unknown) => logLoadFailure("chart layout save", error));
    },
    [client, symbol, userId],
  );

  const saved = userId === null ? null : savedResolution(query.data);
  return { resolution: chosen ?? saved ?? DEFAULT_RESOLUTION, choose };
}
