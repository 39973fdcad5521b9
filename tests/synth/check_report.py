#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""check_report - does a pstate-analyze JSON report recover a truth.json?

    check_report.py REPORT.json TRUTH.json [--label NAME]

Prints one `ok - ...` / `not ok - ...` line per check (tests/run counts
them) and exits 1 when one failed.  The contract (tests/synth/README.md):
delays and latency percentiles exactly (the trace has microsecond
resolution), ratios within 0.1%, each injected finding present and every
other finding absent, and the findings' evidence as truth.py computes it.
"""
import json
import math
import sys

failed = 0


def ok(cond, what):
    global failed
    if cond:
        print('ok - %s' % what)
    else:
        failed += 1
        print('not ok - %s' % what)


def same_ratio(a, b):
    if a is None or b is None:
        return a is None and b is None
    if b == 0:
        return abs(a) < 1e-9
    return abs(a - b) <= 1e-3 * abs(b)


def same_dist(ours, truth):
    """Exact percentiles: ours in us with decimals, truth integer us."""
    if not truth or truth.get('count', 0) == 0:
        return not ours or ours.get('count', 0) == 0
    if not ours:
        return False
    return all(math.isclose(ours[k], truth[k], abs_tol=1e-6) for k in ('count', 'p50', 'p90', 'p99', 'max'))


def fmt(d):
    if not d:
        return 'null'
    return '%s/%s/%s/%s/%s' % tuple(d.get(k) for k in ('count', 'p50', 'p90', 'p99', 'max'))


def main():
    args = sys.argv[1:]
    label = ''
    if '--label' in args:
        i = args.index('--label')
        label = args[i + 1] + ': '
        del args[i:i + 2]
    r = json.load(open(args[0]))
    t = json.load(open(args[1]))
    L = label

    ok(r['governor']['path'] == t['governor']['path'],
       L + 'governor path %s (truth %s)' % (r['governor']['path'], t['governor']['path']))
    ok(r['governor']['updates'] == t['governor']['updates'],
       L + 'updates %s (truth %s)' % (r['governor']['updates'], t['governor']['updates']))
    ok(same_dist(r['governor']['delay_us'], t['governor']['delay_us']),
       L + 'governor delay %s (truth %s)' % (fmt(r['governor']['delay_us']), fmt(t['governor']['delay_us'])))
    for k in ('requested_ratio', 'delivered_ratio', 'delivered_over_requested'):
        ok(same_ratio(r['perf'][k], t['perf'][k]),
           L + '%s %s (truth %s)' % (k, r['perf'][k], t['perf'][k]))
    ok(same_dist(r['latency']['wakeup_us'], t['latency']['wakeup_us']),
       L + 'wakeup latency %s (truth %s)' % (fmt(r['latency']['wakeup_us']), fmt(t['latency']['wakeup_us'])))
    ex = t.get('extra', {})
    for ours_key, truth_key in (('by_requested_band', 'wakeup_us_by_requested_band'),
                                ('by_delivered_band', 'wakeup_us_by_delivered_band')):
        tb = ex.get(truth_key) or {}
        ob = r['latency'].get(ours_key) or {}
        bad = [b for b in set(tb) | set(ob) if not same_dist(ob.get(b), tb.get(b))]
        ok(not bad, L + 'latency %s%s' % (ours_key, (': differs in ' + ', '.join(sorted(bad))) if bad else ''))
    for k in ('self_wakings', 'wakings_ignored_open', 'untraced_switch_in'):
        if k in ex:
            ok(r['latency'].get(k) == ex[k], L + '%s %s (truth %s)' % (k, r['latency'].get(k), ex[k]))
    ok(math.isclose(r['run']['duration_s'], t['run']['duration_s'], abs_tol=1e-6),
       L + 'duration %s s (truth %s)' % (r['run']['duration_s'], t['run']['duration_s']))
    ok(r['run']['nr_cpus'] == t['run']['nr_cpus'], L + 'nr_cpus %s' % r['run']['nr_cpus'])
    if 'busy_cpus' in ex:
        # the CPUs that ran the workload, and sugov's rate over them
        w, tb = r['run']['workload'], ex['busy_cpus']
        got = [c for part in (w.get('busy_cpu_list') or '').split(',') if part
               for a, _, b in [part.partition('-')] for c in range(int(a), int(b or a) + 1)]
        ok(w.get('busy_cpus') == len(tb) and got == tb,
           L + 'busy CPUs %s %s (truth %s)' % (w.get('busy_cpus'), w.get('busy_cpu_list'), tb))
        sg, ts = r['governor']['sugov'], ex['sugov']
        ok(sg.get('busy_cpus_switch_ins') == ts['busy_cpus_switch_ins'] and
           same_ratio(sg.get('per_s_per_cpu'), ts['per_s_per_cpu']) and
           same_ratio(sg.get('per_s_per_busy_cpu'), ts['per_s_per_busy_cpu']),
           L + 'sugov per CPU %s, per busy CPU %s of %s switch-ins (truth %s, %s of %s)' %
           (sg.get('per_s_per_cpu'), sg.get('per_s_per_busy_cpu'), sg.get('busy_cpus_switch_ins'),
            ts['per_s_per_cpu'], ts['per_s_per_busy_cpu'], ts['busy_cpus_switch_ins']))

    if 'idle_states' in ex:
        # time and entries per idle state, and the latency by what the target
        # CPU was doing at the waking
        oi = r.get('idle') or {}
        ours = {'state%d' % e['state']: (round(e['time_us']), e['entries'])
                for e in oi.get('states', []) if e['entries'] or e['time_us']}
        o = oi.get('other_states') or {}
        if o.get('entries') or o.get('time_us'):
            ours['other'] = (round(o['time_us']), o['entries'])
        want = {k: (v['time_us'], v['entries']) for k, v in ex['idle_states'].items()}
        ok(ours == want, L + 'idle states %s (truth %s)' % (ours, want))
        ok(math.isclose(oi.get('unknown_state_us', -1), ex['idle_unknown_state_us'], abs_tol=1e-6),
           L + 'idle in a state not said %s us (truth %s)' %
           (oi.get('unknown_state_us'), ex['idle_unknown_state_us']))
        tb = ex['wakeup_us_by_idle_state']
        ob = r['latency'].get('by_idle_state') or {}
        bad = [b for b in set(tb) | set(ob) if not same_dist(ob.get(b), tb.get(b))]
        ok(not bad, L + 'latency by_idle_state %s%s' % (sorted(tb), (': differs in ' +
                                                                     ', '.join(sorted(bad))) if bad else ''))

    # the rate limit: ondemand's sampling_rate not recorded is said
    rl = ex.get('rate_limit') or {}
    said = [n for n in r.get('not_available') or [] if 'sampling_rate not available' in n]
    if rl.get('name') == 'sampling_rate':
        ok(bool(said) == (rl.get('us') is None),
           L + 'sampling_rate %s: %s' % (rl.get('us'), 'said not available' if said else
                                         'not said not available'))

    ids = [f['id'] for f in r['findings']]
    for fid in t['findings_expected']:
        ok(fid in ids, L + 'finding %s present' % fid)
    for fid in t['findings_absent']:
        ok(fid not in ids, L + 'finding %s absent' % fid)

    # the evidence's shares are the exact quotients of the counts the report
    # gives (the JSON's numbers are exact, not rounded to a few digits)
    oev = {f['id']: f['evidence'] for f in r['findings']}
    g = r['governor']
    exact = []
    if 'slow-path' in oev and g['sugov']['switch_ins']:
        exact.append(('slow-path preempt_share', oev['slow-path']['preempt_share'],
                      g['sugov']['preempting_workload'] / g['sugov']['switch_ins']))
    if 'governor-delay' in oev:
        e = oev['governor-delay']
        exact.append(('governor-delay late_share', e['late_share'],
                      e['late_items'] / e['items_with_workload_running']))
    if 'remote-wakeup' in oev:
        e = oev['remote-wakeup']
        exact.append(('remote-wakeup remote_share', e['remote_share'], e['remote_enqueue'] / e['wakeups']))
    for what, got, want in exact:
        ok(got == want, L + '%s %r is the exact quotient of its counts (%r)' % (what, got, want))

    # evidence, for the findings both sides report
    tev = {f['id']: f['evidence'] for f in t['findings']}
    for f in r['findings']:
        te = tev.get(f['id'])
        if not te:
            continue
        oe = f['evidence']
        checks = []  # (key, want): every numeric value of the truth's evidence
        for k, v in te.items():
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                checks.append((k, v))
            elif isinstance(v, list):
                checks.append((k, len(v)))
            elif isinstance(v, dict) and 'p50' in v:
                base = k[:-3] if k.endswith('_us') else k
                for p in ('count', 'p50', 'p90', 'p99', 'max'):
                    key = '%s_%s' % (base, p) if p == 'count' else '%s_%s_us' % (base, p)
                    checks.append((key, v[p]))
        if not checks:
            continue  # nothing numeric to compare (mode: names only)
        # a key the truth has and the report does not emit is a failure
        missing = [k for k, _ in checks if k not in oe]
        bad = [(k, oe[k], w) for k, w in checks if k in oe and not same_ratio(oe[k], w)]
        why = ['missing ' + k for k in missing] + ['%s %s != %s' % x for x in bad]
        ok(not why, L + 'evidence of %s (%d values)%s' %
           (f['id'], len(checks), ': ' + ', '.join(why) if why else ''))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
