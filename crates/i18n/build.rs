//! Embeds every catalog under the workspace's `locales/<lang>/<area>.ftl` into the crate: writes
//! `catalogs.rs`, a list of (language, area, text) built with `include_str!`, so that a new
//! area file needs no code.

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = manifest.join("../../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    let mut langs: Vec<_> = std::fs::read_dir(&root)
        .expect("locales/ beside crates/")
        .map(|e| e.expect("readable locales/").path())
        .filter(|p| p.is_dir())
        .collect();
    langs.sort();
    for dir in langs {
        let lang = dir
            .file_name()
            .expect("a folder has a name")
            .to_string_lossy()
            .into_owned();
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("readable language folder")
            .map(|e| e.expect("readable file").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let area = file
                .file_stem()
                .expect("an .ftl file has a stem")
                .to_string_lossy()
                .into_owned();
            let path = file.canonicalize().expect("catalog path");
            entries.push((lang.clone(), area, path));
        }
    }
    let mut out = String::from("/// Every catalog: (language, area, Fluent source).\n");
    out.push_str("pub(crate) const SOURCES: &[(&str, &str, &str)] = &[\n");
    for (lang, area, path) in entries {
        writeln!(
            out,
            "    ({lang:?}, {area:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a String");
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it")).join("catalogs.rs");
    std::fs::write(dest, out).expect("writable OUT_DIR");
}
