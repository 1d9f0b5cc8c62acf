//! The job object of one run: start, watch, end (see the module's documentation).

use super::ffi::*;
use super::{CommandLine, Failure, WindowsEnding, WindowsLimits, WindowsUsage};
use crate::contain::StderrHead;
use std::collections::HashMap;
use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, Read};
use std::os::raw::c_void;
use std::os::windows::ffi::OsStrExt;
use std::os::windows::io::{AsRawHandle, FromRawHandle, RawHandle};
use std::path::Path;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{mpsc, Mutex, Once};
use std::time::{Duration, Instant};

/// How long the runner waits for the stderr reader, and for the job's processes to be gone,
/// once the job is ended.
const GRACE: Duration = Duration::from_secs(2);

/// How often, under Wine, the processes of the job are sampled for their memory.
const SAMPLE: Duration = Duration::from_millis(10);

/// Handles made inheritable for one `CreateProcessW` are inherited by any process created
/// meanwhile: creations are one at a time, and the handles closed right after.
static CREATING: Mutex<()> = Mutex::new(());

/// A handle closed when dropped.
struct Owned(HANDLE);

impl Owned {
    fn new(handle: HANDLE) -> io::Result<Owned> {
        if handle.is_null() || handle as isize == -1 {
            Err(io::Error::last_os_error())
        } else {
            Ok(Owned(handle))
        }
    }
}

impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: the handle is this struct's own, closed once.
        unsafe { CloseHandle(self.0) };
    }
}

fn check(ok: BOOL) -> io::Result<()> {
    if ok == FALSE {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

fn wide(text: &OsStr) -> Vec<u16> {
    text.encode_wide().chain(Some(0)).collect()
}

/// Runs `command` in a job of its own, in `dir` (else the judge's folder), with `stdin` and
/// `stdout`; stderr is read by the runner (its head kept). `interrupted` is asked between
/// polls whether the judge must stop.
pub(crate) fn run(
    command: &CommandLine,
    dir: Option<&Path>,
    stdin: File,
    stdout: File,
    limits: &WindowsLimits,
    interrupted: fn() -> Option<i32>,
) -> Result<WindowsUsage, Failure> {
    no_error_dialogs();
    let job = Job::new(limits).map_err(Failure::Runner)?;
    let output = stdout.try_clone().map_err(Failure::Runner)?;
    let (stderr_read, stderr_write) = pipe().map_err(Failure::Runner)?;
    let process = start(command, dir, &job, [&stdin, &stdout, &stderr_write])?;
    drop((stdin, stdout, stderr_write));
    let started = Instant::now();
    let reader = read_head(stderr_read);
    let mut watch = Watch::new(&job, &process);
    let ending = loop {
        if let Some(signal) = interrupted() {
            break Some(WindowsEnding::Interrupted(signal));
        }
        // SAFETY: a live process handle.
        if unsafe { WaitForSingleObject(process.0, watch.poll_ms(started.elapsed())) }
            == WAIT_OBJECT_0
        {
            break None;
        }
        if let Some(ending) = watch.check(limits, &output, started.elapsed()) {
            break Some(ending);
        }
    };
    // Whatever ended the run, every process of the job ends with it.
    // SAFETY: a live job handle.
    unsafe { TerminateJobObject(job.handle.0, 1) };
    // SAFETY: a live process handle; the wait is bounded.
    unsafe { WaitForSingleObject(process.0, GRACE.as_millis() as DWORD) };
    let wall = started.elapsed();
    watch.measure_job();
    let ending = match ending {
        Some(ending) => ending,
        None => watch
            .limit_passed(limits)
            .unwrap_or_else(|| WindowsEnding::Exited(exit_code(&process))),
    };
    // The pipe's writers were all in the job: it has ended. A writer outside it (a handle the
    // program passed to another user's process) cannot keep the run waiting past the grace.
    let stderr_head = reader.recv_timeout(GRACE).unwrap_or_default();
    // The job refuses the commit that would pass its limit, so its own peak stays below it;
    // the program asked for more, and its peak is the limit at least (as a cgroup's OOM kill
    // reports it on Linux).
    let peak_bytes = match (ending, limits.memory_bytes) {
        (WindowsEnding::MemoryLimit, Some(limit)) => watch.peak_bytes().max(limit),
        _ => watch.peak_bytes(),
    };
    Ok(WindowsUsage {
        ending,
        wall,
        cpu: watch.cpu(),
        peak_bytes,
        stderr_head,
    })
}

/// Crashes end the program with their code, and show no dialog: set once for the judge,
/// inherited by every process it starts.
fn no_error_dialogs() {
    static SET: Once = Once::new();
    SET.call_once(|| {
        let wanted = SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX | SEM_NOOPENFILEERRORBOX;
        // SAFETY: plain calls; the first returns the mode it replaced.
        unsafe {
            let old = SetErrorMode(wanted);
            SetErrorMode(old | wanted);
        }
    });
}

/// The job of a run and its completion port (where the system reports a limit reached).
struct Job {
    handle: Owned,
    port: Option<Owned>,
}

impl Job {
    fn new(limits: &WindowsLimits) -> io::Result<Job> {
        // SAFETY: null attributes and name make an anonymous job with default security.
        let handle =
            Owned::new(unsafe { CreateJobObjectW(std::ptr::null_mut(), std::ptr::null()) })?;
        let mut info = JOBOBJECT_EXTENDED_LIMIT_INFORMATION::default();
        let basic = &mut info.BasicLimitInformation;
        basic.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
            | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION
            | JOB_OBJECT_LIMIT_ACTIVE_PROCESS;
        basic.ActiveProcessLimit = limits.processes.max(1);
        if let Some(bytes) = limits.memory_bytes {
            basic.LimitFlags |= JOB_OBJECT_LIMIT_JOB_MEMORY;
            info.JobMemoryLimit = usize::try_from(bytes).unwrap_or(usize::MAX);
        }
        // SAFETY: `info` is a live struct of the declared layout and size.
        check(unsafe {
            SetInformationJobObject(
                handle.0,
                JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                &mut info as *mut _ as *mut c_void,
                std::mem::size_of_val(&info) as DWORD,
            )
        })?;
        let port = Self::completion_port(&handle);
        Ok(Job { handle, port })
    }

    /// A port the job reports to; `None` where the system gives none (the limits are then
    /// noticed by polling only).
    fn completion_port(job: &Owned) -> Option<Owned> {
        // SAFETY: INVALID_HANDLE_VALUE with no existing port makes a new port.
        let port = Owned::new(unsafe {
            CreateIoCompletionPort(-1isize as HANDLE, std::ptr::null_mut(), 0, 1)
        })
        .ok()?;
        let mut association = JOBOBJECT_ASSOCIATE_COMPLETION_PORT {
            CompletionKey: std::ptr::null_mut(),
            CompletionPort: port.0,
        };
        // SAFETY: a live struct of the declared layout and size.
        let ok = unsafe {
            SetInformationJobObject(
                job.0,
                JOB_OBJECT_ASSOCIATE_COMPLETION_PORT_INFORMATION,
                &mut association as *mut _ as *mut c_void,
                std::mem::size_of_val(&association) as DWORD,
            )
        };
        if ok == FALSE {
            return None;
        }
        Some(port)
    }
}

/// A pipe whose ends are not inherited (the write end is made inheritable for one creation).
fn pipe() -> io::Result<(File, File)> {
    let (mut read, mut write) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: two live out-pointers; null attributes: handles not inherited.
    check(unsafe { CreatePipe(&mut read, &mut write, std::ptr::null_mut(), 0) })?;
    // SAFETY: both handles are new and owned by nothing else.
    unsafe {
        Ok((
            File::from_raw_handle(read as RawHandle),
            File::from_raw_handle(write as RawHandle),
        ))
    }
}

/// Creates the program suspended, with `handles` as its stdin, stdout and stderr and no other
/// handle inherited, puts it in the job and resumes it; the process handle.
fn start(
    command: &CommandLine,
    dir: Option<&Path>,
    job: &Job,
    handles: [&File; 3],
) -> Result<Owned, Failure> {
    let mut line = wide(&command.text());
    let dir = dir.map(|d| wide(super::without_verbatim_prefix(d).as_os_str()));
    let shell = match command {
        CommandLine::Shell(_) => std::env::var_os("ComSpec").map(|c| wide(&c)),
        CommandLine::Exec { .. } => None,
    };
    let mut inherited: Vec<HANDLE> = handles
        .iter()
        .map(|h| h.as_raw_handle() as HANDLE)
        .collect();
    let _one_at_a_time = CREATING.lock().unwrap_or_else(|e| e.into_inner());
    for &handle in &inherited {
        // SAFETY: live handles of this run's own files.
        check(unsafe { SetHandleInformation(handle, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT) })
            .map_err(Failure::Runner)?;
    }
    let mut attributes = AttributeList::new(&mut inherited).map_err(Failure::Runner)?;
    // SAFETY: zeroed is a valid STARTUPINFOEXW (null pointers, zero sizes).
    let mut startup: STARTUPINFOEXW = unsafe { std::mem::zeroed() };
    startup.StartupInfo.cb = std::mem::size_of::<STARTUPINFOEXW>() as DWORD;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = inherited[0];
    startup.StartupInfo.hStdOutput = inherited[1];
    startup.StartupInfo.hStdError = inherited[2];
    startup.lpAttributeList = attributes.pointer();
    let mut info = PROCESS_INFORMATION {
        hProcess: std::ptr::null_mut(),
        hThread: std::ptr::null_mut(),
        dwProcessId: 0,
        dwThreadId: 0,
    };
    let flags = CREATE_SUSPENDED
        | CREATE_NO_WINDOW
        | CREATE_UNICODE_ENVIRONMENT
        | EXTENDED_STARTUPINFO_PRESENT;
    // SAFETY: every pointer is to a live, NUL-terminated buffer or struct of this frame.
    let created = unsafe {
        CreateProcessW(
            shell.as_ref().map_or(std::ptr::null(), |s| s.as_ptr()),
            line.as_mut_ptr(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            TRUE,
            flags,
            std::ptr::null_mut(),
            dir.as_ref().map_or(std::ptr::null(), |d| d.as_ptr()),
            &mut startup,
            &mut info,
        )
    };
    let created = check(created);
    for &handle in &inherited {
        // SAFETY: as above; the handles stop being inheritable.
        unsafe { SetHandleInformation(handle, HANDLE_FLAG_INHERIT, 0) };
    }
    drop(attributes);
    created.map_err(Failure::Start)?;
    let (process, thread) = (Owned(info.hProcess), Owned(info.hThread));
    // SAFETY: live handles; the process is suspended, so it has run nothing yet.
    if let Err(e) = check(unsafe { AssignProcessToJobObject(job.handle.0, process.0) }) {
        // SAFETY: a live process handle.
        unsafe { TerminateProcess(process.0, 1) };
        return Err(Failure::Runner(e));
    }
    // SAFETY: a live thread handle.
    if unsafe { ResumeThread(thread.0) } == u32::MAX {
        // SAFETY: a live job handle.
        unsafe { TerminateJobObject(job.handle.0, 1) };
        return Err(Failure::Runner(io::Error::last_os_error()));
    }
    Ok(process)
}

/// A process-thread attribute list naming the only handles the program inherits.
struct AttributeList {
    buffer: Vec<usize>,
}

impl AttributeList {
    fn new(handles: &mut [HANDLE]) -> io::Result<AttributeList> {
        let mut size = 0usize;
        // SAFETY: a null list asks for the size only (the call then "fails" by design).
        unsafe { InitializeProcThreadAttributeList(std::ptr::null_mut(), 1, 0, &mut size) };
        let mut buffer = vec![0usize; size / std::mem::size_of::<usize>() + 1];
        let list = buffer.as_mut_ptr() as *mut c_void;
        // SAFETY: `buffer` is at least `size` bytes, aligned for pointers.
        check(unsafe { InitializeProcThreadAttributeList(list, 1, 0, &mut size) })?;
        let attributes = AttributeList { buffer };
        // SAFETY: the handle array outlives the list (both live until the process is created).
        check(unsafe {
            UpdateProcThreadAttribute(
                list,
                0,
                PROC_THREAD_ATTRIBUTE_HANDLE_LIST,
                handles.as_mut_ptr() as *mut c_void,
                std::mem::size_of_val(handles),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        })?;
        Ok(attributes)
    }

    fn pointer(&mut self) -> *mut c_void {
        self.buffer.as_mut_ptr() as *mut c_void
    }
}

impl Drop for AttributeList {
    fn drop(&mut self) {
        // SAFETY: the list was initialised in `new`.
        unsafe { DeleteProcThreadAttributeList(self.pointer()) };
    }
}

/// Reads stderr to its end on a thread of its own, keeping its head; the head arrives on the
/// channel once the pipe has ended.
fn read_head(mut stderr: File) -> mpsc::Receiver<Vec<u8>> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut head = StderrHead::default();
        let mut buffer = [0u8; 65_536];
        while let Ok(n) = stderr.read(&mut buffer) {
            if n == 0 {
                break;
            }
            head.take(&buffer[..n]);
        }
        let _ = sender.send(head.into_bytes());
    });
    receiver
}

fn exit_code(process: &Owned) -> u32 {
    let mut code = 0;
    // SAFETY: a live process handle and a live out-pointer.
    unsafe { GetExitCodeProcess(process.0, &mut code) };
    code
}

/// True when the judge runs under Wine, whose jobs neither count time and memory nor limit
/// memory, and which reports no CPU time for another process: there the program's memory is
/// sampled from the process itself, and its time is held by the wall-clock cap only.
pub(crate) fn under_wine() -> bool {
    extern "system" {
        fn GetModuleHandleW(name: *const u16) -> HANDLE;
        fn GetProcAddress(module: HANDLE, name: *const u8) -> *const c_void;
    }
    // 0: not asked yet, 1: Windows, 2: Wine.
    static WINE: AtomicU8 = AtomicU8::new(0);
    match WINE.load(Ordering::Relaxed) {
        0 => {}
        known => return known == 2,
    }
    let ntdll = wide(OsStr::new("ntdll.dll"));
    // SAFETY: a NUL-terminated name; ntdll is loaded in every process.
    let wine = unsafe {
        let module = GetModuleHandleW(ntdll.as_ptr());
        !module.is_null() && !GetProcAddress(module, b"wine_get_version\0".as_ptr()).is_null()
    };
    WINE.store(if wine { 2 } else { 1 }, Ordering::Relaxed);
    wine
}

/// What the runner knows of the job while it runs.
struct Watch<'a> {
    job: &'a Job,
    process: &'a Owned,
    /// CPU time and peak memory as the job counts them.
    job_cpu: Duration,
    job_peak: u64,
    /// A limit the system reported reached on the completion port.
    reported: Option<WindowsEnding>,
    /// Under Wine: the peak memory committed of each process seen in the job (the program as
    /// 0), their sum, and when they were last sampled.
    sampled: HashMap<DWORD, u64>,
    sampled_peak: u64,
    sampled_at: Option<Duration>,
    wine: bool,
}

impl<'a> Watch<'a> {
    fn new(job: &'a Job, process: &'a Owned) -> Watch<'a> {
        Watch {
            job,
            process,
            job_cpu: Duration::ZERO,
            job_peak: 0,
            reported: None,
            sampled: HashMap::new(),
            sampled_peak: 0,
            sampled_at: None,
            wine: under_wine(),
        }
    }

    /// Short waits at first, since most runs are short; longer ones later.
    fn poll_ms(&self, elapsed: Duration) -> DWORD {
        if elapsed < Duration::from_millis(50) {
            1
        } else {
            5
        }
    }

    /// Whether the run must end now, and why.
    fn check(
        &mut self,
        limits: &WindowsLimits,
        output: &File,
        elapsed: Duration,
    ) -> Option<WindowsEnding> {
        self.measure_job();
        self.sample(elapsed);
        if let Some(ending) = self.limit_passed(limits) {
            return Some(ending);
        }
        let written = output.metadata().map_or(0, |m| m.len());
        if written > limits.output_bytes {
            return Some(WindowsEnding::OutputLimit);
        }
        if elapsed >= limits.wall {
            return Some(WindowsEnding::WallLimit);
        }
        None
    }

    /// A limit the measures show passed, or the system reported reached.
    fn limit_passed(&self, limits: &WindowsLimits) -> Option<WindowsEnding> {
        if self.reported.is_some() {
            return self.reported;
        }
        if limits.memory_bytes.map_or(false, |m| self.peak_bytes() > m) {
            return Some(WindowsEnding::MemoryLimit);
        }
        if self.cpu().map_or(false, |cpu| cpu > limits.cpu) {
            return Some(WindowsEnding::CpuLimit);
        }
        None
    }

    /// The job's CPU time; unknown under Wine.
    fn cpu(&self) -> Option<Duration> {
        if self.wine {
            None
        } else {
            Some(self.job_cpu)
        }
    }

    /// The job's peak; under Wine, the program's own.
    fn peak_bytes(&self) -> u64 {
        self.job_peak.max(self.sampled_peak)
    }

    /// Reads the job's accounting, its peak and the messages on its port.
    fn measure_job(&mut self) {
        let job = self.job.handle.0;
        let mut accounting = JOBOBJECT_BASIC_ACCOUNTING_INFORMATION::default();
        // SAFETY: a live struct of the declared layout and size.
        let ok = unsafe {
            QueryInformationJobObject(
                job,
                JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION,
                &mut accounting as *mut _ as *mut c_void,
                std::mem::size_of_val(&accounting) as DWORD,
                std::ptr::null_mut(),
            )
        };
        if ok != FALSE {
            let ticks = accounting.TotalUserTime.max(0) + accounting.TotalKernelTime.max(0);
            self.job_cpu = self.job_cpu.max(from_ticks(ticks as u64));
        }
        let mut limits = JOBOBJECT_EXTENDED_LIMIT_INFORMATION::default();
        // SAFETY: as above.
        let ok = unsafe {
            QueryInformationJobObject(
                job,
                JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                &mut limits as *mut _ as *mut c_void,
                std::mem::size_of_val(&limits) as DWORD,
                std::ptr::null_mut(),
            )
        };
        if ok != FALSE {
            self.job_peak = self.job_peak.max(limits.PeakJobMemoryUsed as u64);
        }
        if let Some(port) = &self.job.port {
            let (mut message, mut key, mut pid) = (0, 0, std::ptr::null_mut());
            // SAFETY: live out-pointers; a zero timeout only takes what is queued.
            while unsafe { GetQueuedCompletionStatus(port.0, &mut message, &mut key, &mut pid, 0) }
                != FALSE
            {
                match message {
                    JOB_OBJECT_MSG_JOB_MEMORY_LIMIT => {
                        self.reported = Some(WindowsEnding::MemoryLimit)
                    }
                    JOB_OBJECT_MSG_ACTIVE_PROCESS_LIMIT => {
                        self.reported = self.reported.or(Some(WindowsEnding::TooManyProcesses))
                    }
                    _ => {}
                }
            }
        }
    }

    /// Under Wine, the peak memory committed of each process in the job (Wine lists none for
    /// a job, but knows which job a process is in), summed; a process keeps its last sample
    /// once it has ended.
    fn sample(&mut self, elapsed: Duration) {
        if !self.wine || self.sampled_at.map_or(false, |at| elapsed < at + SAMPLE) {
            return;
        }
        self.sampled_at = Some(elapsed);
        let mut seen = vec![(0, process_peak(self.process.0))];
        // SAFETY: plain calls; the snapshot handle is owned and closed by `Owned`.
        let snapshot = match Owned::new(unsafe { CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0) })
        {
            Ok(snapshot) => snapshot,
            Err(_) => return self.keep(seen),
        };
        // SAFETY: zeroed is a valid PROCESSENTRY32W; its size is set before use.
        let mut entry: PROCESSENTRY32W = unsafe { std::mem::zeroed() };
        entry.dwSize = std::mem::size_of::<PROCESSENTRY32W>() as DWORD;
        // SAFETY: plain call.
        let me = unsafe { GetCurrentProcessId() };
        // SAFETY: a live snapshot and a live entry of the declared layout.
        let mut more = unsafe { Process32FirstW(snapshot.0, &mut entry) } != FALSE;
        while more {
            let pid = entry.th32ProcessID;
            if pid != me && pid != 0 {
                // SAFETY: plain call; a process that has ended gives no handle.
                let handle =
                    unsafe { OpenProcess(PROCESS_QUERY_INFORMATION | PROCESS_VM_READ, FALSE, pid) };
                if let Ok(handle) = Owned::new(handle) {
                    let mut inside = FALSE;
                    // SAFETY: live handles and a live out-pointer.
                    let asked = unsafe { IsProcessInJob(handle.0, self.job.handle.0, &mut inside) };
                    if asked != FALSE && inside != FALSE && !self.is_program(pid) {
                        seen.push((pid, process_peak(handle.0)));
                    }
                }
            }
            // SAFETY: as above.
            more = unsafe { Process32NextW(snapshot.0, &mut entry) } != FALSE;
        }
        self.keep(seen);
    }

    fn is_program(&self, pid: DWORD) -> bool {
        extern "system" {
            fn GetProcessId(process: HANDLE) -> DWORD;
        }
        // SAFETY: a live process handle.
        unsafe { GetProcessId(self.process.0) == pid }
    }

    /// Keeps each process's peak (by id, the program as 0), and their sum as the job's.
    fn keep(&mut self, seen: Vec<(DWORD, u64)>) {
        for (pid, peak) in seen {
            let kept = self.sampled.entry(pid).or_insert(0);
            *kept = (*kept).max(peak);
        }
        self.sampled_peak = self.sampled.values().sum();
    }
}

/// A process's peak memory committed, in bytes (0 when it cannot be read).
fn process_peak(process: HANDLE) -> u64 {
    let mut counters = PROCESS_MEMORY_COUNTERS {
        cb: std::mem::size_of::<PROCESS_MEMORY_COUNTERS>() as DWORD,
        ..PROCESS_MEMORY_COUNTERS::default()
    };
    // SAFETY: a live struct whose `cb` is its size.
    if unsafe { K32GetProcessMemoryInfo(process, &mut counters, counters.cb) } != FALSE {
        counters.PeakPagefileUsage as u64
    } else {
        0
    }
}

/// A Windows time (units of 100 ns) as a duration.
fn from_ticks(ticks: u64) -> Duration {
    Duration::from_nanos(ticks.saturating_mul(100))
}

/// Ctrl+C, Ctrl+Break and closing the console become [`crate::contain::interrupted`]: the runs end
/// at once, their jobs killed, and the judge reports what finished.
pub(crate) fn catch_interrupts() {
    extern "system" {
        fn SetConsoleCtrlHandler(handler: extern "system" fn(DWORD) -> BOOL, add: BOOL) -> BOOL;
    }
    extern "system" fn on_control(event: DWORD) -> BOOL {
        // Ctrl+C as SIGINT, the others (Ctrl+Break, a closed console) as SIGTERM.
        crate::contain::request_interrupt(if event == 0 { 2 } else { 15 });
        TRUE
    }
    // SAFETY: registers a handler that only stores to an atomic.
    unsafe { SetConsoleCtrlHandler(on_control, TRUE) };
}
