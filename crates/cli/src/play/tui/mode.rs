//! What the full-screen game shows and what its keys do, as one [`Mode`]: a screen (the menu, a
//! game, the pass-the-device screen before a hidden hand is shown) or an overlay over one (the
//! help, the file-name prompt), which keeps the screen below to go back to when it closes.

use quartet_core::Player;

/// What is on the screen, and so what the keys do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The start menu: choose a game, or load a record.
    Menu,
    /// A game: the board, the seats and clocks, the legal actions, the input line.
    Game,
    /// The game waits behind a blank board until the person at `seat` has the device (a game
    /// with hidden hands and more than one person at the keyboard).
    Handover(Player),
    /// The help, over the screen below; any key or click closes it.
    Help {
        /// The screen to go back to.
        below: Box<Mode>,
    },
    /// A file name being typed, over the screen below.
    Prompt {
        /// What it is for, and the text so far.
        prompt: Prompt,
        /// The screen to go back to.
        below: Box<Mode>,
    },
    /// The program ends.
    Quit,
}

/// What a file-name prompt is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PromptFor {
    /// Load a record and play on from it.
    Load,
    /// Save the game as a record.
    Save,
    /// Start the game the menu describes from a position (its notation).
    Position,
}

/// A file name (or a position) being typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    /// What Enter does with the text.
    pub purpose: PromptFor,
    /// The text typed so far.
    pub text: String,
}

impl Mode {
    /// The screen under the overlays (itself when it is no overlay).
    pub fn base(&self) -> &Mode {
        match self {
            Mode::Help { below } | Mode::Prompt { below, .. } => below.base(),
            screen => screen,
        }
    }

    /// The screen under the overlays, to change it while they stay open (a bot's action can
    /// bring the pass-the-device screen while the help is read).
    pub fn base_mut(&mut self) -> &mut Mode {
        match self {
            Mode::Help { below } | Mode::Prompt { below, .. } => below.base_mut(),
            screen => screen,
        }
    }

    /// Whether this is a screen an overlay can open over (the menu, a game, the handover).
    pub fn is_screen(&self) -> bool {
        matches!(self, Mode::Menu | Mode::Game | Mode::Handover(_))
    }

    /// Opens the help over this screen; over an overlay (or once quitting) nothing happens.
    pub fn open_help(&mut self) {
        if self.is_screen() {
            let below = Box::new(std::mem::replace(self, Mode::Quit));
            *self = Mode::Help { below };
        }
    }

    /// Opens a file-name prompt over this screen; over an overlay (or once quitting) nothing
    /// happens.
    pub fn open_prompt(&mut self, purpose: PromptFor, text: String) {
        if self.is_screen() {
            let below = Box::new(std::mem::replace(self, Mode::Quit));
            *self = Mode::Prompt {
                prompt: Prompt { purpose, text },
                below,
            };
        }
    }

    /// Closes the overlay on top, if any, and goes back to the screen below; returns the prompt
    /// it was, if it was one.
    pub fn close(&mut self) -> Option<Prompt> {
        match std::mem::replace(self, Mode::Quit) {
            Mode::Help { below } => {
                *self = *below;
                None
            }
            Mode::Prompt { prompt, below } => {
                *self = *below;
                Some(prompt)
            }
            screen => {
                *self = screen;
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_overlay_goes_back_to_its_screen() {
        let mut mode = Mode::Game;
        mode.open_help();
        assert_eq!(
            mode,
            Mode::Help {
                below: Box::new(Mode::Game)
            }
        );
        assert_eq!(mode.base(), &Mode::Game);
        assert_eq!(mode.close(), None);
        assert_eq!(mode, Mode::Game);

        let mut mode = Mode::Menu;
        mode.open_prompt(PromptFor::Load, String::new());
        assert_eq!(mode.base(), &Mode::Menu);
        let prompt = mode.close().expect("a prompt was open");
        assert_eq!(prompt.purpose, PromptFor::Load);
        assert_eq!(mode, Mode::Menu);
    }

    #[test]
    fn overlays_do_not_pile_up() {
        let mut mode = Mode::Game;
        mode.open_prompt(PromptFor::Save, "game.txt".into());
        let prompt = mode.clone();
        mode.open_help();
        mode.open_prompt(PromptFor::Load, String::new());
        assert_eq!(mode, prompt, "an overlay opens over a screen only");
        let mut quitting = Mode::Quit;
        quitting.open_help();
        assert_eq!(quitting, Mode::Quit);
        // Closing a screen changes nothing.
        let mut menu = Mode::Menu;
        assert_eq!(menu.close(), None);
        assert_eq!(menu, Mode::Menu);
    }

    #[test]
    fn the_screen_under_an_overlay_can_change() {
        let mut mode = Mode::Game;
        mode.open_help();
        *mode.base_mut() = Mode::Handover(Player(1));
        mode.close();
        assert_eq!(mode, Mode::Handover(Player(1)));
    }
}
