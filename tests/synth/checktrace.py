#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""checktrace - check an ftrace text trace against the kernel's line formats and
the invariants of a per-CPU timeline.

    checktrace.py TRACE [--formats /sys/kernel/tracing/events] [--cpu-khz N]

Format: the header of the kernel's `trace` file, the context columns exactly as
trace_print_context() lays them out ("%16s-%-7d [%03d] FLAGS %5lu.%06lu: "),
and each payload matching the event's print fmt (the formats below, taken from
a 6.18 kernel; with --formats, those of the running kernel, which must agree).

Timeline: timestamps never go back; on each CPU the task column is the task
running there, each sched_switch switches out that task, a task runs on one
CPU at a time and only after it was woken, preempted or created; cpu_idle
enter/exit alternate and only the idle task enters; nothing but the exit is
logged inside an idle state; amd_pstate_perf and cpu_frequency are for the CPU
that logs them, with freq = aperf * cpu_khz / mperf and 0 < mperf <= tsc;
fast_switch=false writes come from a governor's kthread (sugov:N) or kworker
inside its work item; kthread and
workqueue work items are queued, started and ended in order.

Exit status 0 when the trace passes, 1 with one line per problem (the first 30).
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from truth import kv, work_fields  # noqa: E402

FORMATS = {
    'sched_switch': 'prev_comm=%s prev_pid=%d prev_prio=%d prev_state=%s%s ==> '
                    'next_comm=%s next_pid=%d next_prio=%d',
    'sched_waking': 'comm=%s pid=%d prio=%d target_cpu=%03d',
    'sched_wakeup': 'comm=%s pid=%d prio=%d target_cpu=%03d',
    'sched_wakeup_new': 'comm=%s pid=%d prio=%d target_cpu=%03d',
    'sched_process_fork': 'comm=%s pid=%d child_comm=%s child_pid=%d',
    'sched_migrate_task': 'comm=%s pid=%d prio=%d orig_cpu=%d dest_cpu=%d',
    'sched_kthread_work_queue_work': 'work struct=%p function=%ps worker=%p',
    'sched_kthread_work_execute_start': 'work struct %p: function %ps',
    'sched_kthread_work_execute_end': 'work struct %p: function %ps',
    'cpu_frequency': 'state=%lu cpu_id=%lu',
    'cpu_idle': 'state=%lu cpu_id=%lu',
    'workqueue_queue_work': 'work struct=%p function=%ps workqueue=%s req_cpu=%d cpu=%d',
    'workqueue_activate_work': 'work struct %p function=%ps ',
    'workqueue_execute_start': 'work struct %p: function %ps',
    'workqueue_execute_end': 'work struct %p: function %ps',
    'amd_pstate_perf': 'amd_min_perf=%hhu amd_des_perf=%hhu amd_max_perf=%hhu freq=%llu '
                       'mperf=%llu aperf=%llu tsc=%llu cpu_id=%u fast_switch=%s',
}
SUBSYS = {'cpu_frequency': 'power', 'cpu_idle': 'power', 'amd_pstate_perf': 'amd_cpu'}

HEADER = [
    '# tracer: nop',
    '#',
    None,   # entries line
    '#',
    '#                                _-----=> irqs-off/BH-disabled',
    '#                               / _----=> need-resched',
    '#                              | / _---=> hardirq/softirq',
    '#                              || / _--=> preempt-depth',
    '#                              ||| / _-=> migrate-disable',
    '#                              |||| /     delay',
    '#           TASK-PID     CPU#  |||||  TIMESTAMP  FUNCTION',
    '#              | |         |   |||||     |         |',
]
ENTRIES_RE = re.compile(r'^# entries-in-buffer/entries-written: (\d+)/(\d+)   #P:(\d+)$')
LINE_RE = re.compile(r'^ *(\S.*)-(\d+) +\[(\d{3})\] ([.dX][.NnpPb][.hHsz][.0-9a-f][.0-9a-f]) '
                     r'+(\d+)\.(\d{6}): ([a-z0-9_]+): (.*)$')
STATE_EXIT = 4294967295
PREV_STATES = {'R', 'R+', 'S', 'D', 'T', 't', 'X', 'Z', 'P', 'I'}


def fmt_to_regex(fmt):
    """A print fmt (the quoted part) as a regex with one group per conversion."""
    out = []
    pos = 0
    for m in re.finditer(r'%(%|p[sSfF]?|0?\d*(?:hh|h|ll|l|z)?[dus])', fmt):
        out.append(re.escape(fmt[pos:m.start()]))
        conv = m.group(1)
        if conv == '%':
            out.append('%')
        elif conv.startswith('p'):
            out.append(r'([A-Za-z_][A-Za-z0-9_.]*(?:\+0x[0-9a-f]+/0x[0-9a-f]+)?)' if len(conv) > 1
                       else r'([0-9a-f]{16}|0x[0-9a-f]+)')
        elif conv.endswith('s'):
            out.append(r'(\S*?)')
        elif conv.endswith('u'):
            out.append(r'(\d+)')
        else:
            width = re.match(r'0?(\d*)', conv).group(1)
            out.append(r'(-?\d{%s,})' % width if width else r'(-?\d+)')
        pos = m.end()
    out.append(re.escape(fmt[pos:]))
    return re.compile(''.join(out) + r'\Z')


def live_formats(events_dir, errors):
    fmts = {}
    for name in FORMATS:
        sub = SUBSYS.get(name, 'workqueue' if name.startswith('workqueue') else 'sched')
        path = os.path.join(events_dir, sub, name, 'format')
        try:
            with open(path) as f:
                text = f.read()
        except OSError:
            continue
        m = re.search(r'^print fmt: "((?:[^"\\]|\\.)*)"', text, re.M)
        if not m:
            errors.append('%s: no print fmt' % path)
            continue
        fmts[name] = m.group(1)
        if m.group(1) != FORMATS[name]:
            errors.append('%s: the running kernel prints %r, this checker knows %r'
                          % (name, m.group(1), FORMATS[name]))
    return fmts


def check(path, fmts, cpu_khz):
    errors = []

    def err(lineno, msg):
        errors.append('%s:%d: %s' % (path, lineno, msg))

    regexes = {k: fmt_to_regex(v) for k, v in fmts.items()}
    cur = {}          # cpu -> pid running
    running = {}      # pid -> cpu
    state = {}        # pid -> 'run' | 'runnable' | 'waking' | 'sleep'
    comm_of = {}
    in_c = {}
    last_ts = None
    exec_open = {}    # pid -> (ptr, func)
    pending = {}      # ptr -> func
    nevents = 0
    saw_kwork = False
    header = []
    ncpu_hdr = None
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if line.startswith('#'):
                header.append((lineno, line))
                continue
            if nevents == 0:
                # header check, once
                if len(header) != len(HEADER):
                    err(1, 'header has %d lines, want %d' % (len(header), len(HEADER)))
                for (ln, h), want in zip(header, HEADER):
                    if want is None:
                        m = ENTRIES_RE.match(h)
                        if not m:
                            err(ln, 'bad entries line %r' % h)
                        else:
                            n_hdr, ncpu_hdr = int(m.group(1)), int(m.group(3))
                    elif h != want:
                        err(ln, 'header line %r, want %r' % (h, want))
            m = LINE_RE.match(line)
            if not m:
                err(lineno, 'not an event line: %r' % line)
                continue
            nevents += 1
            comm, pid, cpu, flags, sec, usec, name, pl = m.groups()
            pid, cpu = int(pid), int(cpu)
            ts = int(sec) * 1000000 + int(usec)
            prefix = '%16s-%-7d [%03d] %s %5d.%s: %s: ' % (comm, pid, cpu, flags, int(sec), usec, name)
            if not line.startswith(prefix):
                err(lineno, 'context columns not in the kernel layout')
            if len(comm) > 16 or (pid == 0) != (comm == '<idle>'):
                err(lineno, 'bad task column %r-%d' % (comm, pid))
            if ncpu_hdr is not None and cpu >= ncpu_hdr:
                err(lineno, 'cpu %d beyond #P:%d' % (cpu, ncpu_hdr))
            if last_ts is not None and ts < last_ts:
                err(lineno, 'timestamp goes back')
            last_ts = ts
            rx = regexes.get(name)
            if rx is None:
                err(lineno, 'unknown event %s' % name)
                continue
            fm = rx.match(pl)
            if not fm:
                err(lineno, '%s payload does not match %r: %r' % (name, fmts[name], pl))
                continue
            # the task column is the task running on this CPU
            if cpu not in cur:
                cur[cpu] = pid
                running.setdefault(pid, cpu)
                if pid:
                    state[pid] = 'run'
            elif cur[cpu] != pid:
                err(lineno, 'logged by %d but %d runs on cpu %d' % (pid, cur[cpu], cpu))
            if pid and comm != '<...>':
                if comm_of.setdefault(pid, comm) != comm:
                    err(lineno, 'pid %d is %s, was %s' % (pid, comm, comm_of[pid]))
            if in_c.get(cpu) and not (name == 'cpu_idle' and int(kv(pl)['state']) == STATE_EXIT):
                err(lineno, '%s inside an idle state' % name)
            d = kv(pl)

            if name == 'sched_switch':
                prev, nxt = int(d['prev_pid']), int(d['next_pid'])
                pst = fm.group(4) + fm.group(5)
                if pst not in PREV_STATES:
                    err(lineno, 'prev_state %r' % pst)
                if prev != cur[cpu]:
                    err(lineno, 'switches out %d but %d runs' % (prev, cur[cpu]))
                for p, cm, pr in ((prev, d['prev_comm'], d['prev_prio']), (nxt, d['next_comm'], d['next_prio'])):
                    if p == 0:
                        if cm != 'swapper/%d' % cpu:
                            err(lineno, 'idle task of cpu %d named %s' % (cpu, cm))
                    elif comm_of.setdefault(p, cm) != cm:
                        err(lineno, 'pid %d is %s, was %s' % (p, cm, comm_of[p]))
                    if cm.startswith('sugov:') and pr != '-1':
                        err(lineno, 'sugov prio %s, want -1 (SCHED_DEADLINE)' % pr)
                if nxt == prev:
                    err(lineno, 'switch to itself')
                if prev:
                    state[prev] = 'runnable' if pst.startswith('R') else 'sleep'
                running.pop(prev, None)
                if nxt:
                    if nxt in running:
                        err(lineno, '%d switched in on cpu %d while running on cpu %d'
                            % (nxt, cpu, running[nxt]))
                    st = state.get(nxt)
                    if st not in (None, 'runnable'):
                        err(lineno, '%d switched in while %s' % (nxt, st))
                    state[nxt] = 'run'
                running[nxt] = cpu
                cur[cpu] = nxt

            elif name in ('sched_waking', 'sched_wakeup', 'sched_wakeup_new'):
                p = int(d['pid'])
                if p == 0:
                    err(lineno, 'wakes the idle task')
                    continue
                if comm_of.setdefault(p, d['comm']) != d['comm']:
                    err(lineno, 'pid %d is %s, was %s' % (p, d['comm'], comm_of[p]))
                if d['comm'].startswith('sugov:') and d['prio'] != '-1':
                    err(lineno, 'sugov prio %s' % d['prio'])
                st = state.get(p)
                if name == 'sched_waking':
                    if st in ('runnable', 'waking'):
                        err(lineno, 'sched_waking of %d while %s' % (p, st))
                    elif st != 'run':
                        state[p] = 'waking'
                elif name == 'sched_wakeup':
                    if st == 'runnable':
                        err(lineno, 'sched_wakeup of %d while runnable' % p)
                    elif st != 'run':
                        state[p] = 'runnable'
                else:
                    if st is not None:
                        err(lineno, 'sched_wakeup_new of a known task %d' % p)
                    state[p] = 'runnable'

            elif name == 'sched_process_fork':
                if int(d['pid']) != pid:
                    err(lineno, 'fork logged by %d for parent %s' % (pid, d['pid']))
                comm_of.setdefault(int(d['child_pid']), d['child_comm'])

            elif name == 'cpu_idle':
                st = int(d['state'])
                if int(d['cpu_id']) != cpu:
                    err(lineno, 'cpu_idle for cpu %s logged on %d' % (d['cpu_id'], cpu))
                if st == STATE_EXIT:
                    if in_c.get(cpu) is False:
                        err(lineno, 'idle exit outside an idle state')
                    in_c[cpu] = False
                else:
                    if in_c.get(cpu):
                        err(lineno, 'idle enter inside an idle state')
                    if pid != 0:
                        err(lineno, 'idle enter by %d' % pid)
                    in_c[cpu] = True

            elif name == 'amd_pstate_perf':
                mp, ap, tsc = int(d['mperf']), int(d['aperf']), int(d['tsc'])
                if int(d['cpu_id']) != cpu:
                    err(lineno, 'amd_pstate_perf for cpu %s logged on %d' % (d['cpu_id'], cpu))
                if not 0 < mp <= tsc:
                    err(lineno, 'mperf %d tsc %d' % (mp, tsc))
                elif cpu_khz and int(d['freq']) != ap * cpu_khz // mp:
                    err(lineno, 'freq %s != aperf*cpu_khz/mperf = %d' % (d['freq'], ap * cpu_khz // mp))
                lo, des, hi = int(d['amd_min_perf']), int(d['amd_des_perf']), int(d['amd_max_perf'])
                if not lo <= des <= hi:
                    err(lineno, 'des_perf %d outside [%d, %d]' % (des, lo, hi))
                if d['fast_switch'] == 'false':
                    # the governor's kthread (schedutil) or kworker (ondemand)
                    if not (comm.startswith('sugov:') or comm.startswith('kworker/')):
                        err(lineno, 'fast_switch=false outside a governor kthread')
                elif d['fast_switch'] == 'true':
                    if pid in exec_open or comm.startswith('sugov:') or comm.startswith('kworker/'):
                        err(lineno, 'fast_switch=true from a kthread')
                else:
                    err(lineno, 'fast_switch=%s' % d['fast_switch'])

            elif name == 'cpu_frequency':
                if int(d['cpu_id']) != cpu:
                    err(lineno, 'cpu_frequency for cpu %s logged on %d' % (d['cpu_id'], cpu))
            if name in ('amd_pstate_perf', 'cpu_frequency'):
                # a governor kthread writes only inside its work item
                if (comm.startswith('kworker/') or (comm.startswith('sugov:') and saw_kwork)) and \
                        pid not in exec_open:
                    err(lineno, '%s by %s outside a work item' % (name, comm))

            elif name.endswith('queue_work'):
                ptr, func, _ = work_fields(pl)
                if ptr in pending:
                    err(lineno, 'work %s queued twice' % ptr)
                pending[ptr] = func
                if name.startswith('sched_kthread'):
                    saw_kwork = True

            elif name == 'workqueue_activate_work':
                ptr, func, _ = work_fields(pl)
                if pending.get(ptr) != func:
                    err(lineno, 'activate of a work not queued')

            elif name.endswith('execute_start'):
                ptr, func, _ = work_fields(pl)
                if name.startswith('sched_kthread'):
                    saw_kwork = True
                if pid in exec_open:
                    err(lineno, 'execute_start inside another work')
                if ptr in pending:
                    if pending.pop(ptr) != func:
                        err(lineno, 'work %s queued with another function' % ptr)
                exec_open[pid] = (ptr, func)

            elif name.endswith('execute_end'):
                ptr, func, _ = work_fields(pl)
                if exec_open.get(pid) != (ptr, func):
                    err(lineno, 'execute_end of a work not started by this task')
                exec_open.pop(pid, None)
            if len(errors) > 200:
                break
    if nevents == 0:
        errors.append('%s: no events' % path)
    elif ncpu_hdr is not None and errors == [] and n_hdr != nevents:
        errors.append('%s: header says %d entries, the file has %d' % (path, n_hdr, nevents))
    return errors, nevents


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('trace')
    ap.add_argument('--formats', help='tracefs events directory to take the print fmts from')
    ap.add_argument('--cpu-khz', type=int, default=0, help='check amd_pstate_perf freq with it')
    a = ap.parse_args()
    errors = []
    fmts = dict(FORMATS)
    if a.formats:
        fmts.update(live_formats(a.formats, errors))
    e, n = check(a.trace, fmts, a.cpu_khz)
    errors += e
    for x in errors[:30]:
        print(x)
    if len(errors) > 30:
        print('... %d more' % (len(errors) - 30))
    if not errors:
        print('%s: %d events, formats and timeline ok' % (a.trace, n))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
