"""The processes a strategy's child starts end with it: its game, its forfeit, a cancel, the app
closing.

Linux: the child runs in a process group of its own, and makes itself a *subreaper*
(:func:`become_subreaper`), so that a process that leaves the group — ``setsid`` and a double
fork, a daemon — is still its descendant while it lives. :meth:`Tree.kill` stops the child,
kills every descendant found in ``/proc`` (again until none is left: a killed parent's children
come back to the child), then the group, then the child. Other POSIX systems: the group only.

Windows: the child is put in a job object that kills every process in it when the job's handle
is closed (``JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE``); a process the child starts joins its job.

What is not covered: a process started after the child ended by itself (``os._exit``) and
outside its group, on Linux (nobody is left to be its parent: it goes to ``init``); on Windows,
a process started with ``CREATE_BREAKAWAY_FROM_JOB`` where that is allowed.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

PR_SET_CHILD_SUBREAPER = 36
KILL_ROUNDS = 50
"""Scans of ``/proc`` at most: each kills the descendants found, the next finds their
children that came back to the child (a fork bomb stops here; a mistake never gets near)."""


def become_subreaper() -> None:
    """Linux: orphans below this process come back to it, not to ``init`` (called in the
    child, before the pupil's file loads)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # an old kernel: the process group still holds what stays in it


def has_children() -> bool:
    """Whether this process has a child, running or ended but not waited for (POSIX): one
    system call, asked after every move."""
    waitid = getattr(os, "waitid", None)
    if waitid is None:
        return False
    try:
        waitid(os.P_ALL, 0, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return False
    except OSError:
        return True
    return True


def popen_options() -> dict[str, Any]:
    """``subprocess.Popen`` arguments that put the child in a group of its own (POSIX) and
    keep a console from flashing (Windows)."""
    if sys.platform == "win32":
        return {"creationflags": getattr(subprocess, "CREATE_NO_WINDOW", 0)}
    return {"process_group": 0}


class Tree:
    """A started child and everything below it."""

    def __init__(self, process: subprocess.Popen[Any]) -> None:
        self.process = process
        self.job = _new_job(process.pid) if sys.platform == "win32" else None

    def others(self) -> bool:
        """Windows: whether the job holds a process besides the child (POSIX: see
        :func:`has_children`, which the child reports itself)."""
        return self.job is not None and _active_processes(self.job) > 1

    def kill_below(self) -> None:
        """Kill every descendant of the child, not the child (Linux; the child is left to end
        by itself, its files flushed)."""
        if sys.platform.startswith("linux") and self.process.poll() is None:
            _kill_descendants(self.process.pid)

    def kill(self) -> None:
        """Kill the child and every process below it; from any thread, safe twice."""
        process = self.process
        if sys.platform == "win32":
            if self.job is not None:
                _terminate_job(self.job)
        else:
            alive = process.poll() is None
            if alive and sys.platform.startswith("linux"):
                _signal(process.pid, signal.SIGSTOP)  # it forks nothing while we look
                _kill_descendants(process.pid)
            try:
                os.killpg(process.pid, signal.SIGKILL)  # also what stayed after it ended
            except OSError:
                pass
        try:
            process.kill()
        except OSError:
            pass

    def release(self) -> None:
        """Close the job (Windows: what is still in it is killed). After :meth:`kill`."""
        job, self.job = self.job, None
        if job is not None:
            _close_handle(job)


def _signal(pid: int, number: int) -> None:
    try:
        os.kill(pid, number)
    except OSError:
        pass


def _kill_descendants(root: int) -> None:
    for _ in range(KILL_ROUNDS):
        found = descendants(root)
        if not found:
            return
        for pid in found:
            _signal(pid, signal.SIGKILL)
        time.sleep(0.005)  # they end, and their children come back to the root


def descendants(root: int) -> list[int]:
    """The live processes below ``root`` (Linux, read from ``/proc``); zombies left out."""
    below: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_bytes()
        except OSError:
            continue  # it ended while we looked
        fields = stat[stat.rindex(b")") + 2:].split()
        if fields[0] in (b"Z", b"X"):
            continue
        below.setdefault(int(fields[1]), []).append(int(entry.name))
    out, todo = [], [root]
    while todo:
        children = below.get(todo.pop(), [])
        out.extend(children)
        todo.extend(children)
    return out


# --- Windows: a job object (ctypes) ----------------------------------------------------------
JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9
JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION = 1
PROCESS_SET_QUOTA_AND_TERMINATE = 0x0100 | 0x0001


def _kernel() -> Any:
    import ctypes
    from ctypes import wintypes
    kernel = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    kernel.CreateJobObjectW.restype = wintypes.HANDLE
    kernel.CreateJobObjectW.argtypes = (ctypes.c_void_p, wintypes.LPCWSTR)
    kernel.OpenProcess.restype = wintypes.HANDLE
    kernel.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
    for name in ("SetInformationJobObject", "QueryInformationJobObject"):
        getattr(kernel, name).restype = wintypes.BOOL
    kernel.SetInformationJobObject.argtypes = (wintypes.HANDLE, ctypes.c_int, ctypes.c_void_p,
                                               wintypes.DWORD)
    kernel.QueryInformationJobObject.argtypes = (wintypes.HANDLE, ctypes.c_int,
                                                 ctypes.c_void_p, wintypes.DWORD,
                                                 ctypes.c_void_p)
    kernel.AssignProcessToJobObject.argtypes = (wintypes.HANDLE, wintypes.HANDLE)
    kernel.TerminateJobObject.argtypes = (wintypes.HANDLE, wintypes.UINT)
    kernel.CloseHandle.argtypes = (wintypes.HANDLE,)
    return kernel


def _structures() -> tuple[type, type]:
    import ctypes
    from ctypes import wintypes

    class Basic(ctypes.Structure):
        _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64),
                    ("PerJobUserTimeLimit", ctypes.c_int64), ("LimitFlags", wintypes.DWORD),
                    ("MinimumWorkingSetSize", ctypes.c_size_t),
                    ("MaximumWorkingSetSize", ctypes.c_size_t),
                    ("ActiveProcessLimit", wintypes.DWORD), ("Affinity", ctypes.c_size_t),
                    ("PriorityClass", wintypes.DWORD), ("SchedulingClass", wintypes.DWORD)]

    class Extended(ctypes.Structure):
        _fields_ = [("BasicLimitInformation", Basic), ("IoInfo", ctypes.c_uint64 * 6),
                    ("ProcessMemoryLimit", ctypes.c_size_t),
                    ("JobMemoryLimit", ctypes.c_size_t),
                    ("PeakProcessMemoryUsed", ctypes.c_size_t),
                    ("PeakJobMemoryUsed", ctypes.c_size_t)]

    class Accounting(ctypes.Structure):
        _fields_ = [("Times", ctypes.c_int64 * 4), ("TotalPageFaultCount", wintypes.DWORD),
                    ("TotalProcesses", wintypes.DWORD), ("ActiveProcesses", wintypes.DWORD),
                    ("TotalTerminatedProcesses", wintypes.DWORD)]

    return Extended, Accounting


def _new_job(pid: int) -> int | None:
    """A job that kills its processes when closed, holding process ``pid``; None if Windows
    refuses (then only the child itself is killed)."""
    try:
        import ctypes
        kernel = _kernel()
        extended, _ = _structures()
        job = kernel.CreateJobObjectW(None, None)
        if not job:
            return None
        limits = extended()
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        handle = kernel.OpenProcess(PROCESS_SET_QUOTA_AND_TERMINATE, False, pid)
        ok = bool(handle) and kernel.SetInformationJobObject(
            job, JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, ctypes.byref(limits),
            ctypes.sizeof(limits)) and kernel.AssignProcessToJobObject(job, handle)
        if handle:
            kernel.CloseHandle(handle)
        if not ok:
            kernel.CloseHandle(job)
            return None
        return int(job)
    except (OSError, AttributeError, ImportError):
        return None


def _active_processes(job: int) -> int:
    try:
        import ctypes
        _, accounting = _structures()
        info = accounting()
        if not _kernel().QueryInformationJobObject(job, JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION,
                                                   ctypes.byref(info), ctypes.sizeof(info),
                                                   None):
            return 0
        return int(info.ActiveProcesses)
    except (OSError, AttributeError, ImportError):
        return 0


def _terminate_job(job: int) -> None:
    try:
        _kernel().TerminateJobObject(job, 1)
    except (OSError, AttributeError, ImportError):
        pass


def _close_handle(job: int) -> None:
    try:
        _kernel().CloseHandle(job)
    except (OSError, AttributeError, ImportError):
        pass
