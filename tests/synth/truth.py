#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""truth - the reference implementation of the analysis definitions.

Reads an ftrace text trace (the kernel's `trace` file format) and computes,
by brute force, what the analyzer must report: the definitions of DESIGN.md
section 3 and the finding criteria of tests/synth/README.md.  It knows
nothing about how a trace was made, so it serves as an oracle for the
synthetic traces of synth.py and for any other text trace:

    truth.py TRACE --attrs cpu_attrs.json --comm REGEX [--meta KEY=VALUE] [-o OUT.json]
    truth.py --counters DB

The second computes the counter windows of a database's counter_sample
rows (msr/aperf, mperf, tsc) the analyzer must report (its JSON's
perf.counter_sample), from the rows and the request events of the
database alone.

cpu_attrs.json holds highest_perf, nominal_perf, lowest_nonlinear_perf,
lowest_perf, nominal_freq_mhz, max_khz, rate_limit_us (null when unknown),
driver, governor.  --meta gives the run's meta rows the definitions read
(governor_tunables: ondemand's sampling_rate); a truth.json given as
--attrs gives its own (its meta).  Times are microseconds (the text
trace's resolution).
Comms containing spaces are not supported.
"""
import argparse
import bisect
import json
import operator
import re
import sys

STATE_EXIT = 4294967295
FINDING_IDS = ('slow-path', 'governor-delay', 'pcc-write', 'rate-limit',
               'low-request', 'delivered-lag', 'invariance', 'remote-wakeup',
               'efficiency-floor', 'policy-limit', 'mode')
TITLES = {
    'slow-path': 'Frequency updates go through the sugov kthread (slow path)',
    'governor-delay': 'Frequency requests reach the hardware late',
    'pcc-write': 'The CPPC mailbox write is slow inside the governor work',
    'rate-limit': 'Short bursts get no new frequency because of the rate limit',
    'low-request': 'Busy CPUs request less than nominal performance',
    'delivered-lag': 'Delivered performance trails the request',
    'invariance': 'Saturated CPUs request less than their capacity',
    'remote-wakeup': 'Remotely woken tasks run at the old frequency',
    'efficiency-floor': 'Requests sit at or below lowest_nonlinear_perf',
    'policy-limit': 'The policy (EPP, max_perf) holds busy CPUs below what they could deliver',
    'mode': 'Driver, governor and update path in effect',
}
BANDS = ('lt_25', '25_50', '50_75', 'ge_75')

# The findings' criteria: id -> metric -> (operator, threshold), as
# tests/synth/README.md ("Findings: evidence and criteria") states them.
# tests/integration/findings_criteria.sh holds them to the analyzer's own
# (analyzer/findings/*.c); what they are applied to is computed here.
CRITERIA = {
    'slow-path': {'sugov_switch_ins_per_s_per_busy_cpu': ('>=', 10)},
    'governor-delay': {'delay_count': ('>=', 20), 'delay_p90_us': ('>=', 500),
                       'items_with_workload_running': ('>=', 5), 'late_share': ('>=', 0.3)},
    'pcc-write': {'write_count': ('>=', 10), 'write_p50_us': ('>=', 100),
                  'd_sleep_share': ('>=', 0.2)},
    'rate-limit': {'short_bursts': ('>=', 50), 'short_bursts_no_update_share': ('>=', 0.5),
                   'at_limit_share': ('>=', 0.3),
                   # an interval at the limit, a burst shorter than it
                   'interval_past_limit': ('<', 0.1), 'burst_over_rate_limit': ('<', 1)},
    'low-request': {'busy_window_share': ('>=', 0.1), 'below_nominal_share': ('>=', 0.5),
                    # a busy CPU, a busy window, a low request, a boosted window
                    'busy_fraction': ('>', 0.5), 'window_busy': ('>', 0.5),
                    'target_over_nominal': ('<', 1), 'aperf_over_mperf': ('>', 1.05)},
    'delivered-lag': {'delivered_over_requested': ('<', 0.9),
                      'window_delivered_over_requested': ('<', 0.9)},
    'invariance': {'cpus': ('>=', 1), 'busy_fraction': ('>=', 0.95),
                   'target_over_capacity': ('<', 0.8)},
    'remote-wakeup': {'remote_update_delay_count': ('>=', 50),
                      'remote_update_delay_p50_us': ('>=', 200),
                      'local_update_delay_count': ('<', 50), 'remote_over_local_p50': ('>=', 4)},
    'efficiency-floor': {'requests': ('>=', 20), 'floor_request_share': ('>=', 0.5),
                         'request_over_floor': ('<=', 1)},
    # a busy window (window_busy, low-request's) under a limiting policy
    'policy-limit': {'busy_limited_share': ('>=', 0.25), 'limited_delivered_ratio': ('<=', 0.9),
                     'epp': ('>=', 129), 'max_perf_share': ('<', 0.97)},
    'mode': {},
}
OPS = {'<': operator.lt, '<=': operator.le, '>=': operator.ge, '>': operator.gt}


def meets(fid, metric, v):
    """v meets the criterion (None never does)."""
    op, t = CRITERIA[fid][metric]
    return v is not None and OPS[op](v, t)


def meets_scaled(fid, metric, num, den):
    """num / den meets the criterion, judged as num against threshold x den."""
    op, t = CRITERIA[fid][metric]
    return OPS[op](num, t * den)

LINE_RE = re.compile(r'^ *(.+)-(\d+) +\[(\d+)\] (\S+) +(\d+)\.(\d{6}): ([a-z0-9_]+): (.*)$')
SUGOV_RE = re.compile(r'^sugov:\d+$')


def pct(values):
    """count/p50/p90/p99/max, nearest-rank (p-th = ceil(p/100*n)-th smallest)."""
    n = len(values)
    if n == 0:
        return None
    v = sorted(values)

    def rank(p):
        return v[(p * n + 99) // 100 - 1]
    return {'count': n, 'p50': rank(50), 'p90': rank(90), 'p99': rank(99), 'max': v[-1]}


def ratio(num, den):
    return None if not den else num / den


def rnd(x):
    return None if x is None else round(x, 9)


def band(r):
    if r is None:
        return 'none'
    if r < 0.25:
        return 'lt_25'
    if r < 0.5:
        return '25_50'
    if r < 0.75:
        return '50_75'
    return 'ge_75'


def kv(payload):
    d = {}
    for tok in payload.split():
        k, sep, v = tok.partition('=')
        if sep:
            d[k] = v
    return d


def work_fields(payload):
    """work pointer and function of the workqueue / kthread-work forms."""
    # "work struct=PTR function=F ..." | "work struct PTR: function F" | "work struct PTR function=F "
    rest = payload[len('work struct'):]
    if rest.startswith('='):
        d = kv(payload)
        return d.get('struct'), d.get('function'), d
    toks = rest.split()
    ptr = toks[0].rstrip(':')
    func = None
    if len(toks) >= 3 and toks[1] == 'function':
        func = toks[2]
    elif len(toks) >= 2 and toks[1].startswith('function='):
        func = toks[1][len('function='):]
    return ptr, func, {}


class Item:
    __slots__ = ('kind', 'tq', 'qcpu', 'qpid', 'qwl', 'start', 'pid', 'first_amd',
                 'first_freq', 'dsleep', 'late', 'done', 'end')

    def __init__(self, kind, tq, qcpu, qpid, qwl):
        self.kind, self.tq, self.qcpu, self.qpid, self.qwl = kind, tq, qcpu, qpid, qwl
        self.start = self.pid = self.first_amd = self.first_freq = self.end = None
        self.dsleep = self.late = self.done = False

    def first_write(self):
        w = [t for t in (self.first_amd, self.first_freq) if t is not None]
        return min(w) if w else None


def tunable(tunables, gov, name):
    """FILE @name of governor @gov in a governor_tunables meta value ("GOV/FILE=V,
    ..." global, "policyN/GOV/FILE=V, ..." per policy): the global value, else
    the lowest policy's; a positive integer, None when there is none."""
    glob, pol = None, {}
    for ent in (tunables or '').split(','):
        key, sep, val = ent.strip().partition('=')
        if not sep or not val.isdigit() or int(val) <= 0:
            continue
        parts = key.split('/')
        if len(parts) == 2 and parts == [gov, name]:
            glob = int(val)
        elif len(parts) == 3 and parts[1:] == [gov, name] and \
                re.match(r'^policy\d+$', parts[0]):
            pol[int(parts[0][6:])] = int(val)
    if glob is not None:
        return glob
    return pol[min(pol)] if pol else None


def compute(path, attrs, comm_regex, meta=None):
    H = attrs['highest_perf']
    N = attrs['nominal_perf']
    LNL = attrs['lowest_nonlinear_perf']
    # the one scale: CPPC highest_perf as a frequency, else max_khz
    nf = attrs.get('nominal_freq_mhz')
    ceiling = H * nf * 1000 / N if H and N and nf else attrs['max_khz']
    lnl_khz = LNL * attrs['nominal_freq_mhz'] * 1000 // N
    # the rate limit: ondemand's (conservative's) sampling_rate, from meta
    # governor_tunables; schedutil's rate_limit_us (the cpu attribute)
    gov = attrs.get('governor')
    if gov in ('ondemand', 'conservative'):
        R = tunable((meta or {}).get('governor_tunables'), gov, 'sampling_rate')
        limit_name, limit_key = 'sampling_rate', 'sampling_rate_us'
    else:
        R = attrs.get('rate_limit_us')
        limit_name = limit_key = 'rate_limit_us'

    def floor_req(level, floor):
        return meets_scaled('efficiency-floor', 'request_over_floor', level, floor)
    wl_re = re.compile(comm_regex)
    wl_cache = {}

    def is_wl(comm):
        r = wl_cache.get(comm)
        if r is None:
            r = wl_cache[comm] = bool(wl_re.search(comm))
        return r

    counts = {}
    first_ts = last_ts = None
    cpus = set()
    nlines = 0

    # latency (two trackers: from sched_waking, and from sched_wakeup)
    running = {}          # pid -> cpu
    open_wk = {}          # pid -> [tw, waking_cpu, target, wakeup_cpu]
    open_wu = {}          # pid -> [tw, cpu, target, cpu]
    samp_wk = []          # (lat, ts_in, cpu_in, waking_cpu, target, wakeup_cpu, tw)
    samp_wu = []
    self_wakings = 0
    ignored_open = 0
    untraced = {'wk': 0, 'wu': 0}

    # frequency events
    amd = {}              # cpu_id -> list of (ts, target, capacity, mperf, aperf, tsc)
    amd_class = {}
    freq = {}             # cpu_id -> list of (ts, state)
    freq_class = {}
    idle_tr = {}          # cpu_id -> list of (ts, in_c0_after)

    # governor work
    pending = {}          # work ptr -> Item
    exec_by = {}          # pid -> (Item, func)
    items = []
    watch = {}            # (cpu, pid) -> [Item]
    have_queue = False
    sugov_wake = {}       # pid -> tw (fallback delay)
    fallback_delays = []

    # sugov stats
    sugov_in = {}         # pid -> (cpu, ts)
    sugov_ins = {}        # cpu -> count
    sugov_preempt = 0
    sugov_time = 0
    sugov_cpu_time = {}   # cpu -> time on it
    header_cpus = 0       # "#P:N" of the header

    # who runs on each CPU since when (the first switch on it starts it), and
    # the time workload tasks ran there: the busy CPUs
    on_cpu = {}           # cpu -> (pid, comm, since)
    wl_time = {}          # cpu -> us

    # idle states (cpu_idle, by cpu_id): the state a CPU is in since when,
    # time and entries per state ('state%d', 'other' from 10 up), the time of
    # CPUs idle from the start in a state not said (their first event an
    # exit, no sched_switch before it)
    cs_in = {}            # cpu -> (key, since)
    cs_seen = set()
    cs_ns = {}
    cs_entries = {}
    cs_unknown = [0]

    def cs_at(c):
        """What CPU @c is doing now, as a wakeup's target."""
        if c in cs_in:
            return cs_in[c][0]
        o = on_cpu.get(c)
        if o is not None and o[0] > 0:
            return 'running'
        return 'no_state' if o is not None or c in cs_seen else 'unknown'

    # busy periods per cpu (rate-limit)
    idle_since = {}
    busy = {}             # cpu -> [prev_idle, start, has_wl]
    periods = []          # (cpu, prev_idle, start, end, has_wl)

    def classify(pid, comm, fast):
        ex = exec_by.get(pid)
        if ex is not None:
            return 'kthread' if ex[1] == 'sugov_work' else 'workqueue'
        if SUGOV_RE.match(comm):
            return 'kthread'
        if comm.startswith('kworker/'):
            return 'workqueue'
        if fast is None or fast == 'true':
            return 'fast_switch'
        return 'unknown'

    with open(path, 'r') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                hp = re.search(r'#P:(\d+)', line)
                if hp:
                    header_cpus = int(hp.group(1))
                continue
            m = LINE_RE.match(line.rstrip('\n'))
            if not m:
                raise ValueError('unparsable line: %r' % line)
            nlines += 1
            comm, pid, cpu, _flags, sec, usec, name, pl = m.groups()
            pid = int(pid)
            cpu = int(cpu)
            ts = int(sec) * 1000000 + int(usec)
            if first_ts is None:
                first_ts = ts
            last_ts = ts
            cpus.add(cpu)
            counts[name] = counts.get(name, 0) + 1

            if name == 'sched_switch':
                d = kv(pl)
                prev, nxt = int(d['prev_pid']), int(d['next_pid'])
                pcomm, ncomm, pstate = d['prev_comm'], d['next_comm'], d['prev_state']
                running.pop(prev, None)
                running[nxt] = cpu
                o = on_cpu.get(cpu)
                if o is not None and o[0] > 0 and is_wl(o[1]):
                    wl_time[cpu] = wl_time.get(cpu, 0) + ts - o[2]
                on_cpu[cpu] = (nxt, ncomm, ts)
                # switched out with a latency open: no traced switch-in, no end
                if prev > 0:
                    for opn, key in ((open_wk, 'wk'), (open_wu, 'wu')):
                        if opn.pop(prev, None) is not None:
                            untraced[key] += 1
                for opn, samp in ((open_wk, samp_wk), (open_wu, samp_wu)):
                    o = opn.pop(nxt, None)
                    if o is not None:
                        samp.append((ts - o[0], ts, cpu, o[1], o[2], o[3], o[0], o[4]))
                # governor work: D sleep inside a work, late detection
                ex = exec_by.get(prev)
                if ex is not None and pstate.startswith('D'):
                    ex[0].dsleep = True
                if not pstate.startswith('R'):
                    lst = watch.pop((cpu, prev), None)
                    if lst:
                        for it in lst:
                            if it.first_write() is None:
                                it.late = True
                # sugov
                if prev in sugov_in and sugov_in[prev][0] == cpu:
                    dt = ts - sugov_in.pop(prev)[1]
                    sugov_time += dt
                    sugov_cpu_time[cpu] = sugov_cpu_time.get(cpu, 0) + dt
                if SUGOV_RE.match(ncomm):
                    sugov_ins[cpu] = sugov_ins.get(cpu, 0) + 1
                    sugov_in[nxt] = (cpu, ts)
                    if pstate.startswith('R') and is_wl(pcomm):
                        sugov_preempt += 1
                # busy periods
                if nxt == 0:
                    b = busy.pop(cpu, None)
                    if b is not None and b[0] is not None:
                        periods.append((cpu, b[0], b[1], ts, b[2]))
                    idle_since[cpu] = ts
                elif prev == 0:
                    busy[cpu] = [idle_since.get(cpu), ts, is_wl(ncomm)]
                else:
                    b = busy.get(cpu)
                    if b is not None and is_wl(ncomm):
                        b[2] = True

            elif name == 'sched_waking' or name == 'sched_wakeup':
                d = kv(pl)
                p = int(d['pid'])
                target = int(d['target_cpu'])
                wcomm = d['comm']
                if name == 'sched_waking':
                    if SUGOV_RE.match(wcomm) and p not in sugov_wake:
                        sugov_wake[p] = ts
                    opn = open_wk
                else:
                    o = open_wk.get(p)
                    if o is not None and o[3] is None:
                        o[3] = cpu
                    opn = open_wu
                if is_wl(wcomm):
                    if p in running:
                        if name == 'sched_waking':
                            self_wakings += 1
                    elif p in opn:
                        if name == 'sched_waking':
                            ignored_open += 1
                    else:
                        opn[p] = [ts, cpu, target, cpu if name == 'sched_wakeup' else None,
                                  cs_at(target)]

            elif name == 'amd_pstate_perf':
                d = kv(pl)
                c = int(d['cpu_id'])
                amd.setdefault(c, []).append((ts, int(d['amd_des_perf']), int(d['amd_max_perf']),
                                              int(d['mperf']), int(d['aperf']), int(d['tsc'])))
                cl = classify(pid, comm, d['fast_switch'])
                amd_class[cl] = amd_class.get(cl, 0) + 1
                ex = exec_by.get(pid)
                if ex is not None and ex[0].first_amd is None:
                    ex[0].first_amd = ts
                w = sugov_wake.pop(pid, None)
                if w is not None:
                    fallback_delays.append(ts - w)

            elif name == 'cpu_frequency':
                d = kv(pl)
                c = int(d['cpu_id'])
                freq.setdefault(c, []).append((ts, int(d['state'])))
                cl = classify(pid, comm, None)
                freq_class[cl] = freq_class.get(cl, 0) + 1
                ex = exec_by.get(pid)
                if ex is not None and ex[0].first_freq is None:
                    ex[0].first_freq = ts
                w = sugov_wake.pop(pid, None)
                if w is not None:
                    fallback_delays.append(ts - w)

            elif name == 'cpu_idle':
                d = kv(pl)
                c = int(d['cpu_id'])
                st = int(d['state'])
                idle_tr.setdefault(c, []).append((ts, st == STATE_EXIT))
                if st in (STATE_EXIT, -1):
                    o = cs_in.pop(c, None)
                    if o is not None:
                        cs_ns[o[0]] = cs_ns.get(o[0], 0) + ts - o[1]
                    elif c not in cs_seen and c not in on_cpu:
                        cs_unknown[0] += ts - first_ts
                elif c not in cs_in:
                    k = 'state%d' % st if 0 <= st < 10 else 'other'
                    cs_in[c] = (k, ts)
                    cs_entries[k] = cs_entries.get(k, 0) + 1
                cs_seen.add(c)

            elif name in ('sched_kthread_work_queue_work', 'workqueue_queue_work'):
                ptr, func, _ = work_fields(pl)
                if func in ('sugov_work', 'dbs_work_handler'):
                    have_queue = True
                    it = Item(func, ts, cpu, pid, is_wl(comm))
                    pending[ptr] = it
                    if it.qwl:
                        watch.setdefault((cpu, pid), []).append(it)

            elif name in ('sched_kthread_work_execute_start', 'workqueue_execute_start'):
                ptr, func, _ = work_fields(pl)
                if func in ('sugov_work', 'dbs_work_handler'):
                    it = pending.pop(ptr, None)
                    if it is None:
                        it = Item(func, None, cpu, None, False)
                    it.start, it.pid = ts, pid
                    exec_by[pid] = (it, func)

            elif name in ('sched_kthread_work_execute_end', 'workqueue_execute_end'):
                ex = exec_by.pop(pid, None)
                if ex is not None:
                    ex[0].done = True
                    ex[0].end = ts
                    items.append(ex[0])

    if first_ts is None:
        raise ValueError('no events in %s' % path)
    for p, (c, t) in sugov_in.items():
        sugov_time += last_ts - t
        sugov_cpu_time[c] = sugov_cpu_time.get(c, 0) + last_ts - t
    for c, (p, comm, t) in on_cpu.items():
        if p > 0 and is_wl(comm):
            wl_time[c] = wl_time.get(c, 0) + last_ts - t
    for c, (k, t) in cs_in.items():
        cs_ns[k] = cs_ns.get(k, 0) + last_ts - t
    duration_us = last_ts - first_ts
    duration_s = duration_us / 1e6
    nr_cpus = max(max(cpus) + 1, header_cpus)
    # the busy CPUs: workload tasks ran there 10% of the span or more
    busy_cpus = sorted(c for c, t in wl_time.items() if duration_us and t >= 0.1 * duration_us)

    # ---- which events are the "updates"
    if amd:
        upd_src = 'amd_pstate_perf'
        upd = {c: [e[0] for e in l] for c, l in amd.items()}
        upd_req = {c: [e[1] / H for e in l] for c, l in amd.items()}
        classes = amd_class
    elif freq:
        upd_src = 'cpu_frequency'
        upd = {c: [e[0] for e in l] for c, l in freq.items()}
        upd_req = {c: [e[1] / ceiling for e in l] for c, l in freq.items()}
        classes = freq_class
    else:
        upd_src = 'pstate_sample' if counts.get('pstate_sample') else None
        upd, upd_req, classes = {}, {}, {}
    nupd = sum(len(v) for v in upd.values()) if upd_src != 'pstate_sample' else counts['pstate_sample']

    order = ('fast_switch', 'kthread', 'workqueue')
    if classes:
        best = max(order, key=lambda k: (classes.get(k, 0), -order.index(k)))
        path_ = best if classes.get(best, 0) > 0 else 'unknown'
    else:
        path_ = 'unknown'

    # ---- governor delay
    if have_queue:
        # to the end of the write: the item's execute_end when the trace has
        # execute_end events of its kind, else its first write
        ends = {'sugov_work': counts.get('sched_kthread_work_execute_end', 0) > 0,
                'dbs_work_handler': counts.get('workqueue_execute_end', 0) > 0}
        delays = [(it.end if ends[it.kind] else it.first_write()) - it.tq for it in items
                  if it.tq is not None and it.first_write() is not None]
        # items still executing at the end with a write count when they end at it
        for it, _f in exec_by.values():
            if it.tq is not None and it.first_write() is not None and not ends[it.kind]:
                delays.append(it.first_write() - it.tq)
        delay_src = 'queue_work'
    elif path_ == 'kthread':
        delays = fallback_delays
        delay_src = 'sugov_waking'
    else:
        delays = []
        delay_src = None
    delay_stats = pct(delays) if path_ in ('kthread', 'workqueue') else None

    # ---- perf windows (amd) or C0-time integration (cpu_frequency)
    per_cpu = {}
    tot_w = tot_req = tot_del = 0.0
    req_below_nominal_w = 0.0
    floor_w = 0.0
    boost_w = 0.0
    busy_windows_w = 0.0
    lowreq_w = 0.0
    win_below = 0.0
    deliv_by_cpu_windows = {}
    if amd:
        for c in sorted(amd):
            ev = amd[c]
            w_sum = r_sum = d_sum = t_sum = cap_sum = 0.0
            c_busy_w = c_low_w = c_boost_w = c_floor_w = 0.0
            wins = 0
            for k in range(1, len(ev)):
                prev, cur = ev[k - 1], ev[k]
                w = cur[3]
                req = prev[1] / H
                dl = N * cur[4] / cur[3] / H
                w_sum += w
                r_sum += w * req
                d_sum += w * dl
                t_sum += cur[5]
                cap_sum += w * prev[1] / prev[2]
                wins += 1
                if floor_req(prev[1], LNL):
                    c_floor_w += w
                if meets_scaled('delivered-lag', 'window_delivered_over_requested', dl, req):
                    win_below += w
                if meets_scaled('low-request', 'window_busy', cur[3], cur[5]):
                    c_busy_w += w
                    if meets_scaled('low-request', 'target_over_nominal', prev[1], N):
                        c_low_w += w
                    if meets_scaled('low-request', 'aperf_over_mperf', cur[4], cur[3]):
                        c_boost_w += w
            busyf = ratio(w_sum, t_sum)
            per_cpu[c] = {
                'updates': len(ev), 'windows': wins,
                'requested_ratio': rnd(ratio(r_sum, w_sum)),
                'delivered_ratio': rnd(ratio(d_sum, w_sum)),
                'delivered_over_requested': rnd(ratio(d_sum, r_sum)),
                'busy_fraction': rnd(busyf),
                'target_over_capacity': rnd(ratio(cap_sum, w_sum)),
            }
            tot_w += w_sum
            tot_req += r_sum
            tot_del += d_sum
            floor_w += c_floor_w
            if meets('low-request', 'busy_fraction', busyf):
                busy_windows_w += c_busy_w
                lowreq_w += c_low_w
                boost_w += c_boost_w
        requested_ratio = ratio(tot_req, tot_w)
        delivered_ratio = ratio(tot_del, tot_w)
    elif freq:
        # request in force weighted by C0 time (outside cpu_idle enter..exit)
        for c in sorted(freq):
            ev = freq[c]
            tr = idle_tr.get(c, [])
            # C0 state at the first request: from the last idle transition before it,
            # else the opposite of the first transition after it, else C0.
            t0 = ev[0][0]
            i = bisect.bisect_right([t for t, _ in tr], t0)
            if i > 0:
                c0 = tr[i - 1][1]
            elif tr:
                c0 = not tr[0][1]
            else:
                c0 = True
            marks = [(t, 0, v) for t, v in tr[i:]] + [(t, 1, s) for t, s in ev]
            marks.sort(key=lambda x: x[0])
            cur_req = None
            t_prev = t0
            w_sum = r_sum = c_floor_w = 0.0
            for t, kind, v in marks:
                if c0 and cur_req is not None:
                    w_sum += t - t_prev
                    r_sum += (t - t_prev) * cur_req / ceiling
                    if floor_req(cur_req, lnl_khz):
                        c_floor_w += t - t_prev
                t_prev = t
                if kind == 0:
                    c0 = v
                else:
                    cur_req = v
            if c0 and cur_req is not None:
                w_sum += last_ts - t_prev
                r_sum += (last_ts - t_prev) * cur_req / ceiling
                if floor_req(cur_req, lnl_khz):
                    c_floor_w += last_ts - t_prev
            per_cpu[c] = {'updates': len(ev), 'requested_ratio': rnd(ratio(r_sum, w_sum)),
                          'delivered_ratio': None, 'delivered_over_requested': None,
                          'busy_us': w_sum}
            tot_w += w_sum
            tot_req += r_sum
            floor_w += c_floor_w
        requested_ratio = ratio(tot_req, tot_w)
        delivered_ratio = None
    else:
        requested_ratio = delivered_ratio = None
    d_over_r = None
    if requested_ratio and delivered_ratio is not None:
        d_over_r = delivered_ratio / requested_ratio
    for c in range(nr_cpus):
        pc = per_cpu.setdefault(c, {'updates': 0})
        pc['sugov_switch_ins'] = sugov_ins.get(c, 0)

    # ---- wakeup latency
    have_waking = counts.get('sched_waking', 0) > 0
    samples = samp_wk if have_waking else samp_wu
    lat = pct([s[0] for s in samples])

    def req_at(c, t):
        lst = upd.get(c)
        if not lst:
            return None
        i = bisect.bisect_right(lst, t) - 1
        return upd_req[c][i] if i >= 0 else None

    amd_ts = {c: [e[0] for e in l] for c, l in amd.items()}

    def deliv_at(c, t):
        lst = amd_ts.get(c)
        if not lst:
            return None
        k = bisect.bisect_left(lst, t)
        if k == 0 or k >= len(lst):
            return None
        e = amd[c][k]
        return N * e[4] / e[3] / H

    by_cs = {}
    for smp in samples:
        by_cs.setdefault(smp[7], []).append(smp[0])
    by_req = {b: [] for b in BANDS + ('none',)}
    by_del = {b: [] for b in BANDS + ('none',)}
    rem = {'remote': [], 'local': []}
    n_remote_enq = n_local_enq = n_waking_remote = 0
    for lt, ts_in, c_in, wcpu, target, wucpu, tw, _cs in samples:
        by_req[band(req_at(c_in, ts_in))].append(lt)
        if amd:
            by_del[band(deliv_at(c_in, ts_in))].append(lt)
        if wcpu != target:
            n_waking_remote += 1
        remote = wucpu is not None and wucpu != target
        if remote:
            n_remote_enq += 1
        else:
            n_local_enq += 1
        lst = upd.get(c_in)
        if lst:
            i = bisect.bisect_left(lst, tw)
            if i < len(lst):
                rem['remote' if remote else 'local'].append(max(0, lst[i] - ts_in))

    # ---- evidence for each finding
    ev = {}
    found = {}
    ncpu = nr_cpus
    sw_total = sum(sugov_ins.values())
    nbusy = len(busy_cpus)
    sw_busy = sum(sugov_ins.get(c, 0) for c in busy_cpus)
    per_cpu_rate = rnd(ratio(sw_total, duration_s * ncpu))
    per_busy_rate = rnd(ratio(sw_busy, duration_s * nbusy))
    ev['slow-path'] = {
        'sugov_switch_ins': sw_total,
        'sugov_switch_ins_per_s': rnd(ratio(sw_total, duration_s)),
        'sugov_switch_ins_per_s_per_cpu': per_cpu_rate,
        'busy_cpus': nbusy,
        # judged over the busy CPUs; over all of them when none is busy
        'sugov_switch_ins_per_s_per_busy_cpu': per_busy_rate if nbusy else per_cpu_rate,
        'sugov_on_cpu_share': rnd(ratio(sugov_time, duration_us * ncpu)),
        'sugov_on_cpu_share_busy_cpus': rnd(ratio(sum(sugov_cpu_time.get(c, 0) for c in busy_cpus),
                                                  duration_us * nbusy)),
        'preempt_share': rnd(ratio(sugov_preempt, sw_total)),
    }
    found['slow-path'] = (path_ == 'kthread' and
                          meets('slow-path', 'sugov_switch_ins_per_s_per_busy_cpu',
                                ev['slow-path']['sugov_switch_ins_per_s_per_busy_cpu']))

    wq_items = [it for it in items if it.tq is not None and it.first_write() is not None]
    wl_items = [it for it in wq_items if it.qwl]
    late = sum(1 for it in wl_items if it.late)
    ev['governor-delay'] = {
        'delay_us': delay_stats, 'delay_source': delay_src,
        'items_with_workload_running': len(wl_items),
        'late_items': late,
        'late_share': rnd(ratio(late, len(wl_items))),
    }
    found['governor-delay'] = bool(
        delay_stats and meets('governor-delay', 'delay_count', delay_stats['count']) and
        meets('governor-delay', 'delay_p90_us', delay_stats['p90']) and
        meets('governor-delay', 'items_with_workload_running', len(wl_items)) and
        meets('governor-delay', 'late_share', ev['governor-delay']['late_share']))

    # the governor's work items of either kind: sugov_work on the sugov
    # kthread, dbs_work_handler on a kworker (amd-pstate under ondemand
    # writes through the mailbox there)
    kt = list(items)
    wr = [it.first_freq - it.first_amd for it in kt
          if it.first_amd is not None and it.first_freq is not None and
          it.first_freq >= it.first_amd]
    ws = pct(wr)
    dsl = sum(1 for it in kt if it.dsleep)
    ev['pcc-write'] = {'write_us': ws, 'work_items': len(kt),
                       'd_sleep_share': rnd(ratio(dsl, len(kt)))}
    found['pcc-write'] = bool(ws and meets('pcc-write', 'write_count', ws['count']) and
                              (meets('pcc-write', 'write_p50_us', ws['p50']) or
                               meets('pcc-write', 'd_sleep_share', ev['pcc-write']['d_sleep_share'])))

    if R:
        intervals = []
        for c, lst in upd.items():
            intervals += [b - a for a, b in zip(lst, lst[1:])]
        lim_hi = R + max(int(R * CRITERIA['rate-limit']['interval_past_limit'][1]), 1)
        at_lim = sum(1 for d in intervals if R <= d < lim_hi)
        short = no_upd = 0
        for c, pidle, start, end, has_wl in periods:
            if not has_wl or not meets_scaled('rate-limit', 'burst_over_rate_limit', end - start, R):
                continue
            short += 1
            lst = upd.get(c, [])
            i = bisect.bisect_right(lst, pidle)
            if not (i < len(lst) and lst[i] <= end):
                no_upd += 1
        ev['rate-limit'] = {
            limit_key: R, 'intervals': len(intervals),
            'at_limit_share': rnd(ratio(at_lim, len(intervals))),
            'short_bursts': short, 'short_bursts_no_update_share': rnd(ratio(no_upd, short)),
        }
        found['rate-limit'] = (meets('rate-limit', 'short_bursts', short) and
                               meets('rate-limit', 'short_bursts_no_update_share',
                                     ev['rate-limit']['short_bursts_no_update_share']) and
                               meets('rate-limit', 'at_limit_share', ev['rate-limit']['at_limit_share']))
    else:
        ev['rate-limit'] = None
        found['rate-limit'] = False

    if amd:
        ev['low-request'] = {
            'busy_window_share': rnd(ratio(busy_windows_w, tot_w)),
            'below_nominal_share': rnd(ratio(lowreq_w, busy_windows_w)),
            'boost_residency': rnd(ratio(boost_w, busy_windows_w)),
        }
        found['low-request'] = (meets('low-request', 'busy_window_share',
                                      ev['low-request']['busy_window_share']) and
                                meets('low-request', 'below_nominal_share',
                                      ev['low-request']['below_nominal_share']))
        ev['delivered-lag'] = {
            'delivered_over_requested': rnd(d_over_r),
            'requested_ratio': rnd(requested_ratio), 'delivered_ratio': rnd(delivered_ratio),
            'windows_below_90pct_share': rnd(ratio(win_below, tot_w)),
        }
        found['delivered-lag'] = meets('delivered-lag', 'delivered_over_requested', d_over_r)
        flagged = [c for c in sorted(amd)
                   if meets('invariance', 'busy_fraction', per_cpu[c]['busy_fraction']) and
                   meets('invariance', 'target_over_capacity', per_cpu[c]['target_over_capacity'])]
        ev['invariance'] = {'cpus': flagged, 'per_cpu': {
            str(c): {'busy_fraction': per_cpu[c]['busy_fraction'],
                     'target_over_capacity': per_cpu[c]['target_over_capacity']} for c in sorted(amd)}}
        found['invariance'] = meets('invariance', 'cpus', len(flagged))
    else:
        ev['low-request'] = ev['delivered-lag'] = ev['invariance'] = None
        found['low-request'] = found['delivered-lag'] = found['invariance'] = False

    rp, lp = pct(rem['remote']), pct(rem['local'])
    ev['remote-wakeup'] = {
        'wakeups': len(samples), 'waking_remote': n_waking_remote,
        'remote_enqueue': n_remote_enq, 'local_enqueue': n_local_enq,
        'remote_share': rnd(ratio(n_remote_enq, len(samples))),
        'remote_update_delay_us': rp, 'local_update_delay_us': lp,
    }
    found['remote-wakeup'] = bool(
        rp and meets('remote-wakeup', 'remote_update_delay_count', rp['count']) and
        meets('remote-wakeup', 'remote_update_delay_p50_us', rp['p50']) and
        (not lp or meets('remote-wakeup', 'local_update_delay_count', lp['count']) or
         meets_scaled('remote-wakeup', 'remote_over_local_p50', rp['p50'], lp['p50'])))

    if upd_src in ('amd_pstate_perf', 'cpu_frequency'):
        if amd:
            reqs = [e[1] for l in amd.values() for e in l]
            nfloor = sum(1 for r in reqs if floor_req(r, LNL))
        else:
            reqs = [e[1] for l in freq.values() for e in l]
            nfloor = sum(1 for r in reqs if floor_req(r, lnl_khz))
        ev['efficiency-floor'] = {
            'requests': len(reqs), 'floor_request_share': rnd(ratio(nfloor, len(reqs))),
            'floor_busy_share': rnd(ratio(floor_w, tot_w)),
            'lowest_nonlinear_perf': LNL,
        }
        found['efficiency-floor'] = (meets('efficiency-floor', 'requests', len(reqs)) and
                                     meets('efficiency-floor', 'floor_request_share',
                                           ev['efficiency-floor']['floor_request_share']))
    else:
        ev['efficiency-floor'] = None
        found['efficiency-floor'] = False

    ev['mode'] = {'driver': attrs.get('driver'), 'governor': attrs.get('governor'),
                  'path': path_, 'writes_by_path': dict(sorted(classes.items())),
                  'update_source': upd_src}
    # the policy of active mode is judged on counter_sample windows, which
    # a trace has none of (counter_truth)
    found['policy-limit'] = False
    found['mode'] = True

    findings = [{'id': i, 'title': TITLES[i], 'evidence': ev[i]} for i in FINDING_IDS if found[i]]

    return {
        'schema_version': 1,
        'run': {'source': 'text', 'duration_s': rnd(duration_s), 'nr_cpus': nr_cpus,
                'driver': attrs.get('driver'), 'governor': attrs.get('governor'),
                'events': dict(sorted(counts.items())), 'lost_events': 0},
        'governor': {'path': path_, 'updates': nupd, 'delay_us': delay_stats},
        'perf': {'requested_ratio': rnd(requested_ratio), 'delivered_ratio': rnd(delivered_ratio),
                 'delivered_over_requested': rnd(d_over_r)},
        'latency': {'wakeup_us': lat},
        'energy': None,
        'findings': findings,
        'extra': {
            'first_ts_us': first_ts, 'last_ts_us': last_ts, 'event_lines': nlines,
            'update_source': upd_src,
            'rate_limit': {'name': limit_name, 'us': R},
            'per_cpu': {str(c): per_cpu[c] for c in sorted(per_cpu)},
            'wakeup_us_by_requested_band': {b: pct(v) for b, v in by_req.items()},
            'wakeup_us_by_delivered_band': ({b: pct(v) for b, v in by_del.items()} if amd else None),
            'latency_source': 'sched_waking' if have_waking else 'sched_wakeup',
            'self_wakings': self_wakings, 'wakings_ignored_open': ignored_open,
            'untraced_switch_in': untraced['wk' if have_waking else 'wu'],
            'sugov': {'switch_ins': sw_total, 'per_cpu': {str(c): sugov_ins.get(c, 0) for c in range(nr_cpus)},
                      'preempting_workload': sugov_preempt, 'on_cpu_us': sugov_time,
                      'per_s_per_cpu': per_cpu_rate, 'busy_cpus_switch_ins': sw_busy,
                      'per_s_per_busy_cpu': per_busy_rate},
            'busy_cpus': busy_cpus,
            'idle_states': {k: {'time_us': cs_ns.get(k, 0), 'entries': cs_entries.get(k, 0)}
                            for k in sorted(set(cs_ns) | set(cs_entries))},
            'idle_unknown_state_us': cs_unknown[0],
            'wakeup_us_by_idle_state': {k: pct(v) for k, v in sorted(by_cs.items())},
            'workload_us_per_cpu': {str(c): wl_time[c] for c in sorted(wl_time)},
            'work_items': {'executed': len(items),
                           'with_write': len(wq_items)},
            'evidence': ev,
        },
    }


# the EPP strings of amd-pstate and intel_pstate as the values they write
EPP_VALUES = {'performance': 0, 'balance_performance': 128, 'balance_power': 191, 'power': 255}


def counter_truth(path):
    """The counter_sample windows of database @path, by brute force."""
    import sqlite3
    con = sqlite3.connect(path)
    cpus = {r[0]: r[1:] for r in con.execute(
        'SELECT cpu, highest_perf, nominal_perf, nominal_freq_mhz, base_khz, max_khz FROM cpu')}
    cppc = [hp * nf * 1000 / np_ for hp, np_, nf, bk, mk in cpus.values() if hp and np_ and nf]
    ceiling = max(cppc) if cppc else max((v[4] for v in cpus.values() if v[4]), default=None)

    def base(c):
        hp, np_, nf, bk, mk = cpus.get(c, (None,) * 5)
        return nf * 1000 if nf else bk or mk
    # requests: the first source the run has, as a share of the ceiling
    steps = {}
    if con.execute('SELECT count(*) FROM amd_pstate_perf').fetchone()[0]:
        for ts, c, v in con.execute('SELECT ts, coalesce(cpu_id, cpu), target_perf FROM '
                                    'amd_pstate_perf ORDER BY seq'):
            hp, np_, nf, bk, mk = cpus[c]
            steps.setdefault(c, []).append((ts, v * nf * 1000 / np_ / ceiling))
    else:
        for ts, c, v in con.execute('SELECT ts, coalesce(cpu_id, cpu), state FROM '
                                    'cpu_frequency ORDER BY seq'):
            steps.setdefault(c, []).append((ts, v / ceiling))

    def request(c, t0, t1):
        """The request over [t0, t1], time-weighted over the part it is known."""
        st = steps.get(c, [])
        num = den = 0.0
        for i, (ts, v) in enumerate(st):
            end = st[i + 1][0] if i + 1 < len(st) else t1
            lo, hi = max(ts, t0), min(end, t1)
            if hi > lo:
                num += (hi - lo) * v
                den += hi - lo
        return num / den if den else None
    # the policy (active mode, HWP): amd_pstate_epp_perf over time, else
    # the cpu table's snapshot from the start; shares of the ceiling
    def share(c, perf):
        hp, np_, nf, bk, mk = cpus[c]
        return perf * nf * 1000 / np_ / ceiling
    pol, changes, events, src = {}, 0, 0, None
    for ts, c, epp, lo, hi in con.execute(
            'SELECT ts, coalesce(cpu_id, cpu), epp, min_perf, max_perf FROM '
            'amd_pstate_epp_perf ORDER BY seq'):
        src = 'amd_pstate_epp_perf'
        events += 1
        st = pol.setdefault(c, [])
        if st and st[-1][1:] != (epp, share(c, lo), share(c, hi)):
            changes += 1
        st.append((ts, epp, share(c, lo), share(c, hi)))
    if not pol:
        for c, e, lo, hi in con.execute('SELECT cpu, energy_performance_preference, '
                                        'scaling_min_khz, scaling_max_khz FROM cpu'):
            if e in EPP_VALUES or (e or '').isdigit():
                src = 'cpu'
                pol[c] = [(0, EPP_VALUES.get(e, int(e) if (e or '').isdigit() else None),
                           lo / ceiling if lo else None, hi / ceiling if hi else None)]

    def policy(c, t0, t1):
        """EPP, min and max shares over [t0, t1], time-weighted; the time known"""
        st = pol.get(c, [])
        acc, den = [0.0, 0.0, 0.0], 0.0
        for i, row in enumerate(st):
            end = st[i + 1][0] if i + 1 < len(st) else t1
            lo, hi = max(row[0], t0), min(end, t1)
            if hi > lo and None not in row[1:]:
                for k in range(3):
                    acc[k] += (hi - lo) * row[1 + k]
                den += hi - lo
        return [v / den for v in acc] if den else None, den
    reads = {}
    for ts, c, name, v in con.execute(
            "SELECT ts, cpu, name, value FROM counter_sample WHERE name IN "
            "('msr/aperf', 'msr/mperf', 'msr/tsc') ORDER BY rowid"):
        reads.setdefault(c, []).append((ts, name, v))
    con.close()
    m_sum = t_sum = a_khz = d_w = d_m = r_w = r_m = 0.0
    windows = 0
    p_acc, p_ns = [0.0, 0.0, 0.0], 0.0
    busy_m = lim_m = lim_d = free_m = free_d = 0.0
    for c, rs in reads.items():
        sets, cur = [], {}
        for ts, name, v in rs:
            cur[name] = v
            if len(cur) == 3:
                sets.append((ts, cur['msr/aperf'], cur['msr/mperf'], cur['msr/tsc']))
                cur = {}
        for (t0, a0, m0, s0), (t1, a1, m1, s1) in zip(sets, sets[1:]):
            da, dm, dt = a1 - a0, m1 - m0, s1 - s0
            windows += 1
            m_sum += dm
            t_sum += dt
            a_khz += base(c) * da
            if dm > 0:
                d_w += dm * base(c) * da / dm / ceiling
                d_m += dm
            r = request(c, t0, t1)
            if r is not None:
                r_w += dm * r
                r_m += dm
            pv, known = policy(c, t0, t1)
            if pv is None:
                continue
            for k in range(3):
                p_acc[k] += known * pv[k]
            p_ns += known
            if dt > 0 and dm > 0 and meets('low-request', 'window_busy', dm / dt):
                d = base(c) * da / dm / ceiling
                busy_m += dm
                if meets('policy-limit', 'epp', pv[0]) or \
                        meets('policy-limit', 'max_perf_share', pv[2]):
                    lim_m += dm
                    lim_d += dm * d
                else:
                    free_m += dm
                    free_d += dm * d
    req = r_w / r_m if r_m else None
    dl = d_w / d_m if d_m else None
    pm = [v / p_ns for v in p_acc] if p_ns else [None] * 3
    policy_t = {'source': src, 'events': events, 'changes': changes,
                'epp': pm[0], 'min_perf_share': pm[1], 'max_perf_share': pm[2],
                'max_perf_khz': pm[2] * ceiling if pm[2] is not None else None,
                'busy_limited_share': lim_m / busy_m if busy_m else None,
                'limited_delivered_ratio': lim_d / lim_m if lim_m else None,
                'free_delivered_ratio': free_d / free_m if free_m else None}
    # policy-limit holds: its run criteria on these (only with a policy and busy windows)
    policy_t['finding'] = bool(src and busy_m and
                               meets('policy-limit', 'busy_limited_share',
                                     policy_t['busy_limited_share']) and
                               meets('policy-limit', 'limited_delivered_ratio',
                                     policy_t['limited_delivered_ratio']))
    return {'ceiling_khz': ceiling, 'windows': windows, 'policy': policy_t,
            'busy': t_sum and m_sum / t_sum, 'requested_ratio': req, 'delivered_ratio': dl,
            'bzy_khz': dl * ceiling if dl is not None else None,
            'avg_khz': a_khz / t_sum if t_sum else None,
            'requested_khz': req * ceiling if req is not None else None,
            'delivered_over_requested': dl / req if dl is not None and req else None}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--counters':
        sys.stdout.write(json.dumps(counter_truth(sys.argv[2]), indent=1, sort_keys=True) + '\n')
        return
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('trace')
    ap.add_argument('--attrs', required=True, help='JSON file with the cpu attributes '
                    '(or a truth.json, whose cpu_attrs is used)')
    ap.add_argument('--comm', required=True, help='workload comm regex')
    ap.add_argument('--meta', action='append', default=[], metavar='KEY=VALUE',
                    help='a meta row of the run (governor_tunables); a truth.json\'s '
                    'meta is used too')
    ap.add_argument('-o', '--output')
    a = ap.parse_args()
    with open(a.attrs) as f:
        attrs = json.load(f)
    meta = dict(attrs.get('meta') or {})
    for kv_ in a.meta:
        k, _, v = kv_.partition('=')
        meta[k] = v
    attrs = attrs.get('cpu_attrs', attrs)
    t = compute(a.trace, attrs, a.comm, meta)
    s = json.dumps(t, indent=1, sort_keys=True) + '\n'
    if a.output:
        with open(a.output, 'w') as f:
            f.write(s)
    else:
        sys.stdout.write(s)


if __name__ == '__main__':
    main()
