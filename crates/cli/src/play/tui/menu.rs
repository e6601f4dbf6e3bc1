//! The start menu's choices — the game, its variant, who sits where, the clock — and the lines
//! the cursor moves over. Its words are in `text`; what the choices start is in `app`.

use quartet_core::GameKind;
use quartet_core::clock::TimeControl;
use quartet_core::quartino::Situations;
use quartet_engine::levels::Level;

use crate::play::session::SeatKind;

/// The clock presets, in the notation of `--clock`.
const CLOCKS: [&str; 6] = ["none", "1m/move", "30s/move", "5m+3s", "10m", "20m"];

/// Who may sit at a seat: a person at this keyboard, or a bot of a level.
const SEAT_CHOICES: [Option<Level>; 6] = [
    None,
    Some(Level::Beginner),
    Some(Level::Casual),
    Some(Level::Strong),
    Some(Level::Strongest),
    Some(Level::Perfect),
];

/// Quartino: the situations the whole game, after the first rounds (the rulebook's beginners),
/// or never.
const SITUATION_CHOICES: [Situations; 5] = [
    Situations::On,
    Situations::After(1),
    Situations::After(2),
    Situations::After(3),
    Situations::Off,
];

/// Quarto!'s attribute presets, from the full game to the easiest beginners' game.
const ATTRIBUTE_PRESETS: [&str; 4] = [
    "height,colour,shape,top",
    "height,colour,shape",
    "colour,shape",
    "colour",
];

/// The menu's choices.
#[derive(Clone, Debug)]
pub struct Menu {
    /// Which game.
    pub kind: GameKind,
    /// Quarto!: attribute preset (0: all four … 3: colour only).
    pub attributes: usize,
    /// Quarto!: squares win too.
    pub squares: bool,
    /// Quarto!: claims must be announced.
    pub announce: bool,
    /// Quartino: seats at the table.
    pub players: usize,
    /// Quartino: when the two situations are played (index into `SITUATION_CHOICES`).
    pub situations: usize,
    /// Seat choices (index into `SEAT_CHOICES`), one per seat.
    pub seats: Vec<usize>,
    /// Clock preset (index into `CLOCKS`).
    pub clock: usize,
    /// The line with the cursor.
    pub field: usize,
}

impl Default for Menu {
    fn default() -> Self {
        Menu {
            kind: GameKind::Quarto,
            attributes: 0,
            squares: false,
            announce: false,
            players: 3,
            situations: 0,
            seats: vec![0, 2, 2, 2, 2],
            clock: 0,
            field: 0,
        }
    }
}

/// One line of the menu.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// Which game.
    Game,
    /// Quarto!: the attributes that count.
    Attributes,
    /// Quarto!: squares win too.
    Squares,
    /// Quarto!: claims must be announced.
    Announce,
    /// Quartino: how many seats.
    Players,
    /// Quartino: the two situations.
    Situations,
    /// Who sits at a seat (from 0).
    Seat(usize),
    /// The clock.
    Clock,
    /// The button that starts the game.
    Start,
    /// The button that starts the game from a position typed in its notation.
    Position,
    /// The button that loads a record.
    Load,
}

impl Menu {
    /// How many seats the game chosen has.
    pub fn players(&self) -> usize {
        match self.kind {
            GameKind::Quartino => self.players,
            _ => 2,
        }
    }

    /// The menu's lines for the game chosen.
    pub fn fields(&self) -> Vec<Field> {
        let mut f = vec![Field::Game];
        match self.kind {
            GameKind::Quarto => f.extend([Field::Attributes, Field::Squares, Field::Announce]),
            GameKind::Quartino => f.extend([Field::Players, Field::Situations]),
            GameKind::Danish => {}
        }
        f.extend((0..self.players()).map(Field::Seat));
        f.extend([Field::Clock, Field::Start, Field::Position, Field::Load]);
        f
    }

    /// The line with the cursor.
    pub fn field(&self) -> Field {
        let fields = self.fields();
        fields[self.field.min(fields.len() - 1)]
    }

    /// The cursor one line up.
    pub fn up(&mut self) {
        self.field = self.field.saturating_sub(1);
    }

    /// The cursor one line down.
    pub fn down(&mut self) {
        self.field = (self.field + 1).min(self.fields().len() - 1);
    }

    /// The attributes that count (Quarto!).
    pub fn attributes(&self) -> &'static str {
        ATTRIBUTE_PRESETS[self.attributes]
    }

    /// The bot at seat `i`, or `None` for a person.
    pub fn seat_level(&self, i: usize) -> Option<Level> {
        SEAT_CHOICES[self.seats[i]]
    }

    /// When the situations are played (Quartino).
    pub fn situations(&self) -> Situations {
        SITUATION_CHOICES[self.situations]
    }

    /// The clock chosen, in the notation of `--clock`.
    pub fn clock_text(&self) -> &'static str {
        CLOCKS[self.clock]
    }

    /// The clock chosen.
    pub fn time_control(&self) -> TimeControl {
        self.clock_text().parse().unwrap_or_default()
    }

    /// The rules text of the choices.
    pub fn rules(&self) -> String {
        match self.kind {
            GameKind::Quarto => format!(
                "attributes={} squares={} win={}",
                self.attributes(),
                if self.squares { "yes" } else { "no" },
                if self.announce { "announce" } else { "auto" }
            ),
            GameKind::Quartino => format!("players={} situations={}", self.players, self.situations()),
            GameKind::Danish => String::new(),
        }
    }

    /// Who sits where.
    pub fn seat_kinds(&self) -> Vec<SeatKind> {
        (0..self.players())
            .map(|i| match self.seat_level(i) {
                None => SeatKind::Human(None),
                Some(level) => SeatKind::Bot(level),
            })
            .collect()
    }

    /// Changes the value under the cursor by `step` (±1), round and round.
    pub fn change(&mut self, step: i32) {
        let wrap = |v: usize, n: usize| ((v as i32 + step).rem_euclid(n as i32)) as usize;
        match self.field() {
            Field::Game => {
                let i = GameKind::ALL.iter().position(|&k| k == self.kind).unwrap_or(0);
                self.kind = GameKind::ALL[wrap(i, GameKind::ALL.len())];
            }
            Field::Attributes => self.attributes = wrap(self.attributes, ATTRIBUTE_PRESETS.len()),
            Field::Squares => self.squares = !self.squares,
            Field::Announce => self.announce = !self.announce,
            Field::Players => self.players = 2 + wrap(self.players - 2, 4),
            Field::Situations => self.situations = wrap(self.situations, SITUATION_CHOICES.len()),
            Field::Seat(i) => {
                let mut v = wrap(self.seats[i], SEAT_CHOICES.len());
                // Perfect play exists for Quarto! only.
                if self.kind != GameKind::Quarto && SEAT_CHOICES[v] == Some(Level::Perfect) {
                    v = wrap(v, SEAT_CHOICES.len());
                }
                self.seats[i] = v;
            }
            Field::Clock => self.clock = wrap(self.clock, CLOCKS.len()),
            Field::Start | Field::Position | Field::Load => {}
        }
        self.field = self.field.min(self.fields().len() - 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choices_make_rules_seats_and_a_clock() {
        let mut menu = Menu::default();
        assert_eq!(
            menu.rules(),
            "attributes=height,colour,shape,top squares=no win=auto"
        );
        assert_eq!(
            menu.seat_kinds(),
            [SeatKind::Human(None), SeatKind::Bot(Level::Casual)]
        );
        assert_eq!(menu.time_control(), TimeControl::Unlimited);
        // Quartino: its own lines; the players' number round and round from 2 to 5.
        menu.change(-1);
        assert_eq!(menu.kind, GameKind::Quartino);
        assert_eq!(menu.rules(), "players=3 situations=on");
        menu.down();
        assert_eq!(menu.field(), Field::Players);
        for players in [4, 5, 2] {
            menu.change(1);
            assert_eq!(menu.players, players);
        }
        assert_eq!(menu.seat_kinds().len(), 2);
        // Situations: the whole game, after the first rounds (the rulebook's beginners), or
        // never.
        menu.down();
        assert_eq!(menu.field(), Field::Situations);
        menu.change(1);
        assert_eq!(menu.rules(), "players=2 situations=from:1");
        menu.change(-1);
        menu.change(-1);
        assert_eq!(menu.rules(), "players=2 situations=off");
        menu.change(1);
        menu.up();
        // No perfect bot but for Quarto!: the choice after "strongest" is a person.
        menu.down();
        menu.down();
        assert_eq!(menu.field(), Field::Seat(0));
        menu.seats[0] = 4;
        menu.change(1);
        assert_eq!(menu.seat_level(0), None);
    }

    #[test]
    fn the_cursor_stays_on_the_lines() {
        let mut menu = Menu::default();
        menu.up();
        assert_eq!(menu.field(), Field::Game);
        for _ in 0..20 {
            menu.down();
        }
        assert_eq!(menu.field(), Field::Load);
        // Danish Quarto has fewer lines: the cursor comes back onto the last.
        menu.kind = GameKind::Danish;
        assert_eq!(menu.field(), Field::Load);
        menu.change(1);
        assert_eq!(menu.field, menu.fields().len() - 1);
    }
}
