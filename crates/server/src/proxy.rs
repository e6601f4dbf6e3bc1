//! Who a request comes from when the server sits behind reverse proxies: the proxies the host
//! trusts (`quartet serve --behind-proxy`, `--trusted-proxies`), the client's address read from
//! their `X-Forwarded-For`, and whether the client spoke https (`X-Forwarded-Proto`). A peer
//! that is not a trusted proxy is the client itself, whatever its headers say, so nobody can
//! pick the address the limits count them under, or claim https on a plain connection.

use std::fmt;
use std::net::IpAddr;
use std::str::FromStr;

/// A block of addresses: an address and how many of its leading bits count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddressBlock {
    address: IpAddr,
    bits: u8,
}

/// Why a block of addresses was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BlockError {
    /// Not an IPv4 or IPv6 address.
    #[error("{0:?} is not an IP address (write e.g. 10.0.0.5, 10.0.0.0/8 or fd00::/8)")]
    Address(String),
    /// A prefix length that is not a number, or longer than the address.
    #[error("{0:?} has a prefix length that is not 0 to 32 (IPv4) or 0 to 128 (IPv6)")]
    Bits(String),
}

impl AddressBlock {
    /// The IPv4 and IPv6 loopback addresses: a proxy on the same machine.
    pub const LOOPBACK: [AddressBlock; 2] = [
        AddressBlock {
            address: IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 0)),
            bits: 8,
        },
        AddressBlock {
            address: IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
            bits: 128,
        },
    ];

    /// Whether `ip` is in the block (an IPv4 address written as IPv6, `::ffff:a.b.c.d`, counts
    /// as the IPv4 address).
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.address, ip.to_canonical()) {
            (IpAddr::V4(block), IpAddr::V4(ip)) => same_prefix(&block.octets(), &ip.octets(), self.bits),
            (IpAddr::V6(block), IpAddr::V6(ip)) => same_prefix(&block.octets(), &ip.octets(), self.bits),
            _ => false,
        }
    }
}

/// Whether the first `bits` bits of `a` and `b` agree.
fn same_prefix(a: &[u8], b: &[u8], bits: u8) -> bool {
    let whole = usize::from(bits / 8);
    let rest = bits % 8;
    a[..whole] == b[..whole]
        && (rest == 0 || {
            let mask = 0xffu8 << (8 - rest);
            a[whole] & mask == b[whole] & mask
        })
}

impl FromStr for AddressBlock {
    type Err = BlockError;

    /// `10.0.0.5` (one address), `10.0.0.0/8`, `fd00::/8`, `::1`.
    fn from_str(text: &str) -> Result<AddressBlock, BlockError> {
        let text = text.trim();
        let (address, bits) = match text.split_once('/') {
            Some((address, bits)) => (address, Some(bits)),
            None => (text, None),
        };
        let address: IpAddr = address
            .parse()
            .map_err(|_| BlockError::Address(text.to_string()))?;
        let address = address.to_canonical();
        let most = if address.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            None => most,
            Some(bits) => bits
                .parse::<u8>()
                .ok()
                .filter(|b| *b <= most)
                .ok_or_else(|| BlockError::Bits(text.to_string()))?,
        };
        Ok(AddressBlock { address, bits })
    }
}

impl fmt::Display for AddressBlock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.address, self.bits)
    }
}

/// The reverse proxies whose forwarding headers the server believes: none by default (every
/// peer is a client).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<AddressBlock>);

impl TrustedProxies {
    /// Proxies at the addresses of `blocks`.
    pub fn new(blocks: Vec<AddressBlock>) -> TrustedProxies {
        TrustedProxies(blocks)
    }

    /// Whether the server sits behind proxies at all.
    pub fn any(&self) -> bool {
        !self.0.is_empty()
    }

    /// Whether `ip` is one of the trusted proxies.
    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|b| b.contains(ip))
    }

    /// The client a request from `peer` comes from, given the `X-Forwarded-For` header values
    /// in the order they came. From a trusted proxy, the list is read from its end (each proxy
    /// appends the address it was reached from): the first address that is not a trusted
    /// proxy is the client; an entry that is not an address stops the walk at the hop that
    /// wrote it (what lies before it could be anybody's); a list of trusted proxies only gives
    /// its first. A peer that is not a trusted proxy is the client.
    pub fn client<'h>(&self, peer: IpAddr, forwarded_for: impl IntoIterator<Item = &'h str>) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.trusts(peer) {
            return peer;
        }
        let hops: Vec<&str> = forwarded_for
            .into_iter()
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect();
        let mut client = peer;
        for hop in hops.iter().rev() {
            let Some(ip) = hop_address(hop) else { break };
            client = ip;
            if !self.trusts(ip) {
                break;
            }
        }
        client
    }

    /// Whether the client spoke https: a trusted proxy says so in its (last)
    /// `X-Forwarded-Proto`; nobody else can. (The server itself speaks plain http.)
    pub fn https<'h>(&self, peer: IpAddr, forwarded_proto: impl IntoIterator<Item = &'h str>) -> bool {
        self.trusts(peer.to_canonical())
            && forwarded_proto
                .into_iter()
                .flat_map(|v| v.split(','))
                .last()
                .is_some_and(|p| p.trim().eq_ignore_ascii_case("https"))
    }
}

/// The address of one `X-Forwarded-For` entry: `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1` or
/// `[2001:db8::1]:5678`.
fn hop_address(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    if let Ok(socket) = hop.parse::<std::net::SocketAddr>() {
        return Some(socket.ip().to_canonical());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn proxies(blocks: &[&str]) -> TrustedProxies {
        TrustedProxies::new(blocks.iter().map(|b| b.parse().unwrap()).collect())
    }

    #[test]
    fn blocks_are_read_and_contain_their_addresses() {
        let block: AddressBlock = "10.1.0.0/16".parse().unwrap();
        assert!(block.contains(ip("10.1.255.3")));
        assert!(!block.contains(ip("10.2.0.1")));
        assert!(block.contains(ip("::ffff:10.1.2.3")));
        let odd: AddressBlock = "192.168.1.128/25".parse().unwrap();
        assert!(odd.contains(ip("192.168.1.200")));
        assert!(!odd.contains(ip("192.168.1.100")));
        let one: AddressBlock = "fd00::1".parse().unwrap();
        assert_eq!(one.to_string(), "fd00::1/128");
        assert!(one.contains(ip("fd00::1")) && !one.contains(ip("fd00::2")));
        assert!(
            "0.0.0.0/0"
                .parse::<AddressBlock>()
                .unwrap()
                .contains(ip("8.8.8.8"))
        );
        assert!(!"0.0.0.0/0".parse::<AddressBlock>().unwrap().contains(ip("::2")));
        assert!(AddressBlock::LOOPBACK.iter().any(|b| b.contains(ip("127.0.0.2"))));
        assert!(AddressBlock::LOOPBACK.iter().any(|b| b.contains(ip("::1"))));
    }

    #[test]
    fn bad_blocks_say_what_is_wrong() {
        assert_eq!(
            "nginx".parse::<AddressBlock>(),
            Err(BlockError::Address("nginx".into()))
        );
        assert_eq!(
            "10.0.0.0/33".parse::<AddressBlock>(),
            Err(BlockError::Bits("10.0.0.0/33".into()))
        );
        assert!("fd00::/129".parse::<AddressBlock>().is_err());
        assert!("10.0.0.0/x".parse::<AddressBlock>().is_err());
        assert!(BlockError::Bits("a/99".into()).to_string().contains("0 to 32"));
    }

    #[test]
    fn a_peer_that_is_no_trusted_proxy_is_the_client_whatever_it_says() {
        let none = TrustedProxies::default();
        assert_eq!(none.client(ip("203.0.113.7"), ["1.2.3.4"]), ip("203.0.113.7"));
        assert!(!none.https(ip("127.0.0.1"), ["https"]));
        let local = proxies(&["127.0.0.1"]);
        assert_eq!(local.client(ip("203.0.113.7"), ["1.2.3.4"]), ip("203.0.113.7"));
        assert!(!local.https(ip("203.0.113.7"), ["https"]));
    }

    #[test]
    fn the_client_is_the_last_address_no_trusted_proxy_wrote() {
        let p = proxies(&["127.0.0.1", "10.0.0.0/8"]);
        // nginx on the machine, reached by the client straight.
        assert_eq!(p.client(ip("127.0.0.1"), ["198.51.100.4"]), ip("198.51.100.4"));
        // A client's own header is only a prefix: what the trusted hops wrote decides.
        assert_eq!(
            p.client(ip("127.0.0.1"), ["6.6.6.6, 198.51.100.4"]),
            ip("198.51.100.4")
        );
        // Two proxies: a load balancer in 10/8 in front of nginx; several header lines.
        assert_eq!(
            p.client(ip("127.0.0.1"), ["6.6.6.6, 198.51.100.4", "10.0.0.9"]),
            ip("198.51.100.4")
        );
        // Ports and brackets.
        assert_eq!(
            p.client(ip("127.0.0.1"), ["[2001:db8::5]:443"]),
            ip("2001:db8::5")
        );
        assert_eq!(
            p.client(ip("127.0.0.1"), ["198.51.100.4:5000"]),
            ip("198.51.100.4")
        );
        // Garbage stops the walk at the hop that wrote it.
        assert_eq!(p.client(ip("127.0.0.1"), ["unknown, 10.0.0.9"]), ip("10.0.0.9"));
        assert_eq!(p.client(ip("127.0.0.1"), ["unknown"]), ip("127.0.0.1"));
        // No header: the proxy itself; only proxies: the first.
        assert_eq!(p.client(ip("127.0.0.1"), []), ip("127.0.0.1"));
        assert_eq!(p.client(ip("127.0.0.1"), ["10.0.0.3, 10.0.0.9"]), ip("10.0.0.3"));
        // IPv4 written as IPv6.
        assert_eq!(
            p.client(ip("::ffff:127.0.0.1"), ["::ffff:198.51.100.4"]),
            ip("198.51.100.4")
        );
    }

    #[test]
    fn only_a_trusted_proxy_says_https() {
        let p = proxies(&["127.0.0.1"]);
        assert!(p.https(ip("127.0.0.1"), ["https"]));
        assert!(p.https(ip("127.0.0.1"), ["HTTPS"]));
        assert!(!p.https(ip("127.0.0.1"), ["http"]));
        assert!(!p.https(ip("127.0.0.1"), []));
        // The last proxy's word counts.
        assert!(!p.https(ip("127.0.0.1"), ["https, http"]));
        assert!(p.https(ip("127.0.0.1"), ["http", "https"]));
    }
}
