/**
 * The web app's entry: preferences and language first (so the first paint is in the right
 * language and theme), then the quote worker, then React; the events list once the browser is
 * idle.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./api/query-client";
import { App } from "./app/app";
import { applyDocumentPreferences } from "./shell/document-preferences";
import { startI18n } from "./i18n/i18n";
import { startQuoteFeed } from "./realtime/quote-feed";
import { loadEventListAtStart } from "./shell/event-list-at-start";
import { usePreferences } from "./state/preferences";
import "./styles/themes.css";
import "./styles/app.css";

const queryClient = createQueryClient();

async function start(): Promise<void> {
  const i18n = await startI18n(usePreferences.getState().language);
  applyDocumentPreferences(i18n);
  startQuoteFeed();
  const root = document.getElementById("root");
  if (root === null) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  loadEventListAtStart(queryClient);
}

void start();
