#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""counters - counter_sample rows like `pstate-trace record` writes them.

    counters.py DB [--interval-us N] [--lag F] [--busy F] [--ratio F]

Adds msr/aperf, msr/mperf and msr/tsc readings of every CPU of the run's
cpu table, every N us (default 1000) over the run's span (meta t_start_ns
.. t_end_ns), as record's sampler does: a round reads each CPU's three
counters at one instant (one perf event group), the CPUs one microsecond
apart, cumulative values from 0; the first round is read just before the
span starts (before the workload), and one last round after it ends.
Readings of these three counters the database had (the recording machine's
own msr/tsc, in a light run) are replaced.

The simulated hardware: tsc and mperf count at the nominal frequency
(nominal_freq_mhz, else base_khz, else max_khz), mperf only in C0 (outside
cpu_idle enter .. exit of that cpu_id); aperf counts at the delivered
frequency, F (--lag) times the request in force (cpu_frequency state in kHz,
or amd_pstate_perf target_perf x nominal_freq / nominal_perf), at most the
ceiling (CPPC highest_perf as a frequency, else max_khz).  In active mode
(amd_pstate_epp_perf, neither of those: no per-update request) the
hardware picks within the policy the event logs: max_perf x (1 - EPP_DROP x
epp / 255), at least min_perf, as a frequency: EPP performance (0) delivers
max_perf, power (255) 60% of it.  Before a CPU's
first request, and in a run without requests (a light run), it delivers
--ratio x nominal, and a run without cpu_idle events (a light run) is in C0
for the share --busy of each interval.

What the analyzer must make of these rows is not computed here: truth.py
--counters computes it by brute force from the database.
Python 3 standard library only.
"""
import argparse
import sqlite3
import sys

EXIT = 4294967295
# the share of max_perf EPP power (255) gives up, in the simulated hardware
EPP_DROP = 0.4


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('db')
    ap.add_argument('--interval-us', type=int, default=1000)
    ap.add_argument('--lag', type=float, default=1.0)
    ap.add_argument('--busy', type=float, default=0.5)
    ap.add_argument('--ratio', type=float, default=1.0)
    a = ap.parse_args()
    n, ceil = add(a.db, a.interval_us, a.lag, a.busy, a.ratio)
    print('counters: %d rows, ceiling %s kHz' % (n, ceil), file=sys.stderr)


def add(db, interval_us=1000, lag=1.0, busy=0.5, ratio=1.0):
    """The rows of the options above into @db; (rows added, ceiling kHz)."""
    a = argparse.Namespace(interval_us=interval_us, lag=lag, busy=busy, ratio=ratio)
    con = sqlite3.connect(db)
    meta = dict(con.execute('SELECT key, value FROM meta'))
    t0, t1 = int(meta['t_start_ns']), int(meta['t_end_ns'])
    cpus = {}
    for row in con.execute('SELECT cpu, highest_perf, nominal_perf, nominal_freq_mhz, '
                           'base_khz, max_khz FROM cpu ORDER BY cpu'):
        cpus[row[0]] = row[1:]
    if not cpus:
        nr = int(meta.get('nr_cpus', 1))
        cpus = {c: (None,) * 5 for c in range(nr)}
    # the sampler's first round, before the workload starts
    t0 -= 20000 + 1000 * len(cpus)
    ceil = None
    for hp, np_, nf, bk, mk in cpus.values():
        k = hp * nf * 1000 / np_ if hp and np_ and nf else None
        ceil = max(ceil or 0, k) if k else ceil
    if ceil is None:
        ceil = max((v[4] for v in cpus.values() if v[4]), default=None)

    def nominal(c):
        hp, np_, nf, bk, mk = cpus[c]
        return nf * 1000 if nf else bk or mk

    # the request of each CPU over time, in kHz: (ts, khz) in order
    req = {c: [] for c in cpus}
    amd = con.execute('SELECT count(*) FROM amd_pstate_perf').fetchone()[0]
    freq = con.execute('SELECT count(*) FROM cpu_frequency').fetchone()[0]
    if amd:
        q = 'SELECT ts, coalesce(cpu_id, cpu), target_perf FROM amd_pstate_perf ORDER BY seq'
    elif freq:
        q = 'SELECT ts, coalesce(cpu_id, cpu), state FROM cpu_frequency ORDER BY seq'
    else:
        # active mode: the hardware's pick within the policy, as a perf level
        q = ('SELECT ts, coalesce(cpu_id, cpu), max(min_perf, max_perf * (1 - %r * epp / 255.0)) '
             'FROM amd_pstate_epp_perf ORDER BY seq' % EPP_DROP)
    for ts, c, v in con.execute(q):
        if c not in req or v is None:
            continue
        hp, np_, nf, bk, mk = cpus[c]
        khz = v if freq and not amd else v * nf * 1000 / np_
        req[c].append((ts, khz))
    # idle intervals of each CPU: (ts, in_idle) transitions
    idle = {c: [] for c in cpus}
    for ts, c, st in con.execute('SELECT ts, coalesce(cpu_id, cpu), state FROM cpu_idle '
                                 'ORDER BY seq'):
        if c in idle:
            idle[c].append((ts, 0 if st == EXIT else 1))
    has_idle = any(idle.values())

    # exact integration between two times of a CPU's piecewise timeline
    def timeline(c):
        """(ts, khz, in_c0) change points of CPU c from t0 on."""
        pts = sorted({t0} | {t for t, _ in req[c]} | {t for t, _ in idle[c]})
        out, ri, ii = [], 0, 0
        khz = a.ratio * nominal(c)
        # C0 before the first cpu_idle: the opposite of what it enters
        c0 = 1 if not idle[c] else idle[c][0][1]
        for t in pts:
            while ri < len(req[c]) and req[c][ri][0] <= t:
                khz = req[c][ri][1] * a.lag
                ri += 1
            while ii < len(idle[c]) and idle[c][ii][0] <= t:
                c0 = 1 - idle[c][ii][1]
                ii += 1
            out.append((t, min(khz, ceil) if ceil else khz, c0))
        return out

    # the simulated machine's readings replace any the recording machine had
    con.execute("DELETE FROM counter_sample WHERE name IN ('msr/aperf', 'msr/mperf', 'msr/tsc')")
    con.execute("INSERT OR IGNORE INTO counter (name, unit, scale, scope, source) VALUES "
                "('msr/aperf', 'cycles', 1, 'cpu', 'perf'), "
                "('msr/mperf', 'cycles', 1, 'cpu', 'perf'), "
                "('msr/tsc', 'cycles', 1, 'cpu', 'perf')")
    lines = {c: timeline(c) for c in cpus}
    acc = {c: [0.0, 0.0, 0.0] for c in cpus}  # aperf, mperf, tsc
    pos = {c: 0 for c in cpus}
    last = {c: t0 for c in cpus}

    def advance(c, t):
        """Accumulate CPU c's counters up to time t (ns)."""
        tl, i = lines[c], pos[c]
        nom = nominal(c)
        while last[c] < t:
            while i + 1 < len(tl) and tl[i + 1][0] <= last[c]:
                i += 1
            end = min(t, tl[i + 1][0]) if i + 1 < len(tl) else t
            dt = end - last[c]
            khz, c0 = tl[i][1], tl[i][2]
            if not has_idle:
                c0 = a.busy
            acc[c][2] += dt * nom / 1e6
            acc[c][1] += dt * nom / 1e6 * c0
            acc[c][0] += dt * khz / 1e6 * c0
            last[c] = end
        pos[c] = i

    rows = []
    t = t0
    names = ('msr/aperf', 'msr/mperf', 'msr/tsc')
    while True:
        for k, c in enumerate(sorted(cpus)):
            ts = t + k * 1000
            advance(c, ts)
            for n, name in enumerate(names):
                rows.append((ts, c, name, int(acc[c][n])))
        # the last round: the first after the span's end
        if t > t1:
            break
        t += a.interval_us * 1000
    con.executemany('INSERT INTO counter_sample (ts, cpu, name, value) VALUES (?, ?, ?, ?)',
                    rows)
    con.commit()
    con.close()
    return len(rows), ceil


if __name__ == '__main__':
    main()
