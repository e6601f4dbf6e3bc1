//! `quartet serve` (the web server: the browser UI, the JSON API and live games) and
//! `quartet load-test` (many games on loopback against it, to measure it).

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};

use crate::load::{LoadConfig, MAX_GAMES, MAX_SECONDS};
use anyhow::Context;
use clap::Args;
use quartet_core::GameKind;
use quartet_server::proxy::{AddressBlock, TrustedProxies};
use quartet_store::Location;

use crate::{help, numbers, said};
use quartet_i18n::{Texts, tr};

/// The most requests a second (and in a burst) `--http-rate` and `--http-burst` may allow.
const MAX_RATE: f64 = 1e6;

/// Options of `quartet serve`. Every one may also come from the environment variable named
/// in `--help` (`QUARTET_…`); an option on the command line wins over its variable.
#[derive(Args, Debug, Clone)]
pub struct ServeArgs {
    /// The port to listen on (0: any free port).
    #[arg(long, env = "QUARTET_PORT", default_value_t = 8080, value_parser = numbers::whole::<u16>(0, 65535), allow_negative_numbers = true)]
    pub port: u16,
    /// The address to listen on: 127.0.0.1 for this machine only, 0.0.0.0 for every network.
    #[arg(long, env = "QUARTET_HOST", default_value = "127.0.0.1")]
    pub host: IpAddr,
    /// The address and port to listen on in one, e.g. `127.0.0.1:8080` or `[::1]:8080` (instead
    /// of --host and --port).
    #[arg(long, env = "QUARTET_ADDR", value_name = "HOST:PORT", conflicts_with_all = ["host", "port"])]
    pub addr: Option<SocketAddr>,
    /// Where the games are kept (an SQLite file, quartet.db, in this directory).
    #[arg(
        long,
        env = "QUARTET_DATA_DIR",
        value_name = "DIR",
        default_value = "quartet-data"
    )]
    pub data_dir: PathBuf,
    /// A database instead of the data directory: postgres://USER:PASSWORD@HOST/DB, or
    /// sqlite://FILE. Better from the environment, where other users of the machine cannot
    /// read the password.
    #[arg(
        long,
        env = "QUARTET_DATABASE_URL",
        hide_env_values = true,
        value_name = "URL"
    )]
    pub database_url: Option<String>,
    /// With PostgreSQL: the most connections a node opens for the games (at least 2, plus one
    /// for its heartbeat). Each is a PostgreSQL process: raise it when PostgreSQL has cores of
    /// its own to run them (see docs/deploy.md).
    #[arg(long, env = "QUARTET_DATABASE_CONNECTIONS", value_name = "N",
          default_value_t = quartet_store::postgres::CONNECTIONS,
          value_parser = numbers::whole::<u32>(u64::from(quartet_store::postgres::MIN_CONNECTIONS), 1000), allow_negative_numbers = true)]
    pub database_connections: u32,
    /// The built browser UI to serve (default: web/dist when it exists).
    #[arg(long = "static", env = "QUARTET_STATIC", value_name = "DIR")]
    pub static_dir: Option<PathBuf>,
    /// How many bot searches may run at once (default: one per core but one).
    #[arg(long, env = "QUARTET_BOT_THREADS", value_name = "N", value_parser = numbers::whole::<usize>(1, 1024), allow_negative_numbers = true)]
    pub bot_threads: Option<usize>,
    /// How many analyses may run at once, on threads apart from the bots'.
    #[arg(long, env = "QUARTET_ANALYSIS_THREADS", value_name = "N", default_value_t = 1, value_parser = numbers::whole::<usize>(1, 1024), allow_negative_numbers = true)]
    pub analysis_threads: usize,
    /// API requests a client address may make a second, on average (0: no limit).
    #[arg(long, env = "QUARTET_HTTP_RATE", value_name = "N", default_value_t = quartet_server::Limits::default().http_requests_per_second,
          value_parser = numbers::number(0.0, MAX_RATE), allow_negative_numbers = true)]
    pub http_rate: f64,
    /// API requests a client address may make in a burst.
    #[arg(long, env = "QUARTET_HTTP_BURST", value_name = "N", default_value_t = quartet_server::Limits::default().http_burst,
          value_parser = numbers::number(1.0, MAX_RATE), allow_negative_numbers = true)]
    pub http_burst: f64,
    /// How long a player of a real-time or untimed game between people has for their first
    /// turn before the server aborts the game, unrated (a correspondence game gives its time a
    /// move; see docs/api.md, *Between the players*).
    #[arg(long, env = "QUARTET_FIRST_TURN_SECONDS", value_name = "SECONDS",
          default_value_t = quartet_server::Limits::default().first_turn_ms as f64 / 1000.0,
          value_parser = numbers::seconds(86_400.0), allow_negative_numbers = true)]
    pub first_turn_seconds: f64,
    /// Behind a reverse proxy: the client's address is the one the trusted proxies write in
    /// `X-Forwarded-For` (the limits per client address count it), and their
    /// `X-Forwarded-Proto: https` makes the session cookie `Secure`; the headers of any other
    /// peer are ignored. From the environment: true or false.
    #[arg(long, env = "QUARTET_BEHIND_PROXY")]
    pub behind_proxy: bool,
    /// The trusted proxies' addresses or address blocks, comma-separated (`10.0.0.5`,
    /// `10.0.0.0/8`, `fd00::/8`); giving them implies --behind-proxy. Default with
    /// --behind-proxy: this machine (127.0.0.0/8 and ::1).
    #[arg(long, env = "QUARTET_TRUSTED_PROXIES", value_name = "ADDRESSES", value_delimiter = ',',
          value_parser = trusted_proxy)]
    pub trusted_proxies: Vec<AddressBlock>,
    /// How the log lines on standard error look: text, for a person, or json, one JSON object
    /// a line, for a log collector.
    #[arg(long, env = "QUARTET_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
    /// Which log lines to write: error, warn, info, debug or trace, or per module as in
    /// `info,quartet_server=debug`.
    #[arg(long, env = "QUARTET_LOG", value_name = "FILTER", default_value = "info")]
    pub log: String,
    /// On SIGTERM or Ctrl-C, how long the server may take to stop (connections told to
    /// reconnect, requests in flight answered, bots stopped, the store closed) before it exits
    /// all the same; every action it acknowledged was stored before.
    #[arg(long, env = "QUARTET_SHUTDOWN_SECONDS", value_name = "SECONDS", default_value_t = 10.0,
          value_parser = numbers::seconds(600.0), allow_negative_numbers = true)]
    pub shutdown_seconds: f64,
    /// With PostgreSQL (several nodes on one database): how long a node's hold on the games it
    /// drives lasts without renewal; another node takes a game over within this and a sixth
    /// of it after the node dies (see docs/cluster.md).
    #[arg(long, env = "QUARTET_LEASE_SECONDS", value_name = "SECONDS", default_value_t = 6.0,
          value_parser = numbers::seconds(600.0), allow_negative_numbers = true)]
    pub lease_seconds: f64,
    /// The bearer token /metrics asks for (Prometheus's `authorization` setting sends it);
    /// without one, /metrics answers whoever reaches the node. Better from the environment,
    /// where other users of the machine cannot read it.
    #[arg(long, env = "QUARTET_METRICS_TOKEN", hide_env_values = true, value_name = "TOKEN",
          value_parser = metrics_token)]
    pub metrics_token: Option<quartet_server::metrics::MetricsToken>,
}

/// A metrics token, or why not.
fn metrics_token(text: &str) -> Result<quartet_server::metrics::MetricsToken, String> {
    quartet_server::metrics::MetricsToken::new(text).map_err(|e| e.to_string())
}

/// How log lines are written.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// Text for a person.
    Text,
    /// One JSON object a line.
    Json,
}

/// Options of `quartet load-test`.
#[derive(Args, Debug, Clone)]
pub struct LoadArgs {
    /// A running server to load (loopback only), e.g. http://127.0.0.1:8080/; given several
    /// times, the nodes of one cluster (each game made on one, its players on two); without it
    /// a server is started in this process on a temporary data directory.
    #[arg(long, value_name = "URL")]
    pub url: Vec<String>,
    /// Games played at once.
    #[arg(long, default_value_t = 200, value_parser = numbers::whole::<usize>(1, MAX_GAMES as u64), allow_negative_numbers = true)]
    pub games: usize,
    /// How long to play, in seconds.
    #[arg(long, default_value_t = 20.0, value_parser = numbers::seconds(MAX_SECONDS), allow_negative_numbers = true)]
    pub seconds: f64,
    /// Average pause of a player before each action, in ms (0: as fast as possible; at most a
    /// minute).
    #[arg(long, default_value_t = 0, value_parser = numbers::whole::<u64>(0, 60_000), allow_negative_numbers = true)]
    pub think_ms: u64,
    /// Games start spread over this many seconds (default: a quarter of the run, at most 10).
    #[arg(long, value_parser = numbers::number(0.0, MAX_SECONDS), allow_negative_numbers = true)]
    pub ramp_seconds: Option<f64>,
    /// quarto, danish or quartino.
    #[arg(long, default_value = "quarto")]
    pub game: GameKind,
    /// Seed of the players' choices.
    #[arg(long, default_value_t = 1, value_parser = numbers::seed(), allow_negative_numbers = true)]
    pub seed: u64,
}

/// The built UI to serve: the one given, else `web/dist` here or above the executable.
/// One trusted proxy's address or block, as `--trusted-proxies` lists them.
fn trusted_proxy(text: &str) -> Result<AddressBlock, quartet_server::proxy::BlockError> {
    text.parse()
}

/// The proxies whose forwarding headers the server believes: those listed, else this machine
/// when behind a proxy, else none.
fn trusted_proxies(behind_proxy: bool, listed: &[AddressBlock]) -> TrustedProxies {
    if !listed.is_empty() {
        TrustedProxies::new(listed.to_vec())
    } else if behind_proxy {
        TrustedProxies::new(AddressBlock::LOOPBACK.to_vec())
    } else {
        TrustedProxies::default()
    }
}

fn static_dir(given: Option<&Path>) -> anyhow::Result<Option<PathBuf>> {
    if let Some(dir) = given {
        if !dir.join("index.html").is_file() {
            let dir = dir.display().to_string();
            return Err(said::said(tr!(help::chosen(), "cli-failure-no-index", dir = dir)));
        }
        return Ok(Some(dir.to_path_buf()));
    }
    let mut candidates = vec![PathBuf::from("web/dist")];
    if let Ok(exe) = std::env::current_exe() {
        candidates.extend(exe.ancestors().skip(1).take(4).map(|d| d.join("web/dist")));
    }
    Ok(candidates.into_iter().find(|d| d.join("index.html").is_file()))
}

/// Shows the server's messages (games not resumed, endings or bots that failed) on standard
/// error: warnings and above.
fn show_server_messages() {
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_max_level(tracing_subscriber::filter::LevelFilter::WARN)
        .try_init();
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .with_context(|| tr!(help::chosen(), "cli-failure-runtime"))
}

/// Writes the server's log lines on standard error, as `format` says, those `filter` lets
/// through.
fn start_logs(format: LogFormat, filter: &str) -> anyhow::Result<()> {
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .map_err(|_| said::said(tr!(help::chosen(), "cli-failure-log-filter", filter = filter)))?;
    let logs = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(filter);
    let _ = match format {
        LogFormat::Text => logs.try_init(),
        LogFormat::Json => logs
            .json()
            .flatten_event(true)
            .with_current_span(false)
            .with_span_list(false)
            .try_init(),
    };
    Ok(())
}

/// The banner a person reads on standard output once the server listens, in the language of
/// `t`: the address to open first (the only `http://` on it), then where the games are kept,
/// the games resumed, the browser UI, and how to stop (its last line names Ctrl-C).
fn banner_lines(t: Texts, url: &str, config: &quartet_server::Config, resumed: usize) -> String {
    let place = config.database.place();
    let mut lines = vec![
        tr!(t, "serve-running", url = url),
        match &config.database {
            Location::Sqlite(_) => tr!(t, "serve-kept-sqlite", path = place),
            Location::SqliteMemory => tr!(t, "serve-kept-memory"),
            Location::Postgres(_) => tr!(t, "serve-kept-postgres", url = place),
        },
    ];
    if resumed > 0 {
        lines.push(tr!(t, "serve-resumed", count = resumed));
    }
    lines.push(match &config.static_dir {
        Some(dir) => tr!(t, "serve-ui", dir = dir.display().to_string()),
        None => tr!(t, "serve-no-ui"),
    });
    lines.push(tr!(t, "serve-stop-hint"));
    let mut out = lines[0].clone();
    for line in &lines[1..] {
        out.push_str("\n  ");
        out.push_str(line);
    }
    out.push('\n');
    out
}

/// Runs the server until SIGTERM or Ctrl-C, then stops it within `--shutdown-seconds`.
pub fn serve(args: &ServeArgs) -> anyhow::Result<()> {
    start_logs(args.log_format, &args.log)?;
    // A person reads the banner on standard output; a log collector gets the same in the logs.
    let banner = args.log_format == LogFormat::Text;
    let database = match &args.database_url {
        Some(url) => Location::parse(url)?,
        None => Location::in_data_dir(&args.data_dir),
    };
    let addr = args.addr.unwrap_or_else(|| SocketAddr::new(args.host, args.port));
    let mut config = quartet_server::Config::new(addr, database);
    config.static_dir = static_dir(args.static_dir.as_deref())?;
    if let Some(n) = args.bot_threads {
        config.bot_threads = n;
    }
    config.analysis_threads = args.analysis_threads;
    config.store.connections = args.database_connections;
    config.cluster.lease = std::time::Duration::from_secs_f64(args.lease_seconds.max(0.3));
    config.limits.http_requests_per_second = args.http_rate;
    config.limits.http_burst = args.http_burst;
    config.limits.first_turn_ms = (args.first_turn_seconds.max(1.0) * 1000.0) as u64;
    config.limits.proxies = trusted_proxies(args.behind_proxy, &args.trusted_proxies);
    config.metrics_token = args.metrics_token.clone();
    let bound = std::time::Duration::from_secs_f64(args.shutdown_seconds);
    runtime()?.block_on(async {
        let server = quartet_server::start(config.clone()).await?;
        let url = if addr.ip().is_unspecified() {
            format!("http://127.0.0.1:{}/", server.addr().port())
        } else {
            server.url()
        };
        tracing::info!(
            addr = %server.addr(),
            database = %server.database(),
            resumed = server.resumed(),
            not_resumed = server.not_resumed().len(),
            max_connections = server.max_connections(),
            max_websockets = server.max_websockets(),
            browser_ui = config.static_dir.is_some(),
            "listening"
        );
        let t = help::chosen();
        if banner {
            print!("{}", banner_lines(t, &url, &config, server.resumed()));
        }
        let signal = stop_signal().await;
        tracing::info!(signal, "stopping");
        if banner {
            println!("{}", tr!(t, "serve-stopping"));
        }
        match tokio::time::timeout(bound, server.shutdown()).await {
            Ok(()) => tracing::info!("stopped"),
            Err(_) => tracing::warn!(
                seconds = args.shutdown_seconds,
                "not stopped in time: exiting all the same"
            ),
        }
        anyhow::Ok(())
    })
}

/// Waits for SIGTERM or SIGINT (Ctrl-C); the signal's name.
async fn stop_signal() -> &'static str {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    {
        let term = async {
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(mut s) => {
                    s.recv().await;
                }
                Err(_) => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            () = ctrl_c => "SIGINT",
            () = term => "SIGTERM",
        }
    }
    #[cfg(not(unix))]
    {
        ctrl_c.await;
        "Ctrl-C"
    }
}

/// Runs the load tool and prints its report.
pub fn load_test(args: &LoadArgs) -> anyhow::Result<()> {
    let config = LoadConfig {
        urls: args.url.clone(),
        games: args.games,
        seconds: args.seconds,
        think_ms: args.think_ms,
        game: args.game,
        ramp_seconds: args.ramp_seconds.unwrap_or((args.seconds / 4.0).min(10.0)),
        seed: args.seed,
    };
    show_server_messages();
    let report = runtime()?.block_on(crate::load::run(config))?;
    println!("{report}");
    // A run in which no game could start measured nothing: a failure, for scripts too.
    if report.games_started == 0 {
        return Err(said::said(tr!(
            help::chosen(),
            "cli-failure-load-nothing",
            errors = report.errors
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trusted_proxies_are_those_listed_else_this_machine_behind_a_proxy() {
        let local: IpAddr = [127, 0, 0, 1].into();
        let lan: IpAddr = [10, 1, 2, 3].into();
        assert!(!trusted_proxies(false, &[]).any());
        let behind = trusted_proxies(true, &[]);
        assert!(behind.trusts(local) && behind.trusts("::1".parse().unwrap()) && !behind.trusts(lan));
        let listed = trusted_proxies(false, &[trusted_proxy("10.0.0.0/8").unwrap()]);
        assert!(listed.trusts(lan) && !listed.trusts(local));
        assert!(trusted_proxy("nginx").is_err());
    }

    #[test]
    fn the_banner_speaks_the_language_asked_for_and_hides_the_password() {
        use quartet_i18n::Lang;
        let addr: SocketAddr = "127.0.0.1:8080".parse().unwrap();
        let url = "http://127.0.0.1:8080/";
        let postgres = Location::parse("postgres://quartet:s3cret@db.example:5432/games").unwrap();
        let config = quartet_server::Config::new(addr, postgres);
        let cs = banner_lines(Texts::new(Lang::Cs), url, &config, 3);
        let lines: Vec<&str> = cs.lines().collect();
        assert_eq!(lines[0], "Quartet běží: otevřete http://127.0.0.1:8080/");
        assert_eq!(
            lines[1],
            "  hry se ukládají do PostgreSQL na postgres://quartet:***@db.example:5432/games"
        );
        assert_eq!(lines[2], "  obnoveny 3 nedohrané hry");
        assert!(lines.last().unwrap().contains("Ctrl-C"), "{cs}");
        assert_eq!(cs.matches("http://").count(), 1, "{cs}");
        assert!(!cs.contains("s3cret"), "{cs}");
        let sqlite = quartet_server::Config::new(addr, Location::in_data_dir(Path::new("data")));
        let en = banner_lines(Texts::new(Lang::En), url, &sqlite, 1);
        assert!(
            en.contains("\n  games kept in the SQLite file data/quartet.db\n  1 unfinished game resumed\n"),
            "{en}"
        );
    }
}
