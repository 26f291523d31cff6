/**
 * Our board: the app's real StockBoard over the app's real quote feed (createQuoteFeed: the row
 * store, per-row subscriptions, flash marks), fed by the real quote worker core in ours-worker.ts
 * with the stream replayed in place of the socket. The board lists every symbol of the recording
 * (the whole stock dictionary) with the default preferences: Vietnamese, colourful theme, the
 * default columns, no sort (symbol ascending), no pinned rows.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "../../../apps/web/src/api/query-client";
import { applyDocumentPreferences } from "../../../apps/web/src/shell/document-preferences";
import { StockBoard } from "../../../apps/web/src/board/stock-board";
import { startI18n } from "../../../apps/web/src/i18n/i18n";
import type { FromWorker, ToWorker } from "../../../apps/web/src/realtime/protocol";
import { createQuoteFeed } from "../../../apps/web/src/realtime/quote-feed";
import { usePreferences } from "../../../apps/web/src/state/preferences";
import { exposeBench, nextBenchMessage, onScreen, splitWorker } from "./bench-page";
import "../../../apps/web/src/styles/themes.css";
import "../../../apps/web/src/styles/app.css";

/** The board's identity in the quote worker and its pinned-row scope. */
const BOARD_KEY = "bench-all";

const queryClient = createQueryClient();

const ignore = () => undefined;

async function start(): Promise<void> {
  const i18n = await startI18n(usePreferences.getState().language);
  applyDocumentPreferences(i18n);
  const worker = new Worker(new URL("./ours-worker.ts", import.meta.url), { type: "module" });
  const { bench, app } = splitWorker<ToWorker, FromWorker>(worker);
  const loaded = nextBenchMessage(bench, "bench-loaded");
  createQuoteFeed(app);
  app.postMessage({ type: "connect", origin: location.origin });
  const { symbols } = await loaded;

  const root = document.getElementById("root");
  if (root === null) throw new Error("no #root");
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <div className="app">
          <main className="board-area">
            <StockBoard
              boardKey={BOARD_KEY}
              symbols={symbols}
              etf={false}
              watchlist={false}
              focusTarget={null}
              onReorder={ignore}
            />
          </main>
        </div>
      </QueryClientProvider>
    </StrictMode>,
  );

  exposeBench(bench, {
    rowElement: (symbol) => document.querySelector(`.board-body [data-symbol="${CSS.escape(symbol)}"]`),
    visibleSymbols: () =>
      onScreen(document.querySelectorAll(".board-body [data-symbol]"), (row) =>
        row.getAttribute("data-symbol"),
      ),
  });
}

void start();
