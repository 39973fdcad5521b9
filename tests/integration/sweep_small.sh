#!/bin/bash
# sweep_small: a tiny sweep end to end - two labels (standing in for
# governors), two hackbench group counts, two repeats - then
# `pstate-analyze compare` on it: the text (80 columns, both ratio tables,
# the detail, the key metrics), and the JSON (its keys, and its ratios
# against the geometric mean computed here from the databases with sqlite3).
# (scripts/bench's own runs and cleanup: bench_six.)
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in hackbench python3 sqlite3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
export PSTATE_TRACE
SWEEP=$TOP/scripts/sweep
RES=$TMP/results

# ---- the sweep -----------------------------------------------------------

"$SWEEP" -o "$RES" --labels base,new --values 1,2 --repeats 2 hackbench --loops 50 \
	>"$TMP/sweep.out" 2>"$TMP/sweep.err"
check_eq "sweep: exit 0" "$?" 0
if [ -z "$(ls /sys/devices/system/cpu/cpufreq/policy*/scaling_governor 2>/dev/null)" ]; then
	check "sweep: says there is no cpufreq" grep -q "no cpufreq policies here" "$TMP/sweep.err"
fi
n=$(ls "$RES"/*/*.db 2>/dev/null | wc -l)
check_eq "sweep: 8 databases (2 labels x 2 values x 2 repeats)" "$n" 8
for f in base/hackbench-1-1 base/hackbench-2-2 new/hackbench-1-2 new/hackbench-2-1; do
	check "sweep: $f.db" test -f "$RES/$f.db"
done
db=$RES/new/hackbench-2-1.db
check_eq "sweep: meta label" "$(q "$db" "SELECT value FROM meta WHERE key = 'label'")" new
check_eq "sweep: meta benchmark" "$(q "$db" "SELECT value FROM meta WHERE key = 'benchmark'")" hackbench
check_eq "sweep: meta param" \
	"$(q "$db" "SELECT group_concat(value, '=') FROM (SELECT value FROM meta WHERE key IN ('param_name', 'param_value') ORDER BY key)")" \
	"groups=2"
check_eq "sweep: hackbench's time is the main result" \
	"$(q "$db" "SELECT metric || ' ' || better FROM workload_result WHERE main = 1")" "time lower"
check "sweep: the command was hackbench -g 2 -l 50" \
	grep -q "hackbench -g 2 -l 50" <<<"$(q "$db" "SELECT value FROM meta WHERE key = 'workload_cmd'")"
no_instance_left "sweep"

# ---- compare, text -------------------------------------------------------

"$PSTATE_ANALYZE" compare "$RES"/*/*.db >"$TMP/cmp.txt" 2>"$TMP/cmp.err"
check_eq "compare: exit 0" "$?" 0
wide=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$TMP/cmp.txt")
check "compare: text within 80 columns (widest $wide)" test "$wide" -le 80
for h in "PERFORMANCE RATIOS" "PERFORMANCE-PER-WATT RATIOS" "HACKBENCH BY GROUPS" \
	"KEY METRICS BY LABEL"; do
	check "compare: text has $h" grep -qx "$h" "$TMP/cmp.txt"
done
check "compare: ratio table has hackbench, base 1.00, new, better if lower" \
	grep -Eq '^  hackbench +1\.00 +(~|[0-9]\.[0-9][0-9])\*? +lower$' "$TMP/cmp.txt"
check "compare: the key metrics have the governor path and wakeup latency" \
	sh -c "grep -q '^  path ' '$TMP/cmp.txt' && grep -q '^  wakeup p99 ' '$TMP/cmp.txt'"
check "compare: the tracing overhead and WHY sections" \
	sh -c "grep -qx 'TRACING OVERHEAD' '$TMP/cmp.txt' && grep -qx 'WHY' '$TMP/cmp.txt'"
check "compare: says why perf-per-watt is N/A, or has it" \
	sh -c "grep -q '^  N/A: no energy in' '$TMP/cmp.txt' || ! grep -q 'W  higher.* N/A' '$TMP/cmp.txt'"

"$PSTATE_ANALYZE" compare --format markdown "$RES"/*/*.db >"$TMP/cmp.md" 2>/dev/null
check_eq "compare: markdown exit 0" "$?" 0
wide=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$TMP/cmp.md")
check "compare: markdown within 80 columns (widest $wide)" test "$wide" -le 80

# ---- compare, JSON against sqlite3 ----------------------------------------

"$PSTATE_ANALYZE" compare --format json --baseline base "$RES"/*/*.db >"$TMP/cmp.json" 2>/dev/null
check_eq "compare: json exit 0" "$?" 0
# the oracle: per label and groups, the mean of hackbench's times in the
# light runs (the sweep's default: one of the two repeats traced); the ratio
# new / base per groups value; their geometric mean
for l in base new; do
	for g in 1 2; do
		for r in 1 2; do
			db=$RES/$l/hackbench-$g-$r.db
			[ "$(q "$db" "SELECT value FROM meta WHERE key = 'tracing'")" = full ] && continue
			echo "$l $g $(q "$db" "SELECT value FROM workload_result WHERE main = 1")"
		done
	done
done >"$TMP/times"
relay python3 - "$TMP/cmp.json" "$TMP/times" <<'EOF'
import json, math, sys
doc = json.load(open(sys.argv[1]))
times = {}
for line in open(sys.argv[2]):
    l, g, v = line.split()
    times.setdefault((l, g), []).append(float(v))
mean = {k: sum(v) / len(v) for k, v in times.items()}
def ok(cond, name):
    print(("ok - " if cond else "not ok - ") + "compare json: " + name)
ok(set(doc) >= {"baseline", "labels", "benchmarks"}, "top-level keys")
ok(doc["baseline"] == "base", "baseline base")
ok(doc["labels"] == ["base", "new"], "labels [base, new]")
ok(len(doc["benchmarks"]) == 1, "one benchmark")
b = doc["benchmarks"][0]
ok(set(b) >= {"name", "metric", "better", "ratio", "ppw_ratio", "by_param"}, "benchmark keys")
ok(b["name"] == "hackbench" and b["metric"] == "time" and b["better"] == "lower",
   "hackbench, time, lower")
ok(set(b["ratio"]) == {"base", "new"} and set(b["ppw_ratio"]) == {"base", "new"},
   "ratio and ppw_ratio by label")
ok(b["ratio"]["base"] == 1, "ratio base 1")
ok(sorted(b["by_param"]) == ["1", "2"], "by_param keys 1 and 2")
per = [mean[("new", g)] / mean[("base", g)] for g in ("1", "2")]
for g, r in zip(("1", "2"), per):
    ok(abs(b["by_param"][g]["new"] - r) < 1e-5 * r, "by_param %s new = %.6f" % (g, r))
gm = math.sqrt(per[0] * per[1])
ok(abs(b["ratio"]["new"] - gm) < 1e-5 * gm, "ratio new = geometric mean %.6f" % gm)
ok(all(v is None or isinstance(v, float) or isinstance(v, int) for v in b["ppw_ratio"].values()),
   "ppw_ratio numbers or null")
ok(isinstance(b.get("noise", {}).get("new"), bool), "noise new is a boolean")
EOF

t_done
