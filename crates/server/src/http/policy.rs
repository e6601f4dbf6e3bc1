//! What every answer tells the browser it may do with it: run only the site's own scripts and
//! styles and talk only to the site (a content security policy, so that text a player wrote can
//! never run as a script even if it reached the page unescaped), never be shown inside another
//! site's frame (where a hidden page could be clicked on, as a resignation) nor share a window
//! with another site's page that opened it, never be read as another type than it says, and
//! never tell other sites which page linked to them (an invitation's address is a secret).

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// The policy, less its `connect-src`, which names the site's own WebSocket addresses.
const POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// Adds the headers to every answer that does not set its own.
pub async fn headers(request: Request, next: Next) -> Response {
    let policy = content_policy(request.headers());
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        h.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    h.insert(
        "cross-origin-opener-policy",
        HeaderValue::from_static("same-origin"),
    );
    response
}

/// An API answer that says nothing of caching is kept by no cache, the browser's or one on the
/// way: it may hold a seat's token, a player's hidden cards or their games.
pub async fn not_kept(mut response: Response) -> Response {
    let h = response.headers_mut();
    if !h.contains_key(header::CACHE_CONTROL) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// The policy for a request to `Host`. Browsers since 2022 count the site's own `ws:` and
/// `wss:` addresses as `'self'`; older ones (Safari before 16) need them named, so the host the
/// browser asked for is named when it is a plain host name or address (with a port), and left
/// out otherwise.
fn content_policy(request: &HeaderMap) -> HeaderValue {
    let host = request
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| plain_host(h));
    let connect = match host {
        Some(host) => format!("connect-src 'self' ws://{host} wss://{host}"),
        None => "connect-src 'self'".to_owned(),
    };
    HeaderValue::try_from(format!("{POLICY}; {connect}")).unwrap_or_else(|_| HeaderValue::from_static(POLICY))
}

/// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port: nothing
/// that could end a source or add a directive.
fn plain_host(host: &str) -> bool {
    !host.is_empty()
        && host.len() <= 255
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy_for(host: Option<&str>) -> String {
        let mut headers = HeaderMap::new();
        if let Some(host) = host {
            headers.insert(header::HOST, HeaderValue::from_str(host).unwrap());
        }
        content_policy(&headers).to_str().unwrap().to_owned()
    }

    #[test]
    fn the_sites_own_websockets_are_named() {
        let policy = policy_for(Some("quarto.example.org"));
        assert!(
            policy.ends_with("; connect-src 'self' ws://quarto.example.org wss://quarto.example.org"),
            "{policy}"
        );
        assert!(policy.starts_with("default-src 'self'; script-src 'self';"));
        let policy = policy_for(Some("[::1]:8080"));
        assert!(
            policy.ends_with("connect-src 'self' ws://[::1]:8080 wss://[::1]:8080"),
            "{policy}"
        );
    }

    #[test]
    fn a_host_that_is_not_plain_adds_nothing() {
        for host in ["evil.example; script-src *", "a b", "x'y", "*.example.org", ""] {
            let policy = policy_for(Some(host));
            assert!(policy.ends_with("; connect-src 'self'"), "{host:?}: {policy}");
            assert_eq!(policy.matches("script-src").count(), 1, "{host:?}: {policy}");
        }
        assert!(policy_for(None).ends_with("; connect-src 'self'"));
    }
}
