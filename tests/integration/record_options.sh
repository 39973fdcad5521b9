#!/bin/bash
# record_options: what a recording holds beyond the counts: -e and
# --no-event, stale instances removed, counters sampled, work functions by
# name, rows in global time order, the task table naming every pid, meta
# and labels.
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
command -v hackbench >/dev/null || skip_all "hackbench is not installed"
cd "$TMP" || exit 1
inst=$(tracefs_dir)/instances

# a stale instance of a dead pid is removed at start
stale=pstate-trace-4194000
mkdir "$inst/$stale" 2>/dev/null
"$PSTATE_TRACE" record -o opt.db -e timer:hrtimer_start --no-event sched_wakeup \
	--label mylabel --param groups=2 --benchmark hb --meta note=hello -- \
	hackbench -g 2 -l 100 >out 2>err
check_eq "record: exit status" "$?" 0
check "a stale instance of a dead pid is removed" test ! -d "$inst/$stale"
check "and said so" grep -q "removed the stale tracefs instance $stale" err
rmdir "$inst/$stale" 2>/dev/null

# -e: into the event table, fields as JSON
n=$(q opt.db "SELECT count(*) FROM event WHERE name = 'hrtimer_start' AND system = 'timer'")
check "-e timer:hrtimer_start: rows in the event table ($n)" test "$n" -gt 0
check_eq "-e: its fields are JSON" \
	"$(q opt.db "SELECT count(*) FROM event WHERE json_valid(fields) = 0 OR json_extract(fields, '$.expires') IS NULL")" 0
check_eq "--no-event sched_wakeup: not recorded" "$(q opt.db "SELECT count(*) FROM sched_wakeup")" 0
check "--no-event: the others still are" test "$(q opt.db "SELECT count(*) FROM sched_waking")" -gt 0
check "events_enabled lists -e, not the dropped one" \
	sh -c "q() { sqlite3 -batch -noheader \"\$@\"; }; v=\$(q opt.db \"SELECT value FROM meta WHERE key = 'events_enabled'\"); case \$v in *timer:hrtimer_start*) ;; *) exit 1;; esac; case \$v in *sched:sched_wakeup,*|*sched:sched_wakeup) exit 1;; esac"

# labels and meta
for kv in label=mylabel benchmark=hb param_name=groups param_value=2 note=hello source=record \
	trace_clock=mono interrupted=0 workload_exit=0; do
	check_eq "meta ${kv%%=*}" "$(q opt.db "SELECT value FROM meta WHERE key = '${kv%%=*}'")" "${kv#*=}"
done
check_eq "meta workload_cmd" "$(q opt.db "SELECT value FROM meta WHERE key = 'workload_cmd'")" \
	"hackbench -g 2 -l 100"
check "meta kernel_release is uname -r" test "$(q opt.db "SELECT value FROM meta WHERE key = 'kernel_release'")" = "$(uname -r)"
check_eq "meta nr_cpus" "$(q opt.db "SELECT value FROM meta WHERE key = 'nr_cpus'")" "$(nproc --all)"
check_eq "a cpu row per CPU" "$(q opt.db "SELECT count(*) FROM cpu")" "$(nproc --all)"
check "the workload's span is inside the trace's" test "$(q opt.db "SELECT (SELECT value FROM meta WHERE key = 't_start_ns') < (SELECT value FROM meta WHERE key = 't_end_ns')")" = 1
check_eq "workload_result: hackbench's time, its main figure" \
	"$(q opt.db "SELECT metric || ',' || unit || ',' || better || ',' || main FROM workload_result WHERE main = 1")" "time,s,lower,1"
check "workload_result: elapsed" test "$(q opt.db "SELECT count(*) FROM workload_result WHERE metric = 'elapsed'")" = 1
# the report says it: hackbench's time the result, elapsed beside it
"$PSTATE_ANALYZE" report opt.db >opt.text
check_eq "report: the result is hackbench's time, as stored" \
	"$(sed -n 's/^  result  *//p' opt.text)" \
	"$(q opt.db "SELECT printf('time %s s, lower is better', value) FROM workload_result WHERE main = 1")"
check "report: elapsed beside it" grep -q '^  also  *elapsed [0-9.e-]* s$' opt.text

# counters: what this machine offers was sampled, or meta says why not
desc=$(q opt.db "SELECT value FROM meta WHERE key = 'counters'")
check "meta counters says what was sampled or why not ($desc)" test -n "$desc"
if [ -r /sys/bus/event_source/devices/msr/events/tsc ]; then
	n=$(q opt.db "SELECT count(*) FROM counter_sample WHERE name = 'msr/tsc'")
	check "msr/tsc sampled on every CPU ($n samples)" \
		test "$(q opt.db "SELECT count(DISTINCT cpu) FROM counter_sample WHERE name = 'msr/tsc'")" = "$(nproc)"
	check_eq "msr/tsc samples never go back" \
		"$(q opt.db "SELECT count(*) FROM (SELECT value < lag(value) OVER (PARTITION BY cpu ORDER BY ts) AS back FROM counter_sample WHERE name = 'msr/tsc') WHERE back")" 0
	check "msr/tsc samples span the workload" test "$(q opt.db "SELECT min(ts) <= (SELECT value FROM meta WHERE key = 't_start_ns') + 20000000 FROM counter_sample")" = 1
	# the sampler's cost: a round per sample of each CPU, one read a CPU
	# (its counters one group), some CPU time but less than the run's span
	check_eq "meta counters_rounds: the rounds the samples show" \
		"$(q opt.db "SELECT value FROM meta WHERE key = 'counters_rounds'")" \
		"$(q opt.db "SELECT count(*) FROM counter_sample WHERE name = 'msr/tsc' AND cpu = 0")"
	check_eq "meta counters_reads_per_round: one a CPU" \
		"$(q opt.db "SELECT value FROM meta WHERE key = 'counters_reads_per_round'")" "$(nproc)"
	# (the rounds are serialised: their CPU time is within their wall time)
	check_eq "meta counters_sampler_cpu_ns: measured, within the samples' span" \
		"$(q opt.db "SELECT CAST(value AS INTEGER) > 0 AND CAST(value AS INTEGER) <= (SELECT max(ts) - min(ts) FROM counter_sample) + (SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'counters_round_max_ns') FROM meta WHERE key = 'counters_sampler_cpu_ns'")" 1
else
	skip "counters: this machine's msr PMU offers no tsc"
fi

# work functions by name, from kallsyms
n=$(q opt.db "SELECT count(*) FROM workqueue_execute_start")
if [ "$n" -gt 0 ]; then
	check_eq "workqueue functions are symbol names, not addresses" \
		"$(q opt.db "SELECT count(*) FROM workqueue_execute_start WHERE function LIKE '0x%' OR function IS NULL")" 0
else
	skip "workqueue functions: no work ran during the recording"
fi

# rows in global time order: within a table by rowid (seq grows: every
# gap at least 1), across tables by seq
for t in sched_switch sched_waking cpu_idle workqueue_queue_work sched_process_fork; do
	check_eq "$t: rowid order is ts and seq order" \
		"$(q opt.db "SELECT count(*) FROM (SELECT ts < lag(ts) OVER (ORDER BY rowid) OR seq_gap < 1 AS bad FROM ev_$t) WHERE bad")" 0
done
check_eq "seq orders all events by time" \
	"$(q opt.db "SELECT count(*) FROM (SELECT ts < lag(ts) OVER (ORDER BY seq) AS bad FROM (SELECT ts, seq FROM sched_switch UNION ALL SELECT ts, seq FROM sched_waking UNION ALL SELECT ts, seq FROM event UNION ALL SELECT ts, seq FROM cpu_idle)) WHERE bad")" 0
check_eq "seq values are unique across tables" \
	"$(q opt.db "SELECT count(*) - count(DISTINCT seq) FROM (SELECT seq FROM sched_switch UNION ALL SELECT seq FROM sched_waking UNION ALL SELECT seq FROM event)")" 0

# the task table names every pid a switch mentions
check_eq "task: every next_pid of a switch is named" \
	"$(q opt.db "SELECT count(DISTINCT next_pid) FROM sched_switch WHERE next_pid NOT IN (SELECT pid FROM task WHERE comm IS NOT NULL)")" 0
check "task: the workload's pid" test "$(q opt.db "SELECT count(*) FROM task WHERE pid = (SELECT value FROM meta WHERE key = 'workload_pid') AND comm = 'hackbench'")" -ge 1
# -v: what was set up and when the workload ran; not without it
"$PSTATE_TRACE" record -v -o v.db -- true >/dev/null 2>verr
check_eq "-v: exit status" "$?" 0
wpid=$(q v.db "SELECT value FROM meta WHERE key = 'workload_pid'")
check "-v: names the instance and the events" grep -q "instance pstate-trace-[0-9]*, .*sched:sched_switch" verr
check "-v: names the workload's pid ($wpid)" grep -q "workload true started, pid $wpid\$" verr
"$PSTATE_TRACE" record -o v.db -- true >/dev/null 2>verr
check "without -v: neither" sh -c '! grep -q -e "instance pstate-trace-" -e "started, pid" verr'
no_instance_left record_options
t_done
