//! Numbers as each language writes them: the decimal sign and the thousands separator (CLDR's
//! conventions: `1,234.5` in English, `1.234,5` in Romanian, Spanish and Italian, `1 234,5` with
//! narrow or plain no-break spaces in French and Czech; Spanish groups only from five digits).

use crate::Lang;

/// How a language writes numbers.
#[derive(Clone, Copy, Debug)]
struct Style {
    decimal: char,
    group: char,
    /// The fewest digits before the decimal sign that are grouped at all.
    min_grouped: usize,
}

fn style(lang: Lang) -> Style {
    match lang {
        Lang::En | Lang::Pseudo => Style {
            decimal: '.',
            group: ',',
            min_grouped: 4,
        },
        Lang::Ro | Lang::It => Style {
            decimal: ',',
            group: '.',
            min_grouped: 4,
        },
        Lang::Es => Style {
            decimal: ',',
            group: '.',
            min_grouped: 5,
        },
        Lang::Fr => Style {
            decimal: ',',
            group: '\u{202F}',
            min_grouped: 4,
        },
        Lang::Cs => Style {
            decimal: ',',
            group: '\u{A0}',
            min_grouped: 4,
        },
    }
}

/// `value` written for `lang` with between `min_fraction` and `max_fraction` decimals (trailing
/// zeros past `min_fraction` dropped). Not-a-number and infinities are written as `NaN` and `∞`.
pub fn format_number(lang: Lang, value: f64, min_fraction: usize, max_fraction: usize) -> String {
    if value.is_nan() {
        return "NaN".into();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-∞".into() } else { "∞".into() };
    }
    let max_fraction = max_fraction.max(min_fraction);
    let style = style(lang);
    let text = format!("{:.*}", max_fraction, value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let mut fraction = fraction.to_string();
    while fraction.len() > min_fraction && fraction.ends_with('0') {
        fraction.pop();
    }
    let mut out = String::new();
    if value < 0.0 && (whole.bytes().any(|b| b != b'0') || !fraction.bytes().all(|b| b == b'0')) {
        out.push('-');
    }
    if whole.len() >= style.min_grouped {
        for (i, digit) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                out.push(style.group);
            }
            out.push(digit);
        }
    } else {
        out.push_str(whole);
    }
    if !fraction.is_empty() {
        out.push(style.decimal);
        out.push_str(&fraction);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_its_separators() {
        assert_eq!(format_number(Lang::En, 1234567.5, 0, 3), "1,234,567.5");
        assert_eq!(format_number(Lang::Ro, 1234567.5, 0, 3), "1.234.567,5");
        assert_eq!(format_number(Lang::It, 1234.0, 0, 3), "1.234");
        assert_eq!(format_number(Lang::Es, 1234.0, 0, 3), "1234");
        assert_eq!(format_number(Lang::Es, 12345.0, 0, 3), "12.345");
        assert_eq!(format_number(Lang::Fr, 12345.25, 2, 2), "12\u{202F}345,25");
        assert_eq!(format_number(Lang::Cs, 1000.0, 0, 0), "1\u{A0}000");
        assert_eq!(format_number(Lang::En, 999.0, 0, 3), "999");
        assert_eq!(format_number(Lang::En, -0.0001, 0, 2), "0");
        assert_eq!(format_number(Lang::Cs, -2.5, 1, 1), "-2,5");
        assert_eq!(format_number(Lang::En, f64::INFINITY, 0, 0), "∞");
    }
}
