#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""check_labels - are the runs of an experiment true to their labels?

    check_labels.py DIR

Opens every database of DIR/runs (tests/synth/experiment.py's) and checks
each against its DRIVER/GOVERNOR label, from what the database holds, not
from how it was made: meta driver and governor, the cpu table's,
amd_pstate_status (passive on amd-pstate only), governor_tunables of that
governor, the counter samples record writes (msr/aperf, mperf, tsc); a
light run (meta tracing counters-only) has no trace events, a traced one
the events of its driver and governor and no others (WANT: who writes
amd_pstate_perf and cpu_frequency, the governor's work items, its
kthread's D sleeps for the CPPC mailbox).  Prints one `ok - ` / `not ok - `
line per label and kind of run (tests/run counts them).
Python 3 standard library only.
"""
import glob
import os
import sqlite3
import sys



def ok(cond, name):
    print(('ok - ' if cond else 'not ok - ') + name)


def one(con, sql, *args):
    return con.execute(sql, args).fetchone()[0]


def events(con):
    """What the run's events show: writers of each request event by kind of
    task (sugov, kworker, sched: any other, in scheduler context), the
    governor's work items, D sleeps of its kthreads."""
    comm = {}
    for pid, c in con.execute('SELECT pid, comm FROM task'):
        if c and (c.startswith('sugov:') or c.startswith('kworker/')):
            comm[pid] = c.split(':')[0].split('/')[0]
    e = {}
    for t in ('amd_pstate_perf', 'cpu_frequency'):
        for pid, n in con.execute('SELECT pid, count(*) FROM %s GROUP BY pid' % t):
            k = '%s by %s' % (t, comm.get(pid, 'sched'))
            e[k] = e.get(k, 0) + n
    e['fast_switch=1'] = one(con, 'SELECT count(*) FROM amd_pstate_perf WHERE fast_switch = 1')
    e['sugov_work'] = one(con, "SELECT count(*) FROM sched_kthread_work_execute_start "
                               "WHERE function = 'sugov_work'")
    e['dbs_work_handler'] = one(con, "SELECT count(*) FROM workqueue_execute_start "
                                     "WHERE function = 'dbs_work_handler'")
    for k in ('sugov', 'kworker'):
        e['%s in D' % k] = one(con, "SELECT count(*) FROM sched_switch WHERE prev_state = 'D' "
                                    "AND prev_comm LIKE ?", k + '%')
    return {k: v for k, v in e.items() if v}


# what each configuration's traced runs show, and nothing else
WANT = {
    # a kworker running the dbs work, writing cpu_frequency (no amd_pstate_perf)
    'acpi-cpufreq/ondemand': {'cpu_frequency by kworker', 'dbs_work_handler'},
    # fast switch from scheduler context, cpu_frequency
    'acpi-cpufreq/schedutil': {'cpu_frequency by sched'},
    # no requests at all: the CPUs held at the top
    'acpi-cpufreq/performance': set(),
    # a kworker writing through the PCC mailbox (asleep in D for it)
    'amd-pstate/ondemand': {'amd_pstate_perf by kworker', 'cpu_frequency by kworker',
                            'dbs_work_handler', 'kworker in D'},
    # the sugov kthread (no fast switch: CPPC shared memory), the same mailbox
    'amd-pstate/schedutil': {'amd_pstate_perf by sugov', 'cpu_frequency by sugov',
                             'sugov_work', 'sugov in D'},
    'amd-pstate/performance': set(),
}


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: check_labels.py DIR')
    runs = sorted(glob.glob(os.path.join(sys.argv[1], 'runs', '*.db')))
    bad = {}
    seen = {}
    for db in runs:
        con = sqlite3.connect(db)
        meta = dict(con.execute('SELECT key, value FROM meta'))
        label = meta.get('label', '')
        light = meta.get('tracing') == 'counters-only'
        drv, _, gov = label.partition('/')
        why = []
        if (meta.get('driver'), meta.get('governor')) != (drv, gov):
            why.append('meta %s/%s' % (meta.get('driver'), meta.get('governor')))
        cpus = con.execute('SELECT DISTINCT driver, governor FROM cpu').fetchall()
        if cpus != [(drv, gov)]:
            why.append('cpu table %s' % ', '.join('%s/%s' % c for c in cpus))
        if (meta.get('amd_pstate_status') == 'passive') != (drv == 'amd-pstate'):
            why.append('amd_pstate_status %s' % meta.get('amd_pstate_status'))
        tun = meta.get('governor_tunables', '')
        if gov == 'ondemand' and 'ondemand/sampling_rate=' not in tun or \
                gov == 'schedutil' and 'schedutil/rate_limit_us=' not in tun or \
                gov == 'performance' and tun != 'none':
            why.append('governor_tunables %r' % tun)
        msr = {n for (n,) in con.execute("SELECT DISTINCT name FROM counter_sample "
                                         "WHERE name LIKE 'msr/%'")}
        if msr != {'msr/aperf', 'msr/mperf', 'msr/tsc'}:
            why.append('counter samples %s' % sorted(msr))
        e = events(con)
        if light:
            if e:
                why.append('a light run with events %s' % e)
        else:
            # every kind of event the configuration has, none of another's
            want = WANT.get(label)
            if want is None or set(e) != want:
                why.append('events %s, want %s' % (e, sorted(want or [])))
        con.close()
        k = (label, 'light' if light else 'traced')
        seen[k] = seen.get(k, 0) + 1
        if why:
            bad.setdefault(k, []).append('%s: %s' % (os.path.basename(db), '; '.join(why)))
    for label in sorted(WANT):
        for kind in ('light', 'traced'):
            n = seen.get((label, kind), 0)
            b = bad.get((label, kind), [])
            ok(n and not b, 'experiment: %s: its %d %s runs are its own (meta, cpu table%s)%s' %
               (label, n, kind, ', counters' if kind == 'light' else ', events, counters',
                ': ' + ' | '.join(b[:2]) if b else ''))
    ok(sum(seen.values()) == len(runs) and set(l for l, _ in seen) <= set(WANT),
       'experiment: every run (%d) labelled with one of the six configurations' % len(runs))


if __name__ == '__main__':
    main()
