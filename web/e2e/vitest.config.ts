// The end-to-end tests: one file at a time (they share the machine's two cores with the bots).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 150_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
