#!/bin/bash
# compare_cstates: C-states in compare's key metrics and WHY.  Two labels of
# the same synthetic tbench (tests/synth, other seeds): "base" whose idle
# CPUs poll 300 us before they enter a C-state (a wakeup mostly finds its
# CPU in none), "new" whose CPUs enter one at once, at 0.67 x the
# throughput.  KEY METRICS' "woken in C" is, per label, the mean over its
# traced runs of the share of the workload's wakeups whose CPU was in a
# C-state, as truth.py counts them by brute force from each trace; "C-state
# time" is the mean of the reports' idle shares; JSON metrics carry both.
# WHY explains new's loss with idle-state, its metric the same shares, and
# says how much of the loss it can account for; a control pair (both at
# once) is within noise of it: idle-state unchanged.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed (make deps)"

# gen ENTRY_US SEED DIR: a tbench trace whose CPUs enter a C-state ENTRY_US
# after going idle, its truth and its import arguments in DIR/args
gen() {
	python3 - "$TOP/tests/synth" "$1" "$2" "$3" <<'EOF' || fail "synth entry $1 seed $2"
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, sys.argv[1])
import synth
entry, seed, out = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
name = 'tbench-cstate-%d' % entry
synth.SCENARIOS[name] = ('tbench, C-state entry after %d us' % entry,
                         dict(synth.SCENARIOS['tbench-fast'][1], cstate_entry_us=entry), [])
synth.generate(name, seed, out, 4000, with_truth=True, verify=False)
attrs = synth.cpu_attrs(synth.scenario_params(name))
with open(os.path.join(out, 'args'), 'w') as f:
    f.write(' '.join('--cpu-attr %s=%s' % kv for kv in attrs.items() if kv[1] is not None))
EOF
}

# run DIR ENTRY_US SEED LABEL MB/S
run() {
	local d=$TMP/t/$1/$2-$3 db=$TMP/$1/$4-$3.db
	mkdir -p "$TMP/$1"
	gen "$2" "$3" "$d"
	printf 'Throughput %s MB/sec  8 clients  8 procs  max_latency=1.000 ms\n' "$5" >"$TMP/log"
	# shellcheck disable=SC2046
	"$PSTATE_TRACE" import -q -o "$db" $(cat "$d/args") --label "$4" --benchmark tbench \
		--param clients=8 --workload-log "$TMP/log" "$d/trace.txt" || fail "import $db"
	"$PSTATE_ANALYZE" report --comm "$comm" --format json "$db" >"${db%.db}.report.json" ||
		fail "report $db"
	cp "$d/truth.json" "${db%.db}.truth.json"
}

comm='^tbench(_srv)?$'
run x 300 1 base 900.0
run x 300 2 base 905.0
run x 1 3 new 600.0
run x 1 4 new 603.0
# the control: both labels at once, the same throughput
run c 1 1 base 900.0
run c 1 2 base 905.0
run c 1 3 new 902.0
run c 1 4 new 899.0
for s in x c; do
	"$PSTATE_ANALYZE" compare --baseline base --comm "$comm" --format json "$TMP/$s"/*.db \
		>"$TMP/$s.json" 2>"$TMP/$s.err"
	check_eq "$s: compare --format json: exit 0" "$?" 0
	"$PSTATE_ANALYZE" compare --baseline base --comm "$comm" "$TMP/$s"/*.db >"$TMP/$s.txt" \
		2>/dev/null
	check_eq "$s: compare: exit 0" "$?" 0
	wide=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$TMP/$s.txt")
	check "$s: text within 80 columns (widest $wide)" test "$wide" -le 80
done

relay python3 - "$TMP" <<'EOF'
import glob, json, os, sys
top = sys.argv[1]

def ok(cond, name):
    print(('ok - ' if cond else 'not ok - ') + name)

def woken_in_c(truth):
    """wakeups to a CPU in a C-state, of those whose CPU's doing is known"""
    by = truth['extra']['wakeup_us_by_idle_state']
    n = lambda k: by[k]['count'] if by.get(k) else 0
    known = sum(n(k) for k in by if k != 'unknown')
    return sum(n(k) for k in by if k not in ('unknown', 'running', 'no_state')) / known

def means(s, label):
    w, i = [], []
    for f in sorted(glob.glob(os.path.join(top, s, label + '-*.truth.json'))):
        w.append(woken_in_c(json.load(open(f))))
        i.append(json.load(open(f.replace('.truth.json', '.report.json')))['idle']['idle_share'])
    return sum(w) / len(w), sum(i) / len(i)

def near(a, b, tol=1e-5):
    return a is not None and b is not None and abs(a - b) <= tol

def rows(text, bench):
    """KEY METRICS rows of @bench: {metric: [cells]}"""
    sec = text[text.index('\nKEY METRICS'):]
    sec = sec[sec.index('\n  %s (' % bench):]
    out = {}
    for line in sec.split('\n')[1:]:
        if line.startswith('  - '):
            break
        for name in ('woken in C', 'C-state time'):
            if line.strip().startswith(name):
                out[name] = [x for x in line.strip()[len(name):].split() if x != ':']
    return out

for s in ('x', 'c'):
    doc = json.load(open(os.path.join(top, s + '.json')))
    text = open(os.path.join(top, s + '.txt')).read()
    jb = {b['name']: b for b in doc['benchmarks']}['tbench']
    kr = rows(text, 'tbench')
    for li, label in enumerate(('base', 'new')):
        w, i = means(s, label)
        m = jb['metrics'][label]
        ok(near(m['wakeups_to_idle_share'], w),
           '%s %s: json wakeups_to_idle_share %s = truth %.6f' % (s, label, m['wakeups_to_idle_share'], w))
        ok(near(m['idle_share'], i), '%s %s: json idle_share %s = the reports\' %.6f' %
           (s, label, m['idle_share'], i))
        ok(kr.get('woken in C', [None] * 2)[li] == '%.1f%%' % (100 * w),
           '%s %s: KEY METRICS woken in C %s (truth %.1f%%)' %
           (s, label, kr.get('woken in C'), 100 * w))
        ok(kr.get('C-state time', [None] * 2)[li] == '%.1f%%' % (100 * i),
           '%s %s: KEY METRICS C-state time %s (reports %.1f%%)' %
           (s, label, kr.get('C-state time'), 100 * i))
    if s == 'x':
        wb, wn = means(s, 'base')[0], means(s, 'new')[0]
        ok(wn - wb > 0.2, 'x: the scenario holds: woken in C %.3f -> %.3f' % (wb, wn))
        e = {(x['benchmark'], x['label']): x for x in doc['explanations']}.get(('tbench', 'new'))
        ok(e is not None and e['regression'], 'x: tbench new explained as a regression')
        mech = [m for m in (e or {}).get('mechanisms', []) if m['id'] == 'idle-state']
        ok(len(mech) == 1, 'x: WHY ranks idle-state (%s)' %
           [m['id'] for m in (e or {}).get('mechanisms', [])])
        if mech:
            ok(near(mech[0]['baseline'], wb) and near(mech[0]['value'], wn),
               'x: idle-state metric %s -> %s (truth %.6f -> %.6f)' %
               (mech[0]['baseline'], mech[0]['value'], wb, wn))
        why = ' '.join(text[text.index('\nWHY'):].split())
        ok('idle-state wakeups to a C-state CPU' in why, 'x: WHY names the metric')
        ok('idle-state accounts for' in why or 'idle-state: how much of the loss' in why,
           'x: WHY says how much of the loss idle-state accounts for')
    else:
        e = {(x['benchmark'], x['label']): x for x in doc['explanations']}.get(('tbench', 'new'))
        ok(e is None or all(m['id'] != 'idle-state' for m in e['mechanisms']),
           'c: the control ranks no idle-state')
EOF
t_done
