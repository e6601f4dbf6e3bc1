//! The perft data file `data/danish.perft`, counted by the fast perft; the smaller counts
//! also through the [`Game`] trait alone (`game_perft`), which plays whole games with their
//! history. The file's format is described in its header.

use quartet_core::danish::perft::{divide, perft, perft_game};
use quartet_core::danish::{Config, DanishQuarto, Position};
use quartet_core::{Game, game_perft};

struct Entry {
    line: usize,
    config: Config,
    position: String,
    counts: Vec<(u32, u64)>,
    source: String,
}

fn entries() -> Vec<Entry> {
    let text = include_str!("data/danish.perft");
    let mut out = Vec::new();
    let mut source = String::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("# from the ") {
            source = rest.split([':', ' ']).next().unwrap_or_default().to_string();
            continue;
        }
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = trimmed.split(';').map(str::trim).collect();
        assert!(
            fields.len() >= 3,
            "line {line_no}: expected <rules> ; <position> ; <depth> <count> ; ..."
        );
        let config: Config = fields[0]
            .parse()
            .unwrap_or_else(|e| panic!("line {line_no}: rules {:?}: {e}", fields[0]));
        let counts = fields[2..]
            .iter()
            .map(|field| {
                let (depth, count) = field
                    .split_once(' ')
                    .unwrap_or_else(|| panic!("line {line_no}: {field:?} is not `<depth> <count>`"));
                let depth = depth
                    .parse()
                    .unwrap_or_else(|_| panic!("line {line_no}: bad depth {depth:?}"));
                let count = count
                    .parse()
                    .unwrap_or_else(|_| panic!("line {line_no}: bad count {count:?}"));
                (depth, count)
            })
            .collect();
        assert!(
            source == "issue" || source == "reference",
            "line {line_no}: every group is marked `# from the issue` or `# from the reference`"
        );
        out.push(Entry {
            line: line_no,
            config,
            position: fields[1].to_string(),
            counts,
            source: source.clone(),
        });
    }
    out
}

#[test]
fn data_file_has_the_issue_values() {
    let all = entries();
    let has = |position: &str, depth: u32, count: u64| {
        all.iter()
            .any(|e| e.position == position && e.source == "issue" && e.counts.contains(&(depth, count)))
    };
    assert!(has("/ w 12 12", 1, 37) && has("/ w 12 12", 2, 1332) && has("/ w 12 12", 3, 46620));
    let figure_2 = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3";
    assert!(has(figure_2, 1, 25) && has(figure_2, 2, 505));
}

#[test]
fn fast_perft_matches_the_data_file() {
    for entry in entries() {
        let position: Position = entry
            .position
            .parse()
            .unwrap_or_else(|e| panic!("line {}: {e}", entry.line));
        for &(depth, count) in &entry.counts {
            assert_eq!(
                perft(&position, depth),
                count,
                "line {}: {} depth {depth}",
                entry.line,
                entry.position
            );
        }
    }
}

#[test]
fn game_trait_perft_matches_the_small_counts() {
    // A finished game counts 1 at depth 0 and nothing deeper, like `game_perft`.
    let won = DanishQuarto::from_position(&Config::default(), "a7,b6,c3,e3,e5/b4,d6,f8,h6 w 0 0")
        .unwrap()
        .play("b6-c5xh6".parse().unwrap())
        .unwrap();
    assert!(won.is_over());
    for depth in 0..3 {
        assert_eq!(perft_game(&won, depth), game_perft(&won, depth));
    }
    let mut checked = 0;
    for entry in entries() {
        let game = DanishQuarto::from_position(&entry.config, &entry.position).unwrap();
        for &(depth, count) in &entry.counts {
            assert_eq!(
                perft_game(&game, depth),
                count,
                "{} depth {depth}",
                entry.position
            );
            if count <= 20_000 {
                assert_eq!(
                    game_perft(&game, depth),
                    count,
                    "{} depth {depth}",
                    entry.position
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 10);
}

#[test]
fn divide_sums_to_perft() {
    let position: Position = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3"
        .parse()
        .unwrap();
    let parts = divide(&position, 2);
    assert_eq!(parts.len(), 25);
    assert_eq!(parts.iter().map(|(_, n)| n).sum::<u64>(), 505);
    let captures: Vec<String> = parts
        .iter()
        .filter(|(a, _)| a.capture().is_some())
        .map(|(a, _)| a.to_string())
        .collect();
    // g5 makes the orthogonal square e5-g5-g7-e7; the five captures are of the Black pieces
    // outside Black's valid square c3-d2-e3-d4.
    assert_eq!(captures, ["g5xb6", "g5xd6", "g5xd8", "g5xf4", "g5xf6"]);
    let mut after = position;
    after.play("g5xb6".parse().unwrap());
    let g5: quartet_core::danish::Point = "g5".parse().unwrap();
    let made: Vec<String> = after
        .valid_squares(quartet_core::danish::Colour::White)
        .filter(|s| s.corner_mask & g5.bit() != 0)
        .map(|s| s.to_string())
        .collect();
    assert_eq!(made, ["e5-g5-g7-e7"]);
}
