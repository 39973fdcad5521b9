#!/bin/bash
# analyze_counters: the counter windows of counter_sample (msr/aperf, mperf,
# tsc as record samples them), on generated databases whose truth
# tests/synth/truth.py --counters computes by brute force from their rows:
# requested, delivered, busy, Bzy_MHz and Avg_MHz on one scale, on
# acpi-cpufreq runs (cpu_frequency requests: ondemand's kworker, schedutil's
# fast switch), on an amd-pstate run (whose own amd_pstate_perf windows are
# kept, and the two sources agree), on an amd-pstate run with one
# amd_pstate_perf a CPU (no window of its own: counter_sample's), and on a
# light run (record --counters-only); delivered-lag fires on an
# acpi-cpufreq run whose delivery trails its requests and not on its control.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
SYNTH=$TOP/tests/synth

# run NAME SCENARIO COUNTER-ARGS...: a trace imported, counters added, the report
run() {
	local name=$1 s=$2 g
	shift 2
	mkdir -p "$TMP/$name"
	g=$(shared_dir synth "$SYNTH/synth.py" --scenario "$s" --seed 1 -o @) || {
		fail "$name: synth.py failed"; return 1; }
	mapfile -t args < <(python3 -c "import json, sys; print('\n'.join(json.load(open(sys.argv[1]))['import_args']))" "$g/truth.json")
	re=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workload_comm_regex'])" "$g/truth.json")
	"$PSTATE_TRACE" import -q -o "$TMP/$name/run.db" "${args[@]}" "$g/trace.txt" 2>"$TMP/$name/import.err" ||
		{ fail "$name: import failed: $(head -1 "$TMP/$name/import.err")"; return 1; }
	"$SYNTH/counters.py" "$TMP/$name/run.db" "$@" 2>/dev/null ||
		{ fail "$name: counters.py failed"; return 1; }
	"$PSTATE_ANALYZE" report "$TMP/$name/run.db" --comm "$re" --format json \
		>"$TMP/$name/report.json" || { fail "$name: report failed"; return 1; }
	"$PSTATE_ANALYZE" report "$TMP/$name/run.db" --comm "$re" >"$TMP/$name/report.txt"
	"$SYNTH/truth.py" --counters "$TMP/$name/run.db" >"$TMP/$name/truth.json"
}

run acpi tbench-workqueue --interval-us 1000
run acpi-su tbench-fast-acpi --interval-us 1000
run acpi-lag tbench-workqueue --interval-us 1000 --lag 0.6
run amd tbench-fast --interval-us 2000
# amd-pstate whose CPUs have one amd_pstate_perf each (ondemand holding a
# saturated machine at the top writes once): no window of the driver's, so
# the metrics are counter_sample's, not "not available"
mkdir -p "$TMP/amd-one"
cp "$TMP/amd/run.db" "$TMP/amd-one/run.db"
python3 - "$TMP/amd-one/run.db" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
# the first row of each CPU kept; seq as it was (the gaps made again)
seq, first = 0, {}
for r, g, c in con.execute("SELECT rowid, seq_gap, coalesce(cpu_id, cpu) FROM "
                           "ev_amd_pstate_perf ORDER BY rowid").fetchall():
    seq += g
    first.setdefault(c, (r, seq))
keep = sorted(first.values())
con.execute("DELETE FROM ev_amd_pstate_perf WHERE rowid NOT IN (%s)" %
            ", ".join(str(r) for r, s in keep))
prev = 0
for r, s in keep:
    con.execute("UPDATE ev_amd_pstate_perf SET seq_gap = ? WHERE rowid = ?", (s - prev, r))
    prev = s
con.commit()
PY
re=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workload_comm_regex'])" \
	"$(shared_dir synth "$SYNTH/synth.py" --scenario tbench-fast --seed 1 -o @)/truth.json")
"$PSTATE_ANALYZE" report "$TMP/amd-one/run.db" --comm "$re" --format json \
	>"$TMP/amd-one/report.json" || fail "amd-one: report failed"
"$PSTATE_ANALYZE" report "$TMP/amd-one/run.db" --comm "$re" >"$TMP/amd-one/report.txt"
"$SYNTH/truth.py" --counters "$TMP/amd-one/run.db" >"$TMP/amd-one/truth.json"
check "amd-one: the report says why the windows are counter_sample's" \
	grep -q "no CPU has two amd_pstate_perf" "$TMP/amd-one/report.txt"
# a light run: record's own database, the simulated machine's CPUs in it
mkdir -p "$TMP/light"
"$PSTATE_TRACE" record --counters-only -q -o "$TMP/light/run.db" -- sleep 0.05 ||
	fail "light: record failed"
python3 - "$TMP/light/run.db" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
con.execute("UPDATE cpu SET highest_perf = 166, nominal_perf = 110, nominal_freq_mhz = 2750, "
            "max_khz = 2750000, driver = 'acpi-cpufreq', governor = 'performance'")
con.commit()
PY
"$SYNTH/counters.py" "$TMP/light/run.db" --interval-us 2000 --busy 0.4 --ratio 1.3 2>/dev/null
"$PSTATE_ANALYZE" report "$TMP/light/run.db" --format json >"$TMP/light/report.json" ||
	fail "light: report failed"
"$SYNTH/truth.py" --counters "$TMP/light/run.db" >"$TMP/light/truth.json"

relay python3 - "$TMP" <<'PY'
import json, os, sys
top = sys.argv[1]

def ok(cond, name):
    print(('ok - ' if cond else 'not ok - ') + name)

def near(a, b, tol=1e-4):
    return a is not None and b is not None and abs(a - b) <= tol * max(abs(b), 1)

def load(name):
    d = os.path.join(top, name)
    return (json.load(open(os.path.join(d, 'report.json'))),
            json.load(open(os.path.join(d, 'truth.json'))))

for name in ('acpi', 'acpi-su', 'acpi-lag', 'amd', 'amd-one', 'light'):
    rep, t = load(name)
    p, cs = rep['perf'], rep['perf']['counter_sample']
    ok(t['windows'] > 0 and cs['windows'] == t['windows'],
       '%s: %d counter_sample windows (truth %d)' % (name, cs['windows'], t['windows']))
    ok(near(p['scale']['ceiling_khz'], t['ceiling_khz']),
       '%s: the ceiling %s kHz (truth %s)' % (name, p['scale']['ceiling_khz'], t['ceiling_khz']))
    for k in ('busy', 'delivered_ratio', 'requested_ratio', 'bzy_khz', 'avg_khz',
              'requested_khz'):
        if t[k] is None:
            ok(cs[k] is None, '%s: counter_sample %s null, as truth' % (name, k))
        else:
            ok(near(cs[k], t[k]), '%s: counter_sample %s %s (truth %.6g)' % (name, k, cs[k], t[k]))
    ok(all(v['windows'] == 0 for v in cs['implausible'].values()) and not cs['incomplete'],
       '%s: no window left out' % name)
    if name != 'amd':
        # the sampled windows are those of the metrics, on every driver
        ok(p['window_source'] == 'counter_sample', '%s: the metrics are the samples\'' % name)
        ok(near(p['delivered_ratio'], t['delivered_ratio']) and
           (t['requested_ratio'] is None or near(p['requested_ratio'], t['requested_ratio'])),
           '%s: perf requested/delivered are the samples\' (%s, %s)' %
           (name, p['requested_ratio'], p['delivered_ratio']))
        ok(near(p['delivered_khz'], t['bzy_khz'], 1e-3), '%s: delivered_khz is Bzy_MHz' % name)

# amd-pstate: its own windows kept, the two sources agree
rep, t = load('amd')
p = rep['perf']
ok(p['window_source'] == 'amd_pstate_perf', 'amd: the metrics are amd_pstate_perf\'s')
ok(near(p['delivered_ratio'], p['counter_sample']['delivered_ratio'], 0.03),
   'amd: amd_pstate_perf delivered %s and counter_sample %s agree within 3%%' %
   (p['delivered_ratio'], p['counter_sample']['delivered_ratio']))
ok(near(p['requested_ratio'], p['counter_sample']['requested_ratio'], 0.05),
   'amd: amd_pstate_perf requested %s and counter_sample %s agree within 5%%' %
   (p['requested_ratio'], p['counter_sample']['requested_ratio']))
ok(near(p['requested_khz'], p['requested_ratio'] * p['scale']['ceiling_khz'], 1e-5),
   'amd: requested_khz is the share of the ceiling')

ids = lambda r: [f['id'] for f in r['findings']]
lag, ctl = load('acpi-lag')[0], load('acpi')[0]
ok('delivered-lag' in ids(lag), 'acpi-cpufreq, delivery at 60%%: delivered-lag (%s)' % ids(lag))
ok('delivered-lag' not in ids(ctl), 'acpi-cpufreq control: no delivered-lag (%s)' % ids(ctl))
rep = load('light')[0]
ok(rep['perf']['delivered_ratio'] is not None, 'light: delivered performance')
PY
for n in acpi amd; do
	check "$n: the text report fits 80 columns" awk 'length($0) > 80 { exit 1 }' "$TMP/$n/report.txt"
	check "$n: the text report says the scale" grep -q "^  scale       shares of 4150 MHz, CPPC" "$TMP/$n/report.txt"
done
check "acpi: the text report has Bzy_MHz" grep -q "Bzy_MHz" "$TMP/acpi/report.txt"
t_done
