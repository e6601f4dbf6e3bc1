// Vite builds the UI into dist/ (served by `quartet serve`); `npm run dev` serves it with the
// API proxied to a server on QUARTET_URL (default http://127.0.0.1:8080).
import { defineConfig } from "vitest/config";

const server = process.env.QUARTET_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    sourcemap: false,
  },
  server: {
    proxy: {
      "/api": { target: server, ws: true },
    },
  },
  test: {
    include: ["src/**/*.test.ts"],
  },
});
