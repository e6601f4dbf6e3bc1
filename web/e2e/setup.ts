// The end-to-end suite's shared fixtures, started once for every test file: one `quartet serve`
// (a temporary data directory, no rate limit: the suite's browsers all come from loopback)
// and one Chromium, which each file reaches over its WebSocket endpoint. A test that needs a
// server of its own (one it kills) starts it with `Server.start`.

import type { TestProject } from "vitest/node";
import { launchServer, Server } from "./harness";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await Server.start(undefined, 0, ["--http-rate", "0"]);
  const browser = await launchServer();
  project.provide("serverUrl", server.url);
  project.provide("wsEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.dispose();
  };
}
