//! The few Win32 calls the job-object backend makes, declared by hand (the crate has no
//! dependencies); layouts as in the Windows SDK's headers for 64- and 32-bit Windows.
#![allow(non_snake_case, clippy::upper_case_acronyms)]

use std::os::raw::c_void;

pub type HANDLE = *mut c_void;
pub type BOOL = i32;
pub type DWORD = u32;

pub const TRUE: BOOL = 1;
pub const FALSE: BOOL = 0;
pub const WAIT_OBJECT_0: DWORD = 0;

// CreateProcessW flags.
pub const CREATE_SUSPENDED: DWORD = 0x0000_0004;
pub const CREATE_UNICODE_ENVIRONMENT: DWORD = 0x0000_0400;
pub const EXTENDED_STARTUPINFO_PRESENT: DWORD = 0x0008_0000;
pub const CREATE_NO_WINDOW: DWORD = 0x0800_0000;
pub const STARTF_USESTDHANDLES: DWORD = 0x0000_0100;
pub const PROC_THREAD_ATTRIBUTE_HANDLE_LIST: usize = 0x0002_0002;
pub const HANDLE_FLAG_INHERIT: DWORD = 1;

// SetErrorMode flags: no dialog for a crash, a missing DLL or an empty drive.
pub const SEM_FAILCRITICALERRORS: u32 = 0x0001;
pub const SEM_NOGPFAULTERRORBOX: u32 = 0x0002;
pub const SEM_NOOPENFILEERRORBOX: u32 = 0x8000;

// Job object information classes and limit flags.
pub const JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION: i32 = 1;
pub const JOB_OBJECT_ASSOCIATE_COMPLETION_PORT_INFORMATION: i32 = 7;
pub const JOB_OBJECT_EXTENDED_LIMIT_INFORMATION: i32 = 9;
pub const JOB_OBJECT_LIMIT_ACTIVE_PROCESS: DWORD = 0x0000_0008;
pub const JOB_OBJECT_LIMIT_JOB_MEMORY: DWORD = 0x0000_0200;
pub const JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION: DWORD = 0x0000_0400;
pub const JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE: DWORD = 0x0000_2000;

// OpenProcess rights, and the process snapshot of Toolhelp.
pub const PROCESS_QUERY_INFORMATION: DWORD = 0x0400;
pub const PROCESS_VM_READ: DWORD = 0x0010;
pub const TH32CS_SNAPPROCESS: DWORD = 0x2;

// Messages a job posts to its completion port.
pub const JOB_OBJECT_MSG_ACTIVE_PROCESS_LIMIT: DWORD = 3;
pub const JOB_OBJECT_MSG_JOB_MEMORY_LIMIT: DWORD = 10;

#[repr(C)]
pub struct SECURITY_ATTRIBUTES {
    pub nLength: DWORD,
    pub lpSecurityDescriptor: *mut c_void,
    pub bInheritHandle: BOOL,
}

#[repr(C)]
pub struct STARTUPINFOW {
    pub cb: DWORD,
    pub lpReserved: *mut u16,
    pub lpDesktop: *mut u16,
    pub lpTitle: *mut u16,
    pub dwX: DWORD,
    pub dwY: DWORD,
    pub dwXSize: DWORD,
    pub dwYSize: DWORD,
    pub dwXCountChars: DWORD,
    pub dwYCountChars: DWORD,
    pub dwFillAttribute: DWORD,
    pub dwFlags: DWORD,
    pub wShowWindow: u16,
    pub cbReserved2: u16,
    pub lpReserved2: *mut u8,
    pub hStdInput: HANDLE,
    pub hStdOutput: HANDLE,
    pub hStdError: HANDLE,
}

#[repr(C)]
pub struct STARTUPINFOEXW {
    pub StartupInfo: STARTUPINFOW,
    pub lpAttributeList: *mut c_void,
}

#[repr(C)]
pub struct PROCESS_INFORMATION {
    pub hProcess: HANDLE,
    pub hThread: HANDLE,
    pub dwProcessId: DWORD,
    pub dwThreadId: DWORD,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct JOBOBJECT_BASIC_LIMIT_INFORMATION {
    pub PerProcessUserTimeLimit: i64,
    pub PerJobUserTimeLimit: i64,
    pub LimitFlags: DWORD,
    pub MinimumWorkingSetSize: usize,
    pub MaximumWorkingSetSize: usize,
    pub ActiveProcessLimit: DWORD,
    pub Affinity: usize,
    pub PriorityClass: DWORD,
    pub SchedulingClass: DWORD,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct IO_COUNTERS {
    pub ReadOperationCount: u64,
    pub WriteOperationCount: u64,
    pub OtherOperationCount: u64,
    pub ReadTransferCount: u64,
    pub WriteTransferCount: u64,
    pub OtherTransferCount: u64,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct JOBOBJECT_EXTENDED_LIMIT_INFORMATION {
    pub BasicLimitInformation: JOBOBJECT_BASIC_LIMIT_INFORMATION,
    pub IoInfo: IO_COUNTERS,
    pub ProcessMemoryLimit: usize,
    pub JobMemoryLimit: usize,
    pub PeakProcessMemoryUsed: usize,
    pub PeakJobMemoryUsed: usize,
}

/// Times in units of 100 ns.
#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct JOBOBJECT_BASIC_ACCOUNTING_INFORMATION {
    pub TotalUserTime: i64,
    pub TotalKernelTime: i64,
    pub ThisPeriodTotalUserTime: i64,
    pub ThisPeriodTotalKernelTime: i64,
    pub TotalPageFaultCount: DWORD,
    pub TotalProcesses: DWORD,
    pub ActiveProcesses: DWORD,
    pub TotalTerminatedProcesses: DWORD,
}

#[repr(C)]
pub struct PROCESSENTRY32W {
    pub dwSize: DWORD,
    pub cntUsage: DWORD,
    pub th32ProcessID: DWORD,
    pub th32DefaultHeapID: usize,
    pub th32ModuleID: DWORD,
    pub cntThreads: DWORD,
    pub th32ParentProcessID: DWORD,
    pub pcPriClassBase: i32,
    pub dwFlags: DWORD,
    pub szExeFile: [u16; 260],
}

#[repr(C)]
pub struct JOBOBJECT_ASSOCIATE_COMPLETION_PORT {
    pub CompletionKey: *mut c_void,
    pub CompletionPort: HANDLE,
}

#[repr(C)]
#[derive(Default)]
pub struct PROCESS_MEMORY_COUNTERS {
    pub cb: DWORD,
    pub PageFaultCount: DWORD,
    pub PeakWorkingSetSize: usize,
    pub WorkingSetSize: usize,
    pub QuotaPeakPagedPoolUsage: usize,
    pub QuotaPagedPoolUsage: usize,
    pub QuotaPeakNonPagedPoolUsage: usize,
    pub QuotaNonPagedPoolUsage: usize,
    pub PagefileUsage: usize,
    pub PeakPagefileUsage: usize,
}

#[link(name = "kernel32")]
extern "system" {
    pub fn CreateJobObjectW(attributes: *mut SECURITY_ATTRIBUTES, name: *const u16) -> HANDLE;
    pub fn SetInformationJobObject(
        job: HANDLE,
        class: i32,
        info: *mut c_void,
        length: DWORD,
    ) -> BOOL;
    pub fn QueryInformationJobObject(
        job: HANDLE,
        class: i32,
        info: *mut c_void,
        length: DWORD,
        returned: *mut DWORD,
    ) -> BOOL;
    pub fn AssignProcessToJobObject(job: HANDLE, process: HANDLE) -> BOOL;
    pub fn TerminateJobObject(job: HANDLE, exit_code: u32) -> BOOL;
    pub fn CreateIoCompletionPort(
        file: HANDLE,
        existing: HANDLE,
        key: usize,
        threads: DWORD,
    ) -> HANDLE;
    pub fn GetQueuedCompletionStatus(
        port: HANDLE,
        bytes: *mut DWORD,
        key: *mut usize,
        overlapped: *mut *mut c_void,
        milliseconds: DWORD,
    ) -> BOOL;
    pub fn CreateProcessW(
        application: *const u16,
        command_line: *mut u16,
        process_attributes: *mut SECURITY_ATTRIBUTES,
        thread_attributes: *mut SECURITY_ATTRIBUTES,
        inherit_handles: BOOL,
        flags: DWORD,
        environment: *mut c_void,
        current_directory: *const u16,
        startup_info: *mut STARTUPINFOEXW,
        process_information: *mut PROCESS_INFORMATION,
    ) -> BOOL;
    pub fn InitializeProcThreadAttributeList(
        list: *mut c_void,
        count: DWORD,
        flags: DWORD,
        size: *mut usize,
    ) -> BOOL;
    pub fn UpdateProcThreadAttribute(
        list: *mut c_void,
        flags: DWORD,
        attribute: usize,
        value: *mut c_void,
        size: usize,
        previous: *mut c_void,
        returned: *mut usize,
    ) -> BOOL;
    pub fn DeleteProcThreadAttributeList(list: *mut c_void);
    pub fn ResumeThread(thread: HANDLE) -> DWORD;
    pub fn TerminateProcess(process: HANDLE, exit_code: u32) -> BOOL;
    pub fn WaitForSingleObject(handle: HANDLE, milliseconds: DWORD) -> DWORD;
    pub fn GetExitCodeProcess(process: HANDLE, code: *mut DWORD) -> BOOL;
    pub fn K32GetProcessMemoryInfo(
        process: HANDLE,
        counters: *mut PROCESS_MEMORY_COUNTERS,
        size: DWORD,
    ) -> BOOL;
    pub fn CloseHandle(handle: HANDLE) -> BOOL;
    pub fn OpenProcess(access: DWORD, inherit: BOOL, pid: DWORD) -> HANDLE;
    pub fn IsProcessInJob(process: HANDLE, job: HANDLE, result: *mut BOOL) -> BOOL;
    pub fn GetCurrentProcessId() -> DWORD;
    pub fn CreateToolhelp32Snapshot(flags: DWORD, pid: DWORD) -> HANDLE;
    pub fn Process32FirstW(snapshot: HANDLE, entry: *mut PROCESSENTRY32W) -> BOOL;
    pub fn Process32NextW(snapshot: HANDLE, entry: *mut PROCESSENTRY32W) -> BOOL;
    pub fn CreatePipe(
        read: *mut HANDLE,
        write: *mut HANDLE,
        attributes: *mut SECURITY_ATTRIBUTES,
        size: DWORD,
    ) -> BOOL;
    pub fn SetHandleInformation(handle: HANDLE, mask: DWORD, flags: DWORD) -> BOOL;
    pub fn SetErrorMode(mode: u32) -> u32;
}
