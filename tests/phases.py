#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""phases.py - a workload for record's --window and -C tests.

    phases.py SECONDS [MARKER_FILE]

Two processes pass a byte to and fro through two pipes for SECONDS by
CLOCK_MONOTONIC (a context switch each way, on both CPUs, never a sleep),
and the parent writes a marker into MARKER_FILE (the recording's
trace_marker; by default that of the instance of the
pstate-trace record that runs it, its parent) every 10 ms: "tick N", with N counting from 1.  Each is said
on stdout as "tick N BEFORE AFTER HOW", the monotonic ns just before the
write and just after it, and "written", or "refused" when the kernel would
not take it (tracing off: EBADF), so that a test can tell which ticks tracing must have
kept (those written wholly inside the window) and which it cannot have
(those written wholly outside).  The first line is "child PID", the
last "round_trips N", a result of the whole run.
"""
import os
import sys
import time


def main():
    seconds = float(sys.argv[1])
    path = sys.argv[2] if len(sys.argv) > 2 else (
        "/sys/kernel/tracing/instances/pstate-trace-%d/trace_marker" % os.getppid())
    marker = os.open(path, os.O_WRONLY)
    a_r, a_w = os.pipe()
    b_r, b_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(marker)
        os.close(a_w)
        os.close(b_r)
        while os.read(a_r, 1) == b"x":
            os.write(b_w, b"x")
        os._exit(0)
    os.close(a_r)
    os.close(b_w)
    mono = time.CLOCK_MONOTONIC
    end = time.clock_gettime_ns(mono) + int(seconds * 1e9)
    next_tick = 0
    tick = trips = 0
    out = ["child %d" % pid]
    while True:
        now = time.clock_gettime_ns(mono)
        if now >= end:
            break
        if now >= next_tick:
            tick += 1
            before = time.clock_gettime_ns(mono)
            try:
                os.write(marker, b"tick %d" % tick)
                how = "written"
            except OSError:  # EBADF: tracing is off in the instance
                how = "refused"
            after = time.clock_gettime_ns(mono)
            out.append("tick %d %d %d %s" % (tick, before, after, how))
            next_tick = now + 10000000
        os.write(a_w, b"x")
        os.read(b_r, 1)
        trips += 1
    os.write(a_w, b"q")
    os.waitpid(pid, 0)
    out.append("round_trips %d" % trips)
    print("\n".join(out))


main()
