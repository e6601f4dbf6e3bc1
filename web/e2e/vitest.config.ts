// The end-to-end tests: one file at a time (they share the machine's two cores with the bots),
// all on one server and one browser started by `setup.ts`.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/setup.ts"],
    testTimeout: 150_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
