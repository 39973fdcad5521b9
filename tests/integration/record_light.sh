#!/bin/bash
# record_light: record --counters-only, a light run: no tracefs instance,
# no event rows, the counters, sysfs snapshot, results and meta as a traced
# run has them (meta tracing says which kind); the report says what it is;
# compare takes light and traced runs together; the options that only mean
# something with tracepoints are usage errors.
# quick
. "$(dirname "$0")/../lib.sh"
command -v hackbench >/dev/null || skip_all "hackbench is not installed (make deps)"
cd "$TMP" || exit 1

# the workload looks for an instance of its parent (the recorder) while it runs
probe='n=0; for d in /sys/kernel/tracing/instances/pstate-trace-$PPID; do [ -d "$d" ] && n=1; done;
echo "instance $n"; exec hackbench -g 2 -l 100'
"$PSTATE_TRACE" record --counters-only -o light.db -- sh -c "$probe" >out 2>err
check_eq "record --counters-only: exit 0" "$?" 0
check "no tracefs instance while the workload ran" grep -qx "instance 0" out
check_eq "meta tracing" "$(q light.db "SELECT value FROM meta WHERE key = 'tracing'")" counters-only
events=$(q light.db "SELECT group_concat(name) FROM sqlite_master WHERE type = 'view' AND
	name IN ('sched_switch', 'sched_waking', 'sched_wakeup', 'cpu_idle', 'cpu_frequency',
	'amd_pstate_perf', 'workqueue_execute_start', 'marker', 'event')")
rows=0
for t in ${events//,/ }; do
	rows=$((rows + $(q light.db "SELECT count(*) FROM $t")))
done
check_eq "no event rows (in $events)" "$rows" 0
check_eq "hackbench's time is a result" \
	"$(q light.db "SELECT count(*) FROM workload_result WHERE metric = 'time' AND value > 0")" 1
check "the elapsed time too, and it is the span of meta t_start_ns .. t_end_ns" \
	test "$(q light.db "SELECT abs((SELECT value FROM workload_result WHERE metric = 'elapsed') -
		((SELECT value FROM meta WHERE key = 't_end_ns') -
		 (SELECT value FROM meta WHERE key = 't_start_ns')) / 1e9) < 1e-6")" = 1
check_eq "the cpu table: a row per CPU" "$(q light.db "SELECT count(*) FROM cpu")" "$(nproc --all)"
check "meta counters says what was sampled or why not" \
	test -n "$(q light.db "SELECT value FROM meta WHERE key = 'counters'")"
if [ "$(id -u)" = 0 ] && q light.db "SELECT name FROM counter" | grep -q .; then
	check "counters sampled during the run" \
		test "$(q light.db "SELECT count(*) FROM counter_sample")" -gt 0
else
	skip "counter samples: no counter can be opened here (not root, or no PMU)"
fi
check "the summary says no events by design" grep -q "none: --counters-only" err

"$PSTATE_ANALYZE" report light.db >rep.txt 2>rep.err
check_eq "report of a light run: exit 0" "$?" 0
check "report: the events line says it is a light run" grep -q "none: a light run (record --counters-only)" rep.txt
span=$(awk '$1 == "span" { print $2 }' rep.txt)
want=$(q light.db "SELECT printf('%.3f', ((SELECT value FROM meta WHERE key = 't_end_ns') -
	(SELECT value FROM meta WHERE key = 't_start_ns')) / 1e9)")
check_eq "report: the span is the workload's" "$span" "$want"
"$PSTATE_ANALYZE" report --format json light.db >rep.json
check "report json: run.tracing" grep -q '"tracing": "counters-only"' rep.json

# compare: a light and a traced run of the same configuration together
if [ "$(id -u)" = 0 ] && [ -n "$(tracefs_dir)" ]; then
	"$PSTATE_TRACE" record -q -o full.db -- hackbench -g 2 -l 100 >/dev/null 2>&1
	check_eq "meta tracing of a traced run" "$(q full.db "SELECT value FROM meta WHERE key = 'tracing'")" full
	"$PSTATE_ANALYZE" compare light.db full.db >cmp.txt 2>cmp.err
	check_eq "compare of a light and a traced run: exit 0" "$?" 0
	check "compare: both runs compared" grep -q "2 compared" cmp.txt
else
	skip "compare with a traced run: recording needs root and tracefs"
fi

# the options that need tracepoints
for o in "-b 4096" "-e sched:sched_stat_runtime" "--no-event cpu_idle" "--keep-spool sp" "--single-thread"; do
	# shellcheck disable=SC2086
	"$PSTATE_TRACE" record --counters-only $o -o bad.db -- true >/dev/null 2>err
	check_eq "--counters-only $o: usage error" "$?" 2
done
check "and says why" grep -q "counters-only records no tracepoints" err
check "nothing written for a usage error" test ! -e bad.db
t_done
