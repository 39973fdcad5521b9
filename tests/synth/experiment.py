#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""experiment - the bug report's experiment as databases with known answers.

    experiment.py -o DIR [--bin DIR] [--benchmarks dbench,netperf,...]
                  [--values 2] [--repeats 3] [--traced 1] [--seed N]
                  [--cpus N] [--events N] [--counter-truth]

Six configurations, three governors (ondemand, schedutil, performance) on
each of two drivers (acpi-cpufreq, amd-pstate), baseline
acpi-cpufreq/ondemand, run as scripts/sweep --traced N runs them: for each
configuration, benchmark and scaling value, REPEATS runs, TRACED of them
traced and the others light.

- A light run is a real `pstate-trace record --counters-only` of a command
  that prints the benchmark's result line (so the result goes through
  record's own parser), with a package energy counter added.
- A traced run is a synthetic trace of tests/synth of the configuration's
  own driver and governor (CONFIG): acpi-cpufreq/ondemand a kworker
  running dbs_work_handler that writes cpu_frequency; acpi-cpufreq/schedutil
  cpu_frequency by fast switch in scheduler context; performance no
  requests at all, the CPUs held at the top; amd-pstate/ondemand a kworker
  writing through the CPPC mailbox (amd_pstate_perf, then a wait in D,
  then cpu_frequency); amd-pstate/schedutil the sugov kthread, through the
  same mailbox (the machine's CPPC is in shared memory: no fast switch).
  A trace of its own (a seed of its own: two traced runs are two runs, not
  one imported twice), imported with the label, the parameter and the
  result line, the energy counter and counter samples added.  Its result
  is the light runs' level times a tracing overhead (TRACE_COST), so that
  the overhead compare prints is known too.  --cpus simulates that many
  CPUs instead of 4 (the bug report's machine has 256).

Every run, light or traced, is of one machine (MACHINE): its meta hostname,
kernel_release, cpu_model, nr_cpus (the traces' CPUs), SMT and kernel
command line are set to it, the command line of the boot each driver
needs (amd_pstate=disable for acpi-cpufreq, amd_pstate=passive for
amd-pstate), so that compare's MACHINE has one machine in two boots; and
what record's sysfs snapshot says of the configuration: meta driver,
governor, amd_pstate_status (passive on amd-pstate) and governor_tunables
(ondemand's, schedutil's rate_limit_us, none under performance), the cpu
table's driver, governor and rate_limit_us.

The results follow the bug report's ratios (SEED_RATIOS, e.g. tbench on
amd-pstate/schedutil 0.40 of the baseline; the rows the report's summary
does not give are made up) with a per-value tilt and a
small per-repeat spread, all from --seed.  DIR/truth.json holds what
compare must print, computed by brute force from the values written into
the databases (not from SEED_RATIOS): per benchmark the ratio and the
perf-per-watt ratio of each label from the light runs (mean per value,
ratio to the baseline's mean, geometric mean over the values), the same
from the traced runs, per value, the tracing overhead (mean traced /
mean light per configuration and value, geometric mean over values), and
the findings truth.py gives the traced runs of each configuration (those
of most of its traced runs).  The workload's tasks are those whose comm
matches truth.json's comm_regex (compare --comm).
Python 3 standard library only.
"""
import argparse
import json
import math
import os
import random
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import counters  # noqa: E402
import synth  # noqa: E402
import truth  # noqa: E402

BASELINE = 'acpi-cpufreq/ondemand'
LABELS = ['acpi-cpufreq/ondemand', 'acpi-cpufreq/schedutil', 'acpi-cpufreq/performance',
          'amd-pstate/ondemand', 'amd-pstate/schedutil', 'amd-pstate/performance']

# the ratio to the baseline of each configuration, as the report has them
# (hackbench: time, lower is better, so 1.42 is 42% slower)
# tbench's 0.40 and hackbench's 1.42 on amd-pstate/schedutil are the bug
# report's; the other figures are made up for the test, in the same spirit
SEED_RATIOS = {
    'tbench':    [1.00, 1.04, 1.06, 0.83, 0.40, 1.05],
    'hackbench': [1.00, 1.00, 1.03, 1.09, 1.42, 1.03],
    'dbench':    [1.00, 0.98, 1.02, 0.95, 0.80, 1.01],
    'netperf':   [1.00, 0.99, 1.02, 0.92, 0.74, 1.01],
    'kernbench': [1.00, 1.00, 0.98, 1.02, 1.09, 0.98],
    'gitsource': [1.00, 1.01, 0.97, 1.12, 1.35, 0.97],
}
# average watts of each configuration (performance burns more)
WATTS = [180.0, 175.0, 230.0, 170.0, 160.0, 228.0]
# traced result / light result: tracing costs throughput and adds time
TRACE_COST = {'tbench': 0.78, 'hackbench': 1.07, 'dbench': 0.85, 'netperf': 0.88,
              'kernbench': 1.04, 'gitsource': 1.09}
# netperf's result as it prints it (TCP_STREAM, -f m)
NETPERF = ('MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to '
           '127.0.0.1 () port 0 AF_INET\n'
           'Recv   Send    Send\n'
           'Socket Socket  Message  Elapsed\n'
           'Size   Size    Size     Time     Throughput\n'
           'bytes  bytes   bytes    secs.    10^6bits/sec\n\n'
           '131072  16384  {p:>6}    10.00   {v:8.2f}')

BENCH = {
    # name: (metric, better, param, values, level at the first value, growth per value, line)
    'tbench': ('throughput', 'higher', 'clients', [8, 64], 900.0, 3.0,
               'Throughput {v:.3f} MB/sec  {p} clients  {p} procs  max_latency=1.000 ms'),
    'dbench': ('throughput', 'higher', 'clients', [4, 32], 600.0, 2.5,
               'Throughput {v:.3f} MB/sec  {p} clients  {p} procs  max_latency=2.000 ms'),
    'hackbench': ('time', 'lower', 'groups', [4, 16], 0.80, 3.5, 'Time: {v:.3f}'),
    'netperf': ('throughput', 'higher', 'size', [64, 16384], 420.0, 20.0, NETPERF),
    # kernbench and gitsource print no result: record's `elapsed` is it, set
    # afterwards to the value wanted (line None)
    'kernbench': ('elapsed', 'lower', 'jobs', [8, 64], 120.0, 0.3, None),
    'gitsource': ('elapsed', 'lower', None, [''], 300.0, 1.0, None),
}
# the machine of every run, and the command line of each driver's boot
MACHINE = {'hostname': 'epyc-synth', 'kernel_release': '6.8.0-synth',
           'cpu_model': 'AMD EPYC 7713 64-Core Processor', 'smt_active': '1',
           'smt_control': 'on'}
CMDLINE = 'BOOT_IMAGE=/boot/vmlinuz-6.8.0-synth root=/dev/sda1 ro quiet %s'
BOOT = {'acpi-cpufreq': 'amd_pstate=disable', 'amd-pstate': 'amd_pstate=passive'}


# the synthetic traces of each configuration: tests/synth's parameters of
# its driver and governor path (the PCC mailbox of the machine's CPPC in
# shared memory: both amd-pstate governors that write write through it)
MAILBOX_US = [60, 200]
CONFIG = {
    'acpi-cpufreq/ondemand': dict(path='workqueue', driver='acpi-cpufreq', tunables=True),
    'acpi-cpufreq/schedutil': dict(path='fast_switch', driver='acpi-cpufreq'),
    'acpi-cpufreq/performance': dict(path='performance', driver='acpi-cpufreq'),
    'amd-pstate/ondemand': dict(path='workqueue', driver='amd-pstate', tunables=True,
                                pcc_write_us=MAILBOX_US),
    'amd-pstate/schedutil': dict(path='kthread', driver='amd-pstate', pcc_write_us=MAILBOX_US),
    'amd-pstate/performance': dict(path='performance', driver='amd-pstate'),
}


def config(bench, label):
    """tests/synth's parameters of @label's traced runs of @bench: its
    workload (hackbench's many groups, else tbench's ping-pong), its driver,
    governor and path."""
    base = 'hackbench' if bench == 'hackbench' else 'tbench'
    return base, dict(synth.SCENARIOS['%s-fast' % base][1], **CONFIG[label])


def snapshot(label):
    """What record's sysfs snapshot says of @label's configuration: meta rows,
    and the cpu table's rate_limit_us."""
    drv, gov = label.split('/')
    p = dict(synth.BASE, **CONFIG[label])
    meta = {'driver': drv, 'governor': gov}
    if drv == 'amd-pstate':
        meta['amd_pstate_status'] = 'passive'
    if gov == 'ondemand':
        meta.update(synth.run_meta(p))
    elif gov == 'schedutil':
        meta['governor_tunables'] = 'schedutil/rate_limit_us=%d' % p['rate_limit_us']
    else:
        meta['governor_tunables'] = 'none'
    return meta, (p['rate_limit_us'] if gov == 'schedutil' else None)


def set_machine(con, label, cpus):
    """The run's context meta: MACHINE's, @cpus CPUs, its driver's boot, and
    its configuration's sysfs snapshot (snapshot())."""
    meta, rate_limit = snapshot(label)
    rows = dict(MACHINE, nr_cpus=str(cpus),
                kernel_cmdline=CMDLINE % BOOT[label.split('/')[0]], **meta)
    con.executemany("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", rows.items())
    con.execute('UPDATE cpu SET driver = ?, governor = ?, rate_limit_us = ?',
                (meta['driver'], meta['governor'], rate_limit))
    con.commit()


# the workload's tasks in the traced runs, both workloads (compare --comm)
COMM_REGEX = '^(tbench(_srv)?|hackbench)$'


def traced_run(bench, label, seed, cpus, events, outdir):
    """A synthetic trace of @label's configuration running @bench; its import
    arguments and findings."""
    base, over = config(bench, label)
    name = '%s-%s' % (base, safe(label))
    if cpus:
        name = '%s-%dcpus' % (name, cpus)
        over = dict(over, nr_cpus=cpus)
    synth.SCENARIOS[name] = ('%s on %s' % (base, label), over, [])
    synth.generate(name, seed, outdir, events, with_truth=True, verify=False)
    with open(os.path.join(outdir, 'truth.json')) as f:
        t = json.load(f)
    return (os.path.join(outdir, 'trace.txt'), t['import_args'],
            sorted(f['id'] for f in t['findings'] if f['id'] != 'mode'))


def safe(label):
    return label.replace('/', '_')


def add_energy(db, watts):
    """A package energy counter over the run's span at @watts (uJ samples).
    A light run's span is a real recording's, a few ms that change from run
    to run: the counter spans whole milliseconds of it at whole milliwatts,
    so that its joules are exact and the average power the same however long
    the recording took (the experiment a pure function of its seed)."""
    con = sqlite3.connect(db)
    cur = con.cursor()
    t0 = int(cur.execute("SELECT value FROM meta WHERE key = 't_start_ns'").fetchone()[0])
    t1 = int(cur.execute("SELECT value FROM meta WHERE key = 't_end_ns'").fetchone()[0])
    if t1 - t0 < 1000000:
        t1 = t0 + 1000000
        cur.execute("UPDATE meta SET value = ? WHERE key = 't_end_ns'", (str(t1),))
    span = (t1 - t0) // 1000000 * 1000000
    mw = int(round(watts * 1000))
    cur.execute("INSERT INTO counter (name, unit, scale, scope, source) "
                "VALUES ('power/energy-pkg', 'Joules', 1e-6, 'package', 'perf')")
    for i in range(11):
        ts = t0 + span * i // 10
        # uJ = mW x ns / 1e6: whole at the last sample
        cur.execute("INSERT INTO counter_sample (ts, cpu, name, value) VALUES (?, 0, "
                    "'power/energy-pkg', ?)", (ts, (mw * (ts - t0) + 500000) // 1000000))
    con.commit()
    # what the analyzer will divide: joules over the sampled span
    j = cur.execute("SELECT (max(value) - min(value)) * 1e-6, (max(ts) - min(ts)) / 1e9 "
                    "FROM counter_sample WHERE name = 'power/energy-pkg'").fetchone()
    con.close()
    return j[0] / j[1]


# what the light runs' CPUs deliver, per configuration: (busy, aperf/mperf)
# - performance runs at the top, ondemand and schedutil below it
LIGHT_COUNTERS = [(0.55, 0.80), (0.50, 0.85), (0.60, 1.30),
                  (0.55, 0.90), (0.45, 0.70), (0.60, 1.45)]


def add_counters(db, label, light, busy, ratio, with_truth):
    """counter_sample rows of msr/aperf, mperf, tsc like record's (counters.py):
    a light run gets the simulated machine's CPU attributes first (the
    recording machine here has no cpufreq), then 20 rounds over its span; a
    traced run one round every 10 ms (record's default --interval), from its
    own requests and idle (under performance, which requests nothing, the
    CPUs held at the top); their truth (truth.py's counter_truth) with
    @with_truth, else None."""
    con = sqlite3.connect(db)
    if light:
        at = synth.cpu_attrs(dict(synth.BASE, **CONFIG[label]))
        con.execute('UPDATE cpu SET highest_perf = ?, nominal_perf = ?, '
                    'lowest_nonlinear_perf = ?, lowest_perf = ?, nominal_freq_mhz = ?, '
                    'max_khz = ?, driver = ?, governor = ?, rate_limit_us = ?',
                    (at['highest_perf'], at['nominal_perf'], at['lowest_nonlinear_perf'],
                     at['lowest_perf'], at['nominal_freq_mhz'], at['max_khz'], at['driver'],
                     at['governor'], at['rate_limit_us']))
        con.commit()
    elif label.endswith('/performance'):
        ratio = synth.HIGHEST / synth.NOMINAL
    t0, t1 = (int(con.execute("SELECT value FROM meta WHERE key = ?", (k,)).fetchone()[0])
              for k in ('t_start_ns', 't_end_ns'))
    con.close()
    interval = max(1, (t1 - t0) // 20000) if light else 10000
    counters.add(db, interval_us=interval, busy=busy, ratio=ratio)
    return truth.counter_truth(db) if with_truth else None


def set_elapsed(con, val):
    """The run's `elapsed` result (record's; an import has none) = @val."""
    con.execute("DELETE FROM workload_result WHERE metric = 'elapsed'")
    con.execute("INSERT INTO workload_result (metric, value, unit, better, main) "
                "VALUES ('elapsed', ?, 's', 'lower', 0)", (val,))
    con.commit()


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.exit('experiment: %s: exit %d: %s' % (' '.join(cmd), p.returncode,
                                                    p.stderr.strip()[-300:]))


def gmean(v):
    return math.exp(sum(math.log(x) for x in v) / len(v)) if v else None


def ratio_table(runs, bench, info, tracing):
    """Brute force: mean per (label, value), ratio to the baseline, geomean."""
    metric, better, param, values = info[:4]
    out = {'ratio': {}, 'ppw_ratio': {}, 'by_param': {}}
    mean, ppw = {}, {}
    for lab in LABELS:
        for v in values:
            sel = [r for r in runs if r['bench'] == bench and r['label'] == lab and
                   r['param'] == str(v) and r['tracing'] == tracing]
            if not sel:
                continue
            mean[lab, v] = sum(r['value'] for r in sel) / len(sel)
            pw = [(1 / (r['value'] * r['watts']) if better == 'lower' else r['value'] / r['watts'])
                  for r in sel]
            ppw[lab, v] = sum(pw) / len(pw)
    for lab in LABELS:
        rs, ps = [], []
        for v in values:
            if (lab, v) in mean and (BASELINE, v) in mean:
                r = mean[lab, v] / mean[BASELINE, v]
                rs.append(r)
                ps.append(ppw[lab, v] / ppw[BASELINE, v])
                out['by_param'].setdefault(str(v), {})[lab] = r
        out['ratio'][lab] = gmean(rs)
        out['ppw_ratio'][lab] = gmean(ps)
    out['mean'] = {'%s|%s' % k: m for k, m in mean.items()}
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-o', '--output', required=True)
    ap.add_argument('--bin', default=TOP, help='folder of pstate-trace (default: the top)')
    ap.add_argument('--benchmarks', default='tbench,hackbench')
    ap.add_argument('--values', type=int, default=2, help='scaling values per benchmark (1..2)')
    ap.add_argument('--repeats', type=int, default=3)
    ap.add_argument('--traced', type=int, default=1)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--events', type=int, default=4000, help='events of a synthetic trace')
    ap.add_argument('--cpus', type=int, default=0, help='CPUs of the synthetic traces (default 4)')
    ap.add_argument('--counter-truth', action='store_true',
                    help="each run's counter truth in truth.json's runs")
    a = ap.parse_args()
    benches = [b for b in a.benchmarks.split(',') if b]
    for b in benches:
        if b not in BENCH:
            ap.error('unknown benchmark %s (known: %s)' % (b, ', '.join(sorted(BENCH))))
    if not (1 <= a.values <= 2) or a.repeats < 1 or not (0 <= a.traced <= a.repeats):
        ap.error('--values 1..2, --repeats >= 1, 0 <= --traced <= --repeats')
    rnd = random.Random(a.seed)
    trace = os.path.join(a.bin, 'pstate-trace')
    rundir = os.path.join(a.output, 'runs')
    os.makedirs(rundir, exist_ok=True)

    runs = []
    log = os.path.join(a.output, 'result.log')
    for b in benches:
        metric, better, param, values, level, growth, line = BENCH[b]
        values = values[:a.values]
        for k, v in enumerate(values):
            base = level * growth ** k
            for i, lab in enumerate(LABELS):
                # a per-value tilt (the geometric mean takes it out) and spread
                target = base * SEED_RATIOS[b][i] * (1.02 if k == 0 else 1 / 1.02) ** (
                    i % 3 if len(values) > 1 else 0)
                # interleaved as the sweep runs them: repeat-major order
                for rep in range(a.repeats):
                    traced = rep < a.traced
                    val = target * (1 + rnd.uniform(-0.01, 0.01))
                    if traced:
                        val *= TRACE_COST[b]
                    db = os.path.join(rundir, '%s-%s-%s-%d.db' % (safe(lab), b, v, rep + 1))
                    text = line.format(v=val, p=v) if line else ''
                    common = ['--label', lab, '--benchmark', b]
                    if param:
                        common += ['--param', '%s=%s' % (param, v)]
                    found = None
                    if traced:
                        name = '%s-%s-%s-%d' % (safe(lab), b, v, rep + 1)
                        tr, args, found = traced_run(
                            b, lab, a.seed * 1000 + len(runs), a.cpus, a.events,
                            os.path.join(a.output, 'synth', name))
                        with open(log, 'w') as f:
                            f.write(text + '\n')
                        run([trace, 'import', '-q', '-o', db] + common + args +
                            ['--workload-log', log, tr])
                    else:
                        run([trace, 'record', '--counters-only', '-q', '-o', db] + common +
                            ['--', 'sh', '-c', 'printf "%s\\n" "$1"', 'sh', text])
                    con = sqlite3.connect(db)
                    set_machine(con, lab, a.cpus or 4)
                    if not line:
                        set_elapsed(con, val)
                    # the value as the database holds it (the line's decimals)
                    got = con.execute("SELECT value FROM workload_result WHERE main = 1 "
                                      "UNION ALL SELECT value FROM workload_result "
                                      "WHERE metric = 'elapsed'").fetchone()[0]
                    con.close()
                    watts = add_energy(db, WATTS[i] * (1 + rnd.uniform(-0.01, 0.01)))
                    cnt = add_counters(db, lab, not traced, *LIGHT_COUNTERS[i],
                                       a.counter_truth)
                    r = {'path': db, 'label': lab, 'bench': b, 'param': str(v),
                         'tracing': 'full' if traced else 'counters-only',
                         'value': got, 'watts': watts, 'findings': found}
                    if a.counter_truth:
                        r['counters'] = cnt
                    runs.append(r)

    truth = {'baseline': BASELINE, 'labels': LABELS, 'repeats': a.repeats,
             'traced': a.traced, 'comm_regex': COMM_REGEX, 'cpus': a.cpus or 4,
             'benchmarks': {}, 'runs': runs}
    for b in benches:
        info = BENCH[b]
        values = info[3][:a.values]
        t = {'metric': info[0], 'better': info[1], 'param': info[2],
             'values': [str(v) for v in values]}
        light = a.repeats > a.traced
        t['light'] = ratio_table(runs, b, info[:3] + (values,), 'counters-only') if light else None
        t['traced'] = ratio_table(runs, b, info[:3] + (values,), 'full') if a.traced else None
        # tracing overhead: mean traced / mean light, geometric mean over values
        if light and a.traced:
            ov = {}
            for lab in LABELS:
                rs = [t['traced']['mean']['%s|%s' % (lab, v)] /
                      t['light']['mean']['%s|%s' % (lab, v)] for v in values]
                ov[lab] = gmean(rs)
            t['overhead'] = ov
        # the findings of most of each configuration's traced runs
        t['findings'] = {}
        for lab in LABELS:
            sel = [r['findings'] for r in runs if r['bench'] == b and r['label'] == lab and
                   r['tracing'] == 'full']
            ids = sorted({i for f in sel for i in f})
            t['findings'][lab] = [i for i in ids if 2 * sum(i in f for f in sel) > len(sel)]
        truth['benchmarks'][b] = t
    with open(os.path.join(a.output, 'truth.json'), 'w') as f:
        json.dump(truth, f, indent=1, sort_keys=True)


if __name__ == '__main__':
    main()
