import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run build` writes the client where the bot serves it from (bot/web/static/), with
// relative asset URLs (Discord's URL mapping serves it under the Activity's own origin).
export default defineConfig({
  base: "./",
  build: {
    outDir: fileURLToPath(new URL("../../bot/web/static", import.meta.url)),
    // Only index.html and assets/ are the build's (the package script clears assets/ first).
    emptyOutDir: false,
    assetsDir: "assets",
    target: "es2020",
    sourcemap: false,
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8765",
      "/cards": "http://127.0.0.1:8765",
      "/ws": { target: "ws://127.0.0.1:8765", ws: true },
    },
  },
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
  },
});
