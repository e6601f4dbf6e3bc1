//! Link previews of the pages people send each other. An invitation, `/join/CODE`, is the UI's
//! `index.html` with a title and a description of the invitation (`You are invited to play
//! Quarto!`, `Seat 2, with Ana.`) in the language the request asks for, as `<title>`,
//! `description` and Open Graph tags, so that a link pasted in a messenger (whose preview the
//! sender's phone fetches, in the sender's language) says what it invites to. A game's page,
//! `/game/ID`, says in the same way who plays it and how far it is (`Ana · bot (casual)`,
//! `Quarto! · 12 actions`), for a link sent to spectators, and so does a used invitation's,
//! which leads to its game. The page itself is the UI's as on any other path; an unknown
//! invitation, or a game that does not exist, gets the page unchanged, which says so once
//! loaded.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{MethodRouter, get};
use quartet_i18n::{Arg, Lang, Texts};

use super::AppState;
use super::extract::{PathText, lang};
use crate::model::{PublicSeat, PublicSeatKind};
use crate::view::invite_state;
use crate::wire::InviteState;

/// The handler of `/join/{code}` for the UI in `dir`.
pub fn join_route(dir: PathBuf) -> MethodRouter<AppState> {
    route(dir, join)
}

/// The handler of `/game/{id}` for the UI in `dir`.
pub fn game_route(dir: PathBuf) -> MethodRouter<AppState> {
    route(dir, game)
}

/// `GET` of a page whose path ends in one word (a code, an id), answered by `page_of`.
fn route<F, Fut>(dir: PathBuf, page_of: F) -> MethodRouter<AppState>
where
    F: Fn(AppState, HeaderMap, String, Arc<PathBuf>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Response> + Send + 'static,
{
    let dir = Arc::new(dir);
    get(
        move |State(state): State<AppState>, headers: HeaderMap, PathText(word): PathText| {
            page_of(state, headers, word, dir.clone())
        },
    )
}

/// `GET /join/{code}`: the page, with the invitation's preview when there is one.
async fn join(state: AppState, headers: HeaderMap, code: String, dir: Arc<PathBuf>) -> Response {
    let lang = lang(&headers, None).unwrap_or_default();
    let preview = match state.games.invitation(&code).await {
        Ok((id, seat)) => state.games.room(&id).await.ok().map(|room| {
            let s = room.snapshot();
            if invite_state(&s, seat) == InviteState::Free {
                Preview::invitation(Texts::new(lang), s.kind.tag(), seat, &s.seats)
            } else {
                // A used invitation leads to its game.
                Preview::game(Texts::new(lang), s.kind.tag(), &s.seats, s.history.len())
            }
        }),
        Err(_) => None,
    };
    let mut response = page(&dir, preview, lang).await;
    // An invitation is for the people it was sent to, not for a search engine's index.
    response
        .headers_mut()
        .insert("x-robots-tag", HeaderValue::from_static("noindex"));
    response
}

/// `GET /game/{id}`: the page, with the game's preview when there is such a game.
async fn game(state: AppState, headers: HeaderMap, id: String, dir: Arc<PathBuf>) -> Response {
    let lang = lang(&headers, None).unwrap_or_default();
    let preview = state.games.room(&id).await.ok().map(|room| {
        let s = room.snapshot();
        Preview::game(Texts::new(lang), s.kind.tag(), &s.seats, s.history.len())
    });
    page(&dir, preview, lang).await
}

/// The UI's page, with `preview` when there is one.
async fn page(dir: &Path, preview: Option<Preview>, lang: Lang) -> Response {
    let page = match tokio::fs::read_to_string(dir.join("index.html")).await {
        Ok(page) => page,
        Err(_) => return StatusCode::NOT_FOUND.into_response(),
    };
    let body = match &preview {
        Some(preview) => preview.in_page(&page, lang),
        None => page,
    };
    let mut response = Html(body).into_response();
    let h = response.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(header::VARY, HeaderValue::from_static("accept-language"));
    if preview.is_some()
        && let Ok(value) = HeaderValue::from_str(lang.tag())
    {
        h.insert(header::CONTENT_LANGUAGE, value);
    }
    response
}

/// What a preview says.
#[derive(Debug, PartialEq)]
struct Preview {
    title: String,
    description: String,
}

impl Preview {
    /// The preview of a game of `kind` (its tag) with `seats`, `actions` into it: who sits
    /// where, as the lobby lists them, then the game and how far it is.
    fn game(t: Texts, kind: &str, seats: &[PublicSeat], actions: usize) -> Preview {
        let seats: Vec<String> = seats
            .iter()
            .map(|s| match s.kind {
                PublicSeatKind::Bot => t.format("lobby-listed-bot", &[("level", level(t, s))]),
                PublicSeatKind::Open if !s.taken => t.get("lobby-listed-open"),
                PublicSeatKind::Invite if !s.taken => t.get("lobby-listed-invited"),
                _ => person(t, s),
            })
            .collect();
        let count = t.format("play-history-count", &[("count", Arg::from(actions))]);
        Preview {
            title: seats.join(" · "),
            description: format!("{} · {count}", t.get(&format!("game-{kind}"))),
        }
    }

    /// The preview of an invitation to `seat` of a game of `kind` (its tag) with `seats`.
    fn invitation(t: Texts, kind: &str, seat: usize, seats: &[PublicSeat]) -> Preview {
        let game = t.get(&format!("game-{kind}"));
        let others: Vec<String> = seats
            .iter()
            .filter(|s| s.seat != seat)
            .map(|s| match s.kind {
                PublicSeatKind::Bot => t.format("join-bot", &[("level", level(t, s))]),
                _ => person(t, s),
            })
            .collect();
        let number = ("number", Arg::from(seat + 1));
        let description = if others.is_empty() {
            t.format("join-seat", &[number])
        } else {
            t.format(
                "join-seat-with",
                &[number, ("others", Arg::from(others.join(", ")))],
            )
        };
        Preview {
            title: t.format("join-invited", &[("game", Arg::from(game))]),
            description,
        }
    }

    /// `page` (the UI's `index.html`) with this preview: its `<title>`, its description and the
    /// Open Graph tags, and the language on `<html>`.
    fn in_page(&self, page: &str, lang: Lang) -> String {
        let title = escape(&self.title);
        let description = escape(&self.description);
        let tags = format!(
            "  <meta property=\"og:site_name\" content=\"Quartet\" />\n    \
             <meta property=\"og:type\" content=\"website\" />\n    \
             <meta property=\"og:title\" content=\"{title}\" />\n    \
             <meta property=\"og:description\" content=\"{description}\" />\n  </head>"
        );
        let mut out = page.replacen("</head>", &tags, 1);
        out = replace_between(&out, "<title>", "</title>", &format!("{title} · Quartet"));
        out = replace_between(&out, "<meta name=\"description\" content=\"", "\"", &description);
        replace_between(&out, "<html lang=\"", "\"", lang.tag())
    }
}

/// Who sits in a seat that is not a bot's: their name, else the seat's number (`Player 3`), as
/// the UI says it.
fn person(t: Texts, seat: &PublicSeat) -> String {
    match &seat.name {
        Some(name) => name.clone(),
        None => t.format("web-player-number", &[("number", Arg::from(seat.seat + 1))]),
    }
}

/// A bot's level in words (`?` when the seat does not say it).
fn level(t: Texts, seat: &PublicSeat) -> Arg {
    Arg::from(
        seat.level
            .as_deref()
            .map(|l| t.get(&format!("level-{l}")))
            .unwrap_or_else(|| "?".to_owned()),
    )
}

/// `text` with what lies between the first `start` and the next `end` replaced by `with`
/// (unchanged when either is missing).
fn replace_between(text: &str, start: &str, end: &str, with: &str) -> String {
    let Some(from) = text.find(start).map(|i| i + start.len()) else {
        return text.to_owned();
    };
    let Some(to) = text[from..].find(end).map(|i| from + i) else {
        return text.to_owned();
    };
    format!("{}{with}{}", &text[..from], &text[to..])
}

/// Text safe inside an HTML element or a quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta name=\"description\" content=\"Play.\" />\n    <title>Quartet</title>\n  </head>\n  <body></body>\n</html>\n";

    fn seat(seat: usize, kind: PublicSeatKind, name: Option<&str>, level: Option<&str>) -> PublicSeat {
        PublicSeat {
            seat,
            kind,
            name: name.map(str::to_owned),
            account: None,
            level: level.map(str::to_owned),
            taken: true,
            connected: true,
            left_at: None,
        }
    }

    #[test]
    fn the_preview_says_the_game_and_who_waits_in_the_language_asked_for() {
        let seats = [
            seat(0, PublicSeatKind::Human, Some("Ana"), None),
            seat(1, PublicSeatKind::Invite, None, None),
        ];
        let en = Preview::invitation(Texts::new(Lang::En), "quarto", 1, &seats);
        assert_eq!(en.title, "You are invited to play Quarto!");
        assert_eq!(en.description, "Seat 2, with Ana.");
        let it = Preview::invitation(Texts::new(Lang::It), "danish", 1, &seats);
        assert!(it.title.contains("Quarto danese"), "{}", it.title);
        assert!(it.description.contains("Ana"), "{}", it.description);

        let three = [
            seat(0, PublicSeatKind::Invite, None, None),
            seat(1, PublicSeatKind::Bot, None, Some("casual")),
            seat(2, PublicSeatKind::Open, None, None),
        ];
        let p = Preview::invitation(Texts::new(Lang::En), "quartino", 0, &three);
        assert_eq!(p.title, "You are invited to play Quartino");
        assert_eq!(p.description, "Seat 1, with a bot (casual), Player 3.");
    }

    #[test]
    fn a_games_preview_says_who_plays_it_and_how_far_it_is() {
        let seats = [
            seat(0, PublicSeatKind::Human, Some("Ana"), None),
            seat(1, PublicSeatKind::Bot, None, Some("casual")),
            PublicSeat {
                taken: false,
                ..seat(2, PublicSeatKind::Invite, None, None)
            },
            PublicSeat {
                taken: false,
                ..seat(3, PublicSeatKind::Open, None, None)
            },
            seat(4, PublicSeatKind::Human, None, None),
        ];
        let en = Preview::game(Texts::new(Lang::En), "quartino", &seats, 12);
        assert_eq!(en.title, "Ana · bot (casual) · invited · open seat · Player 5");
        assert_eq!(en.description, "Quartino · 12 actions");
        let one = Preview::game(Texts::new(Lang::En), "quarto", &seats[..2], 1);
        assert_eq!(one.description, "Quarto! · 1 action");
        let cs = Preview::game(Texts::new(Lang::Cs), "danish", &seats[..2], 3);
        assert!(
            cs.description.starts_with("Dánské Quarto · 3 "),
            "{}",
            cs.description
        );
    }

    #[test]
    fn a_name_cannot_break_out_of_the_page() {
        let seats = [
            seat(
                0,
                PublicSeatKind::Human,
                Some("\"/><script>alert(1)</script>"),
                None,
            ),
            seat(1, PublicSeatKind::Invite, None, None),
        ];
        let preview = Preview::invitation(Texts::new(Lang::Fr), "quarto", 1, &seats);
        let page = preview.in_page(PAGE, Lang::Fr);
        assert!(!page.contains("<script>"), "{page}");
        assert!(page.contains("&quot;/&gt;&lt;script&gt;"), "{page}");
        assert!(page.starts_with("<!doctype html>\n<html lang=\"fr\">"), "{page}");
        assert_eq!(page.matches("<title>").count(), 1);
        assert!(page.contains("<title>Vous êtes invité"), "{page}");
        assert!(
            page.contains("<meta property=\"og:title\" content=\"Vous êtes invité"),
            "{page}"
        );
        assert!(!page.contains("content=\"Play.\""), "{page}");
        assert!(page.contains("</head>\n  <body>"), "{page}");
    }
}
