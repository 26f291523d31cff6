/**
 * The shell's layout and routes (price-board §2 Routes): `/` and a bare `/chung-khoan` go to the
 * VN30 board, `/chung-khoan/{menu}` shows the menu's board; any other path returns to VN30.
 */
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { AccountLayer } from "./account-layer";
import { BoardPage } from "./board-page";
import { IndexStrip } from "../indices/index-strip";
import { IndexTable } from "../indices/index-table";
import { HELP_PATH, LOGIN_PATH } from "../login/login-paths";
import { StockPopup } from "../popup/stock-popup";
import { BoardSettingsDialog } from "../settings/board-settings-dialog";
import { Footer } from "../shell/footer";
import { Header } from "../shell/header";
import { LoginDialog } from "../shell/login-dialog";
import { MenuBar } from "../shell/menu-bar";
import { usePreferences } from "../state/preferences";
import { DEFAULT_MENU } from "../board/menu";

const HOME = `/chung-khoan/${DEFAULT_MENU}`;

const LoginPage = lazy(() => import("../login/login-page").then((module) => ({ default: module.LoginPage })));
const NewsArticlePage = lazy(() =>
  import("../shell/news-article-page").then((module) => ({ default: module.NewsArticlePage })),
);
const HelpPage = lazy(() => import("../login/help-page").then((module) => ({ default: module.HelpPage })));

export function App() {
  const collapsed = usePreferences((state) => state.chartsCollapsed);
  return (
    <div className="app">
      <Header />
      {!collapsed && (
        <section className="market-overview">
          <IndexStrip />
          <IndexTable />
        </section>
      )}
      <MenuBar />
      <div className="workspace">
        <main className="board-area">
          <Routes>
            <Route path="/" element={<Navigate to={HOME} replace />} />
            <Route path="/chung-khoan" element={<Navigate to={HOME} replace />} />
            <Route path="/chung-khoan/:menu" element={<BoardPage />} />
            <Route
              path={LOGIN_PATH}
              element={
                <Suspense fallback={null}>
                  <LoginPage />
                </Suspense>
              }
            />
            <Route
              path={HELP_PATH}
              element={
                <Suspense fallback={null}>
                  <HelpPage />
                </Suspense>
              }
            />
            <Route
              path="/tin-tuc/:date/:index"
              element={
                <Suspense fallback={null}>
                  <NewsArticlePage />
                </Suspense>
              }
            />
            <Route path="*" element={<Navigate to={HOME} replace />} />
          </Routes>
        </main>
        {/* The order panel docks here once a customer has logged in (trading/trading-live.tsx). */}
        <div id="order-dock" className="order-dock" />
      </div>
      <Footer />
      <BoardSettingsDialog />
      <LoginDialog />
      <StockPopup />
      <AccountLayer />
    </div>
  );
}
