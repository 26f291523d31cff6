import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server serves dist/ on its own port; in development Vite proxies the API and the socket to it.
const serverUrl = process.env.BANGIA_SERVER_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react()],
  build: { target: "es2022", sourcemap: true, reportCompressedSize: true },
  worker: { format: "es" },
  server: {
    proxy: {
      "/api": serverUrl,
      "/socket.io": { target: serverUrl, ws: true },
    },
  },
});
