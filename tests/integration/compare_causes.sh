#!/bin/bash
# compare_causes: energy is a consequence, never a cause of a performance
# ratio.  Two labels whose traced runs are the same synthetic scenario
# (tests/synth, other seeds), "new" 1.5 x the time of hackbench (0.67 x the
# throughput of tbench) at three times the power (an energy counter added
# with sqlite3): energy per unit of work changes a lot, nothing else does.
# WHY ranks no energy mechanism; its "consequences" line has energy per
# unit of work with its unit (J per run for a time in seconds, J per MB for
# MB/sec), each side the mean the databases give by brute force (sqlite3:
# the counter's joules over its span, times the time or over the
# throughput); the perf-per-watt explanation has the power ratio and the
# performance the databases give, mostly the power drawn.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed (make deps)"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"

# gen SCENARIO SEED DIR: a trace, and its import arguments in DIR/args
gen() {
	python3 - "$TOP/tests/synth" "$1" "$2" "$3" <<'EOF' || fail "synth $1 seed $2"
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, sys.argv[1])
import synth
name, seed, out = sys.argv[2], int(sys.argv[3]), sys.argv[4]
synth.generate(name, seed, out, 3000, with_truth=False)
attrs = synth.cpu_attrs(synth.scenario_params(name))
with open(os.path.join(out, 'args'), 'w') as f:
    f.write(' '.join('--cpu-attr %s=%s' % kv for kv in attrs.items() if kv[1] is not None))
EOF
}

# energy DB WATTS: a package energy counter over the run's span at WATTS
energy() {
	python3 - "$1" "$2" <<'EOF' || fail "energy $1"
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
w = float(sys.argv[2])
t0, t1 = (int(con.execute("SELECT value FROM meta WHERE key = ?", (k,)).fetchone()[0])
          for k in ('t_start_ns', 't_end_ns'))
con.execute("INSERT INTO counter (name, unit, scale, scope, source) "
            "VALUES ('power/energy-pkg', 'Joules', 1e-6, 'package', 'perf')")
for i in range(11):
    ts = t0 + (t1 - t0) * i // 10
    con.execute("INSERT INTO counter_sample (ts, cpu, name, value) VALUES (?, 0, "
                "'power/energy-pkg', ?)", (ts, int(round(w * (ts - t0) / 1e3))))
con.commit()
EOF
}

# run BENCH SCENARIO SEED LABEL LINE WATTS
run() {
	local d=$TMP/t/$2-$3 db=$TMP/db/$1-$4-$3.db
	[ -f "$d/trace.txt" ] || gen "$2" "$3" "$d"
	printf '%s\n' "$5" >"$TMP/log"
	# shellcheck disable=SC2046
	"$PSTATE_TRACE" import -q -o "$db" $(cat "$d/args") --label "$4" --benchmark "$1" \
		--param clients=8 --workload-log "$TMP/log" "$d/trace.txt" || fail "import $db"
	energy "$db" "$6"
}

mkdir -p "$TMP/t" "$TMP/db"
run hackbench hackbench-fast 1 base 'Time: 1.000' 100
run hackbench hackbench-fast 2 base 'Time: 1.010' 101
run hackbench hackbench-fast 3 new 'Time: 1.500' 300
run hackbench hackbench-fast 4 new 'Time: 1.510' 302
tb() { printf 'Throughput %s MB/sec  8 clients  8 procs  max_latency=1.000 ms' "$1"; }
run tbench tbench-fast 1 base "$(tb 900.0)" 100
run tbench tbench-fast 2 base "$(tb 905.0)" 101
run tbench tbench-fast 3 new "$(tb 600.0)" 300
run tbench tbench-fast 4 new "$(tb 603.0)" 302
comm='^(tbench(_srv)?|hackbench)$'
"$PSTATE_ANALYZE" compare --baseline base --comm "$comm" --format json "$TMP"/db/*.db \
	>"$TMP/cmp.json" 2>"$TMP/cmp.err"
check_eq "compare --format json: exit 0" "$?" 0
"$PSTATE_ANALYZE" compare --baseline base --comm "$comm" "$TMP"/db/*.db >"$TMP/cmp.txt" 2>/dev/null
check_eq "compare: exit 0" "$?" 0
wide=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$TMP/cmp.txt")
check "compare: text within 80 columns (widest $wide)" test "$wide" -le 80

relay python3 - "$TMP/cmp.json" "$TMP/cmp.txt" "$TMP"/db/*.db <<'EOF'
import json, math, re, sqlite3, sys
doc = json.load(open(sys.argv[1]))
text = open(sys.argv[2]).read()
def ok(cond, name):
    print(('ok - ' if cond else 'not ok - ') + name)

# brute force: each run's watts (the counter's joules over its sampled span)
# and result
runs = {}
for db in sys.argv[3:]:
    con = sqlite3.connect(db)
    meta = dict(con.execute("SELECT key, value FROM meta"))
    j, s = con.execute("SELECT (max(value) - min(value)) * 1e-6, (max(ts) - min(ts)) / 1e9 "
                       "FROM counter_sample WHERE name = 'power/energy-pkg'").fetchone()
    v, better = con.execute("SELECT value, better FROM workload_result WHERE main = 1").fetchone()
    runs.setdefault((meta['benchmark'], meta['label']), []).append((j / s, v, better))
mean = lambda x: sum(x) / len(x)
why = text[text.index('\nWHY\n'):]
UNIT = {'hackbench': 'J per run', 'tbench': 'J per MB'}
for bench in ('hackbench', 'tbench'):
    e = [x for x in doc['explanations'] if x['benchmark'] == bench and x['label'] == 'new']
    ok(len(e) == 1 and e[0]['regression'], '%s: new is a regression' % bench)
    if not e:
        continue
    e = e[0]
    ok(all(m['id'] != 'energy' for m in e['mechanisms']),
       '%s: no energy among the causes ranked (%s)' % (bench, [m['id'] for m in e['mechanisms']]))
    ok(all(m['id'] != 'energy' for k in ('better', 'unchanged', 'cannot_tell') for m in e[k]),
       '%s: energy in no list of causes' % bench)
    epw = {}
    for lab in ('base', 'new'):
        rs = runs[bench, lab]
        epw[lab] = mean([w * v if b == 'lower' else w / v for w, v, b in rs])
    c = [m for m in e['consequences'] if m['metric'] == 'energy_per_work']
    ok(c and abs(c[0]['baseline'] - epw['base']) < 1e-4 * epw['base'] and
       abs(c[0]['value'] - epw['new']) < 1e-4 * epw['new'] and c[0]['unit'] == UNIT[bench],
       '%s: json consequences: energy per unit of work %.4g -> %.4g %s (brute force: '
       '%.4g -> %.4g)' % (bench, c[0]['baseline'] if c else 0, c[0]['value'] if c else 0,
                          c[0]['unit'] if c else None, epw['base'], epw['new']))
    blk = re.search(r'\n  %s on new: [^\n]*\n((?:  [-#0-9 ] [^\n]*\n|    [^\n]*\n)*)' %
                    bench, why)
    body = blk.group(1) if blk else ''
    ok(blk and not re.search(r'^  \d+ +energy ', body, re.M),
       '%s: text: no energy row among the causes' % bench)
    flat = ' '.join(body.split())
    want = 'consequences, not causes: energy per unit of work'
    m = re.search(re.escape(want) + r' ([0-9.]+) -> ([0-9.]+) (J per \w+) \(x([0-9.]+)\)', flat)
    ok(m and m.group(3) == UNIT[bench] and
       abs(float(m.group(1)) - epw['base']) <= 5e-4 * epw['base'] and
       abs(float(m.group(2)) - epw['new']) <= 5e-4 * epw['new'] and
       m.group(4) == '%.2f' % (c[0]['value'] / c[0]['baseline']),
       '%s: text: "%s"' % (bench, m.group(0) if m else flat[-160:]))
    # the perf-per-watt ratio: the power and the performance, from the runs
    p = [x for x in doc['ppw_explanations'] if x['benchmark'] == bench and x['label'] == 'new']
    wb, wn = mean([w for w, _, _ in runs[bench, 'base']]), mean([w for w, _, _ in runs[bench, 'new']])
    vb, vn = mean([v for _, v, _ in runs[bench, 'base']]), mean([v for _, v, _ in runs[bench, 'new']])
    perf = vb / vn if bench == 'hackbench' else vn / vb
    ok(p and abs(p[0]['power'] - wn / wb) < 1e-4 and abs(p[0]['performance'] - perf) < 1e-4 and
       p[0]['mostly'] == 'power' and p[0]['energy_per_work']['unit'] == UNIT[bench],
       '%s: ppw explanation: power x%.3f, performance x%.3f, mostly power (brute force '
       'x%.3f, x%.3f)' % (bench, p[0]['power'] if p else 0, p[0]['performance'] if p else 0,
                          wn / wb, perf))
    ok(re.search(r'\n  %s on new: perf-per-watt [0-9.]+ ' % bench, why) and
       'mostly the power drawn' in ' '.join(why.split()),
       '%s: text: the perf-per-watt explanation, mostly the power drawn' % bench)
EOF
t_done
