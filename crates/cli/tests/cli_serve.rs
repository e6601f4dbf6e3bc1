//! `quartet serve` as a process: it prints the address to open, and a server killed outright
//! (SIGKILL, no shutdown) and started again on the same data directory resumes its games.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use serde_json::{Value, json};

struct Serve {
    child: Child,
    addr: String,
    lines: Vec<String>,
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(data_dir: &std::path::Path) -> Serve {
    let mut child = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(["--lang", "en", "serve", "--port", "0", "--data-dir"])
        .arg(data_dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("quartet serve starts");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    let mut addr = None;
    while addr.is_none() || !lines.last().is_some_and(|l: &String| l.contains("Ctrl-C")) {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "serve ended early: {lines:?}"
        );
        // The banner's first line holds its only address, in every language.
        if addr.is_none()
            && let Some(at) = line.find("http://")
        {
            let url = line[at + "http://".len()..]
                .split_whitespace()
                .next()
                .unwrap_or("");
            addr = Some(url.trim_end_matches('/').to_string());
        }
        lines.push(line.trim().to_string());
    }
    Serve {
        child,
        addr: addr.unwrap(),
        lines,
    }
}

/// One HTTP/1.1 request; the status and the JSON body.
fn http(addr: &str, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, Value) {
    let mut stream = TcpStream::connect(addr).expect("the server listens");
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response[9..12].parse().unwrap();
    let (_, body) = response.split_once("\r\n\r\n").unwrap();
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

#[test]
fn a_killed_server_resumes_its_games() {
    let dir = std::env::temp_dir().join(format!("quartet-cli-serve-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let first = serve(&dir);
    assert!(
        first.lines.iter().any(|l| l.contains("quartet.db")),
        "{:?}",
        first.lines
    );
    let (status, created) = http(
        &first.addr,
        "POST",
        "/api/games",
        None,
        Some(json!({"game": "quarto", "clock": "10m", "seats": ["me", "me"]})),
    );
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let token = format!(
        "{},{}",
        created["tokens"][0]["token"].as_str().unwrap(),
        created["tokens"][1]["token"].as_str().unwrap()
    );
    for action in ["7", "a1", "3"] {
        let (status, state) = http(
            &first.addr,
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&token),
            Some(json!({"action": action})),
        );
        assert_eq!(status, 200, "{state}");
    }
    let (_, before) = http(
        &first.addr,
        "GET",
        &format!("/api/games/{id}"),
        Some(&token),
        None,
    );
    drop(first); // SIGKILL: no shutdown at all

    let second = serve(&dir);
    assert!(
        second
            .lines
            .iter()
            .any(|l| l.contains("1 unfinished game resumed")),
        "{:?}",
        second.lines
    );
    let (status, after) = http(
        &second.addr,
        "GET",
        &format!("/api/games/{id}"),
        Some(&token),
        None,
    );
    assert_eq!(status, 200);
    for field in ["ply", "history", "view", "legal", "to_move", "status"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    let (status, state) = http(
        &second.addr,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&token),
        Some(json!({"action": "b2"})),
    );
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["ply"], 4);
    drop(second);
    let _ = std::fs::remove_dir_all(&dir);
}
