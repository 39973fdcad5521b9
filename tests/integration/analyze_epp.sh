#!/bin/bash
# analyze_epp: amd-pstate in active mode (amd-pstate-epp, powersave: no
# per-update requests, the hardware picks within EPP and min/max_perf),
# on generated databases (synth.py --active, counters.py) whose truth
# tests/synth/truth.py --counters computes by brute force from their rows:
# delivered and busy of the counter_sample windows, requested not available
# (never the max_perf limit given as a request), the policy over time from
# amd_pstate_epp_perf (EPP, min/max_perf shares, changes) and what busy
# windows delivered under it; policy-limit fires on a run whose EPP is
# toward power and max_perf below highest_perf, not on its control (EPP
# performance, max_perf = highest_perf); intel_pstate under HWP (no
# policy events: the cpu table's EPP and scaling_max_freq); text within 80
# columns.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
SYNTH=$TOP/tests/synth
RE='^tbench(_srv)?$'

# report NAME: the JSON and text reports of NAME's database, and its truth
report() {
	"$PSTATE_ANALYZE" report "$TMP/$1/run.db" --comm "$RE" --format json \
		>"$TMP/$1/report.json" || { fail "$1: report failed"; return 1; }
	"$PSTATE_ANALYZE" report "$TMP/$1/run.db" --comm "$RE" >"$TMP/$1/report.txt"
	"$SYNTH/truth.py" --counters "$TMP/$1/run.db" >"$TMP/$1/truth.json"
}

# run NAME POLICY: an active-mode trace imported, record's snapshot and
# counter samples added, reported
run() {
	local name=$1 g
	mkdir -p "$TMP/$name"
	g=$(shared_dir synth "$SYNTH/synth.py" --scenario tbench-performance --active "$2" \
		--seed 1 -o @) || { fail "$name: synth.py failed"; return 1; }
	mapfile -t args < <(python3 -c "import json, sys; print('\n'.join(json.load(open(sys.argv[1]))['import_args']))" "$g/truth.json")
	"$PSTATE_TRACE" import -q -o "$TMP/$name/run.db" "${args[@]}" "$g/trace.txt" \
		2>"$TMP/$name/import.err" ||
		{ fail "$name: import failed: $(head -1 "$TMP/$name/import.err")"; return 1; }
	python3 "$SYNTH/runmeta.py" "$g/truth.json" "$TMP/$name/run.db" ||
		{ fail "$name: runmeta.py failed"; return 1; }
	"$SYNTH/counters.py" "$TMP/$name/run.db" --interval-us 2000 2>/dev/null ||
		{ fail "$name: counters.py failed"; return 1; }
	report "$name"
}

run limited limited
run control control
check_eq "limited: amd_pstate_epp_perf imported, no amd_pstate_perf" \
	"$(q "$TMP/limited/run.db" "SELECT count(*), (SELECT count(*) FROM amd_pstate_perf) FROM amd_pstate_epp_perf")" \
	"6|0"
# intel_pstate under HWP: no policy events, the snapshot's EPP and limits
mkdir -p "$TMP/hwp"
cp "$TMP/limited/run.db" "$TMP/hwp/run.db"
sqlite3 "$TMP/hwp/run.db" "DELETE FROM ev_amd_pstate_epp_perf; DELETE FROM meta WHERE key = 'amd_pstate_status';
	UPDATE cpu SET driver = 'intel_pstate', governor = 'powersave'"
report hwp

relay python3 - "$TMP" <<'PY'
import json, os, sqlite3, sys
top = sys.argv[1]

def ok(cond, name):
    print(('ok - ' if cond else 'not ok - ') + name)

def near(a, b, tol=1e-5):
    return a is not None and b is not None and abs(a - b) <= tol * max(abs(b), 1)

def load(name):
    d = os.path.join(top, name)
    return (json.load(open(os.path.join(d, 'report.json'))),
            json.load(open(os.path.join(d, 'truth.json'))))

for name, src in (('limited', 'amd_pstate_epp_perf'), ('control', 'amd_pstate_epp_perf'),
                  ('hwp', 'cpu')):
    rep, t = load(name)
    p, cs, pol, tp = rep['perf'], rep['perf']['counter_sample'], rep['perf']['policy'], t['policy']
    ok(t['windows'] > 0 and cs['windows'] == t['windows'] == p['windows'],
       '%s: %d counter_sample windows make the metrics (truth %d)' % (name, p['windows'], t['windows']))
    ok(p['window_source'] == 'counter_sample', '%s: the windows are counter_sample\'s' % name)
    for k in ('busy', 'delivered_ratio', 'bzy_khz', 'avg_khz'):
        ok(near(cs[k], t[k]), '%s: %s %s (truth %.6g)' % (name, k, cs[k], t[k]))
    ok(near(p['delivered_ratio'], t['delivered_ratio']) and
       near(p['delivered_khz'], t['bzy_khz'], 1e-3),
       '%s: delivered %s, %s kHz (truth %.6g)' % (name, p['delivered_ratio'], p['delivered_khz'],
                                                t['delivered_ratio']))
    # no per-update request: requested is not available, never max_perf
    ok(t['requested_ratio'] is None and p['requested_ratio'] is None and
       p['requested_khz'] is None and cs['requested_ratio'] is None,
       '%s: requested not available (%s), as truth' % (name, p['requested_ratio']))
    ok(pol is not None and pol['source'] == tp['source'] == src,
       '%s: the policy of %s (%s)' % (name, src, pol and pol['source']))
    for k in ('events', 'changes'):
        ok(pol[k] == tp[k], '%s: policy %s %s (truth %s)' % (name, k, pol[k], tp[k]))
    for k in ('epp', 'min_perf_share', 'max_perf_share', 'max_perf_khz', 'busy_limited_share',
              'limited_delivered_ratio', 'free_delivered_ratio'):
        if tp[k] is None:
            ok(pol[k] is None, '%s: policy %s null, as truth' % (name, k))
        else:
            ok(near(pol[k], tp[k], 1e-4), '%s: policy %s %s (truth %.6g)' % (name, k, pol[k], tp[k]))
    con = sqlite3.connect(os.path.join(top, name, 'run.db'))
    want = sorted(con.execute('SELECT energy_performance_preference, count(*) FROM cpu '
                              'GROUP BY 1'))
    ok(sorted((e['epp'], e['cpus']) for e in pol['epp_strings']) == want,
       '%s: the EPP strings of the cpu table (%s)' % (name, want))
    ids = [f['id'] for f in rep['findings']]
    ok(('policy-limit' in ids) == tp['finding'],
       '%s: policy-limit %s, as truth' % (name, 'fires' if tp['finding'] else 'silent'))
    if tp['finding']:
        f = [f for f in rep['findings'] if f['id'] == 'policy-limit'][0]['evidence']
        ok(near(f['busy_limited_share'], tp['busy_limited_share'], 1e-4) and
           near(f['limited_delivered_ratio'], tp['limited_delivered_ratio'], 1e-4) and
           near(f['epp'], tp['epp'], 1e-4) and f['policy_changes'] == tp['changes'],
           '%s: policy-limit\'s evidence is the truth\'s' % name)
    ok('delivered-lag' not in ids and 'low-request' not in ids,
       '%s: no finding of a request there is none of (%s)' % (name, ids))

# the runs themselves: the limited one is limited, its control not
ok(load('limited')[1]['policy']['finding'] and load('hwp')[1]['policy']['finding'],
   'limited, hwp: truth says the policy limits the busy time')
ok(not load('control')[1]['policy']['finding'] and load('control')[1]['policy']['epp'] == 0,
   'control: truth says it does not (EPP performance, max_perf = highest_perf)')
ok(load('limited')[1]['policy']['changes'] == 1, 'limited: one change, EPP toward power on a CPU')
PY
for n in limited control hwp; do
	check "$n: the text report fits 80 columns" awk 'length($0) > 80 { exit 1 }' "$TMP/$n/report.txt"
	check "$n: the text says there is no request to give" \
		grep -q "^  requested   not available: none per update" "$TMP/$n/report.txt"
done
check "limited: the text's policy line counts the events" \
	grep -q "amd_pstate_epp_perf: 6 events, 1 change on 4 CPUs" "$TMP/limited/report.txt"
check "limited: the text's EPP line has the snapshot's strings" \
	grep -q "sysfs at start: power (2 CPUs)," "$TMP/limited/report.txt"
check "hwp: the text says the policy is the snapshot's" \
	grep -q "of the cpu table at record start" "$TMP/hwp/report.txt"
check "limited: the mode finding states active mode" \
	grep -q "amd-pstate-epp (active), governor powersave: no per-update requests" \
	"$TMP/limited/report.txt"
t_done
