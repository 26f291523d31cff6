/**
 * The bench pages (page/ours.html, page/aggrid.html, page/panel.html: ours with the order panel) built as one multi-page production
 * build, with the app's settings (React plugin, ES workers, es2022). run-board-bench.ts builds it
 * into a temporary folder (`build.outDir` given there); the pages never ship with the app.
 */
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const page = (name: string) => fileURLToPath(new URL(`./page/${name}`, import.meta.url));

export default defineConfig({
  root: page(""),
  plugins: [react()],
  logLevel: "warn",
  build: {
    target: "es2022",
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4_000,
    rolldownOptions: {
      input: { ours: page("ours.html"), aggrid: page("aggrid.html"), panel: page("panel.html") },
      // The bench's report is on stdout; build-time notes would only crowd stderr.
      checks: { bundlerTimings: false },
    },
  },
  worker: { format: "es" },
});
