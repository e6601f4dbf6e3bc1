//! The extension module `quartet._quartet`, the Rust half of the Python package `quartet`
//! (its Python half is `python/quartet/`): the three games (`game`), their action spaces and
//! observation tensors (`encoding`), the bots and the Quarto! solver (`engine`), and batch
//! helpers (`batch`). It binds the public APIs of `quartet-core` and `quartet-engine` and
//! adds no rules of its own.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

mod args;
mod batch;
mod encoding;
mod engine;
mod game;
mod session;

create_exception!(
    quartet,
    IllegalActionError,
    PyValueError,
    "An action the rules refuse where it was played; the message says why."
);

/// A `ValueError` with an error's message.
pub(crate) fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The extension module.
#[pymodule]
fn _quartet(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<engine::PyBot>()?;
    m.add_class::<engine::PySolver>()?;
    m.add_function(wrap_pyfunction!(engine::solve, m)?)?;
    m.add_function(wrap_pyfunction!(batch::play_random_games, m)?)?;
    m.add("IllegalActionError", m.py().get_type::<IllegalActionError>())?;
    Ok(())
}
