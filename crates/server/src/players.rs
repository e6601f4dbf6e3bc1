//! Players with accounts, without HTTP: signing up and in (with limits per name and per client
//! address), sessions (a random token whose hash is stored, a CSRF token beside it), signing out
//! here or everywhere, claiming a guest's seats, deleting an account. Every refusal is a
//! [`PlayerError`]; the HTTP layer maps them in `http::error`.
//!
//! A session lasts [`SESSION_MS`] from its last renewal; a session used when less than half of
//! that is left is renewed. Login limits ([`LoginLimits`]): 5 tries a name, then one a minute;
//! 20 tries a client address, then one every 6 s; sign-ups: 20 a client address, then one every
//! 3 minutes (behind a proxy, the address it forwards; both off only when the limits per address
//! are). A refused sign-in never says whether the name exists: an unknown name and a wrong
//! password get the same error after the same work.

use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use quartet_core::Outcome;
use quartet_core::text::Excerpt;
use quartet_rating::{BadRatingClass, Rating, RatingClass, Settings};
use quartet_store::{
    Ending, GameStore, NewAccount, NewSession, PlayedGame, RatedResult, RatingChange, SeatAccount, StoreError,
};

use crate::accounts::{NameError, PasswordError, Passwords, check_name, check_password, name_key};
use crate::limit::{Bucket, client_key};
use crate::token::{hash_token, new_token};

/// How long a session lasts without being used, in ms (30 days).
pub const SESSION_MS: i64 = 30 * 24 * 3600 * 1000;

/// Everything that can go wrong for a player's account.
#[derive(Debug, thiserror::Error)]
pub enum PlayerError {
    /// The name cannot be an account's.
    #[error("{0}")]
    BadName(#[from] NameError),
    /// The password cannot be an account's.
    #[error("{0}")]
    BadPassword(#[from] PasswordError),
    /// Another account has this name (or one that looks like it).
    #[error("the name {0:?} is taken")]
    NameTaken(String),
    /// The name and password do not go together (or no account has the name).
    #[error("wrong name or password")]
    WrongCredentials,
    /// Too many sign-in tries for the name or from the address.
    #[error("too many sign-in tries; try again in {} s", .0.as_secs().max(1))]
    TooManyTries(Duration),
    /// Too many accounts asked for from the address.
    #[error("too many new accounts from your address; try again in {} s", .0.as_secs().max(1))]
    TooManySignUps(Duration),
    /// No player is signed in.
    #[error("not signed in")]
    SignedOut,
    /// A state-changing request with the session's cookie but without its CSRF token.
    #[error("the request carries the session cookie but not its CSRF token (X-CSRF-Token)")]
    Csrf,
    /// No such player.
    #[error("no player named {0}")]
    NoSuchPlayer(Excerpt),
    /// A leaderboard asked for by a class that does not read.
    #[error("{0}")]
    NoSuchClass(#[from] BadRatingClass),
    /// A language the catalogs do not have.
    #[error("unknown language: expected en, ro, es, fr, cs or it")]
    UnknownLang(quartet_core::text::Excerpt),
    /// The store failed.
    #[error("storage: {0}")]
    Storage(#[from] StoreError),
}

/// A signed-in player, as a request finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedIn {
    /// The account's id.
    pub account_id: String,
    /// The account's name.
    pub name: String,
    /// The hash of the session's token (what signing out removes).
    pub token_hash: String,
    /// The hash of the session's CSRF token.
    pub csrf_hash: String,
}

/// A session just made: the secrets handed to the browser once (the token in the cookie, the
/// CSRF token in the answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewSignIn {
    /// Who is signed in.
    pub name: String,
    /// The session token (the cookie's value).
    pub token: String,
    /// The CSRF token, sent back in `X-CSRF-Token` with every state-changing request.
    pub csrf: String,
    /// The language the account chose, if any.
    pub lang: Option<String>,
}

/// A player's page: ratings, recent games and the rating history (for its chart).
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct Profile {
    /// The name as its owner wrote it.
    pub name: String,
    /// When the account was made (ms since the Unix epoch).
    pub created_at: i64,
    /// A rating per class played, by class.
    pub ratings: Vec<ProfileRating>,
    /// The most recent games, newest first.
    pub games: Vec<ProfileGame>,
    /// Every rated result kept for the chart, oldest first (the last 500).
    pub history: Vec<RatingPoint>,
}

/// One rating on a player's page.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct ProfileRating {
    /// The class, `game/family/speed`.
    pub class: String,
    /// The rating, rounded.
    pub rating: i64,
    /// Its deviation, rounded.
    pub deviation: i64,
    /// Whether it is provisional (shown with a `?`): its deviation above 110.
    pub provisional: bool,
    /// Rated games played in the class.
    pub games: i64,
    /// The place on the class's leaderboard, from 1 (`null` while provisional).
    pub rank: Option<i64>,
}

/// The most players a leaderboard lists.
pub const LEADERBOARD_MAX: i64 = 100;

/// A rating class's leaderboard, and the classes there are.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct Leaderboard {
    /// Every class some player has a rating in, the most players first.
    pub classes: Vec<RatedClass>,
    /// The class listed: the one asked for, else the one with the most players (`null` when
    /// nobody has a rating).
    pub class: Option<String>,
    /// Its players, best first, at most 100: those with a trusted rating, ranked, then the
    /// provisional ones.
    pub players: Vec<Leader>,
}

/// A class and how many players have a rating in it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct RatedClass {
    /// The class, `game/family/speed`.
    pub class: String,
    /// The players rated in it.
    pub players: i64,
}

/// A player on a leaderboard.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct Leader {
    /// The place among the trusted ratings, from 1 (`null` while provisional).
    pub rank: Option<i64>,
    /// The account's name.
    pub name: String,
    /// The rating, rounded.
    pub rating: i64,
    /// Its deviation, rounded.
    pub deviation: i64,
    /// Whether it is provisional (shown with a `?`): its deviation above 110.
    pub provisional: bool,
    /// Rated games played in the class.
    pub games: i64,
    /// When the last of them ended (ms since the Unix epoch).
    pub last_played: i64,
}

/// One point of a rating chart.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct RatingPoint {
    /// The game.
    pub game: String,
    /// Its class.
    pub class: String,
    /// The rating after it, rounded.
    pub rating: i64,
    /// The change it made (a first game in its class: from a new player's 1500).
    pub change: i64,
    /// When it ended.
    pub at: i64,
}

/// One game on a player's page.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct ProfileGame {
    /// The game's id.
    pub id: String,
    /// Which game.
    pub kind: String,
    /// Its rules text.
    pub rules: String,
    /// Its clock.
    pub time_control: String,
    /// The rating class of a rated game.
    pub rated: Option<String>,
    /// The player's seat.
    pub seat: i32,
    /// Every seat's name in order (`null`: a guest, bot or deleted player without one).
    pub players: Vec<Option<String>>,
    /// Every seat's account state: `account`, `deleted` or `none`.
    pub accounts: Vec<String>,
    /// `open`, `live` or `finished`.
    pub status: String,
    /// The result (`win 2`, `draw`, `*`) once finished.
    pub result: Option<String>,
    /// How it ended, once finished: `rules`, `time 1`, `resign 2`, `agreement`, `claim 1`,
    /// `abort 2`, `cancel 1` (seats from 1).
    pub termination: Option<String>,
    /// When it was created.
    pub created_at: i64,
    /// What it did to the player's rating, for a finished rated game.
    pub rating_change: Option<i64>,
}

impl RatingPoint {
    fn of(result: &RatedResult) -> RatingPoint {
        RatingPoint {
            game: result.game_id.clone(),
            class: result.class.clone(),
            rating: result.after.rating.round() as i64,
            // A first game in the class changed a new player's rating.
            change: (result.after.rating.round()
                - result
                    .before
                    .map_or(Rating::new_player(&Settings::QUARTET).rating, |b| b.rating)
                    .round()) as i64,
            at: result.at,
        }
    }
}

impl ProfileGame {
    fn of(game: PlayedGame, history: &[RatingPoint]) -> ProfileGame {
        let summary = game.summary;
        ProfileGame {
            rating_change: history.iter().find(|p| p.game == summary.id).map(|p| p.change),
            players: summary.seats.iter().map(|s| s.name.clone()).collect(),
            accounts: summary
                .seats
                .iter()
                .map(|s| {
                    match s.account {
                        SeatAccount::None => "none",
                        SeatAccount::Held(_) => "account",
                        SeatAccount::Deleted => "deleted",
                    }
                    .to_string()
                })
                .collect(),
            status: summary.status.as_str().to_string(),
            termination: game.ending.as_ref().map(|e| e.termination.clone()),
            result: game.ending.map(|e| e.result),
            id: summary.id,
            kind: summary.kind,
            rules: summary.rules,
            time_control: game.time_control,
            rated: game.rated,
            seat: game.seat,
            created_at: summary.created_at,
        }
    }
}

/// One of the signed-in account's games that goes on, for its "your games" page: the game as on
/// a player's page, with whose turn it is and what waits for the player.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct YourGame {
    /// The game, as a player's page lists it.
    pub game: ProfileGame,
    /// The seat to move, while the game goes on and is in memory.
    pub to_move: Option<usize>,
    /// An offer of another seat that waits for the player's answer: `draw` or `take_back`.
    pub offer: Option<String>,
    /// Whether the game waits for the player: their turn, or an offer to answer.
    pub needs_you: bool,
}

/// The answer of `GET /api/account/games`: the account's games that go on, newest first.
#[derive(Clone, Debug, PartialEq, serde::Serialize, ts_rs::TS)]
pub struct YourGames {
    /// The games (at most [`YOUR_GAMES_MAX`]).
    pub games: Vec<YourGame>,
}

/// The most games `GET /api/account/games` lists.
pub const YOUR_GAMES_MAX: i64 = 100;

impl YourGame {
    /// The game with what its room says now (`None`: not in memory, so nobody's turn known).
    pub fn of(game: ProfileGame, snapshot: Option<&crate::snapshot::Snapshot>) -> YourGame {
        let seat = usize::try_from(game.seat).ok();
        let to_move = snapshot.and_then(|s| s.to_move());
        let other = |by: Option<usize>| by.is_some() && by != seat;
        let offer = match snapshot {
            Some(s) if other(s.draw_offer) => Some("draw".to_string()),
            Some(s) if other(s.take_back) => Some("take_back".to_string()),
            _ => None,
        };
        YourGame {
            needs_you: game.status == "live" && (to_move.is_some() && to_move == seat || offer.is_some()),
            game,
            to_move,
            offer,
        }
    }
}

/// The CSRF token of a session: derived from its token (SHA-256 of `csrf:` and the token), so
/// that the page can be told it again (`GET /api/session`) while only the HttpOnly cookie
/// holds the token; a page of another site can neither read it nor make it.
pub fn csrf_for(token: &str) -> String {
    hash_token(&format!("csrf:{token}"))
}

/// The sign-in tries per name and per client address (token buckets).
#[derive(Debug)]
pub struct LoginLimits {
    names: Mutex<std::collections::HashMap<String, Bucket>>,
    addresses: Mutex<std::collections::HashMap<IpAddr, Bucket>>,
    sign_ups: Mutex<std::collections::HashMap<IpAddr, Bucket>>,
    per_address: bool,
}

/// Tries for one name: a burst and a rate a second.
const NAME_TRIES: (f64, f64) = (5.0, 1.0 / 60.0);
/// Tries from one client address: a burst and a rate a second.
const ADDRESS_TRIES: (f64, f64) = (20.0, 1.0 / 6.0);
/// Sign-ups from one client address (each hashes a password: they cost the server): a burst and
/// a rate a second.
const ADDRESS_SIGN_UPS: (f64, f64) = (20.0, 1.0 / 180.0);
/// The most names or addresses remembered; beyond, the oldest are forgotten.
const REMEMBERED: usize = 100_000;

impl LoginLimits {
    /// Limits per name, and per client address if `per_address`.
    pub fn new(per_address: bool) -> LoginLimits {
        LoginLimits {
            names: Mutex::default(),
            addresses: Mutex::default(),
            sign_ups: Mutex::default(),
            per_address,
        }
    }

    /// One try for `key` (a name's key) from `client` at `now`: `Ok` or how long to wait.
    pub fn check(&self, key: &str, client: Option<IpAddr>, now: Instant) -> Result<(), Duration> {
        if self.per_address
            && let Some(client) = client
        {
            take(&self.addresses, client_key(client), ADDRESS_TRIES, now)?;
        }
        take(&self.names, key.to_string(), NAME_TRIES, now)
    }

    /// One sign-up from `client` at `now`: `Ok` or how long to wait.
    pub fn check_sign_up(&self, client: Option<IpAddr>, now: Instant) -> Result<(), Duration> {
        match client {
            Some(client) if self.per_address => {
                take(&self.sign_ups, client_key(client), ADDRESS_SIGN_UPS, now)
            }
            _ => Ok(()),
        }
    }
}

/// One try for `key` in `map` at `now`, with a bucket of `burst` and `rate` a second.
fn take<K: std::hash::Hash + Eq>(
    map: &Mutex<std::collections::HashMap<K, Bucket>>,
    key: K,
    (burst, rate): (f64, f64),
    now: Instant,
) -> Result<(), Duration> {
    let Ok(mut map) = map.lock() else {
        return Ok(());
    };
    if map.len() >= REMEMBERED {
        map.clear();
    }
    map.entry(key)
        .or_insert_with(|| Bucket::new(rate, burst, now))
        .take(now)
}

/// The accounts and sessions of the server's players.
pub struct Players {
    store: Arc<dyn GameStore>,
    passwords: Passwords,
    limits: LoginLimits,
}

impl std::fmt::Debug for Players {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Players")
            .field("store", &self.store.describe())
            .finish_non_exhaustive()
    }
}

impl Players {
    /// Players kept in `store`; login limits per client address if `per_address`.
    pub fn new(store: Arc<dyn GameStore>, per_address: bool) -> Players {
        Players {
            store,
            passwords: Passwords::new(),
            limits: LoginLimits::new(per_address),
        }
    }

    /// A new session for an account.
    async fn open_session(&self, account_id: &str, name: &str, now: i64) -> Result<NewSignIn, PlayerError> {
        let token = new_token();
        let csrf = csrf_for(&token);
        self.store
            .create_session(&NewSession {
                token_hash: hash_token(&token),
                account_id: account_id.to_string(),
                csrf_hash: hash_token(&csrf),
                created_at: now,
                expires_at: now.saturating_add(SESSION_MS),
            })
            .await?;
        Ok(NewSignIn {
            name: name.to_string(),
            token,
            csrf,
            lang: self.store.account_lang(account_id).await?,
        })
    }

    /// Creates an account and signs it in.
    /// Makes an account, signed in (limited per client address: see [`LoginLimits`]).
    pub async fn sign_up(
        &self,
        name: &str,
        password: &str,
        client: Option<IpAddr>,
        now: i64,
    ) -> Result<NewSignIn, PlayerError> {
        check_name(name)?;
        check_password(name, password)?;
        self.limits
            .check_sign_up(client, Instant::now())
            .map_err(PlayerError::TooManySignUps)?;
        let account = NewAccount {
            id: crate::token::new_invite_code(),
            name: name.to_string(),
            name_key: name_key(name),
            password_hash: self.passwords.hash(password),
            created_at: now,
        };
        match self.store.create_account(&account).await {
            Err(StoreError::NameTaken(_)) => return Err(PlayerError::NameTaken(name.to_string())),
            other => other?,
        }
        self.open_session(&account.id, name, now).await
    }

    /// Signs in with a name and password (limited per name and per client address).
    pub async fn sign_in(
        &self,
        name: &str,
        password: &str,
        client: Option<IpAddr>,
        now: i64,
    ) -> Result<NewSignIn, PlayerError> {
        let key = name_key(name);
        self.limits
            .check(&key, client, Instant::now())
            .map_err(PlayerError::TooManyTries)?;
        let account = if name.len() <= 64 {
            self.store.account_by_name(&key).await?
        } else {
            None
        };
        let hash = account.as_ref().map(|a| a.password_hash.as_str());
        if !self.passwords.verify(password, hash) {
            return Err(PlayerError::WrongCredentials);
        }
        let account = account.ok_or(PlayerError::WrongCredentials)?;
        self.open_session(&account.id, &account.name, now).await
    }

    /// The player signed in with this session token, if the session lives (renewed when less
    /// than half its time is left).
    pub async fn session(&self, token: &str, now: i64) -> Result<Option<SignedIn>, PlayerError> {
        let token_hash = hash_token(token);
        let Some(found) = self.store.session(&token_hash, now).await? else {
            return Ok(None);
        };
        if found.session.expires_at - now < SESSION_MS / 2 {
            self.store
                .renew_session(&token_hash, now.saturating_add(SESSION_MS))
                .await?;
        }
        Ok(Some(SignedIn {
            account_id: found.session.account_id,
            name: found.name,
            token_hash,
            csrf_hash: found.session.csrf_hash,
        }))
    }

    /// Whether `csrf` is the session's CSRF token.
    pub fn csrf_matches(signed_in: &SignedIn, csrf: Option<&str>) -> bool {
        csrf.is_some_and(|csrf| hash_token(csrf) == signed_in.csrf_hash)
    }

    /// The language the account chose (a tag of the catalogs), if it chose one.
    pub async fn lang(&self, signed_in: &SignedIn) -> Result<Option<String>, PlayerError> {
        Ok(self.store.account_lang(&signed_in.account_id).await?)
    }

    /// Remembers the account's language: one of the catalogs' tags (`en ro es fr cs it`), or
    /// none to forget it (the browser's own choice then applies).
    pub async fn set_lang(&self, signed_in: &SignedIn, lang: Option<&str>) -> Result<(), PlayerError> {
        if let Some(tag) = lang
            && !quartet_i18n::Lang::ALL.iter().any(|l| l.tag() == tag)
        {
            return Err(PlayerError::UnknownLang(tag.into()));
        }
        Ok(self.store.set_account_lang(&signed_in.account_id, lang).await?)
    }

    /// Signs out this session.
    pub async fn sign_out(&self, signed_in: &SignedIn) -> Result<(), PlayerError> {
        self.store.delete_session(&signed_in.token_hash).await?;
        Ok(())
    }

    /// Signs out every session of the account; answers how many there were.
    pub async fn sign_out_everywhere(&self, signed_in: &SignedIn) -> Result<u64, PlayerError> {
        Ok(self.store.delete_sessions(&signed_in.account_id).await?)
    }

    /// Deletes the account (its password given again); its games stay under a deleted player.
    pub async fn delete_account(&self, signed_in: &SignedIn, password: &str) -> Result<(), PlayerError> {
        let account = self
            .store
            .account(&signed_in.account_id)
            .await?
            .ok_or(PlayerError::SignedOut)?;
        if !self.passwords.verify(password, Some(&account.password_hash)) {
            return Err(PlayerError::WrongCredentials);
        }
        self.store.delete_account(&account.id).await?;
        Ok(())
    }

    /// Finishes a rated game with its ending and every seat's new rating, in one transaction
    /// of the store: see [`crate::rated::finish`].
    pub async fn finish_rated(
        &self,
        game_id: &str,
        outcome: Outcome,
        ending: &Ending,
    ) -> Result<Vec<RatingChange>, PlayerError> {
        Ok(crate::rated::finish(&*self.store, game_id, outcome, ending).await?)
    }

    /// A player's page, by name (any look-alike of it).
    pub async fn profile(&self, name: &str) -> Result<Profile, PlayerError> {
        self.profile_with(name, true).await
    }

    /// A player's page without its games (`games` empty): their ratings and rating history
    /// only, for a game's table, where the games' reading would be wasted.
    pub async fn ratings_of(&self, name: &str) -> Result<Profile, PlayerError> {
        self.profile_with(name, false).await
    }

    async fn profile_with(&self, name: &str, with_games: bool) -> Result<Profile, PlayerError> {
        let unknown = || PlayerError::NoSuchPlayer(Excerpt::new(name));
        if name.len() > 64 {
            return Err(unknown());
        }
        let account = self
            .store
            .account_by_name(&name_key(name))
            .await?
            .ok_or_else(unknown)?;
        let trusted = Settings::QUARTET.provisional_deviation;
        let ranks = self.store.ranks(&account.id, trusted).await?;
        let ratings = self
            .store
            .ratings(&account.id)
            .await?
            .into_iter()
            .map(|r| ProfileRating {
                provisional: r.value.deviation > trusted,
                rating: r.value.rating.round() as i64,
                deviation: r.value.deviation.round() as i64,
                games: r.games,
                rank: ranks.iter().find(|(c, _)| *c == r.class).map(|&(_, place)| place),
                class: r.class,
            })
            .collect();
        let history: Vec<RatingPoint> = self
            .store
            .rating_history(&account.id, None, 500)
            .await?
            .iter()
            .map(RatingPoint::of)
            .collect();
        let games = if with_games {
            self.store
                .account_games(&account.id, false, 30)
                .await?
                .into_iter()
                .map(|g| ProfileGame::of(g, &history))
                .collect()
        } else {
            Vec::new()
        };
        Ok(Profile {
            name: account.name,
            created_at: account.created_at,
            ratings,
            games,
            history,
        })
    }

    /// The leaderboard of `class` (`game/family/speed`), else of the class with the most
    /// players.
    pub async fn leaderboard(&self, class: Option<&str>) -> Result<Leaderboard, PlayerError> {
        let asked = class.map(|c| c.parse::<RatingClass>()).transpose()?;
        let classes: Vec<RatedClass> = self
            .store
            .rated_classes()
            .await?
            .into_iter()
            .map(|(class, players)| RatedClass { class, players })
            .collect();
        let class = asked
            .map(|c| c.to_string())
            .or_else(|| classes.first().map(|c| c.class.clone()));
        let trusted = Settings::QUARTET.provisional_deviation;
        let ranked = match &class {
            Some(class) => self.store.leaderboard(class, trusted, LEADERBOARD_MAX).await?,
            None => Vec::new(),
        };
        let players = (1..)
            .zip(ranked)
            .map(|(place, r)| {
                let provisional = r.rating.value.deviation > trusted;
                Leader {
                    rank: (!provisional).then_some(place),
                    name: r.name,
                    rating: r.rating.value.rating.round() as i64,
                    deviation: r.rating.value.deviation.round() as i64,
                    provisional,
                    games: r.rating.games,
                    last_played: r.rating.updated_at,
                }
            })
            .collect();
        Ok(Leaderboard {
            classes,
            class,
            players,
        })
    }

    /// The account's games that go on (open or live), newest first, as a player's page lists
    /// them.
    pub async fn games_on(&self, signed_in: &SignedIn) -> Result<Vec<ProfileGame>, PlayerError> {
        Ok(self
            .store
            .account_games(&signed_in.account_id, true, YOUR_GAMES_MAX)
            .await?
            .into_iter()
            .map(|g| ProfileGame::of(g, &[]))
            .collect())
    }

    /// Gives the account the guest seats whose tokens the browser holds: `(game, token)`;
    /// answers how many seats it took (a token that holds no seat, or a seat an account holds
    /// already, takes none) and the games whose seats it tried to take (their rooms in memory
    /// are to be told: [`crate::Games::seats_claimed`]).
    pub async fn claim(
        &self,
        signed_in: &SignedIn,
        tokens: &[(String, String)],
    ) -> Result<(u64, Vec<String>), PlayerError> {
        let mut seats = Vec::new();
        for (game, token) in tokens {
            let Some(stored) = self.store.load_game(game).await? else {
                continue;
            };
            let hash = hash_token(token);
            seats.extend(
                stored
                    .game
                    .seats
                    .iter()
                    .filter(|s| {
                        s.token_hash.as_deref() == Some(hash.as_str()) && s.account == SeatAccount::None
                    })
                    .map(|s| (game.clone(), s.index)),
            );
        }
        let claimed = self.store.claim_seats(&signed_in.account_id, &seats).await?;
        let mut games: Vec<String> = seats.into_iter().map(|(game, _)| game).collect();
        games.sort();
        games.dedup();
        Ok((claimed, games))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn players() -> Players {
        Players::new(quartet_store::open("sqlite::memory:").await.unwrap(), true)
    }

    #[tokio::test]
    async fn sign_up_in_and_out() {
        let players = players().await;
        let made = players
            .sign_up("Ann", "correct horse", None, 1_000)
            .await
            .unwrap();
        let found = players.session(&made.token, 2_000).await.unwrap().unwrap();
        assert_eq!(found.name, "Ann");
        assert!(Players::csrf_matches(&found, Some(&made.csrf)));
        assert!(!Players::csrf_matches(&found, Some("forged")));
        assert!(!Players::csrf_matches(&found, None));
        assert!(matches!(
            players.sign_up("ANN", "another one", None, 1_000).await,
            Err(PlayerError::NameTaken(_))
        ));
        assert!(matches!(
            players.sign_up("admin", "correct horse", None, 1_000).await,
            Err(PlayerError::BadName(NameError::Reserved(_)))
        ));
        let again = players
            .sign_in("ann", "correct horse", None, 3_000)
            .await
            .unwrap();
        assert_eq!(again.name, "Ann", "the name as its owner wrote it");
        players.sign_out(&found).await.unwrap();
        assert_eq!(players.session(&made.token, 4_000).await.unwrap(), None);
        assert!(players.session(&again.token, 4_000).await.unwrap().is_some());
        let other = players.session(&again.token, 4_000).await.unwrap().unwrap();
        assert_eq!(players.sign_out_everywhere(&other).await.unwrap(), 1);
        assert_eq!(players.session(&again.token, 4_000).await.unwrap(), None);
    }

    #[tokio::test]
    async fn sessions_expire_and_are_renewed_when_used() {
        let players = players().await;
        let made = players.sign_up("Ann", "correct horse", None, 0).await.unwrap();
        assert!(
            players
                .session(&made.token, SESSION_MS - 1)
                .await
                .unwrap()
                .is_some(),
            "renewed"
        );
        assert!(
            players
                .session(&made.token, 2 * SESSION_MS - 2)
                .await
                .unwrap()
                .is_some()
        );
        assert_eq!(
            players.session(&made.token, 4 * SESSION_MS).await.unwrap(),
            None,
            "expired"
        );
    }

    #[tokio::test]
    async fn an_unknown_name_and_a_wrong_password_look_the_same() {
        let players = players().await;
        players.sign_up("Ann", "correct horse", None, 0).await.unwrap();
        let wrong = players.sign_in("Ann", "wrong horse", None, 1).await.unwrap_err();
        let unknown = players.sign_in("Bob", "wrong horse", None, 1).await.unwrap_err();
        assert_eq!(wrong.to_string(), unknown.to_string());
        assert!(matches!(unknown, PlayerError::WrongCredentials));
    }

    /// The id of the account named `name`.
    async fn account_id(store: &Arc<dyn GameStore>, name: &str) -> String {
        store.account_by_name(&name_key(name)).await.unwrap().unwrap().id
    }

    /// Creates a rated Quarto! blitz game `id` between the accounts `a` (seat 0) and `b`.
    async fn rated_game(store: &Arc<dyn GameStore>, id: &str, a: &str, b: &str) {
        use quartet_store::{NewGame, Seat, SeatKind};
        let seat = |index, account: &str| Seat {
            index,
            kind: SeatKind::Human,
            name: Some(account.to_uppercase()),
            token_hash: Some(format!("h{index}")),
            invite: None,
            account: SeatAccount::Held(account.into()),
        };
        store
            .create_game(&NewGame {
                id: id.into(),
                kind: "quarto".into(),
                rules: "standard".into(),
                seed: 1,
                start: None,
                time_control: "3m+2s".into(),
                created_at: 10,
                seats: vec![seat(0, a), seat(1, b)],
                hints: false,
                chat: true,
                rated: Some("quarto/standard/blitz".into()),
            })
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_profile_shows_ratings_games_and_history() {
        use quartet_store::{Ending, RatingChange, RatingValue};
        let store = quartet_store::open("sqlite::memory:").await.unwrap();
        let players = Players::new(store.clone(), true);
        players.sign_up("Ann", "correct horse", None, 0).await.unwrap();
        players.sign_up("Bob", "correct horse", None, 0).await.unwrap();
        let (ann, bob) = (account_id(&store, "Ann").await, account_id(&store, "Bob").await);
        rated_game(&store, "g1", &ann, &bob).await;
        let value = |rating, deviation| RatingValue {
            rating,
            deviation,
            volatility: 0.06,
        };
        let ending = Ending {
            result: "win 1".into(),
            termination: "rules".into(),
            at: 20,
        };
        let changes = [
            RatingChange {
                account_id: ann.clone(),
                before: None,
                after: value(1337.6, 290.3),
            },
            RatingChange {
                account_id: bob.clone(),
                before: None,
                after: value(1662.4, 290.3),
            },
        ];
        store.finish_rated_game("g1", &ending, &changes).await.unwrap();
        let page = players.profile("ANN").await.unwrap();
        assert_eq!(page.name, "Ann");
        assert_eq!(
            page.ratings,
            [ProfileRating {
                class: "quarto/standard/blitz".into(),
                rating: 1338,
                deviation: 290,
                provisional: true,
                games: 1,
                rank: None,
            }]
        );
        assert_eq!(page.history.len(), 1);
        // A first game in the class: its change is from a new player's 1500.
        assert_eq!((page.history[0].rating, page.history[0].change), (1338, -162));
        assert_eq!(page.games.len(), 1);
        let game = &page.games[0];
        assert_eq!(game.players, [Some(ann.to_uppercase()), Some(bob.to_uppercase())]);
        assert_eq!(
            (game.seat, game.result.as_deref(), game.rating_change),
            (0, Some("win 1"), Some(-162))
        );
        // Without its games: the same ratings and history.
        let brief = players.ratings_of("ann").await.unwrap();
        assert_eq!(
            (&brief.ratings, &brief.history, brief.games.len()),
            (&page.ratings, &page.history, 0)
        );
        assert!(matches!(
            players.profile("Nobody").await,
            Err(PlayerError::NoSuchPlayer(_))
        ));
    }

    #[tokio::test]
    async fn rated_games_ending_together_are_rated_one_after_the_other() {
        use quartet_core::Player;
        let store = quartet_store::open("sqlite::memory:").await.unwrap();
        let players = Arc::new(Players::new(store.clone(), true));
        for name in ["Ann", "Bob", "Cyd"] {
            players.sign_up(name, "correct horse", None, 0).await.unwrap();
        }
        let ann = account_id(&store, "Ann").await;
        rated_game(&store, "g1", &ann, &account_id(&store, "Bob").await).await;
        rated_game(&store, "g2", &ann, &account_id(&store, "Cyd").await).await;
        let class = "quarto/standard/blitz";
        let ending = |at| Ending {
            result: "win 1".into(),
            termination: "rules".into(),
            at,
        };
        let (p1, p2) = (players.clone(), players.clone());
        let (e1, e2) = (ending(100), ending(100));
        let (first, second) = tokio::join!(
            p1.finish_rated("g1", Outcome::WonBy(Player(0)), &e1),
            p2.finish_rated("g2", Outcome::WonBy(Player(0)), &e2),
        );
        let (first, second) = (first.unwrap(), second.unwrap());
        // Ann won both: two games counted, the second computed from the first's result.
        let rating = store.rating(&ann, class).await.unwrap().unwrap();
        assert_eq!(rating.games, 2);
        let history = store.rating_history(&ann, Some(class), 10).await.unwrap();
        assert_eq!(history.len(), 2);
        assert_eq!(history[1].before, Some(history[0].after));
        assert_eq!(rating.value, history[1].after);
        assert!(rating.value.rating > history[0].after.rating && history[0].after.rating > 1500.0);
        for changes in [&first, &second] {
            assert_eq!(changes.len(), 2);
            assert!(changes[1].after.rating < 1500.0, "the loser loses");
        }
        // Never twice.
        assert!(matches!(
            players
                .finish_rated("g1", Outcome::WonBy(Player(0)), &ending(200))
                .await,
            Err(PlayerError::Storage(StoreError::Finished(_)))
        ));
    }

    #[test]
    fn login_limits_per_name_and_per_address() {
        let limits = LoginLimits::new(true);
        let now = Instant::now();
        let ip = |n: u8| Some(IpAddr::from([10, 0, 0, n]));
        for i in 0..5 {
            assert_eq!(limits.check("ann", ip(i), now), Ok(()), "try {i}");
        }
        let wait = limits.check("ann", ip(9), now).unwrap_err();
        assert!(wait > Duration::from_secs(50), "{wait:?}");
        assert_eq!(limits.check("bob", ip(9), now), Ok(()), "another name");
        assert_eq!(limits.check("ann", ip(9), now + Duration::from_secs(61)), Ok(()));
        // One address, many names.
        let limits = LoginLimits::new(true);
        for i in 0..20 {
            assert_eq!(limits.check(&format!("n{i}"), ip(1), now), Ok(()));
        }
        assert!(limits.check("n99", ip(1), now).is_err());
        assert_eq!(limits.check("n99", ip(2), now), Ok(()));
        // The limits per address off: per name only.
        let limits = LoginLimits::new(false);
        for i in 0..30 {
            assert_eq!(limits.check(&format!("n{i}"), ip(1), now), Ok(()));
            assert_eq!(limits.check_sign_up(ip(1), now), Ok(()));
        }
    }

    #[test]
    fn sign_ups_are_limited_per_address() {
        let limits = LoginLimits::new(true);
        let now = Instant::now();
        let ip = |n: u8| Some(IpAddr::from([10, 0, 0, n]));
        for i in 0..20 {
            assert_eq!(limits.check_sign_up(ip(1), now), Ok(()), "sign-up {i}");
        }
        let wait = limits.check_sign_up(ip(1), now).unwrap_err();
        assert!(wait > Duration::from_secs(150), "{wait:?}");
        assert_eq!(limits.check_sign_up(ip(2), now), Ok(()), "another address");
        assert_eq!(limits.check_sign_up(None, now), Ok(()), "an unknown address");
        assert_eq!(
            limits.check_sign_up(ip(1), now + Duration::from_secs(181)),
            Ok(())
        );
        // Sign-ups and sign-in tries are counted apart.
        assert_eq!(limits.check("ann", ip(1), now), Ok(()));
    }

    #[tokio::test]
    async fn a_leaderboard_ranks_the_trusted_ratings_then_lists_the_provisional_ones() {
        use quartet_store::{Ending, RatingChange, RatingValue};
        let store = quartet_store::open("sqlite::memory:").await.unwrap();
        let players = Players::new(store.clone(), true);
        let empty = players.leaderboard(None).await.unwrap();
        assert_eq!(
            (empty.classes, empty.class, empty.players),
            (vec![], None, vec![])
        );
        for name in ["Ann", "Bob", "Cyd"] {
            players.sign_up(name, "correct horse", None, 0).await.unwrap();
        }
        let mut ids = Vec::new();
        for name in ["Ann", "Bob", "Cyd"] {
            ids.push(account_id(&store, name).await);
        }
        // Ann and Bob end trusted (deviations 80 and 110), Cyd provisional at the top rating.
        let games = [
            ("g1", 0, 1, 1620.4, 80.0, 1480.0, 110.0),
            ("g2", 2, 0, 1900.0, 200.0, 1600.0, 70.0),
        ];
        for (at, (id, a, b, ra, da, rb, db)) in (100..).zip(games) {
            rated_game(&store, id, &ids[a], &ids[b]).await;
            let mut changes = Vec::new();
            for (who, rating, deviation) in [(a, ra, da), (b, rb, db)] {
                changes.push(RatingChange {
                    account_id: ids[who].clone(),
                    before: store
                        .rating(&ids[who], "quarto/standard/blitz")
                        .await
                        .unwrap()
                        .map(|r| r.value),
                    after: RatingValue {
                        rating,
                        deviation,
                        volatility: 0.06,
                    },
                });
            }
            let ending = Ending {
                result: "draw".into(),
                termination: "rules".into(),
                at,
            };
            store.finish_rated_game(id, &ending, &changes).await.unwrap();
        }
        let board = players.leaderboard(None).await.unwrap();
        assert_eq!(
            board.classes,
            [RatedClass {
                class: "quarto/standard/blitz".into(),
                players: 3
            }]
        );
        assert_eq!(board.class.as_deref(), Some("quarto/standard/blitz"));
        let leader = |rank, name: &str, rating, deviation, games, last_played| Leader {
            rank,
            name: name.into(),
            rating,
            deviation,
            provisional: rank.is_none(),
            games,
            last_played,
        };
        assert_eq!(
            board.players,
            [
                leader(Some(1), "Ann", 1600, 70, 2, 101),
                leader(Some(2), "Bob", 1480, 110, 1, 100),
                leader(None, "Cyd", 1900, 200, 1, 101),
            ]
        );
        assert_eq!(
            players.leaderboard(Some("quarto/standard/blitz")).await.unwrap(),
            board
        );
        // Each player's page gives the same place.
        for (name, rank) in [("Ann", Some(1)), ("bob", Some(2)), ("Cyd", None)] {
            let page = players.profile(name).await.unwrap();
            assert_eq!(page.ratings[0].rank, rank, "{name}");
        }
        // A class nobody plays lists nobody; one that does not read is no class.
        let squares = players.leaderboard(Some("quarto/squares/rapid")).await.unwrap();
        assert_eq!(
            (
                squares.class.as_deref(),
                squares.players.len(),
                squares.classes.len()
            ),
            (Some("quarto/squares/rapid"), 0, 1)
        );
        for bad in [
            "chess/standard/blitz",
            "quarto/standard",
            "quarto/standard/slow",
            "a/b/c/d",
        ] {
            assert!(
                matches!(
                    players.leaderboard(Some(bad)).await,
                    Err(PlayerError::NoSuchClass(_))
                ),
                "{bad}"
            );
        }
    }
}
