// What the server says about its games (`GET /api/meta`), asked once per page load and shared
// by the pages that need it.

import { api, type Meta } from "./api";

let asked: Promise<Meta> | null = null;

/** The server's facts about its games (asked again after a failure). */
export function meta(): Promise<Meta> {
  if (!asked) {
    asked = api.meta();
    asked.catch(() => {
      asked = null;
    });
  }
  return asked;
}

/** The games the server can analyse with its solver. */
export function analysedGames(): Promise<readonly string[]> {
  return meta().then((m) => m.analysis);
}
