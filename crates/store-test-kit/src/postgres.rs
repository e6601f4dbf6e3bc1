//! [`ThrowawayPostgres`], a PostgreSQL cluster started for the tests with Debian's binaries
//! (`initdb` and `pg_ctl` from `/usr/lib/postgresql/*/bin`) in a temporary directory, on a free
//! port of 127.0.0.1, and stopped and deleted when dropped.
//!
//! PostgreSQL refuses to run as root; when the tests run as root (as in CI), the cluster's
//! commands run as the user `postgres` (which Debian's package creates) through `runuser`.
//! Set `QUARTET_PG_BIN` to use binaries from another directory.

use std::ffi::OsStr;
use std::fmt::Write as _;
use std::io;
use std::net::TcpListener;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use sqlx::Connection;

use crate::TempDir;

/// Why a throwaway PostgreSQL cluster could not start.
#[derive(Debug, thiserror::Error)]
pub enum PostgresSetupError {
    /// `initdb` and `pg_ctl` were not found.
    #[error(
        "PostgreSQL's server binaries (initdb, pg_ctl) are not installed: looked in \
         $QUARTET_PG_BIN and /usr/lib/postgresql/*/bin. Run scripts/test.sh, which installs \
         Debian's postgresql package, or `apt-get install -y postgresql`"
    )]
    NoBinaries,
    /// Running as root, but there is no user `postgres` to run the cluster as.
    #[error(
        "running as root, and PostgreSQL refuses to: there is no user `postgres` to run it as \
         (Debian's postgresql package creates it)"
    )]
    NoPostgresUser,
    /// A file operation failed.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// Why it failed.
        source: io::Error,
    },
    /// A command of the cluster failed.
    #[error("{command} failed ({status}):\n{output}")]
    Command {
        /// The command.
        command: String,
        /// Its exit status.
        status: String,
        /// What it printed, and the server's log.
        output: String,
    },
}

/// A PostgreSQL cluster of its own, for tests: trust authentication for the superuser
/// `quartet` on 127.0.0.1, durability off (`fsync=off`) for speed. Stopped (immediate mode)
/// and deleted when dropped.
#[derive(Debug)]
pub struct ThrowawayPostgres {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
    run_as_postgres: bool,
    dir: TempDir,
}

/// The cluster's superuser.
const SUPERUSER: &str = "quartet";

impl ThrowawayPostgres {
    /// The directory of PostgreSQL's server binaries: `$QUARTET_PG_BIN`, else the newest
    /// `/usr/lib/postgresql/*/bin` holding `initdb` and `pg_ctl`.
    pub fn find_binaries() -> Option<PathBuf> {
        let usable = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
        if let Some(dir) = std::env::var_os("QUARTET_PG_BIN").map(PathBuf::from) {
            return usable(&dir).then_some(dir);
        }
        let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .filter_map(|entry| {
                let entry = entry.ok()?;
                let version = entry.file_name().to_str()?.parse::<u32>().ok()?;
                let bin = entry.path().join("bin");
                usable(&bin).then_some((version, bin))
            })
            .collect();
        found.sort();
        found.pop().map(|(_, bin)| bin)
    }

    /// Starts a cluster, or returns `None` when the binaries are missing and the tests may
    /// skip: outside CI it logs (`tracing`, at warn) that the test is skipped and why. In CI (`CI=true`) a missing PostgreSQL is
    /// a failure, never a silent skip: it panics with the message to run `scripts/test.sh`.
    /// It also panics if the binaries are there but the cluster does not start.
    pub fn start_or_skip(test: &str) -> Option<ThrowawayPostgres> {
        match ThrowawayPostgres::start() {
            Ok(cluster) => Some(cluster),
            Err(err @ PostgresSetupError::NoBinaries) => {
                if std::env::var("CI").is_ok_and(|ci| ci == "true") {
                    panic!("{test}: {err}");
                }
                tracing::warn!(test, reason = %err, "skipped");
                None
            }
            Err(err) => panic!("{test}: cannot start a throwaway PostgreSQL: {err}"),
        }
    }

    /// Starts a new cluster (`initdb`, then `pg_ctl start`, waiting until it accepts
    /// connections). Takes a second or two.
    pub fn start() -> Result<ThrowawayPostgres, PostgresSetupError> {
        let bin = ThrowawayPostgres::find_binaries().ok_or(PostgresSetupError::NoBinaries)?;
        let io_error = |what: &str| {
            let what = what.to_string();
            move |source| PostgresSetupError::Io { what, source }
        };
        let run_as_postgres = running_as_root();
        // As root the cluster's directory must belong to `postgres`, and every directory above
        // it must let `postgres` through: /tmp does, a private $TMPDIR may not.
        let parent = if run_as_postgres {
            PathBuf::from("/tmp")
        } else {
            std::env::temp_dir()
        };
        let dir =
            TempDir::new_in(&parent, "quartet-pg").map_err(io_error("creating the cluster's directory"))?;
        if run_as_postgres {
            let (uid, gid) = postgres_user().ok_or(PostgresSetupError::NoPostgresUser)?;
            std::os::unix::fs::chown(dir.path(), Some(uid), Some(gid))
                .map_err(io_error("giving the cluster's directory to postgres"))?;
        }
        let data = dir.path().join("data");
        let mut cluster = ThrowawayPostgres {
            bin,
            data,
            port: 0,
            run_as_postgres,
            dir,
        };
        cluster.run(
            "initdb",
            [
                OsStr::new("-D"),
                cluster.data.as_os_str(),
                OsStr::new("-U"),
                OsStr::new(SUPERUSER),
                OsStr::new("--auth=trust"),
                OsStr::new("--encoding=UTF8"),
                OsStr::new("--locale=C"),
                OsStr::new("--no-sync"),
            ],
        )?;
        let mut settings = String::new();
        let _ = write!(
            settings,
            "\n# quartet-store's throwaway cluster\nlisten_addresses = '127.0.0.1'\n\
             unix_socket_directories = '{}'\nfsync = off\nsynchronous_commit = off\n\
             full_page_writes = off\nshared_buffers = 16MB\nmax_connections = 60\n",
            cluster.dir.path().display()
        );
        let conf = cluster.data.join("postgresql.conf");
        let mut text = std::fs::read_to_string(&conf).map_err(io_error("reading postgresql.conf"))?;
        text.push_str(&settings);
        std::fs::write(&conf, text).map_err(io_error("writing postgresql.conf"))?;

        // A free port can be taken by someone else before the server binds it: try a few.
        let mut last_error = None;
        for _ in 0..3 {
            cluster.port = free_port().map_err(io_error("finding a free port"))?;
            match cluster.pg_start() {
                Ok(()) => return Ok(cluster),
                Err(err) => last_error = Some(err),
            }
        }
        Err(last_error.unwrap_or(PostgresSetupError::NoBinaries))
    }

    /// `pg_ctl start` on the cluster's port, waiting until it accepts connections.
    fn pg_start(&self) -> Result<(), PostgresSetupError> {
        let log = self.dir.path().join("log");
        let port_option = format!("-p {}", self.port);
        self.run(
            "pg_ctl",
            [
                OsStr::new("-D"),
                self.data.as_os_str(),
                OsStr::new("-l"),
                log.as_os_str(),
                OsStr::new("-o"),
                OsStr::new(&port_option),
                OsStr::new("-w"),
                OsStr::new("-t"),
                OsStr::new("30"),
                OsStr::new("start"),
            ],
        )
    }

    /// Stops the cluster (its connections are cut at once), keeping its data: the database is
    /// down until [`ThrowawayPostgres::restart`].
    pub fn stop(&self) -> Result<(), PostgresSetupError> {
        self.pg_stop("fast")
    }

    /// `pg_ctl stop` in `mode` (`fast`, or `immediate` as a crash would).
    fn pg_stop(&self, mode: &str) -> Result<(), PostgresSetupError> {
        self.run(
            "pg_ctl",
            [
                OsStr::new("-D"),
                self.data.as_os_str(),
                OsStr::new("-m"),
                OsStr::new(mode),
                OsStr::new("-w"),
                OsStr::new("stop"),
            ],
        )
    }

    /// Starts a stopped cluster again, on the same port.
    pub fn restart(&self) -> Result<(), PostgresSetupError> {
        self.pg_start()
    }

    /// The port the cluster listens on (127.0.0.1).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of a database of the cluster, as the superuser.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://{SUPERUSER}@127.0.0.1:{}/{database}", self.port)
    }

    /// Creates a new database (its name: ASCII lower-case letters, digits and `_`) and returns
    /// its URL.
    pub async fn create_database(&self, name: &str) -> Result<String, sqlx::Error> {
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            return Err(sqlx::Error::Configuration(
                format!("database name {name:?}: use a-z, 0-9 and _").into(),
            ));
        }
        let mut admin = sqlx::PgConnection::connect(&self.url("postgres")).await?;
        sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await?;
        admin.close().await?;
        Ok(self.url(name))
    }

    /// Ends every connection of the cluster whose last statement was a `LISTEN` (a node's
    /// listener), as a cut network would, and returns how many: for tests of what a listener
    /// makes up for once it reconnects.
    pub async fn cut_listeners(&self) -> Result<i64, sqlx::Error> {
        let mut admin = sqlx::PgConnection::connect(&self.url("postgres")).await?;
        let cut: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE pid <> pg_backend_pid() AND query ILIKE 'LISTEN%') AS cut",
        )
        .fetch_one(&mut admin)
        .await?;
        admin.close().await?;
        Ok(cut)
    }

    /// Runs one of the cluster's binaries (as `postgres` when running as root).
    fn run<'a>(
        &self,
        program: &str,
        args: impl IntoIterator<Item = &'a OsStr>,
    ) -> Result<(), PostgresSetupError> {
        let program_path = self.bin.join(program);
        let mut command = if self.run_as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(&program_path);
            command
        } else {
            Command::new(&program_path)
        };
        command.args(args).current_dir(self.dir.path());
        let described = format!("{command:?}");
        let output: Output = command.output().map_err(|source| PostgresSetupError::Io {
            what: format!("running {described}"),
            source,
        })?;
        if output.status.success() {
            return Ok(());
        }
        let log = std::fs::read_to_string(self.dir.path().join("log")).unwrap_or_default();
        Err(PostgresSetupError::Command {
            command: described,
            status: output.status.to_string(),
            output: format!(
                "{}{}{log}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ),
        })
    }
}

impl Drop for ThrowawayPostgres {
    fn drop(&mut self) {
        if self.port != 0 {
            let _ = self.pg_stop("immediate");
        }
    }
}

/// Whether this process runs as root.
fn running_as_root() -> bool {
    // /proc/self belongs to the process's effective user.
    std::fs::metadata("/proc/self").map_or_else(
        |_| {
            Command::new("id")
                .arg("-u")
                .output()
                .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
        },
        |meta| meta.uid() == 0,
    )
}

/// The user and group ids of `postgres`, from /etc/passwd.
fn postgres_user() -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        match fields.as_slice() {
            ["postgres", _, uid, gid, ..] => Some((uid.parse().ok()?, gid.parse().ok()?)),
            _ => None,
        }
    })
}

/// A TCP port free on 127.0.0.1 right now.
fn free_port() -> io::Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}
