//! The terminal while the full-screen game runs. [`Guard::enter`] switches on raw mode, the
//! alternate screen and mouse capture; they are switched off again on every way out: by
//! [`Guard::leave`], by dropping the guard (an early return, an error passed up with `?`), and on
//! a panic by a panic hook, which restores the terminal *before* the message is printed, so that
//! the message lands on the normal screen where it can be read.

use std::cell::Cell;
use std::io;
use std::sync::Once;

use crossterm::cursor::Show;
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};

/// A way to switch the terminal.
type Flip = fn() -> io::Result<()>;

/// How the terminal is switched into the game's state and back.
#[derive(Copy, Clone)]
struct Switch {
    on: Flip,
    off: Flip,
}

/// The real terminal's switch.
const TERMINAL: Switch = Switch {
    on: terminal_on,
    off: terminal_off,
};

fn terminal_on() -> io::Result<()> {
    enable_raw_mode()?;
    execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)
}

fn terminal_off() -> io::Result<()> {
    // Raw mode first: it matters most to the shell that comes back.
    let raw = disable_raw_mode();
    let screen = execute!(io::stdout(), DisableMouseCapture, LeaveAlternateScreen, Show);
    raw.and(screen)
}

thread_local! {
    /// How to switch the terminal back, while this thread holds a guard. Only the thread that
    /// switched it restores it: a panic on a bot's thread leaves the game running.
    static HELD: Cell<Option<Flip>> = const { Cell::new(None) };
}

/// Holds the terminal in the game's state; restores it when left, dropped, or on a panic.
pub struct Guard {
    off: Flip,
}

impl Guard {
    /// Switches the terminal into the game's state.
    pub fn enter() -> io::Result<Guard> {
        Guard::with(TERMINAL)
    }

    fn with(switch: Switch) -> io::Result<Guard> {
        restore_on_panic();
        // Held before switching on, so that a half-done switch is undone too.
        HELD.with(|held| held.set(Some(switch.off)));
        let guard = Guard { off: switch.off };
        (switch.on)()?;
        Ok(guard)
    }

    /// Switches the terminal back, and says if that failed.
    pub fn leave(self) -> io::Result<()> {
        release(self.off)
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = release(self.off);
    }
}

/// Switches the terminal back if this thread still holds it (once only).
fn release(off: Flip) -> io::Result<()> {
    match HELD.with(Cell::take) {
        Some(_) => off(),
        None => Ok(()),
    }
}

/// Installs (once) the panic hook that restores the terminal held by the panicking thread
/// before the hook that was there prints the message.
fn restore_on_panic() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if let Some(off) = HELD.with(Cell::take) {
                let _ = off();
            }
            previous(info);
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A switch that counts how often it is switched on and off (each use its own counts).
    macro_rules! counting_switch {
        () => {{
            static ON: AtomicUsize = AtomicUsize::new(0);
            static OFF: AtomicUsize = AtomicUsize::new(0);
            fn on() -> io::Result<()> {
                ON.fetch_add(1, Ordering::SeqCst);
                Ok(())
            }
            fn off() -> io::Result<()> {
                OFF.fetch_add(1, Ordering::SeqCst);
                Ok(())
            }
            (Switch { on, off }, &ON, &OFF)
        }};
    }

    #[test]
    fn leaving_or_dropping_restores_once() {
        let (switch, on, off) = counting_switch!();
        let guard = Guard::with(switch).unwrap();
        assert_eq!((on.load(Ordering::SeqCst), off.load(Ordering::SeqCst)), (1, 0));
        guard.leave().unwrap();
        assert_eq!(off.load(Ordering::SeqCst), 1, "left once, not again when dropped");
        // An early return or a `?` drops the guard.
        let result: io::Result<()> = (|| {
            let _guard = Guard::with(switch)?;
            Err(io::Error::other("the event loop failed"))
        })();
        assert!(result.is_err());
        assert_eq!(off.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn a_panic_restores_the_terminal_from_the_hook() {
        let (switch, on, off) = counting_switch!();
        let panicked = std::thread::spawn(move || {
            let guard = Guard::with(switch).unwrap();
            // Even a guard that is never dropped (as when a panic aborts) is restored: by the
            // hook, which runs before the message is printed.
            std::mem::forget(guard);
            panic!("a bug in the game");
        })
        .join();
        assert!(panicked.is_err());
        assert_eq!((on.load(Ordering::SeqCst), off.load(Ordering::SeqCst)), (1, 1));
    }

    #[test]
    fn a_panic_on_another_thread_leaves_the_terminal_alone() {
        let (switch, _, off) = counting_switch!();
        let guard = Guard::with(switch).unwrap();
        let bot = std::thread::spawn(|| panic!("a bot failed")).join();
        assert!(bot.is_err());
        assert_eq!(off.load(Ordering::SeqCst), 0, "the game goes on in its screen");
        drop(guard);
        assert_eq!(off.load(Ordering::SeqCst), 1);
    }
}
