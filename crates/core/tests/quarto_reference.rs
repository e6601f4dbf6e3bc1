//! A slow, obviously-correct Quarto! written from the spec alone (coordinates, explicit lists
//! of lines, turn order kept by hand), checked against the fast bitboard code on thousands of
//! random games in every variant and both win modes.

use quartet_core::chance::Rng;
use quartet_core::quarto::{Attributes, Quarto, Rules, WinMode};
use quartet_core::{Game, Outcome, Player};

#[derive(Clone, Debug)]
struct Reference {
    counted: [bool; 4],
    squares: bool,
    announce: bool,
    /// board[column][row], row 0 = row 1.
    board: [[Option<u8>; 4]; 4],
    /// The piece to place, if any.
    hand: Option<u8>,
    /// Pieces given so far (on the board or in hand).
    given: [bool; 16],
    /// Whose turn: 0 or 1.
    mover: u8,
    /// Whether the mover must place (else he must give, or claim/pass at the very end).
    placing: bool,
    last: Option<(usize, usize)>,
    final_claim: bool,
    result: Option<Outcome>,
}

fn cell_name(column: usize, row: usize) -> String {
    format!("{}{}", (b'a' + column as u8) as char, row + 1)
}

impl Reference {
    fn new(rules: Rules) -> Reference {
        Reference {
            counted: [0, 1, 2, 3].map(|i| rules.attributes.bits() & (1 << i) != 0),
            squares: rules.squares,
            announce: rules.win_mode == WinMode::Announce,
            board: [[None; 4]; 4],
            hand: None,
            given: [false; 16],
            mover: 0,
            placing: false,
            last: None,
            final_claim: false,
            result: None,
        }
    }

    /// Every winning alignment: its name and its four cells.
    fn alignments(&self) -> Vec<(String, Vec<(usize, usize)>)> {
        let mut out = Vec::new();
        for row in 0..4 {
            out.push((
                format!("{}-{}", cell_name(0, row), cell_name(3, row)),
                (0..4).map(|c| (c, row)).collect(),
            ));
        }
        for column in 0..4 {
            out.push((
                format!("{}-{}", cell_name(column, 0), cell_name(column, 3)),
                (0..4).map(|r| (column, r)).collect(),
            ));
        }
        out.push(("a1-d4".into(), (0..4).map(|i| (i, i)).collect()));
        out.push(("a4-d1".into(), (0..4).map(|i| (i, 3 - i)).collect()));
        if self.squares {
            for row in 0..3 {
                for column in 0..3 {
                    out.push((
                        format!("{}-{}", cell_name(column, row), cell_name(column + 1, row + 1)),
                        vec![
                            (column, row),
                            (column + 1, row),
                            (column, row + 1),
                            (column + 1, row + 1),
                        ],
                    ));
                }
            }
        }
        out
    }

    fn is_quarto(&self, cells: &[(usize, usize)]) -> bool {
        let pieces: Vec<u8> = cells.iter().filter_map(|&(c, r)| self.board[c][r]).collect();
        if pieces.len() != 4 {
            return false;
        }
        (0..4).any(|a| {
            self.counted[a]
                && (pieces.iter().all(|p| p >> a & 1 == 1) || pieces.iter().all(|p| p >> a & 1 == 0))
        })
    }

    fn quartos_through(&self, at: (usize, usize)) -> Vec<String> {
        self.alignments()
            .into_iter()
            .filter(|(_, cells)| cells.contains(&at) && self.is_quarto(cells))
            .map(|(name, _)| name)
            .collect()
    }

    fn claims(&self) -> Vec<String> {
        match (self.announce, self.last) {
            (true, Some(at)) => self
                .quartos_through(at)
                .into_iter()
                .map(|n| format!("Q:{n}"))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn legal(&self) -> Vec<String> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut out = self.claims();
        if self.final_claim {
            out.push("pass".into());
        } else if self.placing {
            for column in 0..4 {
                for row in 0..4 {
                    if self.board[column][row].is_none() {
                        out.push(cell_name(column, row));
                    }
                }
            }
        } else {
            for p in 0..16 {
                if !self.given[p] {
                    out.push(format!("{p:x}"));
                }
            }
        }
        out.sort();
        out
    }

    fn play(&mut self, action: &str) {
        assert!(
            self.legal().iter().any(|a| a == action),
            "reference: {action} not legal"
        );
        if action.starts_with("Q:") {
            self.result = Some(Outcome::WonBy(Player(self.mover)));
        } else if action == "pass" {
            self.result = Some(Outcome::Draw);
        } else if action.len() == 1 {
            let p = u8::from_str_radix(action, 16).unwrap();
            self.given[p as usize] = true;
            self.hand = Some(p);
            self.mover = 1 - self.mover;
            self.placing = true;
        } else {
            let b = action.as_bytes();
            let at = ((b[0] - b'a') as usize, (b[1] - b'1') as usize);
            self.board[at.0][at.1] = self.hand.take();
            self.placing = false;
            let full = self.board.iter().flatten().all(Option::is_some);
            let made = !self.quartos_through(at).is_empty();
            if self.announce {
                self.last = Some(at);
                if full && made {
                    self.final_claim = true;
                } else if full {
                    self.result = Some(Outcome::Draw);
                }
            } else if made {
                self.result = Some(Outcome::WonBy(Player(self.mover)));
            } else if full {
                self.result = Some(Outcome::Draw);
            }
        }
    }
}

fn all_rules() -> Vec<Rules> {
    let mut out = Vec::new();
    for bits in 1..16u8 {
        for squares in [false, true] {
            for win_mode in [WinMode::Auto, WinMode::Announce] {
                out.push(Rules {
                    attributes: Attributes::from_bits(bits).unwrap(),
                    squares,
                    win_mode,
                });
            }
        }
    }
    out
}

#[test]
fn fast_code_agrees_with_the_reference_in_every_variant() {
    let mut rng = Rng::new(2024);
    let mut positions = 0;
    for rules in all_rules() {
        for _ in 0..40 {
            let mut fast = Quarto::new(rules);
            let mut slow = Reference::new(rules);
            loop {
                positions += 1;
                let mut fast_actions: Vec<String> =
                    fast.legal_actions().iter().map(|a| a.to_string()).collect();
                fast_actions.sort();
                assert_eq!(fast_actions, slow.legal(), "{rules}: {fast}");
                assert_eq!(fast.outcome(), slow.result, "{rules}: {fast}");
                if fast.is_over() {
                    assert!(fast_actions.is_empty());
                    break;
                }
                assert_eq!(fast.to_move(), Player(slow.mover), "{rules}: {fast}");
                // Prefer claims and the quiet actions equally: pick uniformly.
                let pick = fast_actions[rng.below(fast_actions.len())].clone();
                slow.play(&pick);
                fast = fast.play(fast.parse_action(&pick).unwrap()).unwrap();
            }
        }
    }
    assert!(positions > 20_000, "only {positions} positions compared");
}
