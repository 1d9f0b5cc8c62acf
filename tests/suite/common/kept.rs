//! The oracle's tables, kept where the judge's forks do not copy them.
//!
//! The suite judges thousands of cases inside this process, and the judge starts each case by
//! forking a supervisor off the process that calls it (src/contain/linux/spawn.rs). A fork
//! copies the page tables of all the caller's private memory, and while the supervisor lives
//! every page the caller writes is copied once more: a case costs more the more memory the
//! caller holds. The judge itself stays small (11 MB in `judge stress` on Eight II), but this
//! process keeps the oracle's tables for the whole run, hundreds of MB of small strings: the
//! stress test of 2,400 judged inputs took 9.5 s of CPU alone and 25 s after Eight II's tables
//! were built, 70 s after the tests before it in name order (2026-12-03, issue 29).
//!
//! [`keep`] copies a finished table into one shared anonymous mapping, made once. The kernel
//! copies no page table of a shared mapping at a fork, and nothing in it is copied on write, so
//! a table kept there costs a fork nothing; the supervisor, which never reads it, never touches
//! it. The copy is made by this binary's allocator ([`SuiteAllocator`]), which serves the
//! allocations of a thread that is keeping a table from the mapping and everything else from
//! the system's allocator. Kept tables are never freed (they live as long as the tests), so the
//! mapping is a plain bump allocator: what is freed there stays. Past its end, or off Linux,
//! the tables stay where they are built and only cost forks what they did.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The test binary's allocator: the system's, but a thread keeping a table allocates from the
/// shared mapping.
struct SuiteAllocator;

#[global_allocator]
static ALLOCATOR: SuiteAllocator = SuiteAllocator;

/// What the mapping can hold: reserved, not committed (the kept tables took 223 MB in a whole run).
const MAPPING_BYTES: usize = 4 << 30;

/// Where the mapping starts (0: not mapped, or could not be), and how much of it is taken.
static MAPPING: AtomicUsize = AtomicUsize::new(0);
static TAKEN: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Whether this thread's allocations go to the mapping (only inside [`keep`]).
    static KEEPING: Cell<bool> = const { Cell::new(false) };
}

fn keeping() -> bool {
    // A thread being torn down has no flag: it is not keeping anything.
    KEEPING.try_with(Cell::get).unwrap_or(false)
}

fn in_mapping(address: *mut u8) -> bool {
    let start = MAPPING.load(Ordering::Acquire);
    let address = address as usize;
    start != 0 && address >= start && address < start + MAPPING_BYTES
}

/// `layout`'s room in the mapping, or `None` when it is not mapped or full.
fn take(layout: Layout) -> Option<*mut u8> {
    let start = MAPPING.load(Ordering::Acquire);
    if start == 0 {
        return None;
    }
    let mut taken = TAKEN.load(Ordering::Relaxed);
    loop {
        let from = (start + taken + layout.align() - 1) & !(layout.align() - 1);
        let end = from.checked_add(layout.size())?;
        if end > start + MAPPING_BYTES {
            return None;
        }
        match TAKEN.compare_exchange_weak(taken, end - start, Ordering::AcqRel, Ordering::Relaxed) {
            Ok(_) => return Some(from as *mut u8),
            Err(now) => taken = now,
        }
    }
}

// SAFETY: every block comes either from `System` with the same layout, or from the mapping,
// where blocks never overlap (`take` hands out each byte once) and are never reused; blocks are
// returned to whichever gave them (`in_mapping` tells), and a block of the mapping is moved, not
// resized, by `realloc`.
unsafe impl GlobalAlloc for SuiteAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if keeping() {
            if let Some(block) = take(layout) {
                return block;
            }
        }
        System.alloc(layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if keeping() {
            // The mapping's pages start zeroed and are never reused.
            if let Some(block) = take(layout) {
                return block;
            }
        }
        System.alloc_zeroed(layout)
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        if !in_mapping(block) {
            System.dealloc(block, layout)
        }
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if !keeping() && !in_mapping(block) {
            return System.realloc(block, layout, new_size);
        }
        let moved = self.alloc(Layout::from_size_align_unchecked(new_size, layout.align()));
        if !moved.is_null() {
            std::ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
            self.dealloc(block, layout);
        }
        moved
    }
}

/// `table`, copied where the judge's forks do not copy it (see the module's header); the
/// original is freed and its pages given back.
pub fn keep<T: Clone>(table: T) -> T {
    if !mapped() {
        return table;
    }
    /// Ends the keeping even if a clone panics.
    struct Keeping;
    impl Drop for Keeping {
        fn drop(&mut self) {
            KEEPING.with(|k| k.set(false));
        }
    }
    let kept = {
        KEEPING.with(|k| k.set(true));
        let _keeping = Keeping;
        table.clone()
    };
    drop(table);
    give_back_free_pages();
    kept
}

#[cfg(target_os = "linux")]
mod system {
    use std::os::raw::{c_int, c_long, c_void};

    pub const PROT_READ: c_int = 1;
    pub const PROT_WRITE: c_int = 2;
    pub const MAP_SHARED: c_int = 0x01;
    pub const MAP_ANONYMOUS: c_int = 0x20;
    pub const MAP_NORESERVE: c_int = 0x4000;
    pub const MAP_FAILED: *mut c_void = !0 as *mut c_void;

    extern "C" {
        pub fn mmap(
            address: *mut c_void,
            length: usize,
            protection: c_int,
            flags: c_int,
            fd: c_int,
            offset: c_long,
        ) -> *mut c_void;
    }

    #[cfg(target_env = "gnu")]
    extern "C" {
        pub fn malloc_trim(pad: usize) -> c_int;
    }
}

/// Whether the mapping is there, made on first use.
#[cfg(target_os = "linux")]
fn mapped() -> bool {
    use std::sync::Once;
    static MAKE: Once = Once::new();
    MAKE.call_once(|| {
        // SAFETY: a new mapping of our own, at an address the kernel picks.
        let start = unsafe {
            system::mmap(
                std::ptr::null_mut(),
                MAPPING_BYTES,
                system::PROT_READ | system::PROT_WRITE,
                system::MAP_SHARED | system::MAP_ANONYMOUS | system::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if start != system::MAP_FAILED {
            MAPPING.store(start as usize, Ordering::Release);
        }
    });
    MAPPING.load(Ordering::Acquire) != 0
}

#[cfg(not(target_os = "linux"))]
fn mapped() -> bool {
    false
}

/// Gives the system back the whole free pages of the heap (the original of a kept table).
fn give_back_free_pages() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: glibc's own call, safe at any time.
    unsafe {
        system::malloc_trim(0);
    }
}
