/**
 * Our board with the order panel (issue 16): the page of ours-main.tsx (the app's StockBoard over
 * the real quote feed and worker) inside the app's shell layout (the board area beside
 * `#order-dock`), a customer signed in (session restored from the cookie, so the panel does not
 * open by itself) with one stock account, and the app's trading layer (`TradingLive`) loaded
 * lazily as the account layer loads it. The order panel's own chunk loads when the harness first
 * opens it (`window.benchPanel.open`), as on the first use in the app. Its core calls go to the
 * bench server's fake gateway (../fake-core.ts: a 500-order book that changes as it is read); the
 * worker pushes the account's `ordernotice` events during a step when the harness asks.
 *
 * `window.benchPanel` also times a click on a board price to an interactive ticket: `arm()` starts
 * watching every animation frame, then the harness clicks (a real mouse event through the
 * browser), then `awaitTicket()` answers from the click event's time to the first animation frame
 * whose callbacks see the ticket's price input holding the clicked price and enabled, and to the
 * one that sees its +/− steppers enabled (the symbol's stock info answered). The frames are
 * watched from before the click: a watch started by the harness after the click would begin only
 * when its call reached the page, a round trip to Node late (40–90 ms on a loaded machine), and
 * time the harness, not the page.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { useAccount } from "../../../apps/web/src/account/account-store";
import { createQueryClient } from "../../../apps/web/src/api/query-client";
import { applyDocumentPreferences } from "../../../apps/web/src/shell/document-preferences";
import { StockBoard } from "../../../apps/web/src/board/stock-board";
import { startI18n } from "../../../apps/web/src/i18n/i18n";
import type { FromWorker, ToWorker } from "../../../apps/web/src/realtime/protocol";
import { createQuoteFeed } from "../../../apps/web/src/realtime/quote-feed";
import { usePreferences } from "../../../apps/web/src/state/preferences";
import { useSession } from "../../../apps/web/src/state/session";
import { useUi } from "../../../apps/web/src/state/ui";
import { usePanel } from "../../../apps/web/src/trading/panel-store";
import { priceText } from "../../../apps/web/src/trading/price-text";
import { TRADING_KEY } from "../../../apps/web/src/trading/trading-queries";
import { BENCH_ACCOUNT } from "../step-result";
import { exposeBench, nextBenchMessage, onScreen, splitWorker } from "./bench-page";
import type { BenchPanelApi, PriceCell, TicketTiming } from "./panel-api";
import "../../../apps/web/src/styles/themes.css";
import "../../../apps/web/src/styles/app.css";

const BOARD_KEY = "bench-all";
const queryClient = createQueryClient();
const ignore = () => undefined;

const TradingLive = lazy(() =>
  import("../../../apps/web/src/trading/trading-live").then((module) => ({ default: module.TradingLive })),
);

declare global {
  interface Window {
    benchPanel?: BenchPanelApi;
  }
}

/** Price columns a click turns into a ticket (board-columns' ticketSide). */
const PRICE_FIELDS = ["price1", "lastPrice", "price4"] as const;

function signIn(): void {
  const account = { accCode: BENCH_ACCOUNT, accName: "Bench", accType: "1" };
  useSession.setState({
    status: "signed-in",
    user: {
      userId: "BENCH",
      sid: null,
      customerName: "Bench",
      defaultAcc: BENCH_ACCOUNT,
      iFlag: "0",
      authenType: "O",
      login2faFlag: "1",
      pwdExprireDate: "",
      isShowBanner: false,
      insiderSymbols: [],
    },
  });
  useAccount.setState({
    status: "ready",
    userId: "BENCH",
    accounts: [account],
    currentAccount: account,
    functions: ["B", "S"],
    hideConfirmOrder: false,
    cardClear: "1",
  });
}

function exposePanel(): void {
  let armed = false;
  let clickAt: number | null = null;
  let expected: string | null = null;
  let watching: Promise<TicketTiming | null> = Promise.resolve(null);
  window.addEventListener(
    "click",
    (event) => {
      if (armed && clickAt === null) clickAt = event.timeStamp;
    },
    { capture: true },
  );
  useUi.subscribe((state) => {
    if (armed && expected === null && state.ticket !== null) expected = priceText(state.ticket.price, 1_000);
  });
  const bookTable = () => document.querySelector('#order-dock [data-testid="order-book"] table');
  const domRows = () => bookTable()?.querySelectorAll("tbody tr[data-symbol-order]").length ?? 0;
  // A windowed table counts every row (aria-rowcount, its head's included; a book with an open
  // fills row would count one more, and the bench opens none); a plain one has them all in the DOM.
  const bookRows = () => {
    const count = bookTable()?.getAttribute("aria-rowcount");
    return count === null || count === undefined ? domRows() : Math.max(0, Number(count) - 1);
  };
  window.benchPanel = {
    open: (tab) => {
      usePanel.getState().setTab(tab);
      useUi.getState().setOrderPanelOpen(true);
    },
    bookRows,
    domRows,
    forget: () => {
      for (const part of ["stock-info", "buying-power"])
        queryClient.removeQueries({ queryKey: [TRADING_KEY, part] });
    },
    priceCell: (index) => {
      const board = document.querySelector(".board-area")?.getBoundingClientRect();
      const cells: PriceCell[] = [];
      for (const symbol of onScreen(document.querySelectorAll(".board-body [data-symbol]"), (row) =>
        row.getAttribute("data-symbol"),
      ))
        for (const field of PRICE_FIELDS) {
          const cell = document.querySelector(
            `.board-body [data-symbol="${CSS.escape(symbol)}"] [data-field="${field}"]`,
          );
          if (cell === null || (cell.textContent ?? "").trim() === "" || board === undefined) continue;
          const box = cell.getBoundingClientRect();
          const x = Math.round(box.left + box.width / 2);
          const y = Math.round(box.top + box.height / 2);
          if (x < board.left || x > board.right || y < board.top || y > Math.min(board.bottom, innerHeight))
            continue;
          const hit = document.elementFromPoint(x, y);
          if (hit === null || !cell.contains(hit)) continue;
          cells.push({ symbol, field, x, y });
        }
      return cells.length === 0 ? null : (cells[index % cells.length] ?? null);
    },
    arm: (timeoutMs) => {
      armed = true;
      clickAt = null;
      expected = null;
      watching = watchTicket(timeoutMs);
    },
    awaitTicket: () => watching,
  };

  /** Watches each animation frame from now until the ticket is ready, or for `timeoutMs`. */
  function watchTicket(timeoutMs: number): Promise<TicketTiming | null> {
    return new Promise((resolve) => {
      const until = performance.now() + timeoutMs;
      let interactiveAt: number | null = null;
      let stepsAt: number | null = null;
      const frame = (now: number) => {
        const input = document.querySelector<HTMLInputElement>('#order-dock [data-testid="ticket-price"]');
        const ready =
          input !== null &&
          expected !== null &&
          clickAt !== null &&
          input.value === expected &&
          !input.disabled &&
          input.closest("fieldset:disabled") === null;
        const wall = performance.now();
        if (ready && interactiveAt === null) interactiveAt = wall;
        const steppers = input?.parentElement?.querySelectorAll("button") ?? [];
        if (
          ready &&
          stepsAt === null &&
          steppers.length > 0 &&
          [...steppers].every((button) => !button.disabled)
        )
          stepsAt = wall;
        if ((interactiveAt !== null && stepsAt !== null) || now > until || wall > until) {
          armed = false;
          const start = clickAt;
          resolve(
            start === null || expected === null
              ? null
              : {
                  expected,
                  interactiveMs: interactiveAt === null ? null : interactiveAt - start,
                  stepsMs: stepsAt === null ? null : stepsAt - start,
                },
          );
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }
}

async function start(): Promise<void> {
  const i18n = await startI18n(usePreferences.getState().language);
  applyDocumentPreferences(i18n);
  const worker = new Worker(new URL("./ours-worker.ts", import.meta.url), { type: "module" });
  const { bench, app } = splitWorker<ToWorker, FromWorker>(worker);
  const loaded = nextBenchMessage(bench, "bench-loaded");
  createQuoteFeed(app);
  app.postMessage({ type: "connect", origin: location.origin });
  const { symbols } = await loaded;
  signIn();
  exposePanel();

  const root = document.getElementById("root");
  if (root === null) throw new Error("no #root");
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <div className="app">
          <div className="workspace">
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
            <div id="order-dock" className="order-dock" />
          </div>
          <Suspense fallback={null}>
            <TradingLive />
          </Suspense>
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
