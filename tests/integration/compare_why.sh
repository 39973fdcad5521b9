#!/bin/bash
# compare_why: compare's differential explanation on synthetic pairs of
# tests/synth, one benchmark per mechanism.  For each mechanism, the
# baseline is its control scenario (two runs, seeds 1 and 2) and "new" the
# scenario that injects it (two runs) with a result 50% worse: WHY must name
# that mechanism first, and the finding as one that holds in new and not in
# the baseline.  Controls: "twin", the control again (another seed, one run)
# with a result within noise, gets no explanation at all; "same", the
# control again (two runs) with a result as bad as new's, is a regression
# with no mechanism changed; "fast", the scenario that injects it (two
# runs) with a better result, is not called a regression.  (A single run of
# a label at one parameter value has no spread to judge it by: its noise is
# unknown, so same and fast have two runs each.)  The text names the
# mechanism first too, within 80 columns.  Every metric compared follows
# the rule of pstate-analyze(1), its floor for wakeup latencies 1% of the
# workload's CPU time per wakeup (the smaller side's).
# long
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed (make deps)"
MECHS="slow-path governor-delay pcc-write rate-limit low-request delivered-lag invariance
	remote-wakeup efficiency-floor"

# gen SCENARIO SEED DIR: a trace, and its import arguments in DIR/args
gen() {
	python3 - "$TOP/tests/synth" "$1" "$2" "$3" <<'EOF' || fail "synth $1 seed $2"
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, sys.argv[1])
import synth
name, seed, out = sys.argv[2], int(sys.argv[3]), sys.argv[4]
synth.generate(name, seed, out, with_truth=False)
attrs = synth.cpu_attrs(synth.scenario_params(name))
with open(os.path.join(out, 'args'), 'w') as f:
    f.write(' '.join('--cpu-attr %s=%s' % kv for kv in attrs.items() if kv[1] is not None))
EOF
}

# run MECH SCENARIO SEED LABEL TIME: a database of that trace, result TIME
run() {
	local d=$TMP/t/$2-$3 db=$TMP/db/$1-$4-$3.db
	[ -f "$d/trace.txt" ] || gen "$2" "$3" "$d"
	printf 'Time: %s\n' "$5" >"$TMP/log"
	# shellcheck disable=SC2046
	"$PSTATE_TRACE" import -q -o "$db" $(cat "$d/args") --label "$4" --benchmark "$1" \
		--param runs=1 --workload-log "$TMP/log" "$d/trace.txt" || fail "import $db"
}

mkdir -p "$TMP/t" "$TMP/db"
for m in $MECHS; do
	run "$m" "$m-control" 1 base 1.000
	run "$m" "$m-control" 2 base 1.010
	run "$m" "$m" 1 new 1.500
	run "$m" "$m" 2 new 1.510
	run "$m" "$m-control" 4 twin 1.004
	run "$m" "$m-control" 3 same 1.500
	run "$m" "$m-control" 5 same 1.505
	run "$m" "$m" 3 fast 0.700
	run "$m" "$m" 5 fast 0.705
done
comm='^(tbench(_srv)?|hackbench)$'
"$PSTATE_ANALYZE" compare --baseline base --comm "$comm" --format json "$TMP"/db/*.db \
	>"$TMP/cmp.json" 2>"$TMP/cmp.err"
check_eq "compare --format json: exit 0" "$?" 0
check "compare: nothing on stderr" test ! -s "$TMP/cmp.err"
"$PSTATE_ANALYZE" compare --baseline base --comm "$comm" "$TMP"/db/*.db >"$TMP/cmp.txt" 2>/dev/null
check_eq "compare: exit 0" "$?" 0
wide=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$TMP/cmp.txt")
check "compare: text within 80 columns (widest $wide)" test "$wide" -le 80

relay python3 - "$TMP/cmp.json" "$TMP/cmp.txt" "$TOP/man/pstate-analyze.1" $MECHS <<'EOF'
import json, re, sys
doc = json.load(open(sys.argv[1]))
text = open(sys.argv[2]).read()
man = open(sys.argv[3]).read()
mechs = sys.argv[4:]
expl = {(e['benchmark'], e['label']): e for e in doc['explanations']}
def ok(cond, name):
    print(('ok - ' if cond else 'not ok - ') + name)
for m in mechs:
    e = expl.get((m, 'new'))
    ok(e and e['regression'], '%s: new (1.50 x the time) is a regression' % m)
    if e:
        first = e['mechanisms'][0] if e['mechanisms'] else {}
        ok(first.get('id') == m and first.get('rank') == 1,
           '%s: new: the mechanism named first (%s %s)' % (m, first.get('id'), first.get('metric')))
        ok(m in e['findings']['value'] and m not in e['findings']['baseline'],
           '%s: new: the finding holds in new, not in the baseline' % m)
        ok(all(x['changed'] or x['id'] == m for x in e['mechanisms']),
           '%s: new: every mechanism listed changed (or is the finding that holds)' % m)
        # the text: its block's first row
        blk = re.search(r'\n  %s on new: [^\n]*\n(?:  [-#] [^\n]*\n|    [^\n]*\n)*?  1  (\S+)' %
                        re.escape(m), text)
        ok(blk and blk.group(1) == m, '%s: text: rank 1 is %s' % (m, blk.group(1) if blk else None))
    ok((m, 'twin') not in expl, '%s: twin (the control, another seed, within noise): '
       'no explanation' % m)
    e = expl.get((m, 'same'))
    ok(e and e['regression'] and not e['mechanisms'],
       '%s: same (the control, another seed, as slow as new): a regression, no mechanism '
       'changed (%s)' % (m, [(x['id'], x['metric']) for x in e['mechanisms']] if e else None))
    e = expl.get((m, 'fast'))
    ok(e and not e['regression'], '%s: fast (0.70 x the time): not a regression' % m)
    ok('\n  %s on fast: ' % m not in text, '%s: fast: not in the text\'s WHY' % m)
# the rule, as pstate-analyze(1) states it, on every metric compared: each
# side's number is the mean over the values both measured; past the threshold
# = 20% of the larger and at least the floor (a fifth of the criterion's
# threshold, else the man page's floor); changed = past it, and beyond the
# spread it was judged on (ci95 without 0), never with one run a side at one
# value (the threshold rule: noise unknown); worse by the direction
FLOORS = {'sugov_preempt_per_s': 1, 'sugov_on_cpu_share': 0.01, 'delay_p50_us': 10,
          'delay_p99_us': 10, 'requested_ratio': 0.05, 'wakeups_low_request_share': 0.05,
          'wakeups_to_idle_share': 0.05, 'energy_per_work': 0}
bad, n = [], 0
for e in doc['explanations']:
    for x in e['mechanisms'] + e['better'] + e['unchanged']:
        if not x['values']:
            continue
        n += 1
        pairs = [v for v in x['by_param'].values() if v[0] is not None and v[1] is not None]
        b = sum(p[0] for p in pairs) / len(pairs)
        v = sum(p[1] for p in pairs) / len(pairs)
        if abs(b - x['baseline']) > 1e-5 * max(abs(b), 1e-9) or \
           abs(v - x['value']) > 1e-5 * max(abs(v), 1e-9):
            bad.append('%s %s %s: mean over the values' % (e['benchmark'], e['label'], x['metric']))
        if x['criterion']:
            thr = float(re.search(r'(?:>=|<=|<|>) ([0-9.e+-]+)', x['criterion']).group(1))
            floor = 0.2 * (thr / 100 if x['criterion'].endswith('%') else thr)
        elif x['metric'].startswith('wakeup_p'):
            scale = e['scale']['workload_us_per_wakeup']
            floor = 0.01 * min(scale) if None not in scale else 5
        else:
            floor = FLOORS[x['metric']]
        if abs(x['floor'] - floor) > 1e-5 * max(floor, 1e-9):
            bad.append('%s %s %s: floor %g, want %g' % (e['benchmark'], e['label'],
                                                       x['metric'], x['floor'], floor))
        d = x['value'] - x['baseline']
        past = d != 0 and abs(d) >= 0.2 * max(abs(x['baseline']), abs(x['value'])) - 1e-9 and \
            abs(d) >= floor - 1e-9
        ci = x['ci95'] if x['rule'] == 'spread' else x['ci95_relative']
        # one run a side at one value: noise unknown, never changed
        changed = past and x['rule'] != 'threshold' and (ci[0] > 0 or ci[1] < 0)
        # one parameter value here: the spread with 2+ runs a side, else the threshold
        if x['values'] == 1 and x['rule'] != ('spread' if min(x['runs']) >= 2 else 'threshold'):
            bad.append('%s %s %s: rule %s with %s runs' % (e['benchmark'], e['label'],
                                                          x['metric'], x['rule'], x['runs']))
        if past != x['past_threshold'] or changed != x['changed']:
            bad.append('%s %s %s: %g -> %g past %s changed %s' % (
                e['benchmark'], e['label'], x['metric'], x['baseline'], x['value'],
                x['past_threshold'], x['changed']))
        worse_dir = d < 0 if x['metric'] in ('requested_ratio', 'delivered_over_requested') else d > 0
        if x['changed'] and x['worse'] != worse_dir:
            bad.append('%s %s %s: worse %s' % (e['benchmark'], e['label'], x['metric'], x['worse']))
    # the ranking: the findings that hold in the label only, first
    new = set(e['findings']['value']) - set(e['findings']['baseline'])
    ids = [x['id'] for x in e['mechanisms']]
    k = sum(1 for i in ids if i in new)
    if any(i not in new for i in ids[:k]) or [x['rank'] for x in e['mechanisms']] != \
            sorted(x['rank'] for x in e['mechanisms']):
        bad.append('%s %s: ranking %s' % (e['benchmark'], e['label'], ids))
ok(not bad and n > 100, 'the rule of pstate-analyze(1) on %d metrics compared%s' %
   (n, ': ' + '; '.join(bad[:3]) if bad else ''))
# pstate-analyze(1), Why, names every metric the explanations compare, under its id
why = man[man.index('.SS Why\n'):]
why = why[:why.index('\n.SH ')]
seen = {}
for e in doc['explanations']:
    for k in ('mechanisms', 'better', 'unchanged', 'cannot_tell'):
        for x in e[k]:
            seen[x['metric']] = x['id']
for metric, mid in sorted(seen.items()):
    entry = re.search(r'\n\.B %s\n(.*?)(?=\n\.[TP]P|\n\.PP)' % re.escape(mid), why, re.S)
    name = metric
    if metric.startswith('wakeup_p50_us_') and metric != 'wakeup_p50_us':
        name = metric[len('wakeup_p50_us'):]
    ok(entry and name in entry.group(1).replace('\\', ''),
       'man: Why names %s under %s' % (metric, mid))
ok(len(seen) >= 20, 'man: the explanations compared %d metrics' % len(seen))
EOF
t_done
