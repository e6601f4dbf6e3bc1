//! QEP, the Quartet Engine Protocol: a line-based text protocol over standard input and output
//! (in the spirit of UCI) by which a program plays any of the three games. Documented in
//! `docs/engine-protocol.md`.
//!
//! [`serve`] is the engine side (what `quartet engine` runs); [`ExternalBot`] is the client side,
//! a [`Bot`] that plays by talking to another process, so the arena can pit an outside engine
//! against ours.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use quartet_core::text::Excerpt;
use quartet_core::{AnyGame, Game, GameKind};

use crate::any::AnyBot;
use crate::bot::Bot;
use crate::levels::Level;

/// The protocol's version, sent in the handshake.
pub const VERSION: u32 = 1;

/// What is wrong with a request.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ProtocolError(pub String);

/// One request from the client to the engine.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// `qep`: the handshake.
    Hello,
    /// `isready`.
    IsReady,
    /// `setoption level <level>` or `setoption seed <n>`.
    SetOption {
        /// The option's name.
        name: String,
        /// Its value.
        value: String,
    },
    /// `newgame <game> [<rules>]`.
    NewGame {
        /// Which game.
        kind: GameKind,
        /// The rules text, as in a record's `[Rules]` tag (empty for the defaults).
        rules: String,
    },
    /// `position <position | startpos> [moves <action> …]`.
    Position {
        /// The position in the game's notation, or `None` for the start.
        position: Option<String>,
        /// Actions played from it.
        moves: Vec<String>,
    },
    /// `go [movetime <ms>]`.
    Go {
        /// Time for this action, if limited.
        movetime: Option<Duration>,
    },
    /// `quit`.
    Quit,
}

impl Request {
    /// Reads one line.
    pub fn parse(line: &str) -> Result<Request, ProtocolError> {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word {
            "qep" => Ok(Request::Hello),
            "isready" => Ok(Request::IsReady),
            "quit" => Ok(Request::Quit),
            "setoption" => {
                let (name, value) = rest
                    .split_once(char::is_whitespace)
                    .ok_or_else(|| ProtocolError("setoption needs a name and a value".into()))?;
                Ok(Request::SetOption {
                    name: name.to_string(),
                    value: value.trim().to_string(),
                })
            }
            "newgame" => {
                let (game, rules) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                let kind = game
                    .parse()
                    .map_err(|e: quartet_core::game::UnknownGame| ProtocolError(e.to_string()))?;
                Ok(Request::NewGame {
                    kind,
                    rules: rules.trim().to_string(),
                })
            }
            "position" => {
                if rest.is_empty() {
                    return Err(ProtocolError("position needs a position or startpos".into()));
                }
                let (position, moves) = match rest.find(" moves") {
                    Some(i) => (
                        &rest[..i],
                        rest[i + 6..].split_whitespace().map(String::from).collect(),
                    ),
                    None if rest == "moves" || rest.starts_with("moves ") => {
                        return Err(ProtocolError(
                            "position needs a position or startpos before moves".into(),
                        ));
                    }
                    None => (rest, Vec::new()),
                };
                let position = position.trim();
                Ok(Request::Position {
                    position: (position != "startpos").then(|| position.to_string()),
                    moves,
                })
            }
            "go" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                match words.as_slice() {
                    [] => Ok(Request::Go { movetime: None }),
                    ["movetime", ms] => {
                        let ms: u64 = ms.parse().map_err(|_| {
                            ProtocolError(format!("movetime {}: expected milliseconds", Excerpt::new(ms)))
                        })?;
                        Ok(Request::Go {
                            movetime: Some(Duration::from_millis(ms)),
                        })
                    }
                    _ => Err(ProtocolError(format!(
                        "go {}: expected `go` or `go movetime <ms>`",
                        Excerpt::new(rest)
                    ))),
                }
            }
            "" => Err(ProtocolError("empty line".into())),
            other => Err(ProtocolError(format!("unknown command {}", Excerpt::new(other)))),
        }
    }
}

/// The engine's state between requests.
struct Session {
    level: Level,
    seed: u64,
    kind: Option<GameKind>,
    rules: String,
    game: Option<AnyGame>,
    /// Quartino: the seat's observation (an engine is never sent the other hands).
    observation: Option<quartet_core::quartino::Observation>,
    bot: Option<AnyBot>,
}

/// Runs the engine side of the protocol until `quit` or the end of input. Every bad request is
/// answered with `error <message>` and changes nothing.
pub fn serve(
    mut input: impl BufRead,
    mut output: impl Write,
    level: Level,
    seed: u64,
) -> std::io::Result<()> {
    let mut session = Session {
        level,
        seed,
        kind: None,
        rules: String::new(),
        game: None,
        observation: None,
        bot: None,
    };
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // A line that is not text is a bad line like any other: answered, and the session goes on.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            writeln!(output, "error the line is not text (UTF-8)")?;
            output.flush()?;
            continue;
        };
        if line.trim().is_empty() {
            continue;
        }
        let request = match Request::parse(line) {
            Ok(r) => r,
            Err(e) => {
                writeln!(output, "error {e}")?;
                output.flush()?;
                continue;
            }
        };
        if request == Request::Quit {
            break;
        }
        for reply in session.handle(request) {
            writeln!(output, "{reply}")?;
        }
        output.flush()?;
    }
    Ok(())
}

impl Session {
    fn handle(&mut self, request: Request) -> Vec<String> {
        match self.try_handle(request) {
            Ok(replies) => replies,
            Err(e) => vec![format!("error {e}")],
        }
    }

    fn bot_for(&mut self, kind: GameKind, movetime: Option<Duration>) -> Result<&mut AnyBot, ProtocolError> {
        if self.bot.as_ref().is_none_or(|b| b.kind() != kind) || movetime.is_some() {
            let bot = match movetime {
                Some(t) => AnyBot::with_time(kind, self.level, t, self.seed),
                None => AnyBot::new(kind, self.level, self.seed),
            };
            self.bot = Some(bot.map_err(|e| ProtocolError(e.to_string()))?);
        }
        self.bot.as_mut().ok_or_else(|| ProtocolError("no bot".into()))
    }

    /// Quartino's `position`: the seat's observation, as `quartet show quartino` reads it
    /// (`startpos` deals from the seed and takes the first seat's view).
    fn quartino_position(
        &mut self,
        position: Option<String>,
        moves: Vec<String>,
    ) -> Result<Vec<String>, ProtocolError> {
        use quartet_core::quartino::{Config, Observation, Quartino};
        let config: Config = self
            .rules
            .parse()
            .map_err(|e: quartet_core::quartino::RulesError| ProtocolError(e.to_string()))?;
        if !moves.is_empty() {
            return Err(ProtocolError(
                "Quartino positions are observations: send the seat's view after each action, without moves"
                    .into(),
            ));
        }
        let observation = match position {
            None => {
                let game = Quartino::start(&config, self.seed);
                game.observe(game.to_move())
            }
            Some(text) => {
                Observation::parse(&config, &text).map_err(|e| ProtocolError(format!("position: {e}")))?
            }
        };
        self.observation = Some(observation);
        Ok(Vec::new())
    }

    fn try_handle(&mut self, request: Request) -> Result<Vec<String>, ProtocolError> {
        match request {
            Request::Hello => Ok(vec![
                format!("id name Quartet {}", env!("CARGO_PKG_VERSION")),
                "id author the Quartet developers".into(),
                format!("id protocol {VERSION}"),
                "option level beginner|casual|strong|strongest|perfect".into(),
                "option seed <integer>".into(),
                "qepok".into(),
            ]),
            Request::IsReady => Ok(vec!["readyok".into()]),
            Request::SetOption { name, value } => {
                match name.as_str() {
                    "level" => {
                        let level: Level = value
                            .parse()
                            .map_err(|e: crate::levels::UnknownLevel| ProtocolError(e.to_string()))?;
                        // A level the current game does not have is refused, and the level stays.
                        if let Some(kind) = self.kind.filter(|&k| !level.is_in(k)) {
                            return Err(ProtocolError(format!(
                                "{kind_name} has no {level} level; the level stays {current}",
                                kind_name = kind.name(),
                                current = self.level
                            )));
                        }
                        self.level = level;
                    }
                    "seed" => {
                        self.seed = value.parse().map_err(|_| {
                            ProtocolError(format!("seed {}: expected a whole number", Excerpt::new(&value)))
                        })?
                    }
                    _ => {
                        return Err(ProtocolError(format!(
                            "unknown option {}: expected level or seed",
                            Excerpt::new(&name)
                        )));
                    }
                }
                self.bot = None;
                Ok(Vec::new())
            }
            Request::NewGame { kind, rules } => {
                // Check the rules now, so that a mistake is reported where it was made.
                AnyGame::start(kind, &rules, self.seed).map_err(|e| ProtocolError(e.to_string()))?;
                self.kind = Some(kind);
                self.rules = rules;
                self.game = None;
                self.bot = None;
                // A level the new game does not have (perfect, set for Quarto!) falls back to the
                // game's strongest, and the client is told.
                if !self.level.is_in(kind) {
                    let asked = self.level;
                    self.level = Level::Strongest;
                    return Ok(vec![format!(
                        "info {} has no {asked} level: the level is now {}",
                        kind.name(),
                        self.level
                    )]);
                }
                Ok(Vec::new())
            }
            Request::Position { position, moves } => {
                let kind = self
                    .kind
                    .ok_or_else(|| ProtocolError("no game: send newgame first".into()))?;
                if kind == GameKind::Quartino {
                    return self.quartino_position(position, moves);
                }
                let mut game = match position {
                    None => AnyGame::start(kind, &self.rules, self.seed),
                    Some(p) => AnyGame::from_position(kind, &self.rules, &p),
                }
                .map_err(|e| ProtocolError(format!("position: {e}")))?;
                for (i, m) in moves.iter().enumerate() {
                    game.play_text(m)
                        .map_err(|e| ProtocolError(format!("move {} ({m}): {e}", i + 1)))?;
                }
                self.game = Some(game);
                Ok(Vec::new())
            }
            Request::Go { movetime } if self.kind == Some(GameKind::Quartino) => {
                let observation = self
                    .observation
                    .clone()
                    .ok_or_else(|| ProtocolError("no position: send position first".into()))?;
                if observation.table().outcome().is_some() {
                    return Ok(vec!["bestaction none".into()]);
                }
                let bot = self.bot_for(GameKind::Quartino, movetime)?;
                match bot.choose_quartino(&observation) {
                    Some(action) => Ok(vec![format!("bestaction {action}")]),
                    None => Err(ProtocolError("the engine found no action".into())),
                }
            }
            Request::Go { movetime } => {
                let game = self
                    .game
                    .clone()
                    .ok_or_else(|| ProtocolError("no position: send position first".into()))?;
                if game.is_over() {
                    return Ok(vec!["bestaction none".into()]);
                }
                let bot = self.bot_for(game.kind(), movetime)?;
                match bot.choose(&game) {
                    Some(action) => Ok(vec![format!("bestaction {action}")]),
                    None => Err(ProtocolError("the engine found no action".into())),
                }
            }
            Request::Quit => Ok(Vec::new()),
        }
    }
}

/// A bot that plays by running another program that speaks QEP (games of perfect information:
/// the program is sent the position).
pub struct ExternalBot {
    name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    movetime: Duration,
}

/// Why an external engine could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ExternalError {
    /// The program did not start.
    #[error("could not start {program:?}: {source}")]
    Spawn {
        /// The program.
        program: String,
        /// Why.
        source: std::io::Error,
    },
    /// It said something unexpected, or nothing in time.
    #[error("engine {0}")]
    Protocol(String),
}

impl ExternalBot {
    /// Starts `program` with `args`, shakes hands, and starts a game of `kind` with `rules`.
    pub fn start(
        program: &str,
        args: &[String],
        kind: GameKind,
        rules: &str,
        movetime: Duration,
    ) -> Result<ExternalBot, ExternalError> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|source| ExternalError::Spawn {
                program: program.to_string(),
                source,
            })?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| ExternalError::Protocol("has no stdin".into()))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| ExternalError::Protocol("has no stdout".into()))?;
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut bot = ExternalBot {
            name: program.to_string(),
            child,
            stdin,
            lines,
            movetime,
        };
        bot.send("qep")?;
        for line in bot.wait_for("qepok", Duration::from_secs(10))? {
            if let Some(name) = line.strip_prefix("id name ") {
                bot.name = name.to_string();
            }
        }
        bot.send(&format!("newgame {kind} {rules}"))?;
        bot.send("isready")?;
        bot.wait_for("readyok", Duration::from_secs(10))?;
        Ok(bot)
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| ExternalError::Protocol(format!("stopped reading: {e}")))
    }

    /// Reads lines until one starts with `word`; returns them all. An `error` line is an error.
    fn wait_for(&mut self, word: &str, timeout: Duration) -> Result<Vec<String>, ExternalError> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(timeout) {
                Ok(line) => {
                    if let Some(message) = line.strip_prefix("error ") {
                        return Err(ExternalError::Protocol(format!("said: {message}")));
                    }
                    let done = line.split_whitespace().next() == Some(word);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(ExternalError::Protocol(format!(
                        "sent no {word} within {timeout:?}"
                    )));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(ExternalError::Protocol("has exited".into()));
                }
            }
        }
    }

    /// Sends what the seat sees (`position <view>`), asks for an action within the move time,
    /// and reads the answer with `parse`.
    fn ask<A>(
        &mut self,
        view: &str,
        parse: impl FnOnce(&str) -> Result<A, String>,
    ) -> Result<A, ExternalError> {
        self.send(&format!("position {view}"))?;
        self.send(&format!("go movetime {}", self.movetime.as_millis()))?;
        let lines = self.wait_for("bestaction", self.movetime * 3 + Duration::from_secs(5))?;
        let last = lines.last().map(String::as_str).unwrap_or("");
        let text = last.strip_prefix("bestaction").unwrap_or("").trim();
        parse(text)
            .map_err(|e| ExternalError::Protocol(format!("sent a bad action {}: {e}", Excerpt::new(text))))
    }
}

/// External engines for games of perfect information are sent the position.
macro_rules! external_perfect_information {
    ($G:ty) => {
        impl Bot<$G> for ExternalBot {
            fn name(&self) -> String {
                self.name.clone()
            }

            /// An engine that fails answers nothing, and the arena scores the game as its loss.
            fn choose(&mut self, observation: &$G) -> Option<<$G as Game>::Action> {
                self.ask(&observation.position(), |text| {
                    observation.parse_action(text).map_err(|e| e.to_string())
                })
                .ok()
            }
        }
    };
}

external_perfect_information!(quartet_core::quarto::Quarto);
external_perfect_information!(quartet_core::danish::DanishQuarto);

impl Bot<quartet_core::quartino::Quartino> for ExternalBot {
    fn name(&self) -> String {
        self.name.clone()
    }

    /// The engine is sent the seat's observation only.
    fn choose(
        &mut self,
        observation: &quartet_core::quartino::Observation,
    ) -> Option<quartet_core::quartino::Action> {
        self.ask(&observation.to_string(), |text| {
            text.parse()
                .map_err(|e: quartet_core::quartino::ParseActionError| e.to_string())
        })
        .ok()
    }
}

impl Drop for ExternalBot {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        std::thread::sleep(Duration::from_millis(10));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_parse_and_bad_ones_say_why() {
        assert_eq!(Request::parse("qep").unwrap(), Request::Hello);
        assert_eq!(
            Request::parse("newgame quarto squares=yes").unwrap(),
            Request::NewGame {
                kind: GameKind::Quarto,
                rules: "squares=yes".into()
            }
        );
        assert_eq!(
            Request::parse("position ..../..../..../.... - moves 7 a1").unwrap(),
            Request::Position {
                position: Some("..../..../..../.... -".into()),
                moves: vec!["7".into(), "a1".into()]
            }
        );
        assert_eq!(
            Request::parse("position startpos").unwrap(),
            Request::Position {
                position: None,
                moves: vec![]
            }
        );
        assert_eq!(
            Request::parse("go movetime 250").unwrap(),
            Request::Go {
                movetime: Some(Duration::from_millis(250))
            }
        );
        for (bad, says) in [
            ("fly", "unknown command"),
            ("newgame chess", "unknown game"),
            ("go movetime soon", "expected milliseconds"),
            ("position", "needs a position"),
            ("setoption level", "needs a name and a value"),
        ] {
            let e = Request::parse(bad).unwrap_err();
            assert!(e.0.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn quartino_rules_with_beginners_rounds_reach_the_engine() {
        // situations=from:3: a column standing in round 3 opens nothing.
        let board = "YYYY/B/././././././.";
        let input = format!(
            "newgame quartino players=2 situations=from:3\n\
             position {board} 2 SFC 5 ?,?,?,?/?,?,?,?\n\
             position {board} 2 P1 5 ?,?,?,?/YGBP,BPGY,PYBG,GYPB @2\ngo\n"
        );
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out, Level::Casual, 1).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.contains("the situations are not played in this turn (situations=from:3)"),
            "{out}"
        );
        let best = out.lines().find_map(|l| l.strip_prefix("bestaction ")).unwrap();
        let action: quartet_core::quartino::Action = best.parse().unwrap();
        assert!(
            matches!(action, quartet_core::quartino::Action::Place(..)),
            "{out}"
        );
    }

    #[test]
    fn a_long_line_is_quoted_short() {
        let long = "x".repeat(100_000);
        let input = format!("{long}\nsetoption seed {long}\nnewgame quarto\nposition {long}\n");
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out, Level::Casual, 1).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out.lines().count(), 3, "{out:.300}");
        assert!(out.lines().all(|l| l.len() < 300), "{out:.600}");
        assert!(out.contains("unknown command \"xxx"), "{out:.600}");
    }

    #[test]
    fn a_whole_session() {
        let input = "qep\nisready\nnewgame quarto\nposition startpos moves 7\ngo\n\
                     position ..../..../..../012. 3\ngo\nposition startpos moves 7 7\nbogus\nquit\ngo\n";
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out, Level::Casual, 1).unwrap();
        let out = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines.contains(&"qepok"));
        assert!(lines.contains(&"readyok"));
        let best: Vec<&str> = lines
            .iter()
            .filter_map(|l| l.strip_prefix("bestaction "))
            .collect();
        assert_eq!(best.len(), 2, "{out}");
        assert!(best[0].len() == 2, "a placement after the give: {out}");
        assert_eq!(best[1], "d1", "casual takes the win at once");
        assert!(out.contains("error move 2 (7): "), "{out}");
        assert!(out.contains("error unknown command \"bogus\""), "{out}");
        assert_eq!(
            lines.last(),
            Some(&"error unknown command \"bogus\""),
            "nothing after quit"
        );
    }

    fn session(input: &[u8]) -> Vec<String> {
        let mut out = Vec::new();
        serve(input, &mut out, Level::Casual, 1).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    }

    #[test]
    fn a_level_the_game_lacks_is_refused_and_every_go_answers() {
        let lines = session(b"newgame danish\nposition startpos moves e5\nsetoption level perfect\ngo movetime 100\nisready\n");
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(
            lines[0].starts_with("error Danish Quarto has no perfect level; the level stays casual"),
            "{lines:?}"
        );
        assert!(lines[1].starts_with("bestaction "), "{lines:?}");
        assert_eq!(lines[2], "readyok");
    }

    #[test]
    fn a_level_the_next_game_lacks_falls_back_and_says_so() {
        let lines = session(
            b"setoption level perfect\nnewgame danish\nposition startpos moves e5\ngo movetime 50\nnewgame quarto\nisready\n",
        );
        assert_eq!(
            lines[0], "info Danish Quarto has no perfect level: the level is now strongest",
            "{lines:?}"
        );
        assert!(lines[1].starts_with("bestaction "), "{lines:?}");
        assert_eq!(lines[2], "readyok", "{lines:?}");
    }

    #[test]
    fn a_line_that_is_not_text_is_a_bad_line() {
        let lines = session(b"qep\n\xff\nisready\nquit\nisready\n");
        assert!(lines.contains(&"qepok".to_string()), "{lines:?}");
        let n = lines.len();
        assert_eq!(lines[n - 2], "error the line is not text (UTF-8)", "{lines:?}");
        assert_eq!(lines[n - 1], "readyok", "{lines:?}");
    }
}
