//! `quartet book`: the Quarto! books (every position with at most four pieces on the board,
//! solved; see `docs/solver.md`): build them, write them out as open data, and show what the
//! shipped ones hold.

use std::collections::HashMap;
use std::io::{Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use quartet_core::Pov;
use quartet_core::quarto::{Attribute, Attributes, Rules};
use quartet_engine::quarto::{
    BOOK_PIECES, Book, BookLevel, BuildProgress, FIVE_PIECES, LevelAbove, SIX_PIECES, Solved, book_positions,
    build_book, build_level, read_shipped_book, shipped_book, shipped_level,
};
use quartet_i18n::tr;

use crate::help;

/// What `quartet book` does.
#[derive(clap::Subcommand, Debug, Clone)]
pub enum BookCommand {
    /// Build books by solving every position with at most four pieces (long: minutes to hours
    /// each). A build stopped part way resumes from its journal in the same directory.
    Build(BuildArgs),
    /// Build the fifth level of books: every position with five pieces valued, checked
    /// against the book (long: an hour or more for four attributes). Resumable like build.
    Five(BuildArgs),
    /// Build the sixth level of books: every position with six pieces valued, checked
    /// against the fifth level (long: some three hours for the standard game). Resumable like
    /// build.
    Six(BuildArgs),
    /// Write books as open data: one CSV row a position (format in docs/solver.md).
    Export(ExportArgs),
    /// Show what the shipped books hold.
    Info,
}

/// Options of `quartet book build`.
#[derive(clap::Args, Debug, Clone)]
pub struct BuildArgs {
    /// Where to write the books (book-lines-N.bin, book-squares-N.bin); the shipped ones are
    /// in crates/engine/data.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// The variants to build, comma-separated (lines-1 … lines-4, squares-1 … squares-4);
    /// default: all eight.
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    pub variants: Vec<String>,
    /// Transposition table size in MiB.
    #[arg(long, value_name = "MiB", default_value_t = 1024,
          value_parser = crate::numbers::whole::<usize>(1, 1 << 20), allow_negative_numbers = true)]
    pub hash: usize,
    /// Search threads.
    #[arg(long, value_name = "N", default_value_t = 2,
          value_parser = crate::numbers::whole::<usize>(1, 64), allow_negative_numbers = true)]
    pub threads: usize,
}

/// Options of `quartet book export`.
#[derive(clap::Args, Debug, Clone)]
pub struct ExportArgs {
    /// The file to write (`-` for standard output).
    #[arg(long, value_name = "FILE", default_value = "-")]
    pub out: String,
    /// The variants to export, comma-separated (lines-1 … squares-4); default: every one whose
    /// book is built.
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    pub variants: Vec<String>,
}

/// A variant of the books: its name and its rules (the first attributes counted).
fn variant(name: &str) -> Result<Rules> {
    let bad = || crate::said::said(tr!(help::chosen(), "cli-failure-book-variant", name = name));
    let (shape, n) = name.split_once('-').ok_or_else(bad)?;
    let squares = match shape {
        "lines" => false,
        "squares" => true,
        _ => return Err(bad()),
    };
    let n: usize = n.parse().map_err(|_| bad())?;
    if !(1..=4).contains(&n) {
        return Err(bad());
    }
    let bits = Attribute::ALL[..n].iter().fold(0u8, |m, &a| m | 1 << a as u8);
    Ok(Rules {
        attributes: Attributes::from_bits(bits).ok_or_else(bad)?,
        squares,
        ..Rules::STANDARD
    })
}

fn variant_name(rules: Rules) -> String {
    format!(
        "{}-{}",
        if rules.squares { "squares" } else { "lines" },
        rules.attributes.len()
    )
}

/// The variants named in `list` (all eight when it is empty).
pub(crate) fn variants(list: &[String]) -> Result<Vec<Rules>> {
    if list.is_empty() {
        let mut all = Vec::new();
        for squares in [false, true] {
            for n in 1..=4 {
                all.push(variant(&format!(
                    "{}-{n}",
                    if squares { "squares" } else { "lines" }
                ))?);
            }
        }
        return Ok(all);
    }
    list.iter().map(|name| variant(name)).collect()
}

/// Positions a book holds for each number of pieces, as "1 / 2 / …".
fn levels(book: &Book) -> String {
    (0..=BOOK_PIECES)
        .map(|k| book.count(k).to_string())
        .collect::<Vec<_>>()
        .join(" / ")
}

/// Wins, draws and losses (for the player to place) among a book's positions.
fn outcomes(book: &Book, rules: Rules) -> Result<[usize; 3]> {
    let mut wdl = [0usize; 3];
    for p in book_positions(book, rules)? {
        wdl[match p.value.pov {
            Pov::Win => 0,
            Pov::Draw => 1,
            Pov::Loss => 2,
        }] += 1;
    }
    Ok(wdl)
}

/// The journal of a build in progress (`book-<variant>.journal`, `five-<variant>.journal` or
/// `six-<variant>.journal` next to the file it builds): a magic (`QTOJRNL1` for a book,
/// `QTOFJRN1` for a fifth level, `QTOSJRN1` for a sixth), the number of counted attributes and
/// 1 if squares count (a byte each), then one record a position solved: for a book 6 bytes
/// (the key as u32 little-endian, the value as a signed byte, the best turn), for a level 9
/// (the key as u64, the value). A build reads the records of an earlier one (a record cut
/// short by a stop is dropped) and solves only the other positions.
struct Journal {
    path: PathBuf,
    file: Mutex<std::fs::File>,
}

/// The kinds of journal: their file name's start, magic and record length.
const BOOK_JOURNAL: (&str, &[u8; 8], usize) = ("book", b"QTOJRNL1", 6);
const FIVE_JOURNAL: (&str, &[u8; 8], usize) = ("five", b"QTOFJRN1", 9);
const SIX_JOURNAL: (&str, &[u8; 8], usize) = ("six", b"QTOSJRN1", 9);

impl Journal {
    /// Opens the journal of `kind` for `rules` in `dir`, with the records it holds, each
    /// checked by `valid` (its index and bytes).
    fn open(
        dir: &Path,
        rules: Rules,
        (kind, magic, record): (&str, &[u8; 8], usize),
        valid: impl Fn(&[u8]) -> bool,
    ) -> Result<(Journal, Vec<Vec<u8>>)> {
        let path = dir.join(format!("{kind}-{}.journal", variant_name(rules)));
        let header: Vec<u8> = magic
            .iter()
            .copied()
            .chain([rules.attributes.len() as u8, rules.squares as u8])
            .collect();
        let mut records = Vec::new();
        match std::fs::read(&path) {
            Ok(bytes) if !bytes.is_empty() => {
                if !bytes.starts_with(&header) {
                    bail!(
                        "{} is not the journal of a {kind} build of {}: move it away to start afresh",
                        path.display(),
                        variant_name(rules)
                    );
                }
                for (i, r) in bytes[header.len()..].chunks_exact(record).enumerate() {
                    if !valid(r) {
                        bail!("{}: record {} is not a solved position", path.display(), i + 1);
                    }
                    records.push(r.to_vec());
                }
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e).with_context(|| crate::said::reading(path.display())),
        }
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .with_context(|| crate::said::opening(path.display()))?;
        if records.is_empty() {
            file.set_len(0)?;
            file.write_all(&header)?;
        } else {
            // Drops a record cut short, then appends.
            file.set_len((header.len() + record * records.len()) as u64)?;
            file.seek(std::io::SeekFrom::End(0))?;
        }
        file.flush()?;
        Ok((
            Journal {
                path,
                file: Mutex::new(file),
            },
            records,
        ))
    }

    /// Appends a record (a failure to write is reported once the build ends).
    fn append(&self, record: &[u8]) -> std::io::Result<()> {
        match self.file.lock() {
            Ok(mut file) => file.write_all(record),
            Err(_) => Err(std::io::Error::other("journal lock poisoned")),
        }
    }
}

/// A book's journal record of a solved position.
fn book_record(s: Solved) -> [u8; 6] {
    let mut record = [0u8; 6];
    record[..4].copy_from_slice(&s.key.to_le_bytes());
    record[4] = s.score as u8;
    record[5] = s.best;
    record
}

/// The solved position of a book's journal record.
fn book_solved(r: &[u8]) -> Solved {
    Solved {
        key: u32::from_le_bytes([r[0], r[1], r[2], r[3]]),
        score: r[4] as i8,
        best: r[5],
    }
}

/// A level's journal record: the key and the value.
fn level_record(key: u64, score: i8) -> [u8; 9] {
    let mut record = [0u8; 9];
    record[..8].copy_from_slice(&key.to_le_bytes());
    record[8] = score as u8;
    record
}

/// The key and value of a level's journal record.
fn level_solved(r: &[u8]) -> (u64, i8) {
    let mut key = [0u8; 8];
    key.copy_from_slice(&r[..8]);
    (u64::from_le_bytes(key), r[8] as i8)
}

/// Prints the progress of a build every 10 seconds until `done` is set.
fn reporter(
    name: String,
    pieces: u32,
    progress: Arc<BuildProgress>,
    done: Arc<AtomicBool>,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let start = Instant::now();
        while !done.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(200));
            if start.elapsed().as_secs().is_multiple_of(10) && start.elapsed().subsec_millis() < 200 {
                eprintln!(
                    "{name}: {:.0} s, {} positions found, {}/{} with {pieces} pieces solved, {:.1} G nodes",
                    start.elapsed().as_secs_f64(),
                    progress.found.load(Ordering::Relaxed),
                    progress.solved.load(Ordering::Relaxed),
                    progress.to_solve.load(Ordering::Relaxed),
                    progress.nodes.load(Ordering::Relaxed) as f64 / 1e9
                );
            }
        }
    })
}

/// Runs `build` with a journal of `kind` for `rules` in `dir`: the records of an earlier
/// build are handed to it, and each record it appends is written as it comes. The journal is
/// removed once `build` has succeeded.
fn journaled<T>(
    dir: &Path,
    rules: Rules,
    kind: (&str, &[u8; 8], usize),
    valid: impl Fn(&[u8]) -> bool,
    build: impl FnOnce(&[Vec<u8>], &(dyn Fn(&[u8]) + Sync)) -> Result<T>,
) -> Result<T> {
    let name = variant_name(rules);
    let (journal, records) = Journal::open(dir, rules, kind, valid)?;
    if !records.is_empty() {
        eprintln!(
            "{name}: resuming: {} positions solved before, from {}",
            records.len(),
            journal.path.display()
        );
    }
    let failed: Mutex<Option<std::io::Error>> = Mutex::new(None);
    let built = build(&records, &|record| {
        if let Err(e) = journal.append(record)
            && let Ok(mut failed) = failed.lock()
        {
            failed.get_or_insert(e);
        }
    });
    if let Ok(Some(e)) = failed.into_inner() {
        return Err(e).with_context(|| crate::said::writing(journal.path.display()));
    }
    let built = built?;
    std::fs::remove_file(&journal.path).with_context(|| crate::said::removing(journal.path.display()))?;
    Ok(built)
}

/// `quartet book build`.
pub fn build(args: &BuildArgs) -> Result<()> {
    let all = variants(&args.variants)?;
    std::fs::create_dir_all(&args.out).with_context(|| crate::said::creating(args.out.display()))?;
    for rules in all {
        let name = variant_name(rules);
        let progress = Arc::new(BuildProgress::default());
        let done = Arc::new(AtomicBool::new(false));
        let report = reporter(
            name.clone(),
            BOOK_PIECES,
            Arc::clone(&progress),
            Arc::clone(&done),
        );
        let start = Instant::now();
        let path = args.out.join(format!("book-{name}.bin"));
        let built = journaled(
            &args.out,
            rules,
            BOOK_JOURNAL,
            |r| book_solved(r).is_valid(),
            |records, append| {
                let known: HashMap<u32, Solved> = records
                    .iter()
                    .map(|r| book_solved(r))
                    .map(|s| (s.key, s))
                    .collect();
                let book = build_book(rules, args.hash, args.threads, &progress, &known, &|s| {
                    append(&book_record(s))
                })?;
                let bytes = book.to_bytes();
                std::fs::write(&path, &bytes).with_context(|| crate::said::writing(path.display()))?;
                Ok((book, bytes.len()))
            },
        );
        done.store(true, Ordering::Relaxed);
        let _ = report.join();
        let (book, size) = built?;
        let [w, d, l] = outcomes(&book, rules)?;
        println!(
            "{name}: {} positions ({} with 0 / 1 / … / {BOOK_PIECES} pieces), {w} won, {d} drawn, {l} lost for the player to place; {size} bytes in {}; built in {:.1} s with {} thread(s), {:.2} G nodes",
            book.len(),
            levels(&book),
            path.display(),
            start.elapsed().as_secs_f64(),
            args.threads,
            progress.nodes.load(Ordering::Relaxed) as f64 / 1e9
        );
    }
    Ok(())
}

/// `quartet book five`.
pub fn five(args: &BuildArgs) -> Result<()> {
    build_deeper(args, FIVE_PIECES)
}

/// `quartet book six`.
pub fn six(args: &BuildArgs) -> Result<()> {
    build_deeper(args, SIX_PIECES)
}

/// Builds the level with `pieces` pieces (five or six) of each variant `args` names, checked
/// against the level above it as shipped (the book for the fifth, the fifth level for the
/// sixth).
fn build_deeper(args: &BuildArgs, pieces: u32) -> Result<()> {
    let (kind, ordinal, journal) = if pieces == FIVE_PIECES {
        ("five", "fifth", FIVE_JOURNAL)
    } else {
        ("six", "sixth", SIX_JOURNAL)
    };
    let all = variants(&args.variants)?;
    std::fs::create_dir_all(&args.out).with_context(|| crate::said::creating(args.out.display()))?;
    for rules in all {
        let name = variant_name(rules);
        let above = if pieces == FIVE_PIECES {
            let Some(book) = shipped_book(rules) else {
                return Err(crate::said::said(tr!(
                    help::chosen(),
                    "cli-failure-book-not-built",
                    name = name
                )));
            };
            LevelAbove::Book(book)
        } else {
            let Some(five) = shipped_level(rules, FIVE_PIECES) else {
                return Err(crate::said::said(tr!(
                    help::chosen(),
                    "cli-failure-level-not-built",
                    name = name
                )));
            };
            LevelAbove::Level(five)
        };
        let progress = Arc::new(BuildProgress::default());
        let done = Arc::new(AtomicBool::new(false));
        let report = reporter(name.clone(), pieces, Arc::clone(&progress), Arc::clone(&done));
        let start = Instant::now();
        let path = args.out.join(format!("{kind}-{name}.bin"));
        let built = journaled(
            &args.out,
            rules,
            journal,
            |r| {
                let (key, score) = level_solved(r);
                BookLevel::valid_record(pieces, key, score)
            },
            |records, append| {
                let known: HashMap<u64, i8> = records.iter().map(|r| level_solved(r)).collect();
                let (level, wrong) = build_level(
                    rules,
                    above,
                    args.hash,
                    args.threads,
                    &progress,
                    &known,
                    &|k, s| append(&level_record(k, s)),
                )?;
                if let Some(key) = wrong.first() {
                    bail!(
                        "{name}: the {ordinal} level does not agree with the level above it: {} positions with {} pieces valued otherwise (the first has the key {key:08x}); nothing written, the journal kept",
                        wrong.len(),
                        pieces - 1
                    );
                }
                let bytes = level.to_bytes();
                std::fs::write(&path, &bytes).with_context(|| crate::said::writing(path.display()))?;
                Ok((level, bytes.len()))
            },
        );
        done.store(true, Ordering::Relaxed);
        let _ = report.join();
        let (level, size) = built?;
        println!(
            "{name}: {} positions with {pieces} pieces, {} won and {} lost for the player to place (the others drawn), checked against the level above; {size} bytes in {}; built in {:.1} s with {} thread(s), {:.2} G nodes",
            level.positions(),
            level.won(),
            level.decisive() - level.won(),
            path.display(),
            start.elapsed().as_secs_f64(),
            args.threads,
            progress.nodes.load(Ordering::Relaxed) as f64 / 1e9
        );
    }
    Ok(())
}

/// `quartet book export`.
pub fn export(args: &ExportArgs) -> Result<()> {
    let all = variants(&args.variants)?;
    let mut out: Box<dyn Write> = if args.out == "-" {
        Box::new(std::io::BufWriter::new(std::io::stdout().lock()))
    } else {
        let file = std::fs::File::create(&args.out).with_context(|| crate::said::creating(&args.out))?;
        Box::new(std::io::BufWriter::new(file))
    };
    writeln!(out, "variant,pieces,position,value,distance,best,key")?;
    let asked = !args.variants.is_empty();
    for rules in all {
        let name = variant_name(rules);
        let book = match read_shipped_book(rules) {
            Ok(Some(book)) => book,
            Ok(None) if !asked => {
                eprintln!("{name}: not built yet, left out");
                continue;
            }
            Ok(None) => {
                return Err(crate::said::said(tr!(
                    help::chosen(),
                    "cli-failure-book-not-built",
                    name = name
                )));
            }
            Err(e) => {
                let reason = e.to_string();
                return Err(crate::said::said(tr!(
                    help::chosen(),
                    "cli-failure-book-unreadable",
                    name = name,
                    reason = reason
                )));
            }
        };
        let mut written = 0;
        for p in book_positions(book, rules)? {
            writeln!(
                out,
                "{name},{},{},{},{},{},{:08x}",
                p.state.pieces_on_board(),
                p.state,
                p.value.pov,
                p.value.distance.map_or(String::new(), |d| d.to_string()),
                p.best,
                p.key
            )?;
            written += 1;
        }
        if written != book.len() {
            bail!(
                "{name}: only {written} of the {} positions could be written out",
                book.len()
            );
        }
    }
    out.flush()?;
    Ok(())
}

/// `quartet book info`.
pub fn info() -> Result<()> {
    println!("variant     positions  by pieces on the board (0 / 1 / 2 / 3 / 4)   won / drawn / lost");
    for rules in variants(&[])? {
        let name = variant_name(rules);
        match shipped_book(rules) {
            Some(book) => {
                let [w, d, l] = outcomes(book, rules)?;
                println!(
                    "{name:<11} {:>9}  {:<40} {w} / {d} / {l}",
                    book.len(),
                    levels(book)
                );
            }
            None => println!("{name:<11} not built yet: searched"),
        }
        for (pieces, ordinal) in [(FIVE_PIECES, "fifth"), (SIX_PIECES, "sixth")] {
            if let Some(level) = shipped_level(rules, pieces) {
                println!(
                    "{:<11} {:>9}  with {pieces} pieces ({ordinal} level)              {} / {} / {}",
                    "",
                    level.positions(),
                    level.won(),
                    level.positions() as usize - level.decisive(),
                    level.decisive() - level.won()
                );
            }
        }
    }
    Ok(())
}
