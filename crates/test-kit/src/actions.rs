//! Every action a game can name, legal or not: what tests and fuzz targets try against the
//! legal actions, to check that everything else is refused.

use quartet_core::quartino::{self, Quartino};
use quartet_core::quarto::{self, Alignment, Cell, Piece};

/// Every action of Quarto!: 16 gives, 16 placements, the claims of every line and square, pass.
pub fn every_quarto_action() -> Vec<quarto::Action> {
    let gives = Piece::all().map(quarto::Action::Give);
    let places = Cell::all().map(quarto::Action::Place);
    let claims = Alignment::ALL.into_iter().map(quarto::Action::Claim);
    gives
        .chain(places)
        .chain(claims)
        .chain([quarto::Action::Pass])
        .collect()
}

/// Every action Quartino's equipment in `state` allows: each colour on each space, a column on
/// each space, each card on each quarter, four colours, end.
pub fn every_quartino_action(state: &Quartino) -> Vec<quartino::Action> {
    let equipment = state.table().equipment();
    let mut all = vec![quartino::Action::FourColours, quartino::Action::End];
    for space in equipment.spaces() {
        all.push(quartino::Action::Column(space));
        for colour in equipment.colours() {
            all.push(quartino::Action::Place(colour.colour, space));
        }
    }
    for &card in equipment.cards() {
        for quarter in equipment.quarters() {
            all.push(quartino::Action::Claim(card, quarter));
        }
    }
    all
}
