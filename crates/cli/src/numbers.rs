//! The command line's numbers. Every numeric argument of every command is read by one of these
//! parsers, which refuse with a clap error that gives the range: text that is no number, a
//! negative number, NaN or infinity, zero where it means nothing, and numbers too large to mean
//! anything (a test in `main.rs` walks the commands to see to it). Numeric arguments also take
//! `allow_negative_numbers`, so that `--seconds -1` reaches the parser and is refused for what it
//! is rather than taken for an option. The reasons are worded in the command line's language.

use quartet_i18n::tr;

/// A whole number from `min` to `max`.
pub fn whole<T>(min: u64, max: u64) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
{
    move |text: &str| {
        let refuse = || {
            let (min, max) = (min.to_string(), max.to_string());
            tr!(crate::help::chosen(), "cli-expected-whole", min = min, max = max)
        };
        let n: u64 = text.trim().parse().map_err(|_| refuse())?;
        if n < min || n > max {
            return Err(refuse());
        }
        T::try_from(n).map_err(|_| refuse())
    }
}

/// Any whole number a seed can be.
pub fn seed() -> impl Fn(&str) -> Result<u64, String> + Clone + Send + Sync + 'static {
    whole(0, u64::MAX)
}

/// A time in seconds: more than 0, at most `max`.
pub fn seconds(max: f64) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |text: &str| match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s <= max => Ok(s),
        _ => Err(tr!(
            crate::help::chosen(),
            "cli-expected-seconds",
            max = max.to_string()
        )),
    }
}

/// A number from `min` to `max` (a finite one).
pub fn number(min: f64, max: f64) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |text: &str| match text.trim().parse::<f64>() {
        Ok(x) if x >= min && x <= max => Ok(x),
        _ => Err(tr!(
            crate::help::chosen(),
            "cli-expected-number",
            min = min.to_string(),
            max = max.to_string()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_in_their_range() {
        let threads = whole::<usize>(1, 64);
        assert_eq!(threads("1"), Ok(1));
        assert_eq!(threads(" 64 "), Ok(64));
        for bad in [
            "0",
            "65",
            "-1",
            "1.5",
            "two",
            "",
            "1e3",
            "99999999999999999999999",
        ] {
            assert_eq!(
                threads(bad),
                Err("expected a whole number from 1 to 64".to_string()),
                "{bad:?}"
            );
        }
        assert_eq!(whole::<u8>(0, 300)("256").ok(), None, "no wider than the type");
        assert_eq!(seed()("18446744073709551615"), Ok(u64::MAX));
        assert!(seed()("-1").is_err());
    }

    #[test]
    fn seconds_and_numbers_are_finite_and_in_range() {
        let s = seconds(3600.0);
        assert_eq!(s("0.5"), Ok(0.5));
        assert_eq!(s("3600"), Ok(3600.0));
        for bad in ["0", "-1", "NaN", "nan", "inf", "-inf", "1e300", "3600.5", "soon"] {
            assert!(s(bad).is_err(), "{bad:?}");
        }
        let rate = number(0.0, 1e6);
        assert_eq!(rate("0"), Ok(0.0));
        for bad in ["-0.1", "NaN", "inf", "1e7"] {
            assert!(rate(bad).is_err(), "{bad:?}");
        }
    }
}
