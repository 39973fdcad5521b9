#!/bin/bash
# analyze_options: the report's window and filters.  On a synthetic trace:
# --from/--to gives what truth.py says of the same trace cut to that window;
# --cpu N reports CPU N's share (the latencies of the CPUs add up to all of
# them, a CPU's ratios are its per-CPU entry of the whole report); --pid of
# the workload's pids gives what --comm gives; bad options exit 2.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
synth_copy syn --scenario tbench-kthread --seed 3 ||
	{ fail "synth.py"; t_done; exit; }
mapfile -t args < <(python3 -c "import json; print('\n'.join(json.load(open('syn/truth.json'))['import_args']))")
re=$(python3 -c "import json; print(json.load(open('syn/truth.json'))['workload_comm_regex'])")
"$PSTATE_TRACE" import -q -o run.db "${args[@]}" syn/trace.txt || { fail "import"; t_done; exit; }
js() { python3 -c "import json, sys; r = json.load(open(sys.argv[1])); print($2)" "$1"; }

# --from/--to against truth.py on the cut trace
"$PSTATE_ANALYZE" report run.db --comm "$re" --from 0.05 --to 0.15 --format json >win.json
t0=$(q run.db "SELECT value FROM meta WHERE key = 't_start_ns'")
awk -v lo=$(((t0 + 50000000) / 1000)) -v hi=$(((t0 + 150000000) / 1000)) '
	/^#/ { print; next }
	{ for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\.[0-9]+:$/) { split($i, p, /[.:]/); us = p[1] * 1000000 + p[2]; break }
	  if (us >= lo && us <= hi) print }' syn/trace.txt >cut.txt
python3 "$TOP/tests/synth/truth.py" cut.txt --attrs syn/truth.json --comm "$re" -o cut.json
for k in "r['latency']['wakeup_us']" "r['governor']['delay_us']" "r['governor']['updates']"; do
	check_eq "--from 0.05 --to 0.15: $k as truth.py on the cut trace" "$(js win.json "$k" | sed 's/, .mean.: [0-9.]*//; s/\.0\b//g')" \
		"$(js cut.json "$k" | python3 -c "import sys, ast; v = ast.literal_eval(sys.stdin.read()); print({k: v[k] for k in ('count', 'p50', 'p90', 'p99', 'max')} if isinstance(v, dict) else v)")"
done
check "--from 0.05 --to 0.15: requested ratio as truth.py's (0.1%)" python3 -c "
import json; r = json.load(open('win.json'))['perf']['requested_ratio']; t = json.load(open('cut.json'))['perf']['requested_ratio']
assert abs(r - t) <= 1e-3 * t, (r, t)"
check "--from 0.05 --to 0.15: a 0.1 s window" python3 -c "
import json; assert abs(json.load(open('win.json'))['run']['duration_s'] - 0.1) < 1e-9"

# --to past the end: the window ends with the run, the report is that of the whole run
"$PSTATE_ANALYZE" report run.db --comm "$re" --format json >all.json
"$PSTATE_ANALYZE" report run.db --comm "$re" --to 1000 --format json >to1000.json
check "--to 1000 (past the end): the JSON of the whole run" cmp -s to1000.json all.json
"$PSTATE_ANALYZE" report run.db --comm "$re" >all.txt
"$PSTATE_ANALYZE" report run.db --comm "$re" --to 1000 >to1000.txt
check "--to 1000: the text of the whole run but the span's note" \
	sh -c "diff all.txt to1000.txt | grep '^[<>]' | grep -v '^[<>]   span  ' | grep -q . && exit 1 || exit 0"
check "--to 1000: the span says it is the window" grep -q "span .* s analysed (--from/--to window)" to1000.txt
"$PSTATE_ANALYZE" report run.db --from 1000 >out 2>err
check_eq "--from 1000 (past the end): exit 1" "$?" 1
check "--from 1000: says where the run ends" grep -q -- "--from 1000: the run ends .* s after its start" err

# --cpu
sum=0
for c in 0 1 2 3; do
	"$PSTATE_ANALYZE" report run.db --comm "$re" --cpu $c --format json >cpu$c.json
	n=$(js cpu$c.json "(r['latency']['wakeup_us'] or {}).get('count', 0)")
	sum=$((sum + n))
	check "--cpu $c: its requested ratio is its per-CPU entry" python3 -c "
import json
c = json.load(open('cpu$c.json')); a = json.load(open('all.json'))
want = [p for p in a['perf']['per_cpu'] if p['cpu'] == $c][0]['requested_ratio']
assert abs(c['perf']['requested_ratio'] - want) < 1e-6, (c['perf']['requested_ratio'], want)
assert [p['cpu'] for p in c['perf']['per_cpu']] == [$c]"
done
check_eq "--cpu: the CPUs' wakeup latencies add up to all of them" "$sum" \
	"$(js all.json "r['latency']['wakeup_us']['count']")"
# every count is the selected CPU's: those of the 4 CPUs add up to the whole run's
check "--cpu: delays, late items, fast_switch flags, self wakings of the CPUs add up" python3 -c "
import json
cs = [json.load(open('cpu%d.json' % c)) for c in range(4)]
a = json.load(open('all.json'))
mode = lambda r: [f['evidence'] for f in r['findings'] if f['id'] == 'mode'][0]
for what, get in (('delays', lambda r: r['governor']['delay_us']['count']),
		  ('items with the workload running', lambda r: r['governor']['items_with_workload_running']),
		  ('late items', lambda r: r['governor']['late_items']),
		  ('sugov switch-ins', lambda r: r['governor']['sugov']['switch_ins']),
		  ('fast_switch false', lambda r: mode(r)['fast_switch_false']),
		  ('self wakings', lambda r: r['latency']['self_wakings'])):
	assert sum(get(c) for c in cs) == get(a), (what, [get(c) for c in cs], get(a))"
check "--cpu 2: slow-path's rates and share are of one CPU" python3 -c "
import json
r = json.load(open('cpu2.json'))
e = [f['evidence'] for f in r['findings'] if f['id'] == 'slow-path'][0]
d, g = r['run']['duration_s'], r['governor']['sugov']
assert abs(e['sugov_switch_ins_per_s_per_cpu'] - g['switch_ins'] / d) <= 1e-5 * e['sugov_switch_ins_per_s_per_cpu'], e
assert abs(e['sugov_on_cpu_share'] - g['on_cpu_us'] / 1e6 / d) <= 1e-5 * e['sugov_on_cpu_share'], e"
pct() { sed -n "s/^  $2 *\([0-9.]*\)% of CPU time.*/\1/p" "$1"; }
"$PSTATE_ANALYZE" report run.db --comm "$re" >all.txt
for c in 0 1 2 3; do "$PSTATE_ANALYZE" report run.db --comm "$re" --cpu $c >cpu$c.txt; done
check "--cpu: the busy shares of the 4 CPUs average to the whole run's" python3 -c "
v = [float(x) for x in '$(for c in 0 1 2 3; do pct cpu$c.txt busy; done | tr '\n' ' ')'.split()]
assert len(v) == 4 and abs(sum(v) / 4 - $(pct all.txt busy)) <= 0.1, v"
"$PSTATE_ANALYZE" report run.db --comm "$re" --cpu 0-1,3 --format json >cpus.json
check "--cpu 0-1,3: a list of ranges" python3 -c "
import json; assert [p['cpu'] for p in json.load(open('cpus.json'))['perf']['per_cpu']] == [0, 1, 3]"

# --pid: the workload's pids give what --comm gives
pids=$(q run.db "SELECT group_concat(pid) FROM (SELECT DISTINCT pid FROM task WHERE comm IN ('tbench', 'tbench_srv'))")
"$PSTATE_ANALYZE" report run.db --pid "$pids" --format json >pid.json
check_eq "--pid $pids: the latencies of --comm" "$(js pid.json "r['latency']['wakeup_us']")" \
	"$(js all.json "r['latency']['wakeup_us']")"
check_eq "--pid: scope" "$(js pid.json "r['run']['workload']['scope']")" pid
"$PSTATE_ANALYZE" report run.db --format json >none.json
check_eq "no --comm or --pid on an import: all tasks but idle, and it says so" \
	"$(js none.json "r['run']['workload']['scope']")" all
check "the text report says it" sh -c "'$PSTATE_ANALYZE' report run.db | grep -q 'all tasks but idle'"

# bad options: exit 2, a message
for bad in "--cpu x" "--from -1" "--pid abc" "--format xml" "--comm ("; do
	"$PSTATE_ANALYZE" report run.db $bad >out 2>err
	check_eq "report $bad: exit 2" "$?" 2
done
"$PSTATE_ANALYZE" report missing.db >out 2>err
check_eq "report of a missing database: exit 1" "$?" 1
check "and the message names it" grep -q "missing.db" err
echo "not a database" >bad.db
"$PSTATE_ANALYZE" report bad.db >out 2>err
check_eq "report of a file that is not ours: exit 1" "$?" 1
check "says so" grep -q "bad.db: not a pstate-trace database" err
t_done
