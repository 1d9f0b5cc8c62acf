//! A 64-bit FNV-1a hash of a series of parts, the same on every run and machine: the key of
//! the compile cache ([`crate::source`]) and of a contest's stored results
//! ([`crate::contest`]).

use std::fs;
use std::path::Path;

/// A 64-bit FNV-1a hash of the parts given, each closed by a byte no text has.
pub struct Fingerprint(u64);

impl Default for Fingerprint {
    fn default() -> Self {
        Fingerprint::new()
    }
}

impl Fingerprint {
    pub fn new() -> Fingerprint {
        Fingerprint(0xcbf2_9ce4_8422_2325)
    }

    pub fn bytes(&mut self, bytes: &[u8]) {
        for &byte in bytes.iter().chain(&[0xff]) {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    pub fn text(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    pub fn file(&mut self, path: &Path) -> Result<(), String> {
        let bytes = fs::read(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
        self.bytes(&bytes);
        Ok(())
    }

    pub fn finish(&self) -> u64 {
        self.0
    }
}
