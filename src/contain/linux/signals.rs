//! The runner's stop requests: `SIGINT`, `SIGTERM` and `SIGHUP` to the judge end every
//! running case (see [`crate::contain::interrupted`]).

use super::ffi::*;
use crate::contain::request_interrupt;
use std::os::raw::c_int;

/// Notes the signal; [`request_interrupt`] only stores to an atomic, which is signal-safe.
extern "C" fn note_signal(number: c_int) {
    request_interrupt(number);
}

/// Installs the handler without `SA_RESTART`: a wait of the judge's is interrupted by
/// the signal (and sees [`crate::contain::interrupted`]) instead of silently resumed.
pub(in crate::contain) fn catch_interrupts() {
    for number in [SIGHUP, SIGINT, SIGTERM] {
        let action = SigAction {
            handler: note_signal as extern "C" fn(c_int) as usize,
            mask: [0; 16],
            flags: 0,
            restorer: 0,
        };
        // SAFETY: installs a handler that only stores to an atomic, which is signal-safe;
        // `action` is a live struct of glibc's layout.
        unsafe { sigaction(number, &action, std::ptr::null_mut()) };
    }
}
