// The invitation page's player-facing texts.

export const joinTexts = {
  heading: "Invitation",
  loading: "Loading…",
  invited: (game: string) => `You are invited to play ${game}`,
  seat: (seat: number, others: string[]) => `Seat ${seat + 1}${others.length > 0 ? `, with ${others.join(", ")}` : ""}.`,
  bot: (level: string | null) => `a bot (${level})`,
  player: (seat: number) => `player ${seat + 1}`,
  rules: (rules: string, clock: string) => `Rules: ${rules}${clock !== "none" ? ` · clock ${clock}` : ""}`,
  take: (seat: number) => `Take seat ${seat + 1}`,
  watch: "Just watch",
  lobby: "Lobby",
  toLobby: "Go to the lobby",
};
