//! A Quartino bot sees only its own observation: when the hidden cards of the other players
//! (and the cards out of the game) are dealt differently, its choice does not change.

use quartet_core::chance::Rng;
use quartet_core::quartino::{Config, Quartino};
use quartet_core::{AnyGame, Game};
use quartet_engine::any::AnyBot;
use quartet_engine::levels::{Level, Levels};

fn midgame(players: usize, seed: u64, steps: usize) -> Quartino {
    let config = Config::new(players).unwrap();
    let mut rng = Rng::new(seed);
    let mut state = Quartino::start(&config, seed);
    for _ in 0..steps {
        let legal = state.legal_actions();
        let Some(&a) = rng.choose(&legal) else { break };
        state.play_unchecked(a);
    }
    state
}

#[test]
fn the_choice_does_not_depend_on_other_hands() {
    let mut differing = 0;
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        let state = midgame(players, seed, 30);
        assert!(!state.is_over());
        let me = state.to_move();
        let observation = state.observe(me);
        let mut rng = Rng::new(seed + 100);
        // Other deals consistent with what `me` sees.
        let variants: Vec<Quartino> = (0..4)
            .map(|_| Quartino::determinize(&observation, &mut rng))
            .collect();
        for level in [Level::Casual, Level::Strong] {
            let choose = |s: &Quartino| {
                let mut bot = Quartino::bot(level, 7).unwrap();
                if level == Level::Strong {
                    // An iteration budget: the same input gives the same search.
                    bot = Box::new(quartet_engine::bot::MctsBot::new(
                        quartet_engine::mcts::Settings {
                            seed: 7,
                            playout_limit: 40,
                            ..Default::default()
                        },
                        quartet_engine::mcts::Budget::iterations(400),
                    ));
                }
                bot.choose(&s.observe(me)).unwrap()
            };
            let original = choose(&state);
            for v in &variants {
                if v.position() != state.position() {
                    differing += 1;
                }
                assert_eq!(
                    v.observe(me),
                    observation,
                    "a variant must look the same to the bot"
                );
                assert_eq!(
                    choose(v),
                    original,
                    "{players} seats, {level}: the choice changed with hidden cards"
                );
            }
        }
        // Through AnyBot too, which hands its bot only the observation of the seat to move.
        let mut any = AnyBot::new(quartet_core::GameKind::Quartino, Level::Casual, 3).unwrap();
        let a = any.choose(&AnyGame::Quartino(state.clone()));
        let mut any = AnyBot::new(quartet_core::GameKind::Quartino, Level::Casual, 3).unwrap();
        let b = any.choose(&AnyGame::Quartino(variants[0].clone()));
        assert_eq!(a, b);
    }
    assert!(
        differing > 10,
        "the variants must really deal the hidden cards differently"
    );
}
