// The play panel's requests: quick pairing, seeks and challenges (docs/api.md).

import { request } from "../api";
import { browserId } from "../seats";
import type { ChallengeList, PairingMessage, PairingPools, PairingRequest, PairingTicket, SeekList } from "../wire";

/** What accepting a seek or a challenge answers: the game, as on the pairing socket. */
export type Paired = Extract<PairingMessage, { type: "paired" }>;

const enc = encodeURIComponent;

export const playApi = {
  pair: (req: PairingRequest) => request<PairingTicket>("POST", "/api/pairing", req),
  pools: () => request<PairingPools>("GET", "/api/pairing"),
  seek: (req: PairingRequest) => request<PairingTicket>("POST", "/api/seeks", req),
  seeks: () => request<SeekList>("GET", "/api/seeks"),
  acceptSeek: (id: string, name?: string) => request<Paired>("POST", `/api/seeks/${enc(id)}/accept`, { name, browser: browserId() }),
  challenge: (to: string, req: PairingRequest) => request<PairingTicket>("POST", "/api/challenges", { to, ...req }),
  challenges: () => request<ChallengeList>("GET", "/api/challenges"),
  acceptChallenge: (id: string) => request<Paired>("POST", `/api/challenges/${enc(id)}/accept`, {}),
  declineChallenge: (id: string) => request<{ declined: boolean }>("POST", `/api/challenges/${enc(id)}/decline`),
};
