//! Zip files of our own: stored entries (no compression) with their CRC-32, which every judge's
//! importer reads, and a reader for such files (a Kattis package handed back as a zip).

/// The CRC-32 of zip, gzip and PNG (polynomial 0xEDB88320, reflected, inverted).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A file of a package: its path inside the package (`/` between folders) and its bytes.
pub type Entry = (String, Vec<u8>);

const LOCAL_HEADER: u32 = 0x0403_4b50;
const CENTRAL_HEADER: u32 = 0x0201_4b50;
const END_OF_CENTRAL: u32 = 0x0605_4b50;
/// Bit 11 of the flags: names are UTF-8.
const UTF8_NAMES: u16 = 1 << 11;
/// 1980-01-01 00:00 in DOS format, so that the same package makes the same bytes.
const DOS_DATE: u16 = (1 << 5) | 1;

/// The bytes of a zip file holding `entries`, stored, in the order given. Sizes must fit the
/// classic format (under 4 GiB, fewer than 65 535 entries).
pub fn write(entries: &[Entry]) -> Result<Vec<u8>, String> {
    if entries.len() >= 0xFFFF {
        return Err(format!("{} files are too many for a zip", entries.len()));
    }
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, bytes) in entries {
        let size =
            u32::try_from(bytes.len()).map_err(|_| format!("{} is too large for a zip", name))?;
        let offset =
            u32::try_from(out.len()).map_err(|_| "the zip grows past 4 GiB".to_string())?;
        let crc = crc32(bytes);
        let common = |buffer: &mut Vec<u8>| {
            put16(buffer, 20); // version needed: 2.0
            put16(buffer, UTF8_NAMES);
            put16(buffer, 0); // stored
            put16(buffer, 0); // time
            put16(buffer, DOS_DATE);
            put32(buffer, crc);
            put32(buffer, size);
            put32(buffer, size);
            put16(buffer, name.len() as u16);
            put16(buffer, 0); // extra field
        };
        put32(&mut out, LOCAL_HEADER);
        common(&mut out);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(bytes);
        put32(&mut central, CENTRAL_HEADER);
        put16(&mut central, 0x0314); // made by: Unix, 2.0
        common(&mut central);
        put16(&mut central, 0); // comment
        put16(&mut central, 0); // disk
        put16(&mut central, 0); // internal attributes
        put32(&mut central, 0o100644 << 16); // a regular file, rw-r--r--
        put32(&mut central, offset);
        central.extend_from_slice(name.as_bytes());
    }
    let central_offset = out.len() as u32;
    let central_size = central.len() as u32;
    out.extend_from_slice(&central);
    put32(&mut out, END_OF_CENTRAL);
    put16(&mut out, 0);
    put16(&mut out, 0);
    put16(&mut out, entries.len() as u16);
    put16(&mut out, entries.len() as u16);
    put32(&mut out, central_size);
    put32(&mut out, central_offset);
    put16(&mut out, 0);
    Ok(out)
}

fn put16(out: &mut Vec<u8>, value: u16) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, value: u32) {
    out.extend_from_slice(&value.to_le_bytes());
}

/// The entries of a zip whose files are stored (as [`write`](fn@write) makes them), read from its
/// central directory; each file's CRC-32 is checked. A compressed entry is an error that says
/// to unpack the zip first.
pub fn read(zip: &[u8]) -> Result<Vec<Entry>, String> {
    let get16 = |at: usize| -> Result<u16, String> {
        zip.get(at..at + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .ok_or_else(|| "the zip is cut short".to_string())
    };
    let get32 = |at: usize| -> Result<u32, String> {
        zip.get(at..at + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or_else(|| "the zip is cut short".to_string())
    };
    let end = (0..=zip.len().saturating_sub(22))
        .rev()
        .take(0x1_0000 + 22)
        .find(|&at| get32(at) == Ok(END_OF_CENTRAL))
        .ok_or("not a zip file (no end of central directory)")?;
    let count = get16(end + 10)? as usize;
    let mut at = get32(end + 16)? as usize;
    let mut entries = Vec::with_capacity(count);
    for _ in 0..count {
        if get32(at)? != CENTRAL_HEADER {
            return Err("the zip's central directory is damaged".to_string());
        }
        let method = get16(at + 10)?;
        let crc = get32(at + 16)?;
        let size = get32(at + 20)? as usize;
        let name_len = get16(at + 28)? as usize;
        let extra_len = get16(at + 30)? as usize;
        let comment_len = get16(at + 32)? as usize;
        let local = get32(at + 42)? as usize;
        let name = zip
            .get(at + 46..at + 46 + name_len)
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .ok_or("the zip is cut short")?;
        at += 46 + name_len + extra_len + comment_len;
        if name.ends_with('/') {
            continue;
        }
        if method != 0 {
            return Err(format!(
                "{} is compressed in the zip; unpack the zip and give its folder",
                name
            ));
        }
        let start = local + 30 + get16(local + 26)? as usize + get16(local + 28)? as usize;
        let bytes = zip
            .get(start..start + size)
            .ok_or("the zip is cut short")?
            .to_vec();
        if crc32(&bytes) != crc {
            return Err(format!("{} in the zip fails its CRC-32", name));
        }
        entries.push((name, bytes));
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_published_check_values() {
        // The check value of CRC-32/ISO-HDLC (the catalogue's `123456789`), and two classics.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
        assert_eq!(
            crc32(b"The quick brown fox jumps over the lazy dog"),
            0x414F_A339
        );
    }

    #[test]
    fn a_written_zip_reads_back_the_same() {
        let entries = vec![
            ("a/problem.yaml".to_string(), b"name: x\n".to_vec()),
            ("a/data/1.in".to_string(), Vec::new()),
            ("名前.txt".to_string(), vec![0, 255, 10]),
        ];
        let zip = write(&entries).expect("written");
        assert_eq!(read(&zip), Ok(entries));
    }

    #[test]
    fn a_damaged_file_fails_its_crc() {
        let mut zip = write(&[("x".to_string(), b"hello".to_vec())]).expect("written");
        zip[31] ^= 1; // the first byte of the data, after the 30-byte header and the name
        assert!(read(&zip).unwrap_err().contains("CRC-32"));
    }
}
