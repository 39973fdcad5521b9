#!/bin/bash
# analyze_edited: the report of synthetic runs whose database was edited
# the way real traces differ from the synthetic ones (a kernel that leaves
# a field NULL, a cpu table with holes), against what the definitions say of
# such data.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
cd "$TMP" || exit 1
js() { python3 -c "import json, sys; r = json.load(open(sys.argv[1])); print($2)" "$1"; }

# synth SCENARIO: generate and import it as SCENARIO.db; its regex in $re
synth() {
	synth_copy "$1" --scenario "$1" --seed 1 || return 1
	mapfile -t args < <(python3 -c "import json; print('\n'.join(json.load(open('$1/truth.json'))['import_args']))")
	re=$(python3 -c "import json; print(json.load(open('$1/truth.json'))['workload_comm_regex'])")
	"$PSTATE_TRACE" import -q -o "$1.db" "${args[@]}" "$1/trace.txt"
}

# edited BASE NAME SQL: a copy of BASE.db as NAME.db with SQL applied
edited() {
	cp "$1.db" "$2.db" && sqlite3 "$2.db" "$3"
}

synth tbench-fast || { fail "tbench-fast: synth or import failed"; t_done; exit; }

# amd_pstate_perf without fast_switch (NULL, as the 5.17 form of the event
# has it): a write by a task that is no governor worker is of unknown path
edited tbench-fast fs-null "UPDATE ev_amd_pstate_perf SET fast_switch = NULL"
"$PSTATE_ANALYZE" report fs-null.db --comm "$re" --format json >fs-null.json
check_eq "fast_switch NULL: the path is unknown" "$(js fs-null.json "r['governor']['path']")" unknown
check_eq "fast_switch NULL: every write of unknown path" \
	"$(js fs-null.json "r['governor']['writes']['unknown'] == r['governor']['updates'] > 0")" True
check_eq "fast_switch NULL: neither fast_switch true nor false" \
	"$(js fs-null.json "[f['evidence'] for f in r['findings'] if f['id'] == 'mode'][0]['fast_switch_true']")" 0

# idle CPUs' switches to woken tasks missing (the kernel emits such runs:
# a task switched out that no traced sched_switch switched in): the
# latencies they would close are left out and counted, not stretched to the
# task's next switch-in; against truth.py on the edited text
awk '/sched_switch: prev_comm=swapper.* ==> next_comm=tbench/ && ++n % 50 == 0 { next } { print }' \
	tbench-fast/trace.txt >untraced.txt
python3 -c "import json; json.dump(json.load(open('tbench-fast/truth.json'))['cpu_attrs'], open('attrs.json', 'w'))"
python3 "$TOP/tests/synth/truth.py" untraced.txt --attrs attrs.json --comm "$re" -o untraced.truth.json
"$PSTATE_TRACE" import -q -o untraced.db "${args[@]}" untraced.txt
"$PSTATE_ANALYZE" report untraced.db --comm "$re" --format json >untraced.json
dropped=$(($(wc -l <tbench-fast/trace.txt) - $(wc -l <untraced.txt)))
check "untraced switch-ins: $dropped switches removed" test "$dropped" -gt 5
check_eq "untraced switch-ins: each leaves a latency out, counted" \
	"$(js untraced.json "r['latency']['untraced_switch_in']")" "$dropped"
"$PSTATE_ANALYZE" report tbench-fast.db --comm "$re" --format json >tbench-fast.json
check_eq "untraced switch-ins: as many fewer latencies as switches removed" \
	"$(js untraced.json "r['latency']['wakeup_us']['count']")" \
	"$(($(js tbench-fast.json "r['latency']['wakeup_us']['count']") - dropped))"
out=$(python3 "$TOP/tests/synth/check_report.py" untraced.json untraced.truth.json --label untraced)
if grep -q '^not ok' <<<"$out"; then
	fail "untraced switch-ins: the report is not truth.py's: $(grep '^not ok' <<<"$out" | head -3 | tr '\n' ' ')"
else
	pass "untraced switch-ins: the report is truth.py's ($(grep -c '^ok' <<<"$out") checks)"
fi
"$PSTATE_ANALYZE" report untraced.db --comm "$re" >untraced.txt.out
check "untraced switch-ins: the text says how many were left out" \
	grep -q "left out  *$dropped wakings of tasks switched out with no switch-in traced" untraced.txt.out

# rate_limit_us unknown on CPU 0 (a cpu table with a hole): the report says
# the rate limit the analysis goes by, the other CPUs'
edited tbench-fast rl-hole "UPDATE cpu SET rate_limit_us = NULL WHERE cpu = 0"
rl=$(q tbench-fast.db "SELECT rate_limit_us FROM cpu WHERE cpu = 1")
"$PSTATE_ANALYZE" report rl-hole.db --comm "$re" >rl-hole.txt
check "rate_limit_us NULL on CPU 0: the text says CPU 1's, $rl us" grep -q "rate limit  *$rl us" rl-hole.txt
# target_perf NULL on CPU 0 (a damaged or partial row): the windows it
# opens have no request; no share of the request counts them (a NULL read
# as INT64_MIN made CPU 0's target/capacity negative: a false invariance
# finding, and every such window a floor request below nominal)
synth invariance-control || { fail "invariance-control: synth or import failed"; t_done; exit; }
edited invariance-control target-null "UPDATE ev_amd_pstate_perf SET target_perf = NULL WHERE cpu_id = 0"
"$PSTATE_ANALYZE" report target-null.db --comm "$re" --format json >target-null.json
"$PSTATE_ANALYZE" report invariance-control.db --comm "$re" --format json >inv-control.json
check_eq "target_perf NULL: no invariance finding (none without the edit)" \
	"$(js target-null.json "[f['id'] for f in r['findings'] if f['id'] in ('invariance', 'low-request', 'efficiency-floor')]")" \
	"$(js inv-control.json "[f['id'] for f in r['findings'] if f['id'] in ('invariance', 'low-request', 'efficiency-floor')]")"
check_eq "target_perf NULL: CPU 0's target/capacity unknown, the others' as without the edit" \
	"$(js target-null.json "[c['target_over_capacity'] for c in r['perf']['per_cpu']]")" \
	"$(js inv-control.json "[None] + [c['target_over_capacity'] for c in r['perf']['per_cpu']][1:]")"
"$PSTATE_ANALYZE" report target-null.db --comm "$re" >target-null.txt
check "target_perf NULL: no NULL level in the residency table" \
	sh -c "! sed -n '/^RESIDENCY/,/^WAKEUP/p' target-null.txt | grep -q -- '-9223372036854775808'"
# newdb NAME SQL: a run database built from SQL of rows as schema version 1
# has them (a comm and a pid, seq), made version 2 by tests/schema_v1.py
newdb() {
	local v1="$TOP/tests/fixtures/schema-v1"
	rm -f "$1-v1.db"
	{ cat "$v1/pstate.sql" "$v1/indexes.sql"; echo "$2"; } | sqlite3 "$1-v1.db" &&
		python3 "$TOP/tests/schema_v1.py" to-v2 "$1-v1.db" "$1.db"
}

# a span of 0 (every event at one time): no rate and no share of CPU time
# can be told (they divided by 0: nan% of CPU time)
newdb span0 "INSERT INTO meta VALUES ('source', 'text'), ('nr_cpus', '1');
INSERT INTO cpu (cpu, highest_perf, nominal_perf) VALUES (0, 166, 110);
INSERT INTO task VALUES (400, 'sugov:0', 1000, 1000);
INSERT INTO sched_switch VALUES (1000, 0, 'swapper/0', 0, 120, 'R', 'sugov:0', 400, -1, 1);
INSERT INTO amd_pstate_perf (ts, cpu, pid, target_perf, capacity, cpu_id, fast_switch, seq)
	VALUES (1000, 0, 400, 100, 166, 0, 0, 2);" || fail "cannot build span0.db"
"$PSTATE_ANALYZE" report span0.db >span0.txt
check "span 0: the text report has no nan or inf" sh -c "! grep -Eiw 'nan|inf' span0.txt"
check "span 0: sugov's rates and share are n/a" grep -q "sugov  *n/a switch-ins/s, n/a/s per CPU, n/a% of CPU time" span0.txt
check "span 0: no busy share either" grep -q "busy  *n/a: the window holds no CPU time" span0.txt
# the per-CPU ranking: 10 CPUs of delivered/requested 0.50, 0.55 .. 0.95 and
# one without nominal_perf (no delivered): that one is left out, not ranked
# by its request; the median is the nearest-rank one (the 5th of 10)
{
	echo "INSERT INTO meta VALUES ('source', 'text'), ('nr_cpus', '11');"
	for c in $(seq 0 10); do
		nominal=110 target=100 ap=$((500000 + 50000 * c))
		[ "$c" = 10 ] && nominal=NULL target=160
		echo "INSERT INTO cpu (cpu, highest_perf, nominal_perf) VALUES ($c, 166, $nominal);"
		echo "INSERT INTO amd_pstate_perf (ts, cpu, pid, target_perf, capacity, mperf, aperf, tsc, cpu_id, fast_switch, seq)
			VALUES ($((1001 + 2 * c)), $c, 1201, $target, 166, 1000000, 1000000, 2000000, $c, 1, $((2 * c + 1))),
			       ($((1002 + 2 * c)), $c, 1201, $target, 166, 1100000, $ap, 2000000, $c, 1, $((2 * c + 2)));"
	done
} >rank.sql
newdb rank "$(cat rank.sql)" || fail "cannot build rank.db"
"$PSTATE_ANALYZE" report rank.db >rank.txt
flat=$(sed -n '/^REQUESTED VS DELIVERED/,/^RESIDENCY/p' rank.txt | tr -s ' \n' '  ')
case $flat in
*"per CPU 10 CPUs with delivered/requested; min 0.500 median 0.700 max 0.950;"*)
	pass "per-CPU ranking: 10 CPUs, the nearest-rank median" ;;
*) fail "per-CPU ranking: 10 CPUs, the nearest-rank median: $flat" ;;
esac
case $flat in
*"left out 1 CPU with windows but no delivered/requested"*) pass "per-CPU ranking: the CPU without delivered is left out, and said so" ;;
*) fail "per-CPU ranking: the CPU without delivered is left out, and said so: $flat" ;;
esac
check "per-CPU ranking: no row of CPU 10" sh -c "! sed -n '/^REQUESTED VS DELIVERED/,/^RESIDENCY/p' rank.txt | grep -q '^ *10  '"
# wakeup latencies of 150-250 ms (p99 ~250 ms, max 1 s) on a CPU with no
# request yet, beside one on a CPU with a request: the latency tables fit in
# 80 columns, text and markdown (the "requested (no request yet)" row made
# the markdown table 82 columns wide)
newdb wide "INSERT INTO meta VALUES ('source', 'text'), ('nr_cpus', '2');
INSERT INTO cpu (cpu, highest_perf, nominal_perf) VALUES (0, 166, 110), (1, 166, 110);
INSERT INTO amd_pstate_perf (ts, cpu, pid, target_perf, capacity, cpu_id, fast_switch, seq)
	VALUES (500, 1, 1202, 100, 166, 1, 1, -3);
INSERT INTO sched_waking VALUES (600, 0, 'tbench', 1202, 120, 1, 1, -2);
INSERT INTO sched_switch VALUES (700, 1, 'swapper/1', 0, 120, 'R', 'tbench', 1202, 120, -1);
WITH RECURSIVE t(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM t WHERE i < 9999)
INSERT INTO sched_waking SELECT 1000000000 + i * 2000000000, 1, 'tbench', 1201, 120, 0, 1, 3 * i + 1 FROM t;
WITH RECURSIVE t(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM t WHERE i < 9999)
INSERT INTO sched_switch SELECT * FROM (
	SELECT 1000000000 + i * 2000000000 +
		CASE WHEN i = 9999 THEN 1000000000 ELSE 150000000 + i * 10000 END,
		0, 'swapper/0', 0, 120, 'R', 'tbench', 1201, 120, 3 * i + 2 FROM t
	UNION ALL SELECT 1000000000 + i * 2000000000 + 1900000000,
		0, 'tbench', 1201, 120, 'S', 'swapper/0', 0, 120, 3 * i + 3 FROM t)
	ORDER BY 10;" || fail "cannot build wide.db"
for fmt in text markdown; do
	"$PSTATE_ANALYZE" report wide.db --comm '^tbench$' --format $fmt >wide.$fmt
	check "latency tables with 1 s wakeups on a CPU without a request: the $fmt report fits in 80 columns" \
		sh -c "! awk 'length(\$0) > 80 { print; bad = 1 } END { exit !bad }' wide.$fmt"
	check "... and shows the no-request row" grep -q "no request yet.* 10000 .*1000000\.0" wide.$fmt
done
t_done
