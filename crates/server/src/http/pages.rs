//! The built browser UI (`web/dist`): its files, how long browsers keep them, and their
//! compressed forms.
//!
//! The files under `/assets/` are named by a hash of their content (`index-a5o4HVxN.js`), so a
//! browser keeps one for a year without asking again (`immutable`); one that does not exist is
//! `404`, never the page, so that a page of an older build that asks for a file gone since
//! fails at once (`web/src/i18n.ts` then loads the new build). Every other path is a file
//! beside `index.html` or, for the UI's own routes (`/learn/GAME`, `/games`; `/game/ID` and
//! `/join/CODE` add their link previews, `preview.rs`), `index.html` itself, which browsers
//! fetch again each time (`no-cache`, and no date to ask "changed since?" with), so that a new
//! build reaches them at once. Both are sent in the Brotli or gzip form the build wrote beside
//! the file (`web/vite.config.ts`) when the browser takes it.

use std::path::Path;

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use tower_http::services::{ServeDir, ServeFile};

/// How long a browser keeps a hashed asset: a year, never asking again.
const HASHED: HeaderValue = HeaderValue::from_static("public, max-age=31536000, immutable");
/// A page (or an asset not found): kept, but fetched again before each use.
const REVALIDATED: HeaderValue = HeaderValue::from_static("no-cache");

/// The routes of the UI in `dir`: `/assets/…`, and a fallback for every path the API does not
/// answer (merged into the API's router).
pub fn router(dir: &Path) -> Router {
    let assets = ServeDir::new(dir.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    let index = ServeFile::new(dir.join("index.html"))
        .precompressed_br()
        .precompressed_gzip();
    let pages = ServeDir::new(dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(index);
    Router::new()
        .nest_service(
            "/assets",
            Router::new()
                .fallback_service(assets)
                .layer(axum::middleware::map_response(hashed)),
        )
        .fallback_service(
            Router::new()
                .fallback_service(pages)
                .layer(axum::middleware::map_request(whole)),
        )
        .layer(axum::middleware::map_response(revalidated))
}

/// A page is sent whole: a date a browser kept from an earlier answer is not asked about.
async fn whole(mut request: Request) -> Request {
    request.headers_mut().remove(header::IF_MODIFIED_SINCE);
    request
}

/// A hashed asset found is kept for good; one not found is not kept.
async fn hashed(mut response: Response) -> Response {
    let status = response.status();
    if status.is_success() || status == StatusCode::NOT_MODIFIED {
        response.headers_mut().insert(header::CACHE_CONTROL, HASHED);
    }
    response
}

/// Every answer of the UI names its cache rule and says that it depends on the encodings the
/// browser takes, for the caches between. A page (any answer but a hashed asset found) goes
/// without its file's date, so that a browser cannot ask "changed since?" and is always sent
/// the page whole (under 1 KB): a date says nothing of a build put in place within the same
/// second, or of an older build put back.
async fn revalidated(mut response: Response) -> Response {
    let headers = response.headers_mut();
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, REVALIDATED);
        headers.remove(header::LAST_MODIFIED);
    }
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    response
}
