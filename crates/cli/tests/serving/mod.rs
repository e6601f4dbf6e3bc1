//! Shared by the tests that run `quartet serve` as a process: start it (JSON logs, its
//! address read from its `listening` line), signal it, wait for its exit, talk to it.

// Each test file uses part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A `quartet serve` process; its standard error kept line by line.
pub struct Serve {
    child: Child,
    /// Where it listens: `127.0.0.1:PORT`.
    pub addr: String,
    stderr: Arc<Mutex<Vec<String>>>,
    /// The thread reading standard error, joined once the process has exited, so that its
    /// last lines are kept before anyone reads them.
    reader: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `quartet serve` with `args` and `env` (JSON logs at `info` unless they say
/// otherwise) and waits for its `listening` log line, which tells its address.
pub fn serve(args: &[&str], env: &[(&str, &str)]) -> Serve {
    let mut command = Command::new(env!("CARGO_BIN_EXE_quartet"));
    command
        .arg("serve")
        .args(args)
        .env("QUARTET_LOG_FORMAT", "json")
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("quartet serve starts");
    let stderr = Arc::new(Mutex::new(Vec::new()));
    let (found, addr) = std::sync::mpsc::channel();
    let lines = stderr.clone();
    let out = BufReader::new(child.stderr.take().unwrap());
    let reader = std::thread::spawn(move || {
        for line in out.lines() {
            let Ok(line) = line else { break };
            if let Ok(event) = serde_json::from_str::<Value>(&line)
                && event["message"] == "listening"
                && let Some(addr) = event["addr"].as_str()
            {
                let _ = found.send(addr.to_string());
            }
            lines.lock().unwrap().push(line);
        }
    });
    let addr = addr
        .recv_timeout(Duration::from_secs(60))
        .unwrap_or_else(|_| panic!("no `listening` line: {:?}", stderr.lock().unwrap()));
    Serve {
        child,
        addr,
        stderr,
        reader: Some(reader),
    }
}

impl Serve {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// Sends `signal` (TERM, STOP, …) to the process.
    pub fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status()
            .unwrap();
        assert!(sent.success(), "kill -{signal}");
    }

    /// Waits for the process to exit, at most `within`, and for every line it wrote.
    pub fn exit_within(&mut self, within: Duration) -> ExitStatus {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Its standard error ends with it: the reader reaches the end of what is left.
                if let Some(reader) = self.reader.take() {
                    reader.join().expect("the standard error's reader");
                }
                return status;
            }
            assert!(started.elapsed() < within, "still running after {within:?}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn log(&self) -> Vec<String> {
        self.stderr.lock().unwrap().clone()
    }
}

pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap()
}

pub async fn get(http: &reqwest::Client, url: &str) -> (u16, String) {
    let response = http.get(url).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

pub async fn post(http: &reqwest::Client, url: &str, auth: Option<&str>, body: Value) -> (u16, Value) {
    let mut request = http.post(url).json(&body);
    if let Some(tokens) = auth {
        request = request.bearer_auth(tokens);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Creates a Quarto! game for two people at this client on the server at `base`
/// (`http://HOST:PORT`); its id and both seats' tokens.
pub async fn two_player_game(http: &reqwest::Client, base: &str) -> (String, String, String) {
    let (status, created) = post(
        http,
        &format!("{base}/api/games"),
        None,
        json!({"game": "quarto", "clock": "10m", "seats": ["me", "me"]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let token = |i: usize| created["tokens"][i]["token"].as_str().unwrap().to_string();
    (created["id"].as_str().unwrap().to_string(), token(0), token(1))
}

/// A loopback port free at the moment.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
