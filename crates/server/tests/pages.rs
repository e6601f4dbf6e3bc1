//! The built UI as browsers get it (`crates/server/src/http/pages.rs`): hashed assets kept for
//! good, pages asked about again, the compressed forms the build wrote sent to browsers that
//! take them, a missing asset `404`; and the headers every answer carries
//! (`crates/server/src/http/policy.rs`).

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::path::Path;

use common::{Http, invite_of};
use serde_json::json;

use quartet_server::{Config, Server};
use quartet_store::Location;
use quartet_store_test_kit::TempDir;

const INDEX: &str = "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta name=\"description\" content=\"Play.\" />\n    <title>Quartet</title>\n    <script type=\"module\" src=\"/assets/app-1a2b.js\"></script>\n  </head>\n  <body></body>\n</html>\n";
const SCRIPT: &str = "console.log('the page');";

/// A built UI as `web/vite.config.ts` writes one: each file, and its `.br` and `.gz` forms
/// (here marked bytes, so that each answer shows which form it is).
fn built_ui(dir: &Path) {
    let assets = dir.join("assets");
    std::fs::create_dir_all(&assets).unwrap();
    for (file, text) in [
        (dir.join("index.html"), INDEX),
        (assets.join("app-1a2b.js"), SCRIPT),
    ] {
        std::fs::write(&file, text).unwrap();
        for form in ["br", "gz"] {
            let mut name = file.clone().into_os_string();
            name.push(format!(".{form}"));
            std::fs::write(name, format!("{form} form of {}", file.display())).unwrap();
        }
    }
}

async fn start_serving(data: &Path, ui: Option<&Path>) -> Server {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), Location::in_data_dir(data));
    config.bot_threads = 1;
    config.static_dir = ui.map(Path::to_path_buf);
    quartet_server::start(config).await.unwrap()
}

struct Answer {
    status: u16,
    headers: reqwest::header::HeaderMap,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> &str {
        self.headers.get(name).map(|v| v.to_str().unwrap()).unwrap_or("")
    }
}

/// `GET path` taking the encodings given (`None`: no `Accept-Encoding`).
async fn get(server: &Server, path: &str, encodings: Option<&str>) -> Answer {
    match encodings {
        Some(encodings) => get_with(server, path, &[("accept-encoding", encodings)]).await,
        None => get_with(server, path, &[]).await,
    }
}

/// `GET path` with these request headers.
async fn get_with(server: &Server, path: &str, headers: &[(&str, &str)]) -> Answer {
    let mut request = reqwest::Client::new().get(format!("http://{}{path}", server.addr()));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    Answer {
        status: response.status().as_u16(),
        headers: response.headers().clone(),
        body: response.bytes().await.unwrap().to_vec(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hashed_assets_are_kept_for_good_and_sent_in_the_form_the_browser_takes() {
    let data = TempDir::new("quartet-pages").unwrap();
    let ui = TempDir::new("quartet-pages-ui").unwrap();
    built_ui(ui.path());
    let server = start_serving(data.path(), Some(ui.path())).await;
    let asset = ui.path().join("assets/app-1a2b.js");

    let brotli = get(&server, "/assets/app-1a2b.js", Some("gzip, deflate, br")).await;
    assert_eq!(brotli.status, 200);
    assert_eq!(brotli.header("content-encoding"), "br");
    assert_eq!(brotli.body, format!("br form of {}", asset.display()).as_bytes());
    assert_eq!(brotli.header("content-type"), "text/javascript");
    assert_eq!(
        brotli.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(brotli.header("vary"), "accept-encoding");

    let gzip = get(&server, "/assets/app-1a2b.js", Some("gzip")).await;
    assert_eq!(gzip.header("content-encoding"), "gzip");
    assert_eq!(gzip.body, format!("gz form of {}", asset.display()).as_bytes());

    let plain = get(&server, "/assets/app-1a2b.js", None).await;
    assert_eq!(plain.header("content-encoding"), "");
    assert_eq!(plain.body, SCRIPT.as_bytes());
    assert_eq!(
        plain.header("cache-control"),
        "public, max-age=31536000, immutable"
    );

    // Asked again with its date: unchanged, still kept for good.
    let since = plain.header("last-modified").to_owned();
    let again = get_with(&server, "/assets/app-1a2b.js", &[("if-modified-since", &since)]).await;
    assert_eq!(again.status, 304);
    assert_eq!(
        again.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_asset_of_another_build_is_not_found_and_the_pages_are_asked_about_again() {
    let data = TempDir::new("quartet-pages").unwrap();
    let ui = TempDir::new("quartet-pages-ui").unwrap();
    built_ui(ui.path());
    let server = start_serving(data.path(), Some(ui.path())).await;

    // A page of an older build asks for its own script: gone, and said so (never the page,
    // which a browser would try to run as a script).
    let gone = get(&server, "/assets/app-0ld0.js", Some("br")).await;
    assert_eq!(gone.status, 404);
    assert!(!String::from_utf8_lossy(&gone.body).contains("<title>"));
    assert_eq!(gone.header("cache-control"), "no-cache");

    // The UI's own routes are its page, asked about again each time.
    for path in ["/", "/game/abc123/review", "/learn/quarto", "/player/ana.b"] {
        let page = get(&server, path, None).await;
        assert_eq!(page.status, 200, "{path}");
        assert_eq!(page.body, INDEX.as_bytes(), "{path}");
        assert_eq!(page.header("content-type"), "text/html", "{path}");
        assert_eq!(page.header("cache-control"), "no-cache", "{path}");
        assert_eq!(page.header("vary"), "accept-encoding", "{path}");
    }
    // A page has no date: a browser cannot ask "changed since?" and gets it whole, even when
    // the page in place is older than the one it has (an older build put back).
    assert_eq!(get(&server, "/", None).await.header("last-modified"), "");
    let later = get_with(
        &server,
        "/game/abc123/review",
        &[("if-modified-since", "Fri, 01 Jan 2100 00:00:00 GMT")],
    )
    .await;
    assert_eq!(later.status, 200);
    assert_eq!(later.body, INDEX.as_bytes());

    let page = get(&server, "/games", Some("br;q=1.0, gzip;q=0.8")).await;
    assert_eq!(page.header("content-encoding"), "br");
    assert_eq!(
        page.body,
        format!("br form of {}", ui.path().join("index.html").display()).as_bytes()
    );

    // The API is not a page: its own answers, which no cache keeps.
    let api = get(&server, "/api/nothing-here", None).await;
    assert_eq!(api.status, 404);
    assert_eq!(api.header("content-type"), "application/json");
    assert_eq!(api.header("cache-control"), "no-store");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_keeps_the_browser_to_the_site() {
    let data = TempDir::new("quartet-pages").unwrap();
    let ui = TempDir::new("quartet-pages-ui").unwrap();
    built_ui(ui.path());
    let server = start_serving(data.path(), Some(ui.path())).await;
    let own = format!("ws://{0} wss://{0}", server.addr());
    for path in [
        "/",
        "/game/abc",
        "/assets/app-1a2b.js",
        "/assets/gone.js",
        "/api/meta",
        "/api/nothing",
    ] {
        let answer = get(&server, path, None).await;
        assert_eq!(answer.header("x-content-type-options"), "nosniff", "{path}");
        assert_eq!(answer.header("x-frame-options"), "DENY", "{path}");
        assert_eq!(answer.header("referrer-policy"), "same-origin", "{path}");
        assert_eq!(
            answer.header("cross-origin-opener-policy"),
            "same-origin",
            "{path}"
        );
        let policy = answer.header("content-security-policy");
        for directive in [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "frame-ancestors 'none'",
            "object-src 'none'",
        ] {
            assert!(policy.contains(directive), "{path}: {policy}");
        }
        assert!(
            policy.ends_with(&format!("connect-src 'self' {own}")),
            "{path}: {policy}"
        );
    }

    // A seat's view of its game (a Quartino hand is in it) is kept by no cache.
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "quartino", "seats": ["me", "invite"]}))
        .await;
    let path = format!("/api/games/{}", created["id"].as_str().unwrap());
    let bearer = format!("Bearer {}", common::token_of(&created, 0));
    let state = get_with(&server, &path, &[("authorization", &bearer)]).await;
    assert_eq!(state.status, 200);
    assert_eq!(state.header("cache-control"), "no-store");

    // Without a built UI the placeholder page runs its own script, and is still not framed.
    let bare = TempDir::new("quartet-pages-bare").unwrap();
    let server = start_serving(bare.path(), None).await;
    let page = get(&server, "/", None).await;
    assert!(String::from_utf8_lossy(&page.body).contains("<script>"));
    let policy = page.header("content-security-policy");
    assert!(policy.contains("script-src 'unsafe-inline'"), "{policy}");
    assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
    assert_eq!(page.header("x-frame-options"), "DENY");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invitations_link_and_a_games_preview_themselves_in_the_language_asked_for() {
    let data = TempDir::new("quartet-pages").unwrap();
    let ui = TempDir::new("quartet-pages-ui").unwrap();
    built_ui(ui.path());
    let server = start_serving(data.path(), Some(ui.path())).await;
    let http = Http::new(&server);
    let created = http
        .create(json!({"game": "danish", "name": "Jana <b>", "seats": ["me", "invite"]}))
        .await;
    let code = invite_of(&created, 1);
    let path = format!("/join/{code}");

    // A messenger's preview is fetched by the sender's phone, in the sender's language.
    let czech = get_with(&server, &path, &[("accept-language", "cs-CZ,cs;q=0.9,en;q=0.5")]).await;
    assert_eq!(czech.status, 200);
    assert_eq!(czech.header("content-language"), "cs");
    assert_eq!(czech.header("cache-control"), "no-cache");
    assert_eq!(czech.header("x-frame-options"), "DENY");
    assert_eq!(czech.header("x-robots-tag"), "noindex");
    let page = String::from_utf8(czech.body).unwrap();
    assert!(page.contains("<html lang=\"cs\">"), "{page}");
    assert!(
        page.contains("<meta property=\"og:title\" content=\"Jste zváni ke hře Dánské Quarto\" />"),
        "{page}"
    );
    assert!(
        page.contains(
            "<meta property=\"og:description\" content=\"Místo 2, spoluhráči: Jana &lt;b&gt;.\" />"
        ),
        "{page}"
    );
    assert!(
        page.contains("<title>Jste zváni ke hře Dánské Quarto · Quartet</title>"),
        "{page}"
    );
    // The rest of the page is the UI's, unchanged.
    assert!(page.contains("<script type=\"module\" src=\"/assets/app-1a2b.js\"></script>"));

    // Without a language: English.
    let (status, english) = http.get_text(&path).await;
    assert_eq!(status, 200);
    assert!(
        english.contains("content=\"You are invited to play Danish Quarto\""),
        "{english}"
    );

    // The game's own page says who plays it, for a link sent to spectators; indexed.
    let game = format!("/game/{}", created["id"].as_str().unwrap());
    let answer = get(&server, &game, None).await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.header("x-robots-tag"), "");
    let page = String::from_utf8(answer.body).unwrap();
    assert!(
        page.contains("<meta property=\"og:title\" content=\"Jana &lt;b&gt; · invited\" />"),
        "{page}"
    );
    assert!(
        page.contains("<meta property=\"og:description\" content=\"Danish Quarto · 0 actions\" />"),
        "{page}"
    );
    let (status, none) = http.get_text("/game/no-such-game").await;
    assert_eq!((status, none.as_str()), (200, INDEX));

    // An unknown invitation: the page as it is, which says so. One whose seat is taken leads
    // to its game, and has the game's preview.
    let (status, unknown) = http.get_text("/join/no-such-code").await;
    assert_eq!((status, unknown.as_str()), (200, INDEX));
    http.join(&code).await;
    let (status, taken) = http.get_text(&path).await;
    assert_eq!(status, 200);
    assert!(
        taken.contains("<meta property=\"og:description\" content=\"Danish Quarto · 0 actions\" />"),
        "{taken}"
    );
}
