//! A game on the full screen: the [`Session`], the bot thinking on its own thread while the
//! clocks run, what the person is typing and has highlighted, the action being built from clicks,
//! and which seat has been shown its hidden hand.

use std::sync::mpsc::{Receiver, TryRecvError, channel};

use quartet_core::{AnyAction, Player};
use quartet_engine::any::AnyBot;
use quartet_i18n::Texts;

use super::text::Message;
use crate::play::board::{Pick, QuartinoPick, View};
use crate::play::session::{SeatKind, Session};

/// A bot thinking on another thread: its seat, the actions played when it began, and where its
/// answer (the bot back, and its action) comes.
struct BotJob {
    seat: Player,
    plies: usize,
    answer: Receiver<(AnyBot, Option<AnyAction>)>,
}

/// A game being played on the screen.
pub struct Play {
    /// The game, its seats and clocks.
    pub session: Session,
    /// What the person is typing.
    pub input: String,
    /// The highlighted legal action.
    pub selected: usize,
    /// The action being built from clicks.
    pub pick: Pick,
    /// When the pick was made: (actions played, seat to move).
    pick_at: (usize, Player),
    bot: Option<BotJob>,
    /// The seat that has had the device passed to it and may see its hidden hand.
    revealed: Option<Player>,
}

impl Play {
    /// A game about to be played.
    pub fn new(session: Session) -> Play {
        Play {
            session,
            input: String::new(),
            selected: 0,
            pick: Pick::Nothing,
            pick_at: (0, Player(0)),
            bot: None,
            revealed: None,
        }
    }

    /// Whether a bot is searching on its thread.
    pub fn thinking(&self) -> bool {
        self.bot.is_some()
    }

    /// The actions the person at the keyboard may play now: none once the game is over or while
    /// a bot is to move.
    pub fn legal(&self) -> Vec<AnyAction> {
        let s = &self.session;
        if s.table.ended().is_none() && !s.bot_to_move() {
            s.game().legal_actions()
        } else {
            Vec::new()
        }
    }

    /// The seat whose view is shown: the person to move, or the only person at the table.
    pub fn viewer(&self) -> Option<Player> {
        let s = &self.session;
        let humans: Vec<Player> = (0..s.seats.len())
            .map(|i| Player(i as u8))
            .filter(|p| matches!(s.seats[p.index()], SeatKind::Human(_)))
            .collect();
        match humans.as_slice() {
            [only] => Some(*only),
            _ if humans.contains(&s.to_move()) => self.revealed.filter(|&r| r == s.to_move()),
            _ => None,
        }
    }

    /// What the board shows, with these legal actions.
    pub fn view<'a>(&'a self, legal: &'a [AnyAction], texts: Texts) -> View<'a> {
        View {
            texts,
            game: self.session.game(),
            viewer: self.viewer(),
            legal,
            pick: self.pick,
            last: self.session.table.actions().last().copied(),
        }
    }

    /// Forgets the pick once the game has moved on, except a Quartino colour, which stays
    /// chosen for the rest of the seat's turn.
    pub fn sync_pick(&mut self) {
        let s = &self.session;
        let now = (s.table.actions().len(), s.to_move());
        if now == self.pick_at {
            return;
        }
        let same_turn = now.1 == self.pick_at.1 && s.table.ended().is_none();
        self.pick = match self.pick {
            Pick::Quartino(QuartinoPick {
                colour: Some(colour), ..
            }) if same_turn => Pick::Quartino(QuartinoPick {
                colour: Some(colour),
                card: None,
            }),
            _ => Pick::Nothing,
        };
        self.pick_at = now;
    }

    /// Advances what runs by itself: the clocks, and the bots — a bot to move starts thinking on
    /// its own thread, and its answer is played when it comes. Says so when a bot fails.
    pub fn tick(&mut self) -> Option<Message> {
        let session = &mut self.session;
        session.check_time();
        if let Some(job) = &self.bot {
            let (bot, action) = match job.answer.try_recv() {
                Ok(answer) => answer,
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => {
                    self.bot = None;
                    return Some(Message::BotStopped);
                }
            };
            let (seat, plies) = (job.seat, job.plies);
            self.bot = None;
            return session
                .return_bot(seat, bot, action, plies)
                .err()
                .map(|e| Message::BotFailed(format!("{e:#}")));
        }
        if session.table.ended().is_some() || !session.bot_to_move() {
            return None;
        }
        let seat = session.to_move();
        if let Some(mut bot) = session.take_bot(seat) {
            let game = session.game().clone();
            let plies = session.table.actions().len();
            let (tx, answer) = channel();
            std::thread::spawn(move || {
                let action = bot.choose(&game);
                let _ = tx.send((bot, action));
            });
            self.bot = Some(BotJob { seat, plies, answer });
        }
        None
    }

    /// The seat the device must be passed to before the board is shown: in a game with hidden
    /// hands and more than one person at the keyboard, the person to move who has not had it yet.
    pub fn handover_due(&self) -> Option<Player> {
        let s = &self.session;
        let seat = s.to_move();
        let due = s.table.ended().is_none()
            && !s.bot_to_move()
            && self.bot.is_none()
            && s.game().hides_information()
            && s.humans() > 1
            && self.revealed != Some(seat);
        due.then_some(seat)
    }

    /// The device has been passed to `seat`: its hand may be shown.
    pub fn reveal(&mut self, seat: Player) {
        self.revealed = Some(seat);
    }

    /// Plays an action for the person to move.
    pub fn play(&mut self, action: AnyAction) -> Message {
        let session = &mut self.session;
        if session.bot_to_move() {
            return Message::BotThinking;
        }
        let seat = session.to_move();
        match session.play(action) {
            Ok(()) => {
                self.selected = 0;
                if session.humans() > 1 && session.to_move() != seat {
                    self.revealed = None;
                }
                self.sync_pick();
                Message::Played { seat, action }
            }
            Err(e) => Message::NotPlayed(e),
        }
    }

    /// Takes back actions until a person is to move again (a bot thinking is forgotten).
    pub fn undo(&mut self) -> Message {
        self.bot = None;
        match self.session.undo() {
            Ok(n) => Message::TookBack(n),
            Err(e) => Message::CannotUndo(e),
        }
    }

    /// The seat to move resigns, if it is a person's turn in a game going on.
    pub fn resign(&mut self) {
        let session = &mut self.session;
        if session.table.ended().is_none() && !session.bot_to_move() {
            let (seat, now) = (session.to_move(), session.now_ms());
            let _ = session.table.resign(seat, now);
        }
    }

    /// Why no click plays now.
    pub fn why_not_now(&self) -> Message {
        if self.session.table.ended().is_some() {
            Message::GameIsOver
        } else if self.session.bot_to_move() {
            Message::BotThinking
        } else {
            Message::NothingNow
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quartet_core::{AnyGame, GameKind};
    use quartet_engine::levels::Level;

    #[test]
    fn a_bot_thread_that_dies_is_reported_not_waited_for() {
        let game = AnyGame::from_position(GameKind::Quarto, "", "..../..../..../.... -").unwrap();
        let seats = vec![SeatKind::Bot(Level::Casual), SeatKind::Human(None)];
        let mut play = Play::new(Session::from_game(game, seats).unwrap());
        // A search whose thread ended without an answer (as a panic in it would end it).
        let (tx, answer) = channel();
        drop(tx);
        play.bot = Some(BotJob {
            seat: Player(0),
            plies: 0,
            answer,
        });
        assert_eq!(play.tick(), Some(Message::BotStopped), "the failure is said");
        assert_eq!(
            Message::BotStopped.words(Texts::new(quartet_i18n::Lang::En)),
            "the bot failed: it stopped without an answer"
        );
        assert!(!play.thinking(), "nobody waits for an answer that cannot come");
    }

    #[test]
    fn the_device_is_passed_between_people_in_a_game_with_hidden_hands() {
        let game = AnyGame::start(GameKind::Quartino, "players=2", 3).unwrap();
        let people = vec![SeatKind::Human(None), SeatKind::Human(None)];
        let mut play = Play::new(Session::from_game(game.clone(), people.clone()).unwrap());
        assert_eq!(play.handover_due(), Some(Player(0)));
        assert_eq!(play.viewer(), None, "no hand is shown before the handover");
        play.reveal(Player(0));
        assert_eq!(play.handover_due(), None);
        assert_eq!(play.viewer(), Some(Player(0)));
        // Quarto! hides nothing: no handover between its players.
        let quarto = AnyGame::from_position(GameKind::Quarto, "", "..../..../..../.... -").unwrap();
        let play = Play::new(Session::from_game(quarto, people).unwrap());
        assert_eq!(play.handover_due(), None);
        // One person against a bot: that person always sees their own hand.
        let seats = vec![SeatKind::Bot(Level::Casual), SeatKind::Human(None)];
        let play = Play::new(Session::from_game(game, seats).unwrap());
        assert_eq!(play.handover_due(), None);
        assert_eq!(play.viewer(), Some(Player(1)));
    }
}
