/**
 * The order panel's own state (accounts-session §2 "Order panel with four tabs"): the tab shown
 * and whether the dock is collapsed to its edge. Opening and closing is the shell's
 * `orderPanelOpen` (state/ui.ts), which the toolbar button toggles.
 */
import { create } from "zustand";

export const PANEL_TABS = ["order", "book", "portfolio", "asset"] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

interface PanelState {
  readonly tab: PanelTab;
  readonly collapsed: boolean;
  setTab(tab: PanelTab): void;
  setCollapsed(collapsed: boolean): void;
}

export const usePanel = create<PanelState>()((set) => ({
  tab: "order",
  collapsed: false,
  setTab: (tab) => set({ tab, collapsed: false }),
  setCollapsed: (collapsed) => set({ collapsed }),
}));
