#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""mkdat - small trace-cmd trace.dat files (version 6) with known content.

    mkdat.py SCENARIO [--intact] -o FILE.dat
    mkdat.py --list
    mkdat.py --from IN.dat --set-cpu CPU:OFFSET:SIZE... -o OUT.dat

Written from the format description in trace-cmd's
Documentation/trace-cmd/trace-cmd.dat.v6.5.txt and the ring buffer page
layout of the header_page and header_event files (a 64-bit little-endian
kernel, 4096-byte pages): the header sections, then "flyrecord" and each
CPU's pages, every event a 32-bit header (type_len:5, time_delta:27) and
its fields as the event's format file lays them out.  The events are what
the real fixtures lack: trace_printk (bprint), trace_puts (bputs), print,
and an event with __data_loc arrays whose elements are not char.

Scenarios:
  markers    print, bprint and bputs on 2 CPUs (a caller in kallsyms, the
             format strings in printk_formats), one cpu_frequency
  arrays     ptest:arrays events: __data_loc u32[], unsigned long[],
             unsigned int[], cpumask_t and char[] fields, a u8[6] array;
             and records whose id the file has no format for
  bad-page   cpu_frequency events on 2 CPUs; CPU 0's second page has a
             commit (data length) far past the page: libtracecmd reads past
             its buffer when it loads that page, after CPU 0's first page's
             events were given out
  bad-page-late  the same, with CPU 1's events going on long after CPU 0's
             first page (and a third CPU's, all after it): what libtracecmd
             reads of the other CPUs does not end where CPU 0's damage is
  time-back  cpu_frequency events on one CPU whose second page starts 0.2 ms
             before the first one ends (a clock that stepped back): 204
             events in time order, then 96 earlier than the last of them
  big-values amd_pstate_perf events on CPU 0: u64 mperf of 2^63 + 5 and
             aperf of 2^63 - 1 (the largest an INTEGER holds), then a record
             cut after aperf; on CPU 1, events at 2^63 ns and later, past
             any INTEGER timestamp
  bad-option the markers events after an option libtracecmd refuses (a
             buffer option too short for its offset)
  states-3.10, states-4.14, states-5.4  sched_switch events on CPU 0 with
             prev_state 0, 1, 2, 16, 32, 64, 128, 3, 0x100, 0x400, 0x1000,
             0x401, 0x101 under the print format of that kernel (preempt bit
             1024, 0x1000, 0x100; 16 "Z", 32 "X", 64 "x" before 4.14)
--intact writes a damaged scenario's file without its damage, as an oracle
for what was readable.  --from copies a version 6 file (a real one) with
the offset and size of CPU data in its flyrecord table replaced.

Python 3 standard library only; the output is a pure function of the
scenario.
"""
import argparse
import struct
import sys

PAGE = 4096
PAGE_DATA = PAGE - 16

HEADER_PAGE = (
    "\tfield: u64 timestamp;\toffset:0;\tsize:8;\tsigned:0;\n"
    "\tfield: local_t commit;\toffset:8;\tsize:8;\tsigned:1;\n"
    "\tfield: int overwrite;\toffset:8;\tsize:1;\tsigned:1;\n"
    "\tfield: char data;\toffset:16;\tsize:4080;\tsigned:0;\n")
HEADER_EVENT = (
    "# compressed entry header\n"
    "\ttype_len    :    5 bits\n"
    "\ttime_delta  :   27 bits\n"
    "\tarray       :   32 bits\n"
    "\n"
    "\tpadding     : type == 29\n"
    "\ttime_extend : type == 30\n"
    "\tdata max type_len  == 28\n")
COMMON = (
    "\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n"
    "\tfield:unsigned char common_flags;\toffset:2;\tsize:1;\tsigned:0;\n"
    "\tfield:unsigned char common_preempt_count;\toffset:3;\tsize:1;\tsigned:0;\n"
    "\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n")

ID_PRINT, ID_BPRINT, ID_BPUTS = 5, 6, 14
ID_CPU_FREQUENCY, ID_ARRAYS, ID_UNKNOWN, ID_AMD_PSTATE_PERF = 100, 200, 333, 400


def fmt(name, eid, fields, printfmt):
    return "name: %s\nID: %d\nformat:\n%s%s\nprint fmt: %s\n" % (
        name, eid, COMMON, "".join("\tfield:%s;\toffset:%d;\tsize:%d;\tsigned:%d;\n" % f
                                   for f in fields), printfmt)


FTRACE_FORMATS = [
    fmt("print", ID_PRINT, [("unsigned long ip", 8, 8, 0), ("char buf[]", 16, 0, 0)],
        '"%ps: %s", (void *)REC->ip, REC->buf'),
    fmt("bprint", ID_BPRINT, [("unsigned long ip", 8, 8, 0), ("const char * fmt", 16, 8, 0),
                              ("u32 buf[]", 24, 0, 0)],
        '"%ps: %s", (void *)REC->ip, REC->fmt'),
    fmt("bputs", ID_BPUTS, [("unsigned long ip", 8, 8, 0), ("const char * str", 16, 8, 0)],
        '"%ps: %s", (void *)REC->ip, REC->str'),
]
CPU_FREQUENCY = fmt("cpu_frequency", ID_CPU_FREQUENCY,
                    [("u32 state", 8, 4, 0), ("u32 cpu_id", 12, 4, 0)],
                    '"state=%lu cpu_id=%lu", (unsigned long)REC->state, '
                    '(unsigned long)REC->cpu_id')
ARRAYS = fmt("arrays", ID_ARRAYS,
             [("__data_loc u32[] vals", 8, 4, 0), ("__data_loc unsigned long[] longs", 12, 4, 0),
              ("__data_loc unsigned int[] lens", 16, 4, 0), ("__data_loc cpumask_t mask", 20, 4, 0),
              ("__data_loc char[] name", 24, 4, 0), ("u8 mac[6]", 28, 6, 0)],
             '"name=%s", __get_str(name)')

AMD_PSTATE_PERF = fmt("amd_pstate_perf", ID_AMD_PSTATE_PERF,
                      [("unsigned long min_perf", 8, 8, 0), ("unsigned long target_perf", 16, 8, 0),
                       ("unsigned long capacity", 24, 8, 0), ("unsigned long long freq", 32, 8, 0),
                       ("unsigned long long mperf", 40, 8, 0), ("unsigned long long aperf", 48, 8, 0),
                       ("unsigned long long tsc", 56, 8, 0), ("unsigned int cpu_id", 64, 4, 0),
                       ("bool changed", 68, 1, 0), ("bool fast_switch", 69, 1, 0)],
                      '"amd_min_perf=%lu amd_des_perf=%lu amd_max_perf=%lu freq=%llu '
                      'mperf=%llu aperf=%llu tsc=%llu cpu_id=%u changed=%s fast_switch=%s", '
                      'REC->min_perf, REC->target_perf, REC->capacity, REC->freq, REC->mperf, '
                      'REC->aperf, REC->tsc, REC->cpu_id, REC->changed ? "true" : "false", '
                      'REC->fast_switch ? "true" : "false"')

# sched_switch as include/trace/events/sched.h prints prev_state: the state
# bits below a preempt bit, that bit as "+"; which bits, letters and
# preempt bit changed over the kernel versions
ID_SCHED_SWITCH = 300
SWITCH_FIELDS = [("char prev_comm[16]", 8, 16, 0), ("pid_t prev_pid", 24, 4, 1),
                 ("int prev_prio", 28, 4, 1), ("long prev_state", 32, 8, 1),
                 ("char next_comm[16]", 40, 16, 0), ("pid_t next_pid", 56, 4, 1),
                 ("int next_prio", 60, 4, 1)]
SWITCH_HEAD = ('"prev_comm=%s prev_pid=%d prev_prio=%d prev_state=%s%s ==> next_comm=%s '
               'next_pid=%d next_prio=%d", REC->prev_comm, REC->prev_pid, REC->prev_prio, ')
SWITCH_TAIL = ', REC->next_comm, REC->next_pid, REC->next_prio'
# 3.9 to 4.1 (TASK_STATE_MAX 1024; TASK_DEAD 64 is "x", EXIT_ZOMBIE 16 "Z")
OLD_FLAGS = ('{ 1, "S"} , { 2, "D" }, { 4, "T" }, { 8, "t" }, { 16, "Z" }, { 32, "X" }, '
             '{ 64, "x" }, { 128, "K" }, { 256, "W" }, { 512, "P" }')
# 4.14 on (TASK_REPORT: I for idle, X dead, Z zombie, P parked)
REPORT = '(((0x0000 | 0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0010 | 0x0020 | 0x0040) + 1) << 1)'
NEW_FLAGS = ('{ 0x0001, "S" }, { 0x0002, "D" }, { 0x0004, "T" }, { 0x0008, "t" }, '
             '{ 0x0010, "X" }, { 0x0020, "Z" }, { 0x0040, "P" }, { 0x0080, "I" }')
SWITCH_FORMATS = {
    "3.10": SWITCH_HEAD + ('REC->prev_state & (1024-1) ? __print_flags(REC->prev_state & '
                           '(1024-1), "|", %s) : "R", REC->prev_state & 1024 ? "+" : ""'
                           % OLD_FLAGS) + SWITCH_TAIL,
    "4.14": SWITCH_HEAD + ('(REC->prev_state & (%s - 1)) ? __print_flags(REC->prev_state & '
                           '(%s - 1), "|", %s) : "R", REC->prev_state & 0x1000 ? "+" : ""'
                           % (REPORT, REPORT, NEW_FLAGS)) + SWITCH_TAIL,
    "5.4": SWITCH_HEAD + ('(REC->prev_state & (%s - 1)) ? __print_flags(REC->prev_state & '
                          '(%s - 1), "|", %s) : "R", REC->prev_state & %s ? "+" : ""'
                          % (REPORT, REPORT, NEW_FLAGS, REPORT)) + SWITCH_TAIL,
}
# the prev_state values each scenario records, in this order on CPU 0
SWITCH_STATES = [0, 1, 2, 16, 32, 64, 128, 3, 0x100, 0x400, 0x1000, 0x401, 0x101]


def ev_switch(prev_pid, state, next_pid):
    return (common(ID_SCHED_SWITCH, prev_pid) +
            struct.pack("<16siiq16sii", b"task%d" % prev_pid, prev_pid, 120, state,
                        b"task%d" % next_pid, next_pid, 120))


def states(version):
    sw = fmt("sched_switch", ID_SCHED_SWITCH, SWITCH_FIELDS, SWITCH_FORMATS[version])
    cpu0 = [(T0 + 1000 * (i + 1), ev_switch(100 + i, st, 101 + i))
            for i, st in enumerate(SWITCH_STATES)]
    return trace_dat([cpu0], [("sched", [sw])])


CALLER = 0xffffffff81a00000  # in kallsyms as my_caller
OTHER = 0xffffffff81b00000   # as other_caller
BPUTS_STR = 0xffffffff82000000
BPRINT_FMT = 0xffffffff82000100
KALLSYMS = ("%x T my_caller\n%x T other_caller\n" % (CALLER, OTHER))
PRINTK = ('0x%x : "bputs says hello\\n"\n0x%x : "bprint value=%%d of %%d\\n"\n'
          % (BPUTS_STR, BPRINT_FMT))
CMDLINES = "1234 mytask\n4321 other\n"


def common(eid, pid):
    return struct.pack("<HBBi", eid, 0, 0, pid)


def ev_print(pid, text):
    return common(ID_PRINT, pid) + struct.pack("<Q", CALLER) + text.encode() + b"\n\0"


def ev_bprint(pid, a, b):
    return common(ID_BPRINT, pid) + struct.pack("<QQii", OTHER, BPRINT_FMT, a, b)


def ev_bputs(pid):
    return common(ID_BPUTS, pid) + struct.pack("<QQ", CALLER, BPUTS_STR)


def ev_cpu_frequency(pid, state, cpu_id):
    return common(ID_CPU_FREQUENCY, pid) + struct.pack("<II", state, cpu_id)


def ev_amd(pid, target, mperf, aperf, cpu_id, cut=None):
    """amd_pstate_perf; @cut: the record ends that many bytes after its start"""
    rec = common(ID_AMD_PSTATE_PERF, pid) + struct.pack(
        "<QQQQQQQIBB", 10, target, 166, 3000000, mperf, aperf, 2000, cpu_id, 1, 0)
    return rec[:cut] if cut else rec


def ev_arrays(pid, vals, longs, lens, mask, name, mac):
    """the __data_loc fields: (length << 16) | offset, their data after the fixed part"""
    fixed = 36
    dyn = b""
    locs = []
    for data in (struct.pack("<%dI" % len(vals), *vals), struct.pack("<%dQ" % len(longs), *longs),
                 struct.pack("<%dI" % len(lens), *lens), struct.pack("<%dQ" % len(mask), *mask),
                 name.encode() + b"\0"):
        locs.append((len(data) << 16) | (fixed + len(dyn)))
        dyn += data + bytes(-len(data) % 4)
    return (common(ID_ARRAYS, pid) + struct.pack("<5I", *locs) + bytes(mac) + bytes(2) + dyn)


def ev_unknown(pid):
    return common(ID_UNKNOWN, pid) + struct.pack("<Q", 7)


def rb_event(delta, payload):
    """one ring buffer event: type_len in 4-byte words, or 0 and the length"""
    payload += bytes(-len(payload) % 4)
    if len(payload) <= 28 * 4:
        return struct.pack("<I", (len(payload) // 4) | (delta << 5)) + payload
    return struct.pack("<II", delta << 5, len(payload) + 4) + payload


def pages(events, bad_commit_page=None):
    """events: [(ts, payload)] in time order -> the CPU's pages"""
    out = []
    i = 0
    while i < len(events):
        start = events[i][0]
        data = b""
        last = start
        while i < len(events):
            ts, payload = events[i]
            if len(data) + len(rb_event(0, payload)) > PAGE_DATA:
                break  # a page starts at its first event's time, whatever came before
            data += rb_event(ts - last, payload)
            last = ts
            i += 1
        commit = len(data)
        if bad_commit_page is not None and len(out) == bad_commit_page:
            commit = (1 << 31) | (1 << 30) | 0x7fff000
        out.append(struct.pack("<QQ", start, commit) + data + bytes(PAGE_DATA - len(data)))
    return b"".join(out)


def trace_dat(cpu_events, systems, bad_commit=None, options=()):
    """cpu_events: per CPU [(ts, payload)]; systems: [(name, [format, ...])];
    options: [(id, bytes)]; bad_commit: (cpu, page) whose commit is bogus"""
    h = b"\x17\x08\x44tracing6\0" + struct.pack("<BBI", 0, 8, PAGE)
    h += b"header_page\0" + struct.pack("<Q", len(HEADER_PAGE)) + HEADER_PAGE.encode()
    h += b"header_event\0" + struct.pack("<Q", len(HEADER_EVENT)) + HEADER_EVENT.encode()
    h += struct.pack("<I", len(FTRACE_FORMATS))
    for f in FTRACE_FORMATS:
        h += struct.pack("<Q", len(f)) + f.encode()
    h += struct.pack("<I", len(systems))
    for name, formats in systems:
        h += name.encode() + b"\0" + struct.pack("<I", len(formats))
        for f in formats:
            h += struct.pack("<Q", len(f)) + f.encode()
    h += struct.pack("<I", len(KALLSYMS)) + KALLSYMS.encode()
    h += struct.pack("<I", len(PRINTK)) + PRINTK.encode()
    h += struct.pack("<Q", len(CMDLINES)) + CMDLINES.encode()
    h += struct.pack("<I", len(cpu_events))
    if options:
        h += b"options  \0"
        for oid, data in options:
            h += struct.pack("<HI", oid, len(data)) + data
        h += struct.pack("<H", 0)
    h += b"flyrecord\0"
    datas = [pages(evs, bad_commit[1] if bad_commit and bad_commit[0] == cpu else None)
             for cpu, evs in enumerate(cpu_events)]
    off = len(h) + 16 * len(cpu_events)
    off += -off % PAGE
    table = b""
    for d in datas:
        table += struct.pack("<QQ", off, len(d))
        off += len(d)
    h += table
    h += bytes(-len(h) % PAGE)
    return h + b"".join(datas)


T0 = 1000 * 10**9


def markers_events():
    cpu0 = [(T0 + 1000, ev_print(1234, "hello from user space")),
            (T0 + 3000, ev_bprint(1234, 7, 9)),
            (T0 + 5000, ev_bputs(1234)),
            (T0 + 7000, ev_cpu_frequency(1234, 800000, 0))]
    cpu1 = [(T0 + 2000, ev_bputs(4321)),
            (T0 + 4000, ev_print(4321, "second: with a colon")),
            (T0 + 6000, ev_bprint(4321, -1, 2))]
    return [cpu0, cpu1]


def markers(damage):
    return trace_dat(markers_events(), [("power", [CPU_FREQUENCY])])


def arrays(damage):
    cpu0 = [(T0 + 1000, ev_arrays(1234, [1, 2, 3], [2**40 + 5, 6], [10, 20], [0x5], "abc",
                                  [0, 1, 2, 0xfe, 0, 0xff])),
            (T0 + 2000, ev_unknown(1234)),
            (T0 + 3000, ev_arrays(1234, [], [7], [0], [0x3, 0x1], "", [0] * 6)),
            (T0 + 4000, ev_unknown(1234)),
            (T0 + 5000, ev_cpu_frequency(1234, 900000, 0))]
    return trace_dat([cpu0], [("power", [CPU_FREQUENCY]), ("ptest", [ARRAYS])])


def bad_page(damage):
    # cpu_frequency takes 20 bytes (header and 16 of fields): 204 a page
    cpu0 = [(T0 + 1000 * i, ev_cpu_frequency(1234, 400000 + i, 0)) for i in range(400)]
    cpu1 = [(T0 + 1000 * i + 500, ev_cpu_frequency(4321, 500000 + i, 1)) for i in range(20)]
    return trace_dat([cpu0, cpu1], [("power", [CPU_FREQUENCY])],
                     bad_commit=(0, 1) if damage else None)


def bad_page_late(damage):
    cpu0 = [(T0 + 1000 * i, ev_cpu_frequency(1234, 400000 + i, 0)) for i in range(400)]
    cpu1 = [(T0 + 1000 * i + 500, ev_cpu_frequency(4321, 500000 + i, 1)) for i in range(300)]
    cpu2 = [(T0 + 300000 + 1000 * i, ev_cpu_frequency(5555, 600000 + i, 2)) for i in range(50)]
    return trace_dat([cpu0, cpu1, cpu2], [("power", [CPU_FREQUENCY])],
                     bad_commit=(0, 1) if damage else None)


def time_back(damage):
    first = [(T0 + 1000 * i, ev_cpu_frequency(1234, 400000 + i, 0)) for i in range(204)]
    again = [(T0 + 100 + 1000 * i, ev_cpu_frequency(1234, 500000 + i, 0)) for i in range(96)]
    return trace_dat([first + again], [("power", [CPU_FREQUENCY])])


def big_values(damage):
    cpu0 = [(T0 + 1000, ev_amd(1234, 50, 2**63 + 5, 2**63 - 1, 0)),
            (T0 + 2000, ev_amd(1234, 60, 100, 120, 0)),
            (T0 + 3000, ev_amd(1234, 70, 200, 240, 0, cut=56))]
    late = 2**63
    cpu1 = [(late, ev_cpu_frequency(4321, 700000, 1)),
            (late + 1000, ev_cpu_frequency(4321, 800000, 1))]
    return trace_dat([cpu0, cpu1], [("power", [CPU_FREQUENCY]), ("amd_cpu", [AMD_PSTATE_PERF])])


def bad_option(damage):
    # "a" CPU stats option, then a buffer option (3) too short for its 8-byte
    # offset: libtracecmd refuses to open the file
    cpustat = b"CPU: 0\nentries: 2\n\0"
    return trace_dat(markers_events(), [("power", [CPU_FREQUENCY])],
                     options=[(2, cpustat)] + ([(3, b"\0\0")] if damage else []))


def flyrecord_table(d):
    """where the CPU data table of the version 6 file @d is, and its CPU count"""
    p = d.index(b"\0", 10) + 1
    if d[10:p] != b"6\0" or d[p] != 0:
        raise ValueError("not a little-endian version 6 trace.dat")
    p += 6
    for name in (b"header_page\0", b"header_event\0"):
        p += len(name)
        p += 8 + struct.unpack_from("<Q", d, p)[0]
    n = struct.unpack_from("<I", d, p)[0]
    p += 4
    for _ in range(n):
        p += 8 + struct.unpack_from("<Q", d, p)[0]
    nsys = struct.unpack_from("<I", d, p)[0]
    p += 4
    for _ in range(nsys):
        p = d.index(b"\0", p) + 1
        n = struct.unpack_from("<I", d, p)[0]
        p += 4
        for _ in range(n):
            p += 8 + struct.unpack_from("<Q", d, p)[0]
    for width in (4, 4):  # kallsyms, printk formats
        p += width + struct.unpack_from("<I", d, p)[0]
    p += 8 + struct.unpack_from("<Q", d, p)[0]  # saved cmdlines
    cpus = struct.unpack_from("<I", d, p)[0]
    p += 4
    while d[p:p + 10] == b"options  \0":
        p += 10
        while True:
            oid = struct.unpack_from("<H", d, p)[0]
            p += 2
            if not oid:
                break
            p += 4 + struct.unpack_from("<I", d, p)[0]
    if d[p:p + 10] != b"flyrecord\0":
        raise ValueError("no flyrecord section")
    return p + 10, cpus


def set_cpus(d, changes):
    """@d with (cpu, offset, size) entries of its CPU data table replaced"""
    d = bytearray(d)
    table, cpus = flyrecord_table(bytes(d))
    for cpu, off, size in changes:
        if cpu >= cpus:
            raise ValueError("the file has %d CPUs" % cpus)
        struct.pack_into("<QQ", d, table + 16 * cpu, off, size)
    return bytes(d)


SCENARIOS = {"markers": markers, "arrays": arrays, "bad-page": bad_page,
             "bad-page-late": bad_page_late, "time-back": time_back, "big-values": big_values,
             "bad-option": bad_option,
             "states-3.10": lambda damage: states("3.10"),
             "states-4.14": lambda damage: states("4.14"),
             "states-5.4": lambda damage: states("5.4")}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("scenario", nargs="?")
    ap.add_argument("-o", "--output")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--intact", action="store_true", help="without the scenario's damage")
    ap.add_argument("--from", dest="src", help="a version 6 trace.dat to copy")
    ap.add_argument("--set-cpu", action="append", default=[], metavar="CPU:OFFSET:SIZE",
                    help="with --from: that CPU's entry of the flyrecord table")
    a = ap.parse_args()
    if a.list:
        print("\n".join(SCENARIOS))
        return 0
    if a.src and a.output:
        changes = [tuple(int(x, 0) for x in c.split(":")) for c in a.set_cpu]
        with open(a.src, "rb") as f:
            data = set_cpus(f.read(), changes)
    elif a.scenario in SCENARIOS and a.output:
        data = SCENARIOS[a.scenario](not a.intact)
    else:
        ap.error("a SCENARIO (--list) or --from FILE, and -o FILE")
    with open(a.output, "wb") as f:
        f.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
