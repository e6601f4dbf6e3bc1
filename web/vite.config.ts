// Vite builds the UI into dist/ (served by `quartet serve`); `npm run dev` serves it with the API
// proxied to a server on QUARTET_URL (default http://127.0.0.1:8080). Each language's message
// catalogs (`../locales/<lang>/*.ftl`, but the terminal's own and the command line's) are one
// module, `virtual:quartet-catalog/<lang>`, their comments left out: English goes into the page's
// script, every other language into a chunk of its own that the page loads when it speaks it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

function catalogs(): Plugin {
  const prefix = "virtual:quartet-catalog/";
  const root = fileURLToPath(new URL("../locales/", import.meta.url));
  return {
    name: "quartet-catalogs",
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const lang = id.slice(prefix.length + 1);
      if (!/^[a-z]{2}$/.test(lang)) throw new Error(`no catalogs for language "${lang}"`);
      const folder = join(root, lang);
      const files = readdirSync(folder)
        .filter((f) => f.endsWith(".ftl") && f !== "terminal.ftl" && f !== "cli.ftl")
        .sort();
      const text = files
        .map((f) => {
          this.addWatchFile(join(folder, f));
          return readFileSync(join(folder, f), "utf8");
        })
        .join("\n")
        .split("\n")
        .filter((line) => !line.startsWith("#") && line.trim() !== "")
        .join("\n");
      return `export default ${JSON.stringify(text)};`;
    },
  };
}

const server = process.env.QUARTET_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [catalogs()],
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
