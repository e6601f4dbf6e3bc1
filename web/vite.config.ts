// Vite builds the UI into dist/ (served by `quartet serve`); `npm run dev` serves it with the API
// proxied to a server on QUARTET_URL (default http://127.0.0.1:8080). Each language's message
// catalogs (`../locales/<lang>/*.ftl`, but the terminal's own and the command line's) are one
// module, `virtual:quartet-catalog/<lang>`, their comments left out: English goes into the page's
// script, every other language into a chunk of its own that the page loads when it speaks it.
// Each text file of the build gets its Brotli and gzip forms beside it (`app.js.br`,
// `app.js.gz`), which the server sends to browsers that take them.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";
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

/** The files of a folder and its subfolders. */
function filesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = join(folder, name);
    return statSync(file).isDirectory() ? filesIn(file) : [file];
  });
}

/** Writes `FILE.br` and `FILE.gz` beside every text file of the build, at the strongest
 * settings (once per build, so their time does not matter), when that makes it smaller. The
 * output is the same for the same input, as the committed `dist/` requires. */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "quartet-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesIn(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const raw = readFileSync(file);
        const forms: [string, Buffer][] = [
          [
            ".br",
            brotliCompressSync(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
          ],
          [".gz", gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })],
        ];
        for (const [suffix, packed] of forms) {
          if (packed.length < raw.length) writeFileSync(file + suffix, packed);
        }
      }
    },
  };
}

const server = process.env.QUARTET_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [catalogs(), precompress()],
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
