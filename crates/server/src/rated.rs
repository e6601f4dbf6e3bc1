//! Rated games: what may be one ([`RatedRefusal`] says why not), and the end of one — its
//! ending and every seat's new rating written in one transaction of the store ([`finish`]), so
//! that a crash never leaves a finished rated game without its rating change or with it twice
//! (see `docs/ratings.md`). Knows nothing of rooms or HTTP.

use quartet_core::Outcome;
use quartet_rating::glicko2::Rating;
use quartet_rating::{Seated, Settings, rate_table, table};
use quartet_store::{Ending, GameStore, RatingChange, RatingValue, StoreError};

/// Why a game cannot be rated, or a seat of a rated game cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RatedRefusal {
    /// Nobody is signed in.
    #[error("a rated game is played between accounts: sign in first")]
    SignedOut,
    /// A bot sits at the table.
    #[error("a rated game is played between people: a bot's seat makes it unrated")]
    Bot,
    /// The creator holds more than one seat (or no seat).
    #[error(
        "in a rated game you hold exactly one seat, and every other seat waits for another \
         player (open or invite)"
    )]
    Seats,
    /// A chosen seed or start position.
    #[error("a rated game starts from the usual start, dealt by the server: leave out seed and start")]
    ChosenStart,
    /// An imported record.
    #[error("an imported record is never rated: it goes on from a position somebody chose")]
    Imported,
    /// Hints for beginners.
    #[error("hints for beginners are for unrated games")]
    Hints,
    /// The account holds another seat of the game already.
    #[error("your account holds another seat of this rated game: a rated game is between different players")]
    SameAccount,
}

impl RatedRefusal {
    /// The refusal's code, the detail of its `rated_refused` error (`docs/api.md`).
    pub fn code(&self) -> &'static str {
        match self {
            RatedRefusal::SignedOut => "rated-signed-out",
            RatedRefusal::Bot => "rated-bot",
            RatedRefusal::Seats => "rated-seats",
            RatedRefusal::ChosenStart => "rated-chosen-start",
            RatedRefusal::Imported => "rated-imported",
            RatedRefusal::Hints => "rated-hints",
            RatedRefusal::SameAccount => "rated-same-account",
        }
    }
}

/// The changes of a game finished with [`finish`], or why it could not be.
pub type Finished = Result<Vec<RatingChange>, StoreError>;

/// Finishes rated game `game_id` with its ending and every seat's new rating in one
/// transaction of the store: each seat's rating in the game's class (a new player's if none),
/// aged by the time since its last rated game, then Glicko-2 over the table's ranks. If another
/// game of a player ended in between (the store answers that a rating moved), it reads and
/// computes again. A seat whose account was deleted is rated as a new player for the others and
/// gets no change. Answers the changes written.
pub async fn finish(store: &dyn GameStore, game_id: &str, outcome: Outcome, ending: &Ending) -> Finished {
    let settings = Settings::QUARTET;
    for _ in 0..8 {
        let game = store
            .load_game(game_id)
            .await?
            .ok_or_else(|| StoreError::NotFound(game_id.to_string()))?;
        let class = game
            .game
            .rated
            .clone()
            .ok_or_else(|| StoreError::InvalidInput(format!("game {game_id:?} is not rated")))?;
        let mut seated = Vec::new();
        let mut befores = Vec::new();
        for seat in &game.game.seats {
            let stored = match seat.account.id() {
                Some(account) => store.rating(account, &class).await?,
                None => None,
            };
            befores.push(stored.as_ref().map(|r| r.value));
            seated.push(match stored {
                Some(r) => Seated {
                    rating: Rating {
                        rating: r.value.rating,
                        deviation: r.value.deviation,
                        volatility: r.value.volatility,
                    },
                    idle_ms: u64::try_from(ending.at.saturating_sub(r.updated_at)).unwrap_or(0),
                },
                None => Seated {
                    rating: Rating::new_player(&settings),
                    idle_ms: 0,
                },
            });
        }
        let after = rate_table(&seated, &table::ranks(outcome, seated.len()), &settings);
        let changes: Vec<RatingChange> = game
            .game
            .seats
            .iter()
            .zip(befores.into_iter().zip(after))
            .filter_map(|(seat, (before, after))| {
                Some(RatingChange {
                    account_id: seat.account.id()?.to_string(),
                    before,
                    after: RatingValue {
                        rating: after.rating,
                        deviation: after.deviation,
                        volatility: after.volatility,
                    },
                })
            })
            .collect();
        failpoint::reach("before-rating");
        match store.finish_rated_game(game_id, ending, &changes).await {
            Err(StoreError::RatingMoved { .. }) => continue,
            Err(e) => return Err(e),
            Ok(()) => {
                failpoint::reach("after-rating");
                return Ok(changes);
            }
        }
    }
    Err(StoreError::InvalidInput(format!(
        "game {game_id:?}: its players' ratings kept moving while it was rated"
    )))
}

/// Points where a test stops the server dead, to kill it there: compiled in the crate's own
/// tests only, and nowhere else.
mod failpoint {
    /// In the crate's tests, with `QUARTET_FAILPOINT` set to `name`: says so on the standard
    /// output (`failpoint NAME reached`) and stops this thread for ever, so that the test that
    /// started this process kills it right there.
    #[cfg(test)]
    pub fn reach(name: &str) {
        if std::env::var("QUARTET_FAILPOINT").is_ok_and(|v| v == name) {
            println!("failpoint {name} reached");
            loop {
                std::thread::park();
            }
        }
    }

    /// Nothing outside the crate's tests.
    #[cfg(not(test))]
    #[inline(always)]
    pub fn reach(_name: &str) {}
}

#[cfg(test)]
mod tests {
    //! The crash test: a child process (this test binary again, running [`crash_child`]) plays a
    //! rated game to its end and stops dead at a failpoint; the test kills it there (SIGKILL),
    //! starts a server on the same data and checks that the game has exactly one rating change.

    use std::io::{BufRead, BufReader};
    use std::path::Path;
    use std::process::{Command, Stdio};

    use quartet_core::GameKind;
    use quartet_store::Location;
    use quartet_store_test_kit::TempDir;

    use crate::accounts::name_key;
    use crate::games::GameSpec;
    use crate::model::{AccountRef, SeatPlan, Taker};
    use crate::players::Players;

    /// The data directory of the child's server.
    const DIR: &str = "QUARTET_CRASH_DIR";
    /// The class of the game played.
    const CLASS: &str = "quarto/standard/correspondence";

    async fn start(dir: &Path) -> crate::Server {
        let mut config = crate::Config::new("127.0.0.1:0".parse().unwrap(), Location::in_data_dir(dir));
        config.bot_threads = 1;
        crate::start(config).await.unwrap()
    }

    /// The child process of the crash tests (run only by them, with [`DIR`] set): Ann and Bob
    /// sign up and play a rated Quarto! game to its end, each taking the first legal action.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "the child process of the crash tests, which run it"]
    async fn crash_child() {
        let Ok(dir) = std::env::var(DIR) else {
            return;
        };
        let server = start(Path::new(&dir)).await;
        let games = server.games().clone();
        let store = games.store().clone();
        let players = Players::new(store.clone(), false);
        let mut accounts = Vec::new();
        for name in ["Ann", "Bob"] {
            players.sign_up(name, "correct horse", None, 0).await.unwrap();
            let id = store.account_by_name(&name_key(name)).await.unwrap().unwrap().id;
            accounts.push(AccountRef {
                id,
                name: name.into(),
            });
        }
        let spec = GameSpec {
            kind: GameKind::Quarto,
            rules: String::new(),
            clock: "none".into(),
            seats: vec![SeatPlan::Me, SeatPlan::Invite],
            names: vec![],
            seed: None,
            start: None,
            hints: false,
            chat: true,
            creator: None,
            account: Some(accounts[0].clone()),
            rated: true,
        };
        let (created, room) = games.create(&spec).await.unwrap();
        let bob = Taker {
            account: Some(accounts[1].clone()),
            ..Taker::default()
        };
        games.join_by_code(&created.invites[0].code, bob).await.unwrap();
        println!("game {}", room.id);
        while !room.is_finished() {
            let snapshot = room.snapshot();
            let seat = snapshot.game.to_move().index();
            let action = snapshot.game.legal_actions()[0].to_string();
            room.play_text(&[seat], &action).await.unwrap();
        }
        println!("over without stopping");
    }

    /// Runs [`crash_child`] in a process of its own until it stops at `failpoint`, and kills it
    /// there: answers the data directory and the game's id.
    fn kill_at(failpoint: &str) -> (TempDir, String) {
        let dir = TempDir::new("quartet-crash").unwrap();
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["rated::tests::crash_child", "--exact", "--ignored", "--nocapture"])
            .env(DIR, dir.path())
            .env("QUARTET_FAILPOINT", failpoint)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut game = None;
        let mut reached = false;
        for line in BufReader::new(child.stdout.take().unwrap()).lines() {
            let line = line.unwrap();
            if let Some(id) = line.strip_prefix("game ") {
                game = Some(id.to_string());
            }
            if line == format!("failpoint {failpoint} reached") {
                reached = true;
                break;
            }
        }
        // SIGKILL: nothing of the process runs after this.
        child.kill().unwrap();
        child.wait().unwrap();
        assert!(reached, "the child never stopped at {failpoint}");
        (dir, game.unwrap())
    }

    /// Every rating change stored for game `id`, by account, and the games counted in each
    /// account's rating.
    async fn rating_changes(store: &dyn quartet_store::GameStore, id: &str) -> Vec<(usize, i64)> {
        let mut found = Vec::new();
        for name in ["Ann", "Bob"] {
            let account = store.account_by_name(&name_key(name)).await.unwrap().unwrap().id;
            let history = store.rating_history(&account, None, 100).await.unwrap();
            let games = store
                .rating(&account, CLASS)
                .await
                .unwrap()
                .map_or(0, |r| r.games);
            found.push((history.iter().filter(|r| r.game_id == id).count(), games));
        }
        found
    }

    /// Starts a server on `dir` twice over and checks each time that game `id` is finished with
    /// exactly one rating change for each player, counted once in each rating.
    async fn rated_once_across_restarts(dir: &Path, id: &str) {
        for _ in 0..2 {
            let server = start(dir).await;
            let store = server.games().store().clone();
            let stored = store.load_game(id).await.unwrap().unwrap();
            assert_eq!(stored.status, quartet_store::Status::Finished);
            assert_eq!(rating_changes(&*store, id).await, [(1, 1), (1, 1)]);
            server.shutdown().await;
        }
    }

    /// Killed after the last action was stored and before the ending and the ratings were: the
    /// server started again rates the game, once.
    #[test]
    fn killed_between_the_result_and_the_rating_the_game_is_rated_once_on_restart() {
        let (dir, id) = kill_at("before-rating");
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime.block_on(async {
            let store = quartet_store::open_location(&Location::in_data_dir(dir.path()))
                .await
                .unwrap();
            let stored = store.load_game(&id).await.unwrap().unwrap();
            assert_ne!(
                stored.status,
                quartet_store::Status::Finished,
                "killed before its ending"
            );
            assert_eq!(rating_changes(&*store, &id).await, [(0, 0), (0, 0)]);
            store.close().await;
            rated_once_across_restarts(dir.path(), &id).await;
        });
    }

    /// Killed right after the ending and the ratings were stored: the server started again
    /// rates nothing twice.
    #[test]
    fn killed_after_the_rating_the_game_keeps_its_one_rating_change() {
        let (dir, id) = kill_at("after-rating");
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime.block_on(rated_once_across_restarts(dir.path(), &id));
    }
}
