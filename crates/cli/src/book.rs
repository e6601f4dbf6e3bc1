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
    BOOK_PIECES, Book, BuildProgress, Solved, book_positions, build_book, read_shipped_book, shipped_book,
};
use quartet_i18n::tr;

use crate::help;

/// What `quartet book` does.
#[derive(clap::Subcommand, Debug, Clone)]
pub enum BookCommand {
    /// Build books by solving every position with at most four pieces (long: minutes to hours
    /// each). A build stopped part way resumes from its journal in the same directory.
    Build(BuildArgs),
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

/// The journal of a build in progress (`book-<variant>.journal` next to the book): the magic
/// `QTOJRNL1`, the number of counted attributes and 1 if squares count (a byte each), then
/// one record of 6 bytes a position with four pieces solved (the key as u32 little-endian,
/// the value as a signed byte, the best turn). A build reads the records of an earlier one
/// (a record cut short by a stop is dropped) and solves only the other positions.
struct Journal {
    path: PathBuf,
    file: Mutex<std::fs::File>,
}

const JOURNAL_MAGIC: &[u8; 8] = b"QTOJRNL1";

impl Journal {
    /// Opens the journal of `rules` in `dir`, with the positions it holds.
    fn open(dir: &Path, rules: Rules) -> Result<(Journal, HashMap<u32, Solved>)> {
        let path = dir.join(format!("book-{}.journal", variant_name(rules)));
        let header: Vec<u8> = JOURNAL_MAGIC
            .iter()
            .copied()
            .chain([rules.attributes.len() as u8, rules.squares as u8])
            .collect();
        let mut known = HashMap::new();
        let mut keep = header.len() as u64;
        match std::fs::read(&path) {
            Ok(bytes) if !bytes.is_empty() => {
                if !bytes.starts_with(&header) {
                    bail!(
                        "{} is not the journal of a {} build: move it away to start afresh",
                        path.display(),
                        variant_name(rules)
                    );
                }
                for (i, r) in bytes[header.len()..].chunks_exact(6).enumerate() {
                    let solved = Solved {
                        key: u32::from_le_bytes([r[0], r[1], r[2], r[3]]),
                        score: r[4] as i8,
                        best: r[5],
                    };
                    if !solved.is_valid() {
                        bail!(
                            "{}: record {} is not a solved position with {BOOK_PIECES} pieces",
                            path.display(),
                            i + 1
                        );
                    }
                    known.insert(solved.key, solved);
                    keep += 6;
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
        if known.is_empty() {
            file.set_len(0)?;
            file.write_all(&header)?;
        } else {
            // Drops a record cut short, then appends.
            file.set_len(keep)?;
            file.seek(std::io::SeekFrom::End(0))?;
        }
        file.flush()?;
        Ok((
            Journal {
                path,
                file: Mutex::new(file),
            },
            known,
        ))
    }

    /// Appends a solved position (a failure to write is reported once the build ends).
    fn append(&self, s: Solved) -> std::io::Result<()> {
        let mut record = [0u8; 6];
        record[..4].copy_from_slice(&s.key.to_le_bytes());
        record[4] = s.score as u8;
        record[5] = s.best;
        match self.file.lock() {
            Ok(mut file) => file.write_all(&record),
            Err(_) => Err(std::io::Error::other("journal lock poisoned")),
        }
    }
}

/// `quartet book build`.
pub fn build(args: &BuildArgs) -> Result<()> {
    let all = variants(&args.variants)?;
    std::fs::create_dir_all(&args.out).with_context(|| crate::said::creating(args.out.display()))?;
    for rules in all {
        let name = variant_name(rules);
        let progress = Arc::new(BuildProgress::default());
        let done = Arc::new(AtomicBool::new(false));
        let reporter = {
            let (progress, done, name) = (Arc::clone(&progress), Arc::clone(&done), name.clone());
            std::thread::spawn(move || {
                let start = Instant::now();
                while !done.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(200));
                    if start.elapsed().as_secs().is_multiple_of(10) && start.elapsed().subsec_millis() < 200 {
                        eprintln!(
                            "{name}: {:.0} s, {} positions found, {}/{} with {BOOK_PIECES} pieces solved, {:.1} G nodes",
                            start.elapsed().as_secs_f64(),
                            progress.found.load(Ordering::Relaxed),
                            progress.solved.load(Ordering::Relaxed),
                            progress.to_solve.load(Ordering::Relaxed),
                            progress.nodes.load(Ordering::Relaxed) as f64 / 1e9
                        );
                    }
                }
            })
        };
        let (journal, known) = Journal::open(&args.out, rules)?;
        if !known.is_empty() {
            eprintln!(
                "{name}: resuming: {} positions with {BOOK_PIECES} pieces solved before, from {}",
                known.len(),
                journal.path.display()
            );
        }
        let failed: Mutex<Option<std::io::Error>> = Mutex::new(None);
        let start = Instant::now();
        let book = build_book(rules, args.hash, args.threads, &progress, &known, &|s| {
            if let Err(e) = journal.append(s)
                && let Ok(mut failed) = failed.lock()
            {
                failed.get_or_insert(e);
            }
        });
        done.store(true, Ordering::Relaxed);
        let _ = reporter.join();
        if let Ok(Some(e)) = failed.into_inner() {
            return Err(e).with_context(|| crate::said::writing(journal.path.display()));
        }
        let book = book?;
        let elapsed = start.elapsed();
        let bytes = book.to_bytes();
        let path = args.out.join(format!("book-{name}.bin"));
        std::fs::write(&path, &bytes).with_context(|| crate::said::writing(path.display()))?;
        std::fs::remove_file(&journal.path).with_context(|| crate::said::removing(journal.path.display()))?;
        let [w, d, l] = outcomes(&book, rules)?;
        println!(
            "{name}: {} positions ({} with 0 / 1 / … / {BOOK_PIECES} pieces), {w} won, {d} drawn, {l} lost for the player to place; {} bytes in {}; built in {:.1} s with {} thread(s), {:.2} G nodes",
            book.len(),
            levels(&book),
            bytes.len(),
            path.display(),
            elapsed.as_secs_f64(),
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
    }
    Ok(())
}
