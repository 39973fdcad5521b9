#!/bin/bash
# record_cpus: record -C LIST traces only those CPUs (the instance's
# tracing_cpumask): on this machine -C 1, checked against perf record -a
# running beside it (its sched_switch samples of CPU 1, between two quiet
# gaps); the counters stay on every CPU; meta traced_cpus says the list;
# the report says it and does not count the CPUs left out as idle (a
# workload pinned to CPU 1 keeps it busy: near 100%, not near 50%).
# quick
# alone: it compares with perf record beside it
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in perf hackbench taskset; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
[ "$(nproc --all)" -ge 2 ] || skip_all "one CPU: nothing to leave out"
cd "$TMP" || exit 1

# perf_cpu_count PERFDATA CPU LO HI: perf's sched_switch samples of CPU in [LO, HI]
perf_cpu_count() {
	perf script -i "$1" -F cpu,time --ns 2>/dev/null |
		awk -v cpu="$2" -v lo="$3" -v hi="$4" '{ c = $1; gsub(/[][]/, "", c); t = $2;
			sub(":", "", t); split(t, a, "."); ns = a[1] * 1000000000 + a[2];
			if (c + 0 == cpu && ns >= lo && ns <= hi) n++ } END { print n + 0 }'
}

# gaps DB: a [lo, hi] whose edges lie in the widest gaps between the rows
# of the first and of the last fifth (record_oracle's window)
gaps() {
	q "$1" "WITH s AS (SELECT ts, lead(ts) OVER (ORDER BY ts) AS nx,
			row_number() OVER (ORDER BY ts) AS r FROM sched_switch),
		n AS (SELECT count(*) AS m FROM sched_switch),
		lo AS (SELECT (ts + nx) / 2 AS v FROM s, n WHERE r > 2 AND r <= n.m / 5
			AND nx - ts > 20000 ORDER BY nx - ts DESC LIMIT 1),
		hi AS (SELECT (ts + nx) / 2 AS v FROM s, n WHERE r >= n.m * 4 / 5
			AND r < n.m - 2 AND nx - ts > 20000 ORDER BY nx - ts DESC LIMIT 1)
	       SELECT lo.v || ' ' || hi.v FROM lo, hi"
}

perf_start "$TMP/c.perf" sched:sched_switch
"$PSTATE_TRACE" record -q -o c.db -C 1 -b 65536 -- hackbench -g 2 -l 200 >out 2>err
rc=$?
perf_stop
check_eq "record -C 1: exit 0" "$rc" 0
check_eq "meta traced_cpus" "$(q c.db "SELECT value FROM meta WHERE key = 'traced_cpus'")" 1
check_eq "no row of CPU 0 in any event table" \
	"$(q c.db "SELECT (SELECT count(*) FROM sched_switch WHERE cpu <> 1) +
		(SELECT count(*) FROM sched_waking WHERE cpu <> 1) +
		(SELECT count(*) FROM sched_wakeup WHERE cpu <> 1) +
		(SELECT count(*) FROM sched_migrate_task WHERE cpu <> 1)")" 0
check_eq "buffer_stats: nothing written on CPU 0" \
	"$(q c.db "SELECT entries + overrun FROM buffer_stats WHERE cpu = 0")" 0
read -r lo hi <<<"$(gaps c.db)"
if [ -z "$lo" ] || [ -z "$hi" ]; then
	fail "no quiet gaps to place a window in"
elif [ "$(perf_lost "$TMP/c.perf")" -gt 0 ]; then
	skip "perf record lost events (machine busy): no comparison"
else
	want=$(perf_cpu_count "$TMP/c.perf" 1 "$lo" "$hi")
	got=$(q c.db "SELECT count(*) FROM sched_switch WHERE ts BETWEEN $lo AND $hi")
	other=$(perf_cpu_count "$TMP/c.perf" 0 "$lo" "$hi")
	check "sched_switch of CPU 1 equals perf's ($got, perf $want; CPU 0 had $other)" \
		test "$want" -gt 0 -a "$want" = "$got" -a "$other" -gt 0
fi
if [ "$(q c.db "SELECT count(*) FROM counter_sample")" -gt 0 ]; then
	check_eq "the counters on every CPU" \
		"$(q c.db "SELECT count(DISTINCT cpu) FROM counter_sample")" "$(nproc --all)"
else
	skip "counters on every CPU: no counter can be opened here"
fi

# the report: the CPU left out is not idle
"$PSTATE_TRACE" record -q -o pin.db -C 1 -- taskset -c 1 hackbench -g 1 -l 300 >/dev/null 2>&1
"$PSTATE_ANALYZE" report pin.db >rep.txt 2>rep.err
check_eq "report: exit 0" "$?" 0
check "report: the CPUs traced" grep -q "CPUs 1 only (record -C)" rep.txt
busy=$(awk '$1 == "busy" && $2 ~ /%$/ { sub("%", "", $2); print int($2) }' rep.txt)
check "report: a workload pinned to the traced CPU keeps it busy (${busy}%, not half)" \
	test "${busy:-0}" -ge 90
"$PSTATE_ANALYZE" report --format json pin.db >rep.json
check "report json: run.traced_cpus" grep -q '"traced_cpus": "1"' rep.json
"$PSTATE_ANALYZE" report --cpu 0 pin.db >cpu0.txt 2>&1
check "report --cpu 0 of a run that traced CPU 1: nothing analysed, no busy time" \
	grep -q "busy *n/a: the window holds no CPU time" cpu0.txt

for bad in 2 x "" 1-0 -1 0,,1 0, 1-; do
	"$PSTATE_TRACE" record -o bad.db -C "$bad" -- true >/dev/null 2>err
	check_eq "-C '$bad': usage error" "$?" 2
done
check "said with this machine's CPUs" grep -q "is not a list of this machine's CPUs (0-" err
"$PSTATE_TRACE" record -o bad.db --counters-only -C 0 -- true >/dev/null 2>&1
check_eq "-C with --counters-only: usage error" "$?" 2
check "no database written by a usage error" test ! -e bad.db
no_instance_left "record -C"
t_done
