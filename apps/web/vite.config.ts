import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server serves dist/ on its own port; in development Vite proxies the API and the socket to it.
const serverUrl = process.env.BANGIA_SERVER_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
    sourcemap: true,
    reportCompressedSize: true,
    // Everything the entry reaches through static imports goes in one chunk. Left alone, each
    // module shared by the entry and a lazy part gets its own small chunk (30-odd at start), each
    // gzipped apart and carrying its own import and export lists: 8.5 kB more on first load.
    // e2e/budget.spec.ts holds the gzipped size; the raw size passes Vite's 500 kB warning.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "startup", tags: ["$initial"] }] } } },
  },
  worker: { format: "es" },
  server: {
    proxy: {
      "/api": serverUrl,
      "/socket.io": { target: serverUrl, ws: true },
    },
  },
});
