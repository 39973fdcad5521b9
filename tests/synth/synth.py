#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""synth - synthetic ftrace text traces with known ground truth.

    synth.py --list
    synth.py --scenario NAME [--seed N] [--events N] [--no-truth] -o DIR

writes DIR/trace.txt (the text of /sys/kernel/tracing/trace) and DIR/truth.json
(what the analyzer must report, computed from the written trace by truth.py,
plus the scenario, its parameters and the findings that were injected).

The simulated machine: NR_CPUS CPUs (4 by default), one cpufreq policy per CPU,
amd-pstate in passive mode or acpi-cpufreq, under schedutil (fast_switch, or
on amd-pstate the sugov kthread slow path), ondemand (dbs_work_handler on
kworker/N:1; on amd-pstate writing through the CPPC mailbox) or performance;
or (--active) amd-pstate in active mode, amd-pstate-epp under powersave,
each CPU's EPP and limits logged by amd_pstate_epp_perf (no requests).
A discrete-event simulation on a 1 us grid runs a tbench-like ping-pong or a
hackbench-like many-groups workload and emits the kernel's events for it in
the kernel's line format, streaming to the file.  See tests/synth/README.md.
"""
import argparse
import heapq
import json
import math
import os
import random
import shutil
import sys
from collections import deque

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import truth  # noqa: E402

# ---- the hardware: perf scale and frequencies (cpu_khz = nominal frequency)
HIGHEST, NOMINAL, LNL, LOWEST = 166, 110, 55, 20
NOMINAL_MHZ = 2750
KHZ_PER_PERF = NOMINAL_MHZ * 1000 // NOMINAL     # 25000 kHz per perf unit
CPU_KHZ = NOMINAL_MHZ * 1000                      # amd_pstate_perf freq = aperf*cpu_khz/mperf
TSC_PER_US = CPU_KHZ // 1000                      # 2750 cycles per us; mperf counts at this rate in C0
APERF_PER_PERF_US = TSC_PER_US // NOMINAL         # 25: aperf per us at perf p is 25*p
ACPI_TABLE = (2750000, 2100000, 1400000)          # acpi-cpufreq P0..P2 (P0 = nominal; boost is hidden)
STATE_EXIT = 4294967295

SLEEP, WAKING, RUNNABLE, RUNNING = 0, 1, 2, 3
IDLE, WORK, SUGOV, KWORKER, BG, PARENT = range(6)

HEADER = """# tracer: nop
#
# entries-in-buffer/entries-written: {n}/{n}   #P:{p}
#
#                                _-----=> irqs-off/BH-disabled
#                               / _----=> need-resched
#                              | / _---=> hardirq/softirq
#                              || / _--=> preempt-depth
#                              ||| / _-=> migrate-disable
#                              |||| /     delay
#           TASK-PID     CPU#  |||||  TIMESTAMP  FUNCTION
#              | |         |   |||||     |         |
"""

# ---- scenarios
BASE = dict(
    nr_cpus=4, duration_us=250000, workload='tbench', path='fast_switch',
    rate_limit_us=200, tick_us=4000, slice_us=750,
    gain=1.6, util0=[0.3, 0.6], util_tau_us=8000, util_cap=1.0, jitter=2, deliv_factor=1.0,
    wake_mode='ipi', ipi_us=[1, 3],
    # tbench-like ping-pong
    pairs=2, placement='split', burst_us=[150, 450], short_burst_p=0.03,
    tail_us=[3, 15], think_us=None,
    # hackbench-like groups
    groups=4, group_size=4, hb_burst_us=[8, 40], p_block=0.35, p_wake=1.0, p_wake_preempt=0.15,
    # the driver: None is acpi-cpufreq on the workqueue path, amd-pstate otherwise
    driver=None,
    # schedutil slow path; the CPPC mailbox write of amd-pstate (shared memory)
    pcc_write_us=None, kwork_events=True,
    # ondemand; tunables: its tunables are in the run's meta governor_tunables
    # (as record's sysfs snapshot has them; an import is not told them)
    sampling_us=4000, up_threshold=80, kworker_preempt=True, tunables=False,
    # other
    waking_events=True, bg_period_us=[2000, 6000], fork_us=[15, 40],
    # idle CPUs woken by a timer now and then (cpu_idle exit, enter): None never
    idle_timer_us=None,
    # how long the idle task runs before its CPU enters a C-state (the idle
    # governor's decision; long: a wakeup finds it polling, in no state)
    cstate_entry_us=1,
    # more timer-driven tasks: (pid, comm, cpu, burst_us, period_us) each
    extra_tasks=(),
)

HB = dict(workload='hackbench', gain=0.95, util0=[0.9, 1.0])
SHORT_PP = dict(burst_us=[20, 80], tail_us=[3, 10], duration_us=150000)
LONG_PP = dict(path='workqueue', burst_us=[3000, 8000], slice_us=10000, duration_us=1000000)
MED_HB = dict(workload='hackbench', groups=2, group_size=2, p_block=0.5, p_wake=0.5, rate_limit_us=50,
              duration_us=150000)

SCENARIOS = {
    # baselines: workload x governor path
    'tbench-fast': ('tbench-like ping-pong, amd-pstate fast_switch', {}, []),
    'tbench-kthread': ('tbench-like ping-pong, schedutil kthread slow path',
                       dict(path='kthread'), ['slow-path']),
    'tbench-workqueue': ('tbench-like ping-pong, acpi-cpufreq ondemand (kworker)',
                         dict(path='workqueue'), []),
    'hackbench-fast': ('hackbench-like many groups, amd-pstate fast_switch',
                       dict(HB), []),
    'hackbench-kthread': ('hackbench-like many groups, schedutil kthread slow path',
                          dict(HB, path='kthread'), ['slow-path']),
    'hackbench-workqueue': ('hackbench-like many groups, acpi-cpufreq ondemand (kworker)',
                            dict(HB, path='workqueue'), []),
    # trace variants
    'tbench-kthread-nokwork': ('slow path traced without the sched_kthread_work events '
                               '(governor delay from the sugov waking)',
                               dict(path='kthread', kwork_events=False), ['slow-path']),
    'tbench-fast-nowaking': ('fast_switch traced without sched_waking (latency from sched_wakeup)',
                             dict(waking_events=False), []),
    # the other drivers and governors
    'tbench-fast-acpi': ('tbench-like ping-pong, acpi-cpufreq schedutil (fast_switch, cpu_frequency)',
                         dict(driver='acpi-cpufreq'), []),
    'tbench-performance': ('tbench-like ping-pong, amd-pstate performance (no requests)',
                           dict(path='performance'), []),
    'hackbench-performance-acpi': ('hackbench-like many groups, acpi-cpufreq performance',
                                   dict(HB, path='performance', driver='acpi-cpufreq'), []),
    # mechanisms and their controls
    'slow-path': ('sugov kthread woken on busy CPUs, preempting runnable workload tasks',
                  dict(MED_HB, path='kthread', gain=1.3, jitter=4, duration_us=100000), ['slow-path']),
    'slow-path-control': ('as slow-path with fast_switch',
                          dict(MED_HB, gain=1.3, jitter=4, duration_us=100000), []),
    'governor-delay': ('ondemand kworker waits for the running task (long bursts, long slice): '
                       'long queue->write delays, requests applied after the burst ended',
                       dict(LONG_PP, kworker_preempt=False), ['governor-delay']),
    'governor-delay-control': ('as governor-delay with the kworker preempting at once',
                               dict(LONG_PP), []),
    'pcc-write': ('slow path whose CPPC write sleeps in D, serialised across CPUs',
                  dict(HB, path='kthread', rate_limit_us=1000, pcc_write_us=[60, 200]),
                  ['slow-path', 'pcc-write']),
    'pcc-write-control': ('as pcc-write with a fast write',
                          dict(HB, path='kthread', rate_limit_us=1000),
                          ['slow-path']),
    'pcc-write-kworker': ('amd-pstate ondemand: the kworker\'s CPPC write sleeps in D, '
                          'serialised across CPUs',
                          dict(MED_HB, path='workqueue', driver='amd-pstate', pcc_write_us=[60, 200]),
                          ['pcc-write']),
    'pcc-write-kworker-control': ('as pcc-write-kworker with a fast write',
                                  dict(MED_HB, path='workqueue', driver='amd-pstate'), []),
    'rate-limit': ('bursts shorter than rate_limit_us get no update',
                   dict(SHORT_PP, rate_limit_us=2000), ['rate-limit']),
    'rate-limit-control': ('as rate-limit with rate_limit_us=50',
                           dict(SHORT_PP, rate_limit_us=50), []),
    'rate-limit-ondemand': ('amd-pstate/ondemand: bursts shorter than sampling_rate get no update '
                            '(the tunables recorded)',
                            dict(SHORT_PP, path='workqueue', driver='amd-pstate', tunables=True),
                            ['rate-limit']),
    'rate-limit-ondemand-control': ('as rate-limit-ondemand with sampling_rate=100',
                                    dict(SHORT_PP, path='workqueue', driver='amd-pstate',
                                         tunables=True, sampling_us=100), []),
    'low-request': ('busy CPUs request below nominal_perf',
                    dict(MED_HB, gain=0.7), ['low-request']),
    'low-request-control': ('as low-request with the normal governor gain', dict(MED_HB), []),
    'delivered-lag': ('hardware delivers 60% of the request',
                      dict(deliv_factor=0.6), ['delivered-lag']),
    'delivered-lag-control': ('as delivered-lag delivering the request', {}, []),
    'invariance': ('saturated CPUs request 75% of capacity (utilisation capped at 0.78)',
                   dict(HB, util_cap=0.78), ['invariance']),
    'invariance-control': ('as invariance without the cap', dict(HB), []),
    'remote-wakeup': ('remote enqueues: the update for the wakee CPU is refused',
                      dict(wake_mode='remote', burst_us=[300, 900], rate_limit_us=100),
                      ['remote-wakeup']),
    'remote-wakeup-control': ('as remote-wakeup with wakeups queued to the target CPU',
                              dict(burst_us=[300, 900], rate_limit_us=100), []),
    'efficiency-floor': ('light load: requests at lowest_nonlinear_perf',
                         dict(think_us=[1500, 4000]), ['efficiency-floor']),
    'efficiency-floor-control': ('as efficiency-floor with a high governor gain',
                                 dict(think_us=[1500, 4000], gain=5.0), []),
    # rates per CPU over the CPUs that ran the workload
    'slow-path-wide': ('slow path on 256 CPUs, 4 of them running the workload: sugov\'s '
                       'rate per busy CPU is 64 times the average over all CPUs',
                       dict(path='kthread', nr_cpus=256, rate_limit_us=1000, burst_us=[1500, 3000],
                            idle_timer_us=[5000, 60000],
                            # a workload task running too little to make its CPU busy,
                            # a task not of the workload keeping its CPU busy
                            extra_tasks=((1300, 'tbench', 200, [30, 60], [1000, 2000]),
                                         (900, 'stress', 100, [2000, 4000], [4000, 8000]))),
                       ['slow-path']),
}


# amd-pstate in active mode (synth.py --active NAME): the driver
# amd-pstate-epp under its powersave policy, no governor and no per-update
# requests; each CPU's policy over time as amd_pstate_epp_perf logs it,
# [(share of the run's duration, epp, max_perf), ...], CPU N having the
# policy of CPU N % 4.  The sysfs snapshot (the cpu table) has each CPU's
# policy at the start: its EPP string, scaling_max_freq.
EPP_NAMES = {0: 'performance', 128: 'balance_performance', 191: 'balance_power', 255: 'power'}
ACTIVE = {
    # EPP power on two CPUs (one logged again unchanged, as a policy update
    # that sets the same does), max_perf below highest_perf on one, a change
    # toward power half way through on the last
    'limited': ([(0, 255, HIGHEST)], [(0, 255, HIGHEST), (0.3, 255, HIGHEST)], [(0, 128, 120)],
                [(0, 0, HIGHEST), (0.5, 255, HIGHEST)]),
    # the control: EPP performance, max_perf = highest_perf on every CPU
    'control': ([(0, 0, HIGHEST)],) * 4,
}


def scenario_params(name, active=None):
    desc, over, _ = SCENARIOS[name]
    p = dict(BASE)
    p.update(over)
    p['active'] = active
    if active:
        # no governor: the hardware picks the performance within the policy
        p['path'] = 'performance'
    return p


def active_policy(p, cpu):
    return ACTIVE[p['active']][cpu % len(ACTIVE[p['active']])]


def driver_of(p):
    """the cpufreq driver: acpi-cpufreq or amd-pstate (passive)"""
    if p.get('active'):
        return 'amd-pstate-epp'
    if p.get('driver'):
        return p['driver']
    return 'acpi-cpufreq' if p['path'] == 'workqueue' else 'amd-pstate'


def governor_of(p):
    """the governor of a path: ondemand's kworker, schedutil's fast_switch or
    kthread, performance (no governor work)"""
    if p.get('active'):
        return 'powersave'
    return {'workqueue': 'ondemand', 'performance': 'performance'}.get(p['path'], 'schedutil')


def cpu_attrs(p):
    drv, gov = driver_of(p), governor_of(p)
    return dict(highest_perf=HIGHEST, nominal_perf=NOMINAL, lowest_nonlinear_perf=LNL,
                lowest_perf=LOWEST, nominal_freq_mhz=NOMINAL_MHZ,
                max_khz=ACPI_TABLE[0] if drv == 'acpi-cpufreq' else HIGHEST * KHZ_PER_PERF,
                rate_limit_us=p['rate_limit_us'] if gov == 'schedutil' else None,
                driver=drv, governor=gov)


def run_meta(p):
    """The meta rows of the run the trace is of, beside what import writes:
    ondemand's tunables as record's snapshot has them (global, by name)."""
    if p.get('active'):
        return {'amd_pstate_status': 'active'}
    if not p['tunables'] or governor_of(p) != 'ondemand':
        return {}
    t = dict(ignore_nice_load=0, io_is_busy=0, powersave_bias=0, sampling_down_factor=1,
             sampling_rate=p['sampling_us'], up_threshold=p['up_threshold'])
    return {'governor_tunables': ', '.join('ondemand/%s=%s' % kv for kv in sorted(t.items()))}


def cpu_rows(p):
    """The cpu columns record's sysfs snapshot has that an import is not
    told (runmeta.py writes them): in active mode each CPU's policy at the
    start, its EPP string and limits."""
    if not p.get('active'):
        return {}
    rows = {}
    for c in range(p['nr_cpus']):
        _, epp, maxp = active_policy(p, c)[0]
        rows[str(c)] = {'energy_performance_preference': EPP_NAMES[epp],
                        'scaling_max_khz': maxp * KHZ_PER_PERF,
                        'scaling_min_khz': LNL * KHZ_PER_PERF}
    return rows


def comm_regex(p):
    return '^tbench(_srv)?$' if p['workload'] == 'tbench' else '^hackbench$'


# ---- simulation objects
class Task:
    __slots__ = ('pid', 'comm', 'prio', 'kind', 'home', 'state', 'col', 'phase', 'left',
                 'pending', 'group', 'role', 'peer', 'peers', 'sleep_state', 'children', 'val')

    def __init__(self, pid, comm, prio, kind, home):
        self.pid, self.comm, self.prio, self.kind, self.home = pid, comm, prio, kind, home
        self.state = SLEEP
        self.col = '%16s-%-7d ' % ('<idle>' if pid == 0 else comm, pid)
        self.phase = None
        self.left = 1
        self.pending = False
        self.group = self.role = self.peer = self.peers = None
        self.sleep_state = 'S'
        self.children = None
        self.val = None


class Group:
    __slots__ = ('awake',)

    def __init__(self):
        self.awake = 0


class Cpu:
    __slots__ = ('id', 'col', 'curr', 'idle', 'rq', 'dl', 'in_c', 'gen', 'step_t',
                 'tsc', 'mperf', 'aperf', 'acc_t', 'deliv', 'pt', 'pm', 'pa',
                 'util', 'util_t', 'last_upd', 'req', 'next_freq', 'wip',
                 'sugov', 'sugov_busy', 'kwork_pending', 'kwork_ptr', 'kworker_ptr',
                 'kworker', 'dbs_ptr', 'cur_freq', 'last_sample', 'od_m', 'od_t',
                 'epp_last')

    def __init__(self, i):
        self.id = i
        self.col = '[%03d] ' % i
        self.rq = deque()
        self.dl = None
        self.epp_last = None
        self.in_c = False
        self.gen = 0
        self.step_t = 0


class Sim:
    def __init__(self, p, seed, out, max_events=None):
        self.p = p
        self.rng = random.Random(seed)
        self.rand = self.rng.random
        self.out = out
        self.max_events = max_events
        self.q = []
        self.seq = 0
        self.wbuf = []
        self.nev = 0
        rng = self.rng
        self.t0 = (1000 + rng.randint(0, 4000)) * 1000000 + rng.randint(0, 999999)
        self.now = self.t0
        self.t_end = None if max_events else self.t0 + p['duration_us']
        self.ts_str = None      # the current time as printed, made on first use
        self.path = p['path']
        self.acpi = driver_of(p) == 'acpi-cpufreq'
        self.R = p['rate_limit_us']
        self.tau = p['util_tau_us']
        self.pcc_free = 0
        self.ncpu = p['nr_cpus']
        self.cpus = [Cpu(i) for i in range(self.ncpu)]
        self.build()

    # -- plumbing
    def at(self, t, fn, *a):
        self.seq += 1
        heapq.heappush(self.q, (t, self.seq, fn, a))

    def emit(self, c, flags, name, payload):
        """Log an event on CPU @c by the task running there, at the current time.

        Events of one microsecond stay in the order they happened: the kernel
        merges the per-CPU buffers on nanosecond timestamps, in which that order
        is the real one, and prints microseconds."""
        assert not c.in_c or name == 'cpu_idle', (name, c.id)
        ts = self.ts_str
        if ts is None:
            ts = self.ts_str = '%5d.%06d' % divmod(self.now, 1000000)
        self.wbuf.append('%s%s%s %s: %s: %s\n' % (c.curr.col, c.col, flags, ts, name, payload))

    def flush(self):
        self.nev += len(self.wbuf)
        self.out.write(''.join(self.wbuf))
        self.wbuf = []

    def run(self):
        q = self.q
        pop = heapq.heappop
        while q:
            t, _s, fn, a = pop(q)
            if t != self.now:
                assert t > self.now
                if len(self.wbuf) >= 4096:
                    self.flush()
                if (self.t_end is not None and t >= self.t_end) or \
                        (self.max_events is not None and self.nev + len(self.wbuf) >= self.max_events):
                    break
                self.now = t
                self.ts_str = None
            fn(*a)
        self.flush()
        return self.nev

    def draw(self, rng_pair):
        """uniform integer in [lo, hi]"""
        lo = rng_pair[0]
        return lo + int(self.rand() * (rng_pair[1] - lo + 1))

    # -- construction
    def build(self):
        p, rng = self.p, self.rng
        self.tasks = []
        for c in self.cpus:
            c.idle = Task(0, 'swapper/%d' % c.id, 120, IDLE, c.id)
            c.idle.state = RUNNING
            c.curr = c.idle
            c.in_c = True
            # counters: cumulative values, and the previous sample taken before tracing
            c.tsc = rng.randint(10 ** 12, 10 ** 13)
            c.mperf = c.tsc // 2 + rng.randint(0, 10 ** 9)
            c.aperf = c.mperf + rng.randint(0, 10 ** 9)
            pre = rng.randint(500, 5000)
            c.pt = c.tsc - pre * TSC_PER_US
            c.pm = c.mperf - pre * TSC_PER_US // 2
            c.pa = c.aperf - pre * TSC_PER_US // 2
            c.acc_t = self.now
            c.util = rng.uniform(*p['util0'])
            c.util_t = self.now
            c.last_upd = None
            c.req = rng.randint(LNL, HIGHEST)
            c.deliv = self.delivered(c.req)
            c.next_freq = None
            c.wip = False
            c.sugov = Task(400 + c.id, 'sugov:%d' % c.id, -1, SUGOV, c.id)
            c.sugov_busy = False
            c.kwork_pending = False
            # %p prints a 32-bit hash of the pointer in 16 hex digits
            c.kwork_ptr = '%016x' % rng.getrandbits(32)
            c.kworker_ptr = '%016x' % rng.getrandbits(32)
            c.kworker = Task(50 + 7 * c.id, 'kworker/%d:1' % c.id, 120, KWORKER, c.id)
            c.kworker.sleep_state = 'I'
            c.dbs_ptr = '%016x' % rng.getrandbits(32)
            c.cur_freq = ACPI_TABLE[rng.randint(0, 2)]
            if self.acpi and self.path == 'fast_switch':
                # schedutil: the CPUs idle before the run sit at the lowest P-state
                c.cur_freq = ACPI_TABLE[-1]
            if self.path == 'performance':
                # the governor set the policy's maximum when it started
                c.req = HIGHEST
                c.cur_freq = ACPI_TABLE[0] if self.acpi else HIGHEST * KHZ_PER_PERF
            if self.acpi:
                c.deliv = self.acpi_deliv(c.cur_freq)
            else:
                c.cur_freq = c.req * KHZ_PER_PERF
                c.deliv = self.delivered(c.req)
            c.last_sample = None
            c.od_m, c.od_t = c.mperf, c.tsc
            if self.path == 'workqueue' and not self.acpi:
                # ondemand sampled before the trace began: its last sample
                # was up to a sampling period earlier, its load since then
                # the CPU's utilisation (amd-pstate, which writes at every
                # sample; on acpi-cpufreq the first sample is at the start,
                # as the scenarios and fixtures made of them have it)
                back = rng.randint(0, p['sampling_us'] - 1)
                c.last_sample = self.now - back
                c.od_t = c.tsc - back * TSC_PER_US
                c.od_m = c.mperf - int(c.util * back * TSC_PER_US)
            self.at(self.now + 1000 + 997 * c.id, self.tick, c)
        if p.get('active'):
            for c in self.cpus:
                for k, (at, epp, maxp) in enumerate(active_policy(p, c.id)):
                    if k == 0:
                        self.emit_epp(c, epp, maxp)
                    else:
                        self.at(self.now + int(at * p['duration_us']), self.emit_epp, c, epp,
                                maxp)
        # background task, timer-driven, on CPU 0
        bg = Task(15, 'rcu_preempt', 120, BG, 0)
        bg.sleep_state = 'I'
        bg.phase = 'burst'
        self.at(self.now + self.draw(p['bg_period_us']), self.timer_wake, bg)
        for pid, comm, cpu, burst, period in p['extra_tasks']:
            t = Task(pid, comm, 120, BG, cpu)
            t.phase = 'burst'
            t.val = (burst, period)
            t.left = self.draw(burst)
            self.at(self.now + self.draw(period), self.timer_wake, t)
        if p['idle_timer_us']:
            for c in self.cpus:
                self.at(self.now + self.draw(p['idle_timer_us']), self.idle_timer, c)
        # workload
        if p['workload'] == 'tbench':
            cl_parent = self.start_parent(Task(1200, 'tbench', 120, PARENT, 0))
            srv_parent = self.start_parent(Task(1100, 'tbench_srv', 120, PARENT, 1 % self.ncpu))
            for i in range(p['pairs']):
                if p['placement'] == 'split':
                    hc, hs = (2 * i) % self.ncpu, (2 * i + 1) % self.ncpu
                else:
                    hc = hs = i % self.ncpu
                cl = Task(1201 + i, 'tbench', 120, WORK, hc)
                sv = Task(1101 + i, 'tbench_srv', 120, WORK, hs)
                cl.role, sv.role = 'c', 's'
                cl.peer, sv.peer = sv, cl
                cl.phase, cl.left = 'burst', self.draw(p['burst_us'])
                sv.phase, sv.left = 'tail', self.draw(p['tail_us'])
                cl.state = sv.state = WAKING
                cl_parent.children.append(cl)
                srv_parent.children.append(sv)
        else:
            parent = self.start_parent(Task(1200, 'hackbench', 120, PARENT, 0))
            pid = 1201
            k = 0
            for g in range(p['groups']):
                grp = Group()
                snd, rcv = [], []
                for r in range(2 * p['group_size']):
                    t = Task(pid, 'hackbench', 120, WORK, k % self.ncpu)
                    pid += 1
                    k += 1
                    t.group = grp
                    t.state = WAKING
                    t.role = 's' if r < p['group_size'] else 'r'
                    t.phase, t.left = 'burst', self.draw(p['hb_burst_us'])
                    (snd if t.role == 's' else rcv).append(t)
                    parent.children.append(t)
                for t in snd:
                    t.peers = rcv
                for t in rcv:
                    t.peers = snd

    def start_parent(self, t):
        """@t runs on its CPU at the start and forks its children (not started yet:
        a wakeup sent to them before their fork only marks them pending)."""
        c = self.cpus[t.home]
        c.curr.state = RUNNABLE
        c.curr = t
        c.in_c = False
        t.state = RUNNING
        t.children = []
        t.phase = 'fork'
        self.run_for(c, t, self.draw(self.p['fork_us']))
        return t

    # -- hardware and governor models
    def delivered(self, perf):
        return max(LOWEST, min(HIGHEST, int(round(perf * self.p['deliv_factor']))))

    @staticmethod
    def acpi_deliv(freq):
        return HIGHEST if freq == ACPI_TABLE[0] else freq // KHZ_PER_PERF

    def accrue(self, c):
        dt = self.now - c.acc_t
        if dt:
            c.tsc += dt * TSC_PER_US
            if not c.in_c:
                c.mperf += dt * TSC_PER_US
                c.aperf += dt * APERF_PER_PERF_US * c.deliv
            c.acc_t = self.now

    def update_util(self, c):
        dt = self.now - c.util_t
        if dt:
            tgt = 0.0 if c.curr.kind == IDLE else 1.0
            c.util = tgt + (c.util - tgt) * math.exp(-dt / self.tau)
            c.util_t = self.now

    def compute_perf(self, c):
        self.update_util(c)
        p = self.p
        u = min(c.util, p['util_cap'])
        perf = int(math.ceil(p['gain'] * u * HIGHEST))
        if p['jitter']:
            perf += self.rng.randint(-p['jitter'], p['jitter'])
        return max(LNL, min(HIGHEST, perf))

    def emit_amd(self, c, perf, fast, flags):
        """amd_pstate_perf for a request of @perf; False when the sample is refused."""
        self.accrue(c)
        dm = c.mperf - c.pm
        if dm <= 0 or c.tsc == c.pt:
            return False
        da = c.aperf - c.pa
        dt = c.tsc - c.pt
        assert 0 < dm <= dt
        self.emit(c, flags, 'amd_pstate_perf',
                  'amd_min_perf=%d amd_des_perf=%d amd_max_perf=%d freq=%d mperf=%d aperf=%d '
                  'tsc=%d cpu_id=%d fast_switch=%s' % (
                      LNL, perf, HIGHEST, da * CPU_KHZ // dm, dm, da, dt, c.id,
                      'true' if fast else 'false'))
        c.pt, c.pm, c.pa = c.tsc, c.mperf, c.aperf
        return True

    def emit_epp(self, c, epp, maxp):
        """amd_pstate_epp_perf: the policy of @c set (at its start, or by a
        write to sysfs), logged by whatever runs there (C-states aside: the
        write is not from the idle CPU's C-state, but the line is the same)"""
        ts = self.ts_str
        if ts is None:
            ts = self.ts_str = '%5d.%06d' % divmod(self.now, 1000000)
        # the kernel's print (6.15 on): "cpu%u: [%hhu<->%hhu]/%hhu, epp=%hhu,
        # boost=%u, changed=%u", changed against the request written last
        last = c.epp_last
        c.epp_last = (epp, maxp)
        self.wbuf.append('%s%s%s %s: %s: %s\n' % (
            c.curr.col, c.col, 'd..1.', ts, 'amd_pstate_epp_perf',
            'cpu%d: [%d<->%d]/%d, epp=%d, boost=1, changed=%d' % (
                c.id, LNL, maxp, HIGHEST, epp, int(last != (epp, maxp)))))

    def set_deliv(self, c, deliv):
        self.accrue(c)
        c.deliv = deliv

    def gov_attempt(self, c, irq):
        """cpufreq_update_util() on @c, from its own CPU (scheduler or irq context)."""
        path = self.path
        now = self.now
        if path == 'performance':
            return                      # no governor callback
        if path == 'workqueue':
            if c.wip or (c.last_sample is not None and now - c.last_sample < self.p['sampling_us']):
                return
            c.last_sample = now
            c.wip = True
            self.at(now + 1, self.dbs_irq, c)
            return
        if c.last_upd is not None and now - c.last_upd < self.R:
            return
        perf = self.compute_perf(c)
        if path == 'fast_switch' and self.acpi:
            # sugov_update_single_freq: the frequency resolved to the table (the
            # lowest P-state at or above it), written by fast switch only when it
            # changes (and only then does the rate limit start again)
            want = perf * KHZ_PER_PERF
            f = min([x for x in ACPI_TABLE if x >= want] or [ACPI_TABLE[0]])
            if f == c.cur_freq:
                return
            self.emit(c, 'd.h3.' if irq else 'd..3.', 'cpu_frequency',
                      'state=%d cpu_id=%d' % (f, c.id))
            c.last_upd = now
            c.cur_freq = f
            c.req = f // KHZ_PER_PERF
            self.set_deliv(c, self.acpi_deliv(f))
            return
        assert not self.acpi, 'the sugov kthread on acpi-cpufreq (it fast switches)'
        if path == 'fast_switch':
            if not self.emit_amd(c, perf, True, 'd.h3.' if irq else 'd..3.'):
                return
            c.last_upd = now
            c.req = perf
            self.set_deliv(c, self.delivered(perf))
        else:
            freq = perf * KHZ_PER_PERF
            if freq == c.next_freq:
                return
            c.next_freq = freq
            c.last_upd = now
            if not c.wip:
                c.wip = True
                self.at(now + 1, self.kthread_irq, c)

    # -- cstates
    def enter_cstate(self, c, gen):
        if c.gen != gen or c.curr.kind != IDLE or c.in_c or c.rq or c.dl is not None:
            return
        self.accrue(c)
        self.emit(c, 'd..1.', 'cpu_idle', 'state=%d cpu_id=%d' % (self.rng.choice((1, 2, 2)), c.id))
        c.in_c = True

    def exit_cstate(self, c):
        if c.in_c:
            self.accrue(c)
            c.in_c = False
            self.emit(c, 'd..1.', 'cpu_idle', 'state=%d cpu_id=%d' % (STATE_EXIT, c.id))

    def irq_done(self, c):
        """After irq work on @c: an idle CPU with nothing to run goes back to its cstate."""
        if c.curr.kind == IDLE and not c.in_c and not c.rq and c.dl is None:
            self.at(self.now + 1, self.enter_cstate, c, c.gen)

    # -- scheduling
    def run_for(self, c, t, d):
        c.step_t = self.now + d
        self.at(c.step_t, self.step_end, c, c.gen)

    def pick(self, c):
        if c.dl is not None:
            t = c.dl
            c.dl = None
            return t
        if c.rq:
            return c.rq.popleft()
        return c.idle

    def do_switch(self, c, prev_state):
        prev = c.curr
        nxt = self.pick(c)
        assert nxt is not prev and not c.in_c
        self.update_util(c)
        self.emit(c, 'd..2.', 'sched_switch',
                  'prev_comm=%s prev_pid=%d prev_prio=%d prev_state=%s ==> '
                  'next_comm=%s next_pid=%d next_prio=%d' % (
                      prev.comm, prev.pid, prev.prio, prev_state, nxt.comm, nxt.pid, nxt.prio))
        c.gen += 1
        c.curr = nxt
        nxt.state = RUNNING
        if nxt.kind == IDLE:
            self.at(self.now + self.p['cstate_entry_us'], self.enter_cstate, c, c.gen)
        else:
            self.run_for(c, nxt, nxt.left)
            if nxt.kind == WORK:
                self.at(self.now + self.p['slice_us'], self.slice_check, c, c.gen)

    def resched(self, c):
        if c.curr.kind == IDLE and (c.rq or c.dl is not None):
            self.exit_cstate(c)
            self.do_switch(c, 'R')

    def preempt(self, c, to_tail=False, front=None):
        cur = c.curr
        cur.state = RUNNABLE
        cur.left = max(0, c.step_t - self.now)
        if to_tail:
            c.rq.append(cur)
        else:
            c.rq.appendleft(cur)
        if front is not None:
            c.rq.remove(front)
            c.rq.appendleft(front)
        self.do_switch(c, 'R+')

    def slice_check(self, c, gen):
        if c.gen != gen:
            return
        if c.rq:
            self.preempt(c, to_tail=True)
        else:
            self.at(self.now + self.p['slice_us'], self.slice_check, c, c.gen)

    def dl_preempt(self, c, gen):
        if c.gen != gen or c.dl is None:
            return
        if c.curr.kind == IDLE:
            self.resched(c)
        else:
            self.preempt(c)

    def cfs_preempt(self, c, gen, t):
        if c.gen != gen or t.state != RUNNABLE or t not in c.rq or \
                c.curr.kind not in (WORK, BG, PARENT):
            return
        self.preempt(c, front=t)

    def block(self, c):
        t = c.curr
        t.state = SLEEP
        if t.group is not None:
            t.group.awake -= 1
        if t.kind == WORK:
            self.gov_attempt(c, False)
        self.do_switch(c, t.sleep_state)

    def enqueue(self, c, t, local, irq):
        """activate @t on @c; @local: the enqueue runs on @c itself."""
        assert t.state in (SLEEP, WAKING) and t is not c.curr
        t.state = RUNNABLE
        now = self.now
        if t.kind == SUGOV:
            c.dl = t
            if c.curr.kind == IDLE:
                self.at(now + 1, self.resched, c)
            else:
                self.at(now + 1, self.dl_preempt, c, c.gen)
            return
        if t.kind == KWORKER and self.p['kworker_preempt']:
            c.rq.appendleft(t)
            if c.curr.kind in (WORK, BG, PARENT):
                self.at(now + 1, self.cfs_preempt, c, c.gen, t)
        else:
            c.rq.append(t)
        if local and t.kind in (WORK, BG):
            self.gov_attempt(c, irq)
        if c.curr.kind == IDLE:
            if local:
                self.at(now + 1, self.resched, c)
            else:
                self.at(now + self.draw(self.p['ipi_us']), self.ipi_resched, c)
        elif t.kind in (WORK, BG) and c.curr.kind == WORK and \
                self.rng.random() < self.p['p_wake_preempt']:
            self.at(now + (1 if local else self.draw(self.p['ipi_us'])), self.cfs_preempt, c, c.gen, t)

    def ipi_resched(self, c):
        self.exit_cstate(c)
        if c.curr.kind == IDLE and (c.rq or c.dl is not None):
            self.do_switch(c, 'R')
        else:
            self.irq_done(c)

    def wake(self, wc, t, irq):
        """try_to_wake_up(@t) running on CPU @wc."""
        st = t.state
        if st == RUNNING:
            if t.phase == 'tail':       # set to sleep, not yet switched out
                self.emit_waking(wc, t, irq)
                self.emit(wc, 'd.h4.' if irq else 'd..4.', 'sched_wakeup', self.wk_payload(t))
            t.pending = True
            return
        if st != SLEEP:
            t.pending = True
            return
        if t.group is not None:
            t.group.awake += 1
        self.emit_waking(wc, t, irq)
        b = self.cpus[t.home]
        if b is wc:
            self.emit(wc, 'd.h4.' if irq else 'd..4.', 'sched_wakeup', self.wk_payload(t))
            self.enqueue(b, t, True, irq)
        elif self.p['wake_mode'] == 'ipi':
            t.state = WAKING
            self.at(self.now + self.draw(self.p['ipi_us']), self.ipi_wake, b, t)
        else:
            self.emit(wc, 'd.h4.' if irq else 'd..4.', 'sched_wakeup', self.wk_payload(t))
            self.enqueue(b, t, False, irq)

    @staticmethod
    def wk_payload(t):
        return 'comm=%s pid=%d prio=%d target_cpu=%03d' % (t.comm, t.pid, t.prio, t.home)

    def emit_waking(self, c, t, irq):
        if self.p['waking_events'] or t.kind != WORK:
            self.emit(c, 'd.h3.' if irq else 'd..3.', 'sched_waking', self.wk_payload(t))

    def ipi_wake(self, c, t):
        self.exit_cstate(c)
        self.emit(c, 'dNh4.', 'sched_wakeup', self.wk_payload(t))
        self.enqueue(c, t, True, True)

    def timer_wake(self, t):
        c = self.cpus[t.home]
        self.exit_cstate(c)
        self.wake(c, t, True)
        self.irq_done(c)

    def idle_timer(self, c):
        """A timer on @c: an idle CPU leaves its cstate and goes back."""
        self.exit_cstate(c)
        self.irq_done(c)
        self.at(self.now + self.draw(self.p['idle_timer_us']), self.idle_timer, c)

    def tick(self, c):
        if c.curr.kind != IDLE:
            self.gov_attempt(c, True)
        self.at(self.now + self.p['tick_us'], self.tick, c)

    # -- governor work
    def kthread_irq(self, c):
        """sugov_irq_work: kthread_queue_work + wake the sugov kthread."""
        self.exit_cstate(c)
        if self.p['kwork_events']:
            self.emit(c, 'd.h1.', 'sched_kthread_work_queue_work',
                      'work struct=%s function=sugov_work worker=%s' % (c.kwork_ptr, c.kworker_ptr))
        if c.sugov_busy:
            c.kwork_pending = True
        else:
            c.sugov_busy = True
            s = c.sugov
            s.phase, s.left = 'start', 1
            self.wake(c, s, True)
        self.irq_done(c)

    def dbs_irq(self, c):
        """dbs_irq_work: schedule_work_on(cpu) of dbs_work_handler, wake kworker/N:1."""
        self.exit_cstate(c)
        self.emit(c, 'd.h1.', 'workqueue_queue_work',
                  'work struct=%s function=dbs_work_handler workqueue=events req_cpu=%d cpu=%d'
                  % (c.dbs_ptr, c.id, c.id))
        self.emit(c, 'd.h1.', 'workqueue_activate_work',
                  'work struct %s function=dbs_work_handler ' % c.dbs_ptr)
        k = c.kworker
        assert k.state == SLEEP
        k.phase, k.left = 'start', 1
        self.wake(c, k, True)
        self.irq_done(c)

    def mailbox_wait(self, c, t):
        """@t writes through the PCC mailbox: it sleeps in D until the write,
        serialised across CPUs (one mailbox), is done; then it goes on."""
        done = max(self.now, self.pcc_free) + self.draw(self.p['pcc_write_us'])
        self.pcc_free = done
        t.left = 1
        t.sleep_state = 'D'
        self.at(done, self.pcc_complete, t)
        self.do_switch_block(c, t)

    def pcc_complete(self, t):
        c = self.cpus[t.home]
        self.exit_cstate(c)
        self.wake(c, t, True)
        self.irq_done(c)

    def sugov_step(self, c, t):
        ph = t.phase
        kw = self.p['kwork_events']
        if ph == 'start':
            if kw:
                self.emit(c, '.....', 'sched_kthread_work_execute_start',
                          'work struct %s: function sugov_work' % c.kwork_ptr)
            c.wip = False
            t.val = c.next_freq           # the frequency this work applies
            t.phase = 'perf'
            self.run_for(c, t, 1)
        elif ph == 'perf':
            perf = t.val // KHZ_PER_PERF
            ok = self.emit_amd(c, perf, False, '.....')
            assert ok
            c.req = perf
            if self.p['pcc_write_us']:
                t.phase = 'freq'
                self.mailbox_wait(c, t)
            else:
                self.set_deliv(c, self.delivered(perf))
                t.phase = 'freq'
                self.run_for(c, t, 1)
        elif ph == 'freq':
            if self.p['pcc_write_us']:
                self.set_deliv(c, self.delivered(c.req))
            self.emit(c, '.....', 'cpu_frequency', 'state=%d cpu_id=%d' % (t.val, c.id))
            t.phase = 'end'
            self.run_for(c, t, 1)
        elif ph == 'end':
            if kw:
                self.emit(c, '.....', 'sched_kthread_work_execute_end',
                          'work struct %s: function sugov_work' % c.kwork_ptr)
            if c.kwork_pending:
                c.kwork_pending = False
                t.phase = 'start'
                self.run_for(c, t, 1)
            else:
                c.sugov_busy = False
                t.phase = 'start'
                t.sleep_state = 'S'
                self.do_switch_block(c, t)

    def do_switch_block(self, c, t):
        t.state = SLEEP
        self.do_switch(c, t.sleep_state)

    def kworker_step(self, c, t):
        ph = t.phase
        if ph == 'start':
            self.emit(c, '.....', 'workqueue_execute_start',
                      'work struct %s: function dbs_work_handler' % c.dbs_ptr)
            t.phase = 'eval'
            self.run_for(c, t, 1)
        elif ph == 'eval':
            self.accrue(c)
            dt = c.tsc - c.od_t
            load = 100 * (c.mperf - c.od_m) // dt if dt else 0
            c.od_m, c.od_t = c.mperf, c.tsc
            if self.acpi:
                if load > self.p['up_threshold']:
                    f = ACPI_TABLE[0]
                else:
                    want = ACPI_TABLE[-1] + load * (ACPI_TABLE[0] - ACPI_TABLE[-1]) // 100
                    f = min(ACPI_TABLE, key=lambda x: (abs(x - want), x))
                write = f != c.cur_freq
            else:
                # amd-pstate: policy min..max is lowest_nonlinear..highest perf;
                # the driver asks to be called even at the same frequency
                # (CPUFREQ_NEED_UPDATE_LIMITS), except that ondemand's raise to
                # the maximum skips a policy already there
                lo, hi = LNL * KHZ_PER_PERF, HIGHEST * KHZ_PER_PERF
                if load > self.p['up_threshold']:
                    f = hi
                    write = f != c.cur_freq
                else:
                    f = lo + load * (hi - lo) // 100
                    write = True
            if write:
                c.cur_freq = f
                t.phase = 'write' if self.acpi else 'perf'
                self.run_for(c, t, self.rng.randint(1, 2))
            else:
                t.phase = 'end'
                self.run_for(c, t, 1)
        elif ph == 'perf':
            # amd_pstate_update: the trace, then the CPPC write (cppc_set_perf)
            perf = max(LNL, min(HIGHEST, -(-c.cur_freq // KHZ_PER_PERF)))
            ok = self.emit_amd(c, perf, False, '.....')
            assert ok
            c.req = perf
            t.phase = 'write'
            if self.p['pcc_write_us']:
                self.mailbox_wait(c, t)
            else:
                self.set_deliv(c, self.delivered(perf))
                self.run_for(c, t, 1)
        elif ph == 'write':
            if self.acpi:
                self.emit(c, '.....', 'cpu_frequency', 'state=%d cpu_id=%d' % (c.cur_freq, c.id))
                c.req = c.cur_freq // KHZ_PER_PERF
                self.set_deliv(c, self.acpi_deliv(c.cur_freq))
            else:
                if self.p['pcc_write_us']:
                    self.set_deliv(c, self.delivered(c.req))
                self.emit(c, '.....', 'cpu_frequency',
                          'state=%d cpu_id=%d' % (c.req * KHZ_PER_PERF, c.id))
            t.phase = 'end'
            self.run_for(c, t, 1)
        elif ph == 'end':
            self.emit(c, '.....', 'workqueue_execute_end',
                      'work struct %s: function dbs_work_handler' % c.dbs_ptr)
            c.wip = False
            t.phase = 'start'
            t.sleep_state = 'I'
            self.do_switch_block(c, t)

    # -- workload programs
    def step_end(self, c, gen):
        if c.gen != gen:
            return
        t = c.curr
        k = t.kind
        if k == WORK:
            if t.group is not None:
                self.hb_step(c, t)
            else:
                self.pp_step(c, t)
        elif k == SUGOV:
            self.sugov_step(c, t)
        elif k == KWORKER:
            self.kworker_step(c, t)
        elif k == BG:
            burst, period = t.val or ((4, 12), self.p['bg_period_us'])
            t.left = self.rng.randint(*burst) if t.val is None else self.draw(burst)
            self.block(c)
            self.at(self.now + self.draw(period), self.timer_wake, t)
        elif k == PARENT:
            self.parent_step(c, t)

    def parent_step(self, c, t):
        if not t.children:
            self.block(c)
            return
        ch = t.children.pop(0)
        assert ch.state == WAKING
        self.emit(c, '.....', 'sched_process_fork',
                  'comm=%s pid=%d child_comm=%s child_pid=%d' % (t.comm, t.pid, ch.comm, ch.pid))
        self.emit(c, 'd..3.', 'sched_wakeup_new', self.wk_payload(ch))
        if ch.group is not None:
            ch.group.awake += 1
        b = self.cpus[ch.home]
        self.enqueue(b, ch, b is c, False)
        self.run_for(c, t, self.draw(self.p['fork_us']))

    def pp_step(self, c, t):
        p = self.p
        ph = t.phase
        if ph == 'burst':
            self.wake(c, t.peer, False)
            t.phase = 'tail'
            self.run_for(c, t, self.draw(p['tail_us']))
        elif ph == 'tail':
            t.phase = 'resp' if (t.role == 'c' and p['think_us']) else 'burst'
            t.left = self.burst()
            if t.pending:
                t.pending = False
                self.run_for(c, t, t.left)
            else:
                self.block(c)
        elif ph == 'resp':
            t.phase = 'burst'
            t.left = self.burst()
            self.block(c)
            self.at(self.now + self.draw(p['think_us']), self.timer_wake, t)

    def burst(self):
        if self.rand() < self.p['short_burst_p']:
            return 1 + int(self.rand() * 4)
        return self.draw(self.p['burst_us'])

    def hb_step(self, c, t):
        p = self.p
        rand = self.rand
        if rand() < p['p_wake']:
            peers = t.peers
            self.wake(c, peers[int(rand() * len(peers))], False)
        t.left = self.draw(p['hb_burst_us'])
        if t.pending:
            t.pending = False
            self.run_for(c, t, t.left)
        elif t.group.awake > 1 and rand() < p['p_block']:
            self.block(c)
        else:
            self.run_for(c, t, t.left)


def generate(name, seed, outdir, max_events=None, with_truth=True, verify=True, cpus=None,
             active=None):
    p = scenario_params(name, active)
    if cpus:
        p['nr_cpus'] = cpus
    os.makedirs(outdir, exist_ok=True)
    trace = os.path.join(outdir, 'trace.txt')
    body = os.path.join(outdir, '.trace.body')
    with open(body, 'w', buffering=1 << 20) as f:
        sim = Sim(p, seed, f, max_events)
        n = sim.run()
    with open(trace, 'w', buffering=1 << 20) as f:
        f.write(HEADER.format(n=n, p=p['nr_cpus']))
        with open(body, 'r') as b:
            shutil.copyfileobj(b, f, 1 << 20)
    os.unlink(body)
    if not with_truth:
        return n, None
    attrs = cpu_attrs(p)
    regex = comm_regex(p)
    meta = run_meta(p)
    t = truth.compute(trace, attrs, regex, meta)
    desc, _, injected = SCENARIOS[name]
    expected = sorted(set(injected) | {'mode'})
    absent = [i for i in truth.FINDING_IDS if i not in expected]
    got = sorted(f['id'] for f in t['findings'])
    out = {
        'scenario': name, 'description': desc, 'seed': seed,
        'params': dict(p, max_events=max_events),
        'cpu_attrs': attrs, 'meta': meta, 'cpu_rows': cpu_rows(p),
        'workload_comm_regex': regex,
        'import_args': [x for k, v in attrs.items() if v is not None
                        for x in ('--cpu-attr', '%s=%s' % (k, v))],
        'findings_expected': expected, 'findings_absent': absent,
    }
    out.update(t)
    with open(os.path.join(outdir, 'truth.json'), 'w') as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write('\n')
    if verify and got != expected:
        sys.stderr.write('synth: %s seed %d: the findings criteria give %s, injected %s\n'
                         % (name, seed, got, expected))
        return n, False
    return n, True


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--list', action='store_true', help='list the scenarios')
    ap.add_argument('--scenario')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--events', type=int, help='run until about N events instead of the '
                    'scenario duration')
    ap.add_argument('--cpus', type=int, help='simulate N CPUs instead of the scenario\'s '
                    '(the workload stays on the CPUs it has)')
    ap.add_argument('--active', choices=sorted(ACTIVE),
                    help='amd-pstate in active mode (amd-pstate-epp, powersave): the '
                    'policies of ACTIVE, logged by amd_pstate_epp_perf')
    ap.add_argument('--no-truth', action='store_true', help='write only trace.txt')
    ap.add_argument('--no-verify', action='store_true',
                    help='do not fail when the findings computed differ from those injected')
    ap.add_argument('-o', '--output', help='output directory')
    a = ap.parse_args()
    if a.list:
        for n, (d, _o, inj) in SCENARIOS.items():
            print('%-26s %s [%s]' % (n, d, ', '.join(inj) or '-'))
        return 0
    if not a.scenario or not a.output:
        ap.error('--scenario and -o are required (or --list)')
    if a.scenario not in SCENARIOS:
        ap.error('unknown scenario %r (see --list)' % a.scenario)
    if a.cpus is not None and not 1 <= a.cpus <= 999:
        ap.error('--cpus: 1 to 999 CPUs')
    n, ok = generate(a.scenario, a.seed, a.output, a.events, not a.no_truth, not a.no_verify,
                     a.cpus, a.active)
    if ok is False:
        return 3
    return 0


if __name__ == '__main__':
    sys.exit(main())
