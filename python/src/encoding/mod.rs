//! What a learning program needs of a game beyond the rules: a fixed action space (every
//! action of a game has an integer id below [`Encoding::num_actions`], the same id in every
//! state) and an observation tensor of a fixed shape for each seat. Each game's encoding, with
//! its documented layout, is in its own module; `python/README.md` gathers the layouts.

mod danish;
mod quartino;
mod quarto;

use quartet_core::{Game, Player};

/// A game's fixed action space and observation tensor.
pub trait Encoding: Game {
    /// How many action ids the game has with these settings.
    fn num_actions(config: &Self::Config) -> usize;

    /// The id of an action (below [`Encoding::num_actions`]).
    fn action_id(config: &Self::Config, action: Self::Action) -> usize;

    /// The action with this id, if the id is below [`Encoding::num_actions`].
    fn action_at(config: &Self::Config, id: usize) -> Option<Self::Action>;

    /// The shape of [`Encoding::observation_tensor`] with these settings.
    fn observation_shape(config: &Self::Config) -> Vec<usize>;

    /// The largest number an observation tensor holds with these settings (the least is 0).
    fn observation_high(config: &Self::Config) -> f32;

    /// Writes what `player` sees into `out` (as long as the shape's product, all zeros), from
    /// that seat's observation only.
    fn observation_tensor(&self, player: Player, out: &mut [f32]);

    /// What `player` sees, in the game's notation.
    fn observation_text(&self, player: Player) -> String;
}

/// Sets a whole plane of `size` cells, starting at `plane * size`, to `value`.
fn fill_plane(out: &mut [f32], plane: usize, size: usize, value: f32) {
    out[plane * size..(plane + 1) * size].fill(value);
}
