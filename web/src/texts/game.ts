// The game page's player-facing texts: the header, the connection, the seats, the status line,
// the buttons, the invitations, the history and replay, the analysis, the result banner and
// the cover of hidden cards. A game's own words come from its record.

export const gameTexts = {
  loading: "Loading…",
  title: (name: string) => `${name} · Quartet`,
  header: (rules: string, clock: string | null, watching: boolean) =>
    `${rules}${clock ? ` · clock ${clock}` : ""}${watching ? " · you are watching" : ""}`,
  seatRefused: (message: string) => `Your seat for this game was refused (${message}); watching instead.`,

  link: {
    open: "● connected",
    connecting: "◌ connecting…",
    reconnecting: "◌ reconnecting…",
    waiting: (seconds: number) => `✕ connection lost: retrying in ${seconds} s`,
    refused: (message: string) => `✕ ${message}`,
    refusedByServer: "refused by the server",
    badToken: "bad seat token",
  },

  seat: {
    bot: (level: string | null) => `Bot (${level ?? "?"})`,
    you: " (you)",
    kindBot: "bot",
    open: "open seat: anyone may join",
    invited: "invited: not joined yet",
    offline: "offline",
  },

  status: {
    replay: (at: number, of: number) => `Replay: after action ${at} of ${of}.`,
    waitingFor: (names: string[]) => `Waiting for ${names.join(", ")} to join.`,
    yourTurnAs: (seat: string) => `${seat}: your turn.`,
    yourTurn: "Your turn.",
    toMove: (seat: string) => `${seat} to move…`,
    last: (seat: string, action: string) => ` Last: ${seat} ${action}.`,
  },

  controls: {
    takeBack: "Take back",
    resign: "Resign",
    reallyResign: "Really resign?",
    takeSeat: "Take a seat",
    openRematch: "Open the rematch",
    acceptRematch: "Accept the rematch",
    rematch: "Rematch",
    exportRecord: "Export record",
    recordSaved: "Record saved. Import it from the lobby to go on from any point.",
  },

  invites: {
    heading: "Invite",
    linkFor: (seat: number) => `link for seat ${seat + 1}`,
    send: (seat: string, open: boolean) => `${seat} (${open ? "open to anyone" : "for a friend"}): send this link`,
    copy: "Copy",
    copied: "Link copied.",
    copyByHand: "Select the link and copy it.",
  },

  history: {
    heading: "History",
    slider: "replay: action shown",
    first: "first",
    back: "back one action",
    forward: "forward one action",
    live: "back to the game",
    count: (ply: number) => `${ply} actions (live)`,
    showing: (at: number, of: number) => `showing ${at} of ${of}`,
    entry: (seat: string, action: string) => `${seat}: ${action}`,
  },

  analysis: {
    heading: "Analysis",
    show: "Show the solver's values",
    hide: "Hide the solver's values",
    thinking: "The solver is thinking…",
    over: "The game is over here.",
    value: (seat: string, value: string) => `${seat} to move: ${value} with best play.`,
    more: (n: number) => `…and ${n} more turns.`,
  },

  banner: {
    draw: "Draw",
    youWin: "You win!",
    youLose: "You lose",
    wins: (seat: string) => `${seat} wins`,
    close: "close",
  },

  cover: {
    pass: (seat: string) => `Pass the device to ${seat}.`,
    show: (seat: string) => `Show ${seat}'s cards`,
  },
};
