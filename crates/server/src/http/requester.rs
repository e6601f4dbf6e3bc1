//! Where a request comes from: [`find_requester`] reads the peer's address and, from a trusted
//! reverse proxy, its forwarding headers (see [`crate::proxy`]) once, before the other layers,
//! and leaves a [`Requester`] in the request's extensions for the limits per address, the
//! extractors and the session cookie.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::Response;

use crate::proxy::TrustedProxies;

/// The client of a request, as far as the server can tell: absent when the peer is unknown
/// (a request made in-process, without `ConnectInfo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Requester {
    /// The client's address: the peer's, or the one a trusted proxy forwarded.
    pub address: IpAddr,
    /// Whether the client spoke https (only a trusted proxy can say so).
    pub https: bool,
}

impl Requester {
    /// The requester of a request from `peer` with `headers`.
    pub fn of(peer: IpAddr, headers: &HeaderMap, proxies: &TrustedProxies) -> Requester {
        let values = |name: &'static str| headers.get_all(name).into_iter().filter_map(|v| v.to_str().ok());
        Requester {
            address: proxies.client(peer, values("x-forwarded-for")),
            https: proxies.https(peer, values("x-forwarded-proto")),
        }
    }
}

/// Whether the request came over https (false when its client is unknown).
pub struct Https(pub bool);

impl<S: Send + Sync> FromRequestParts<S> for Https {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Https, Infallible> {
        Ok(Https(
            parts.extensions.get::<Requester>().is_some_and(|r| r.https),
        ))
    }
}

/// Puts the [`Requester`] of every request with a known peer in its extensions.
pub async fn find_requester(
    State(proxies): State<TrustedProxies>,
    mut request: Request,
    next: Next,
) -> Response {
    if let Some(ConnectInfo(peer)) = request.extensions().get::<ConnectInfo<SocketAddr>>().copied() {
        let requester = Requester::of(peer.ip(), request.headers(), &proxies);
        request.extensions_mut().insert(requester);
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn the_headers_count_only_from_a_trusted_proxy() {
        let mut headers = HeaderMap::new();
        headers.append(
            "x-forwarded-for",
            HeaderValue::from_static("6.6.6.6, 198.51.100.4"),
        );
        headers.append("x-forwarded-proto", HeaderValue::from_static("https"));
        let proxies = TrustedProxies::new(vec!["127.0.0.1".parse().unwrap()]);
        let local: IpAddr = [127, 0, 0, 1].into();
        let outside: IpAddr = [203, 0, 113, 9].into();
        assert_eq!(
            Requester::of(local, &headers, &proxies),
            Requester {
                address: [198, 51, 100, 4].into(),
                https: true
            }
        );
        assert_eq!(
            Requester::of(outside, &headers, &proxies),
            Requester {
                address: outside,
                https: false
            }
        );
        assert_eq!(
            Requester::of(local, &headers, &TrustedProxies::default()),
            Requester {
                address: local,
                https: false
            }
        );
    }
}
