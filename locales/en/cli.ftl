# The command line's help (`quartet --help`, `quartet <command> --help`): each command's
# description (`cli-<command>`, `cli-<command>-long` for the full text) and its arguments'
# (`cli-<command>-arg-<name>`; `cli-arg-<name>` when several commands share one), and the
# words clap would otherwise say in English (it adds the colon after a heading).

cli-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-value-command = COMMAND
cli-help = Print help
cli-help-more = Print help (see more with '--help')
cli-help-summary = Print help (see a summary with '-h')
cli-version = Print version
cli-help-command = Print this message or the help of the given command(s)
cli-help-command-arg = Print the help of this command
cli-default = [default: {$value}]
cli-possible-values = [possible values: {$values}]
cli-env = [env: {$name}]

## Options of several commands

cli-arg-attributes = Quarto!: the attributes that count, comma-separated among height,colour,shape,top
cli-arg-game = quarto, danish or quartino
cli-arg-hash = Transposition table size in MiB
cli-arg-lang = The language of the words and of this help: en, ro, es, fr, cs or it (default: from LC_ALL, LC_MESSAGES or LANG)
cli-arg-position = The position, in the game's notation
cli-arg-rules = Any game: the rules as written in a record's [Rules] tag
cli-arg-squares = Quarto!: the 2×2 squares win too (advanced game)
cli-arg-threads = Search threads
cli-arg-viewer = Quartino: show the position as this seat (1–5) sees it (default: the player to move)

cli-about = Quartet: play, solve and analyse Quarto!, Danish Quarto and Quartino.

cli-perft = Count the action sequences of exactly DEPTH actions from a position
cli-perft-arg-depth = How many actions deep (0 to 255)

cli-show = Draw a position in the terminal

cli-play = Play a game in the terminal, against bots or people at this keyboard
cli-play-long =
    Play a game in the terminal, against bots or people at this keyboard.

    Full screen by default: a menu (a new game, from the start or from a position, or "Load a record…"), then the board. Play with the keyboard (type an action and Enter, or choose one in the list with ↑↓ and Enter) or the mouse: click a cell or a pool piece (Quarto!); a point, or one of your pieces then where it goes, then the piece to capture when a square is made (Danish Quarto); a colour of the supply then a space, a card of your hand to claim it, or a button (Quartino). Esc clears a choice (else quits); Ctrl+S saves the game as a record, Ctrl+O loads one; F1 help.
cli-play-arg-clock = The clock: none, 1m/move, 10m, 10m+5s (default: none; with --load, the record's)
cli-play-arg-load = Continue a game from a record file (as saved with Ctrl+S or `save FILE`); its seats are the record's unless --seats names them. In the full-screen game, Ctrl+O loads one too
cli-play-arg-from = With --load: go on after this many of the record's actions instead of after the last (0: from its start)
cli-play-arg-start = With --game: start from this position (the game's notation, as `quartet show` and the game pages write it) instead of the usual start
cli-play-arg-plain = Line-by-line text instead of the full-screen display
cli-play-arg-rules = The rules, as in a record's [Rules] tag (e.g. "squares=yes win=announce"); not with --load, whose record has its own
cli-play-arg-seats = The seats in turn order, comma-separated: `human`, `human:NAME`, or a bot level (beginner, casual, strong, strongest, perfect). Default: you against a casual bot. In Quartino their number is the number of players, unless --rules sets players=
cli-play-arg-seed = Seed of the deal and the bots

cli-arena = Play a match between two bots and rate them
cli-arena-arg-a = Bot A: a level (beginner, casual, strong, strongest, perfect), random, greedy, mcts:N (N playouts a move), mcts:Nms (N ms a move), or external:"PROGRAM ARGS…"
cli-arena-arg-b = Bot B, written like bot A
cli-arena-arg-games = How many games (1 to a million)
cli-arena-arg-json = Write the result as JSON to this file
cli-arena-arg-max-actions = A game longer than this many actions is stopped as a draw
cli-arena-arg-movetime = Time a move for external engines and the search levels, in milliseconds (at most an hour)
cli-arena-arg-opening = Start every game with this many random actions, none of which ends it; the two games of a pair share their opening with the seats swapped (in Quartino the deal differs). For bots that would otherwise play the same game every time
cli-arena-arg-quiet = No progress bar
cli-arena-arg-records = Save every game as a record in this folder
cli-arena-arg-rules = The game's rules, as in a record's [Rules] tag
cli-arena-arg-seed = Seed of the match
cli-arena-arg-threads = Worker threads (default: every core)
cli-arena-arg-uncapped = The levels without their time caps: only their budgets of nodes or playouts stop their searches, so the match gives the same games on any machine, however loaded

cli-arena-merge = Merge the result files of one match played in parts (`arena --json`, each part with its own `--seed`) into one result
cli-arena-merge-arg-files = Result files written by `arena --json`, all of the same match: the same game, rules, openings and bots, and no game twice (game `i` of a match played with `--seed S` has seed `S + i`, so `--seed S+N` goes on where a match of N games stopped)
cli-arena-merge-arg-json = Write the merged result as JSON to this file

cli-engine = Speak the Quartet Engine Protocol (QEP) on standard input and output
cli-engine-arg-level = The strength to play at (beginner, casual, strong, strongest, perfect)
cli-engine-arg-seed = Seed of the bot's random choices

cli-serve = Run the web server: the browser UI, the JSON API and live games
cli-serve-arg-addr = The address and port to listen on in one, e.g. 127.0.0.1:8080 or [::1]:8080 (instead of --host and --port)
cli-serve-arg-analysis-threads = How many analyses may run at once, on threads apart from the bots'
cli-serve-arg-behind-proxy = Behind a reverse proxy: the client's address is the one the trusted proxies write in X-Forwarded-For (the limits per client address count it), and their X-Forwarded-Proto: https makes the session cookie Secure; the headers of any other peer are ignored. From the environment: true or false
cli-serve-arg-trusted-proxies = The trusted proxies' addresses or address blocks, comma-separated (10.0.0.5, 10.0.0.0/8, fd00::/8); giving them implies --behind-proxy. Default with --behind-proxy: this machine (127.0.0.0/8 and ::1)
cli-serve-arg-bot-threads = How many bot searches may run at once (default: one per core but one)
cli-serve-arg-data-dir = Where the games are kept (an SQLite file, quartet.db, in this directory)
cli-serve-arg-database-connections = With PostgreSQL: the most connections a node opens for the games (at least 2, plus one for its heartbeat). Each is a PostgreSQL process: raise it when PostgreSQL has cores of its own to run them (see docs/deploy.md)
cli-serve-arg-database-url = A database instead of the data directory: postgres://USER:PASSWORD@HOST/DB, or sqlite://FILE. Better from the environment, where other users of the machine cannot read the password
cli-serve-arg-host = The address to listen on: 127.0.0.1 for this machine only, 0.0.0.0 for every network
cli-serve-arg-http-burst = API requests a client address may make in a burst
cli-serve-arg-first-turn-seconds = How long a player of a real-time or untimed game between people has for their first turn before the server aborts the game, unrated (a correspondence game gives its time a move; see docs/api.md)
cli-serve-arg-http-rate = API requests a client address may make a second, on average (0: no limit)
cli-serve-arg-lease-seconds = With PostgreSQL (several nodes on one database): how long a node's hold on the games it drives lasts without renewal; another node takes a game over within this and a sixth of it after the node dies (see docs/cluster.md)
cli-serve-arg-log = Which log lines to write: error, warn, info, debug or trace, or per module as in `info,quartet_server=debug`
cli-serve-arg-log-format = How the log lines on standard error look: text, for a person, or json, one JSON object a line, for a log collector
cli-serve-arg-metrics-token = The bearer token /metrics asks for (Prometheus's `authorization` setting sends it); without one, /metrics answers whoever reaches the node. Better from the environment, where other users of the machine cannot read it
cli-serve-arg-port = The port to listen on (0: any free port)
cli-serve-arg-shutdown-seconds = On SIGTERM or Ctrl-C, how long the server may take to stop (connections told to reconnect, requests in flight answered, bots stopped, the store closed) before it exits all the same; every action it acknowledged was stored before
cli-serve-arg-static-dir = The built browser UI to serve (default: web/dist when it exists)

cli-load-test = Play many games at once against a server on this machine and measure it
cli-load-test-arg-games = Games played at once
cli-load-test-arg-ramp-seconds = Games start spread over this many seconds (default: a quarter of the run, at most 10)
cli-load-test-arg-seconds = How long to play, in seconds
cli-load-test-arg-seed = Seed of the players' choices
cli-load-test-arg-think-ms = Average pause of a player before each action, in ms (0: as fast as possible; at most a minute)
cli-load-test-arg-url = A running server to load (loopback only), e.g. http://127.0.0.1:8080/; given several times, the nodes of one cluster (each game made on one, its two players on two); without it a server is started in this process on a temporary data directory

cli-bench = Measure the speed of the rules (perft and random playouts)
cli-bench-arg-game = quarto, danish or quartino; every game when omitted
cli-bench-arg-seconds = Seconds to spend on each measurement (at most an hour)

cli-solve = Solve a Quarto! position exactly: its value, the value of every turn, the best line
cli-solve-arg-distance = Also give the distance to the end (shortest win, longest loss), in placements
cli-solve-arg-game = The game: only quarto has a solver
cli-solve-arg-json = Print JSON (see docs/solver.md) and no progress display
cli-solve-arg-no-book = Search even positions the book answers (at most four pieces on the board)
cli-solve-arg-no-line = With --value-only: do not compute the principal line either
cli-solve-arg-position = The position, e.g. "..../..../..../.... -" (the start) or "0f../..../.3../a... 5"
cli-solve-arg-threads = Search threads (default: up to 2, the cores available; at most 64)
cli-solve-arg-time-limit = Give up after this many seconds (at most a week)
cli-solve-arg-value-only = Only the value and one best turn, not the value of every turn

cli-solve-bench = Measure the exact solver on the fixed benchmark suite (2-5 pieces, lines and squares)
cli-solve-bench-arg-count = Positions per number of pieces and rule set
cli-solve-bench-arg-pieces = Numbers of pieces on the board to measure (each 0 to 12), comma-separated
cli-solve-bench-arg-threads = Search threads (at most 64)
cli-solve-bench-arg-verbose = Print every position's result

cli-rules = The rules of a game, for someone who has never played it
cli-rules-arg-section = Only this section (its anchor, as in the browser's links: `squares`, `announce`, …)
cli-rules-arg-width = The width to wrap the text at

cli-review = Review a finished game: each action's value before and after, the mistakes with the engine's choice and why, and a chart (Quarto! by the exact solver)
cli-review-arg-danish-nodes = Danish Quarto: the engine's nodes for each position
cli-review-arg-json = Print the review as JSON
cli-review-arg-quartino-playouts = Quartino: the search's playouts for each decision
cli-review-arg-quarto-nodes = Quarto!: the solver's nodes for each position (positions it cannot finish within them are taken from the opening book, or left unknown)
cli-review-arg-record = The game record (see docs/records.md); `-` reads standard input

cli-puzzles = Puzzles made by the engines: generate them, check a puzzle file

cli-puzzles-generate = Make puzzles from games the engines play, each with a unique solution checked by the judge; one line each (see `crates/engine/src/learn/puzzle.rs` for the format)
cli-puzzles-generate-arg-count = How many puzzles
cli-puzzles-generate-arg-max-games = Give up after this many games
cli-puzzles-generate-arg-out = Append the puzzles to this file instead of writing them to standard output
cli-puzzles-generate-arg-rules = The rules, as written in a record's [Rules] tag (default: the game's own)
cli-puzzles-generate-arg-seed = The seed of the first game played (game i is played from SEED + i)
cli-puzzles-generate-arg-themes = Only these themes, comma-separated (default: every theme of the game, in its share)

cli-puzzles-check = Check a puzzle file: every line reads, and every solution is accepted by the judge
cli-puzzles-check-arg-file = The file

cli-analysis-bench = Measure how fast the value, a best turn and the full analysis of random positions of every variant come (0-15 pieces, both phases)
cli-analysis-bench-arg-count = Positions per variant (8), number of pieces and phase
cli-analysis-bench-arg-hash = Transposition table size in MiB of each variant's solver
cli-analysis-bench-arg-pieces = Numbers of pieces on the board to measure, comma-separated (default: 0 to 15)
cli-analysis-bench-arg-variants = The variants to measure, comma-separated (lines-1 … lines-4, squares-1 … squares-4); default: all eight
cli-analysis-bench-arg-verbose = Print every position's times

cli-book = The Quarto! books: every position with at most four pieces, solved

cli-book-build = Build books by solving every position with at most four pieces (long: minutes to hours each). A build stopped part way resumes from its journal in the same directory
cli-book-build-arg-out = Where to write the books (book-lines-N.bin, book-squares-N.bin); the shipped ones are in crates/engine/data
cli-book-build-arg-variants = The variants to build, comma-separated (lines-1 … lines-4, squares-1 … squares-4); default: all eight

cli-book-five = Build the fifth level of books: every position with five pieces valued, checked against the book (long: hours for four attributes). A build stopped part way resumes from its journal in the same directory
cli-book-five-arg-out = Where to write the fifth levels (five-lines-N.bin, five-squares-N.bin); the shipped ones are in crates/engine/data
cli-book-five-arg-variants = The variants to build, comma-separated (lines-1 … lines-4, squares-1 … squares-4); default: all eight

cli-book-six = Build the sixth level of books: every position with six pieces valued, checked against the fifth level (long: some three hours for the standard game). A build stopped part way resumes from its journal in the same directory
cli-book-six-arg-out = Where to write the sixth levels (six-lines-N.bin, six-squares-N.bin); the shipped ones are in crates/engine/data
cli-book-six-arg-variants = The variants to build, comma-separated (lines-1 … lines-4, squares-1 … squares-4); default: all eight

cli-book-export = Write books as open data: one CSV row a position (format in docs/solver.md)
cli-book-export-arg-out = The file to write (`-` for standard output)
cli-book-export-arg-variants = The variants to export, comma-separated (lines-1 … squares-4); default: every one whose book is built

cli-book-info = Show what the shipped books hold

# clap's refusals of a command line, and the numbers' reasons.
cli-error-heading = error:
cli-error-unknown-argument = unexpected argument '{$arg}' found
cli-error-unknown-command = unrecognized command '{$command}'
cli-error-invalid-value = invalid value '{$value}' for '{$arg}'
cli-error-invalid-value-why = invalid value '{$value}' for '{$arg}': {$why}
cli-error-possible-values = [possible values: {$values}]
cli-error-missing = the following required arguments were not provided: {$args}
cli-error-missing-command = '{$command}' needs a command but none was given
cli-error-conflict = the argument '{$arg}' cannot be used with '{$other}'
cli-error-extra-value = unexpected value '{$value}' for '{$arg}' found; no more were expected
cli-error-value-count = wrong number of values for '{$arg}'
cli-error-repeated = the argument '{$arg}' cannot be used more than once
cli-error-no-equals = '{$arg}' takes its value after an equals sign ('{$arg}=…')
cli-error-not-utf8 = an argument is not valid UTF-8 text
cli-error-other = the command line cannot be read
cli-tip-similar-argument = tip: a similar argument exists: '{$similar}'
cli-tip-similar-command = tip: a similar command exists: '{$similar}'
cli-tip-similar-value = tip: a similar value exists: '{$similar}'
cli-tip-dash = tip: to pass '{$arg}' as a value, use '-- {$arg}'
cli-error-more = For more information, try '{$help}'.
cli-expected-whole = expected a whole number from {$min} to {$max}
cli-expected-seconds = expected a number of seconds, more than 0 and at most {$max}
cli-expected-number = expected a number from {$min} to {$max}
cli-expected-game = expected quarto, danish or quartino
cli-expected-clock = expected none, 60s/move, 1d/move, 10m or 10m+5s
cli-expected-language = expected en, ro, es, fr, cs or it
cli-expected-address = expected an IP address or a block of them, such as 10.0.0.5, 10.0.0.0/8 or fd00::/8
cli-expected-prefix = expected a prefix length from 0 to 32 (IPv4) or from 0 to 128 (IPv6)

# What went wrong once the command line was read (after cli-error-heading).
# What is wrong, after where: a file, a position, an option.
cli-failure-in = {$place}: {$reason}
cli-failure-position = position "{$text}"
cli-failure-position-cut = position "{$text}" ({$chars} characters)
cli-failure-quarto-options = --squares and --attributes are options of quarto, not of danish
cli-failure-viewer = --viewer {$seat}: expected a seat from 1 to {$seats}
cli-failure-hidden-hand = the position hides the hand of the --viewer seat: give the whole position
cli-failure-seat = seat "{$seat}": expected human, human:NAME or a bot's level (beginner, casual, strong, strongest, perfect)
cli-failure-seat-name = seat "{$seat}": a name cannot hold control characters (line breaks, tabs…)
# A record that cannot be read (its words are the server's), then the reason the rules give.
cli-record-reason = {$what}: {$reason}
cli-failure-game-needed = --game is needed (quarto, danish or quartino), or --load with a record
cli-failure-load-other-game = --game {$asked}: the record is of {$game}; leave --game out with --load
cli-failure-load-nothing = no game could be started (errors: {$errors}): is a Quartet server running at that address?
cli-failure-start-over = the game is over in this position: nothing is left to play
cli-failure-from-past-end = the record has { $actions ->
    [one] {$actions} action
   *[other] {$actions} actions
}: --from {$from} is past its end
cli-failure-seat-count = {$game} here has { $seats ->
    [one] {$seats} seat
   *[other] {$seats} seats
}, but --seats names {$named}
cli-failure-no-index = --static {$dir}: there is no index.html there
cli-failure-no-section = {$game} has no section "{$section}": expected one of {$sections}
cli-failure-hash = --hash {$hash} MiB is more than the {$available} MiB of memory available: ask for less
cli-failure-no-solver = only Quarto! has a solver, {$game} has none
cli-failure-runtime = the server cannot start its threads
cli-failure-log-filter = --log "{$filter}": expected a log filter, such as info or warn,quartet_server=debug
cli-failure-stdin = the standard input cannot be read
cli-failure-reading = reading {$path}
cli-failure-writing = writing {$path}
cli-failure-creating = creating {$path}
cli-failure-opening = opening {$path}
cli-failure-removing = removing {$path}
cli-failure-external-program = external: needs a program, as external:"quartet engine"
cli-failure-no-result-file = no result file
cli-failure-book-variant = unknown variant "{$name}": expected lines-N or squares-N with N from 1 to 4
cli-failure-book-not-built = the book of {$name} is not built yet (quartet book build --variants {$name})
cli-failure-level-not-built = the fifth level of the book of {$name} is not built yet (quartet book five --variants {$name})
cli-failure-book-unreadable = the shipped book of {$name} cannot be read: {$reason}
cli-failure-puzzles-write = cannot write the puzzles
# The server's start-up: its address, its store ($reason: the system's or the database's own words).
cli-failure-bind = cannot listen on {$addr}: {$reason}
cli-failure-http = the HTTP server failed: {$reason}
cli-failure-store = cannot open the games' store: {$reason}
cli-failure-store-location = bad database location "{$location}": {$reason}
cli-failure-store-data-dir = cannot create the data folder {$dir}: {$reason}
cli-failure-store-open = cannot open the database {$location}: {$reason}
cli-failure-store-migrate = the database's migrations failed: {$reason}
cli-io-not-found = there is no such file
cli-io-permission = permission denied
cli-io-directory = it is a folder, not a file
cli-io-not-text = it is not text (UTF-8)
cli-io-address-in-use = the address is in use (is another server running there?)
cli-io-address-not-here = this machine has no such address
cli-io-exists = it exists already

# The placeholders of the arguments' values in help, usage lines and refusals.
cli-value-options = OPTIONS
cli-value-lang = LANG
cli-value-game = GAME
cli-value-position = POSITION
cli-value-depth = DEPTH
cli-value-list = LIST
cli-value-text = TEXT
cli-value-seat = SEAT
cli-value-rules = RULES
cli-value-seats = SEATS
cli-value-clock = CLOCK
cli-value-seed = SEED
cli-value-load = LOAD
cli-value-a = A
cli-value-b = B
cli-value-games = GAMES
cli-value-threads = THREADS
cli-value-movetime = MOVETIME
cli-value-max-actions = MAX_ACTIONS
cli-value-opening = OPENING
cli-value-json = JSON
cli-value-records = RECORDS
cli-value-files = FILES
cli-value-level = LEVEL
cli-value-port = PORT
cli-value-host = HOST
cli-value-host-port = HOST:PORT
cli-value-dir = DIR
cli-value-url = URL
cli-value-token = TOKEN
cli-value-n = N
cli-value-addresses = ADDRESSES
cli-value-log-format = LOG_FORMAT
cli-value-filter = FILTER
cli-value-seconds = SECONDS
cli-value-think-ms = THINK_MS
cli-value-ramp-seconds = RAMP_SECONDS
cli-value-mib = MIB
cli-value-pieces = PIECES
cli-value-count = COUNT
cli-value-section = SECTION
cli-value-width = WIDTH
cli-value-record = RECORD
cli-value-quarto-nodes = QUARTO_NODES
cli-value-danish-nodes = DANISH_NODES
cli-value-quartino-playouts = QUARTINO_PLAYOUTS
cli-value-max-games = MAX_GAMES
cli-value-file = FILE

## The report of quartet solve (its JSON keeps its English keys and words).
solve-position = position: {$position}
solve-value = value: {$value}
solve-best = best turns: {$turns}
# More turns keep the value than the report lists: how many, then the first of them.
solve-best-many = best turns ({$count}): {$turns}, …
solve-cells = the cells, each with the value of its best give:
# A cell, its value, then the value of each give after placing there, best first.
solve-cell = {$cell}: {$value}; giving {$gives}
solve-cell-ends = {$cell}: {$value} (the placement ends the game)
solve-give = {$piece}: {$value}
solve-turns = the turns:
solve-turn = {$turn}: {$value}
solve-line = principal line: {$actions}
solve-searched = nodes searched: {$nodes} in {$seconds} s ({$rate} million a second)
solve-from-book = answered from the book in {$seconds} s, without a search
# The progress line of a long solve, on the standard error.
solve-progress = {$millions} million nodes ({$rate} million a second)
solve-progress-turns = {$millions} million nodes ({$rate} million a second), turns solved: {$done} of {$total}

## The banner of quartet serve, for the person who started it (the logs stay English). The
## address comes first, the only http:// of the banner; the stop hint names Ctrl-C as typed.
serve-running = Quartet is running: open {$url}
serve-kept-sqlite = games kept in the SQLite file {$path}
serve-kept-memory = games kept in memory (SQLite): they are lost when the server stops
serve-kept-postgres = games kept in PostgreSQL at {$url}
serve-resumed = { $count ->
    [one] {$count} unfinished game resumed
   *[other] {$count} unfinished games resumed
}
serve-ui = browser UI from {$dir}
serve-no-ui = no built browser UI found (web/dist): a placeholder page is served
serve-stop-hint = press Ctrl-C to stop
serve-stopping = stopping…
