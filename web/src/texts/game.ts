// The game page's player-facing texts: the header, the connection, the seats, the status line,
// the buttons, the invitations, the history and replay, the analysis, the result banner and
// the cover of hidden cards. A game's own words come from its record.

export const gameTexts = {
  loading: "Loading…",
  title: (name: string) => `${name} · Quartet`,
  titleYourTurn: (name: string) => `● Your turn · ${name} · Quartet`,
  notFound: "No such game",
  notFoundDetail: (id: string) => `There is no game “${id}” on this server: it may have been cancelled, or the link is mistyped.`,
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
    /** One of several bots, by its seat: `Bot 3 (casual)`. */
    botAt: (seat: number, level: string | null) => `Bot ${seat + 1} (${level ?? "?"})`,
    you: " (you)",
    kindBot: "bot",
    thinking: "bot · thinking…",
    open: "open seat: anyone may join",
    invited: "invited: not joined yet",
    online: "connected",
    offline: "offline",
    resigned: "resigned",
    presence: (connected: boolean) => (connected ? "connected" : "not connected"),
  },

  presence: {
    spectators: (n: number) => (n === 1 ? "1 spectator" : `${n} spectators`),
  },

  status: {
    replay: (at: number, of: number) => `Replay: after action ${at} of ${of}.`,
    over: (headline: string, detail: string) => `${headline}: ${detail}`,
    thinking: (seat: string) => `${seat} is thinking…`,
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
    reallyResignAll: "Really resign? The game ends for everyone",
    takeSeat: "Take a seat",
    openRematch: "Open the rematch",
    acceptRematch: "Accept the rematch",
    rematch: "Rematch",
    exportRecord: "Export record",
    cancel: "Cancel the game",
    reallyCancel: "Really cancel?",
    cancelled: "The game is cancelled.",
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
    count: (ply: number) => (ply === 1 ? "1 action" : `${ply} actions`),
    showing: (at: number, of: number) => `showing ${at} of ${of}`,
    entry: (seat: string, action: string) => `${seat} ${action}`,
    turnLabel: (n: number, seat: string) => `turn ${n}, ${seat}`,
    none: "No action yet.",
  },

  confirm: {
    label: "confirm the action",
    option: "Confirm each action before it is sent",
    ask: (action: string) => `${action}?`,
    yes: "Confirm",
    no: "Cancel",
  },

  analysis: {
    heading: "Analysis",
    notAnalysed: "This position is not analysed: with so few pieces placed the solver needs longer than it is given. Step on to a later one.",
    show: "Show the solver's values",
    hide: "Hide the solver's values",
    thinking: "The solver is thinking…",
    over: "The game is over here.",
    value: (seat: string, value: string) => `${seat} to move: ${value} with best play.`,
    more: (n: number) => `…and ${n} more turns.`,
  },

  banner: {
    youWin: "You win!",
    youLose: "You lose",
    close: "close",
  },

  result: {
    draw: "Draw",
    nobody: "Nobody wins",
    cancelled: "Cancelled",
    wins: (seat: string) => `${seat} wins`,
    outOfTime: (seat: string) => `${seat} ran out of time`,
    resigned: (seat: string) => `${seat} resigned`,
    /** With more than two seats a resignation ends the game for everyone (Quartino's cards
     * cannot be played on without one of their holders). */
    resignedAll: (seat: string) => `${seat} resigned, which ends the game for everyone`,
  },

  cover: {
    pass: (seat: string) => `Pass the device to ${seat}.`,
    show: (seat: string) => `Show ${seat}'s cards`,
  },
};
