//! Whole-number arguments from Python: an `int` out of the range of the Rust type is a
//! `ValueError` that gives the range (PyO3 adds a note naming the argument), not a bare
//! `OverflowError`; durations in seconds, checked before they become a `Duration`.

use std::time::Duration;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyInt;

/// A whole number that fits `T` (`u64` for seeds, `usize` for counts, `i64` for seats).
#[derive(Clone, Copy, Debug)]
pub struct Int<T>(pub T);

macro_rules! int_argument {
    ($($t:ty),*) => {$(
        impl<'a, 'py> FromPyObject<'a, 'py> for Int<$t> {
            type Error = PyErr;

            fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Int<$t>> {
                let out_of_range = || {
                    let shown = obj.str().map_or_else(|_| "?".to_string(), |s| s.to_string());
                    PyValueError::new_err(format!(
                        "{shown} is out of range: expected a whole number from {} to {}",
                        <$t>::MIN,
                        <$t>::MAX
                    ))
                };
                match obj.extract::<i128>() {
                    Ok(n) => <$t>::try_from(n).map(Int).map_err(|_| out_of_range()),
                    Err(_) if obj.is_instance_of::<PyInt>() => Err(out_of_range()),
                    Err(e) => Err(e),
                }
            }
        }
    )*};
}

int_argument!(u64, usize, i64);

/// The longest time a solve or a bot's choice may be given: 30 days.
const MAX_SECONDS: f64 = 30.0 * 24.0 * 3600.0;

/// A duration of `seconds` given as the argument `name`: positive, finite and at most
/// [`MAX_SECONDS`].
pub fn seconds(name: &str, seconds: f64) -> PyResult<Duration> {
    if !(seconds > 0.0 && seconds.is_finite()) {
        return Err(PyValueError::new_err(format!(
            "{name}={seconds}: expected a positive number of seconds"
        )));
    }
    if seconds > MAX_SECONDS {
        return Err(PyValueError::new_err(format!(
            "{name}={seconds}: at most {MAX_SECONDS} seconds (30 days)"
        )));
    }
    Ok(Duration::from_secs_f64(seconds))
}
