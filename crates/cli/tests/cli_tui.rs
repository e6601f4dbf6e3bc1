//! The full-screen `quartet play` in a real terminal (a pseudo-terminal made by `script`, of
//! util-linux): it takes the terminal over and gives it back as it was when it ends.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const QUARTET: &str = env!("CARGO_BIN_EXE_quartet");

/// Escape sequences: the alternate screen on and off, mouse capture on and off, the cursor shown.
const ALTERNATE_ON: &[u8] = b"\x1b[?1049h";
const ALTERNATE_OFF: &[u8] = b"\x1b[?1049l";
const MOUSE_ON: &[u8] = b"\x1b[?1000h";
const MOUSE_OFF: &[u8] = b"\x1b[?1000l";
const CURSOR_SHOWN: &[u8] = b"\x1b[?25h";

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

/// Runs `quartet play ARGS` in a 110×40 pseudo-terminal; once `ready` is on the screen (a word:
/// the screen is drawn a word at a time), types `keys`. Returns whether it succeeded, and everything it wrote to the terminal.
fn in_a_terminal(args: &str, ready: &str, keys: &[u8]) -> (bool, Vec<u8>) {
    let command = format!("stty cols 110 rows 40; exec {QUARTET} play {args}");
    let mut child = Command::new("script")
        .env("LC_ALL", "C.UTF-8")
        .args(["-q", "-f", "-e", "-c", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script (util-linux) runs");
    let mut stdout = child.stdout.take().unwrap();
    let output = Arc::new(Mutex::new(Vec::new()));
    let reader = {
        let output = Arc::clone(&output);
        std::thread::spawn(move || {
            let mut chunk = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                output.lock().unwrap().extend_from_slice(&chunk[..n]);
            }
        })
    };
    let start = Instant::now();
    while find(&output.lock().unwrap(), ready.as_bytes()).is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let output = output.lock().unwrap();
            let tail = &output[output.len().saturating_sub(2000)..];
            panic!("{ready:?} never shown: {}", String::from_utf8_lossy(tail));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(keys).unwrap();
    stdin.flush().unwrap();
    let status = child.wait().unwrap();
    drop(stdin);
    reader.join().unwrap();
    let output = output.lock().unwrap().clone();
    (status.success(), output)
}

/// The terminal was taken over, then given back after the last thing drawn.
fn given_back(output: &[u8]) {
    let text = String::from_utf8_lossy(output);
    let on = find(output, ALTERNATE_ON).expect("the alternate screen");
    assert!(find(output, MOUSE_ON).is_some_and(|m| m > on), "{text}");
    let off = find(output, ALTERNATE_OFF).expect("the alternate screen left");
    assert!(off > on, "{text}");
    assert!(find(output, MOUSE_OFF).is_some_and(|m| m > on), "{text}");
    assert!(find(output, CURSOR_SHOWN).is_some_and(|c| c > on), "{text}");
    // Nothing is drawn after the terminal is given back.
    let after = String::from_utf8_lossy(&output[off..]);
    assert!(!after.contains("Legal"), "{after}");
}

#[test]
fn ctrl_c_in_a_game_gives_the_terminal_back() {
    let (ok, output) = in_a_terminal("--game quarto --seats human,human", "Seats", b"\x03");
    assert!(ok, "{}", String::from_utf8_lossy(&output));
    given_back(&output);
}

#[test]
fn q_on_the_menu_gives_the_terminal_back() {
    let (ok, output) = in_a_terminal("", "Quartino", b"q");
    assert!(ok, "{}", String::from_utf8_lossy(&output));
    given_back(&output);
}

#[test]
fn a_bad_argument_never_takes_the_terminal() {
    let (ok, output) = in_a_terminal("--load /nonexistent/record.txt", "error", b"");
    assert!(!ok);
    assert!(find(&output, ALTERNATE_ON).is_none());
    assert!(String::from_utf8_lossy(&output).contains("/nonexistent/record.txt: there is no such file"));
}
