#!/bin/bash
# record_load: tbench 64 recorded at the default options beside a load that
# saturates the CPUs (hackbench -g 8, over and over) loses nothing: no
# lost_events, no overrun, and every event the kernel says its readers took
# out of the ring buffer (buffer_stats.read_events) is in the database.
# And the readers' priority is theirs alone: in the kernel's own
# sched_switch records the readers run at a realtime prio, every task of
# the workload at the normal one (prio 120), and chrt(1) inside the
# workload, in a child and a grandchild, says SCHED_OTHER.
# alone: it measures what is lost or how long things take, beside nothing else
. "$(dirname "$0")/../lib.sh"
need_tracefs
for c in tbench tbench_srv hackbench unshare ip chrt; do
	command -v $c >/dev/null || skip_all "$c is not installed (make deps)"
done
cd "$TMP" || exit 1
. "$TOP/scripts/bench-lib.sh" # db_events: the rows of every event table

# the load, in a session of its own so that it can be stopped as a whole
setsid bash -c 'while :; do hackbench -g 8 -l 2000 >/dev/null 2>&1; done' &
load=$!
stop_load() {
	kill -TERM -- -"$load" 2>/dev/null
	wait "$load" 2>/dev/null
	while kill -0 -- -"$load" 2>/dev/null; do sleep 0.05; done
}
trap 'stop_load; t_cleanup' EXIT
for _ in $(seq 200); do
	[ "$(pgrep -s "$load" -c hackbench)" -ge 100 ] && break
	sleep 0.05
done
check "the load runs ($(pgrep -s "$load" -c hackbench) hackbench tasks)" \
	test "$(pgrep -s "$load" -c hackbench)" -ge 100

# the workload ends the load when tbench is done: the conversion then runs
# on a quiet machine, and the load spans the whole of tbench's run
"$TOP/tests/with-tbench" "$PSTATE_TRACE" record -o load.db -- sh -c \
	'tbench -t 10 64 127.0.0.1; rc=$?; kill -TERM -- -'"$load"'; exit $rc' >tb.out 2>err
rc=$?
stop_load
check_eq "tbench 64 under load: exit status" "$rc" 0
check "tbench 64 under load: tbench's throughput kept" \
	test "$(q load.db "SELECT count(*) FROM workload_result WHERE metric = 'throughput'")" = 1
idle=$(q load.db "SELECT printf('%.4f', coalesce(sum(nts - ts), 0) * 1.0 /
	((SELECT value FROM meta WHERE key = 't_end_ns') - (SELECT value FROM meta WHERE key = 't_start_ns')) /
	(SELECT value FROM meta WHERE key = 'nr_cpus'))
	FROM (SELECT ts, next_pid, lead(ts) OVER (PARTITION BY cpu ORDER BY ts) AS nts FROM sched_switch)
	WHERE next_pid = 0 AND nts IS NOT NULL")
check "the CPUs were saturated: idle $idle of the run (< 0.05)" \
	awk -v i="$idle" 'BEGIN { exit !(i < 0.05) }'
check "the load ran beside it: hackbench tasks in the trace" \
	test "$(q load.db "SELECT count(DISTINCT next_pid) FROM sched_switch WHERE next_comm = 'hackbench'")" -ge 100
check_eq "no lost_events" "$(q load.db "SELECT count(*) FROM lost_events")" 0
check_eq "no overrun, nothing dropped" \
	"$(q load.db "SELECT coalesce(sum(overrun), -1) || ' ' || sum(commit_overrun) || ' ' || sum(dropped_events) FROM buffer_stats")" \
	"0 0 0"
read=$(q load.db "SELECT sum(read_events) FROM buffer_stats")
check_eq "every event the readers took is stored ($read)" "$(db_events load.db)" "$read"
check "the summary says none lost" grep -q "^  lost       none" err
check_eq "meta lost" "$(q load.db "SELECT value FROM meta WHERE key = 'lost'")" \
	"none (on $(nproc --all) CPUs)"

# who ran at which priority, in the kernel's words (prio 120 + nice for
# SCHED_OTHER: the workload keeps the nice value record was started with;
# SCHED_FIFO 1 is prio 98)
prio=$((120 + $(nice)))
check_eq "the readers ran SCHED_FIFO 1 (prio 98)" \
	"$(q load.db "SELECT count(*) > 0 FROM sched_switch WHERE next_comm = 'pstate-trace' AND next_prio = 98")" 1
check_eq "every task of the workload at prio $prio" \
	"$(q load.db "SELECT group_concat(DISTINCT next_prio) FROM sched_switch WHERE next_comm = 'tbench'
		AND next_pid IN (SELECT child_pid FROM sched_process_fork UNION SELECT value FROM meta WHERE key = 'workload_pid')")" "$prio"

# and in chrt's: the command, its child and grandchild; the readers from /proc
"$PSTATE_TRACE" record -q -o pol.db -- sh -c 'chrt -p $$; sh -c "chrt -p \$\$; sh -c \"chrt -p \\\$\\\$\""
	for t in /proc/$PPID/task/*; do echo "reader $(cut -d" " -f41 $t/stat 2>/dev/null)"; done' >pol.out 2>err
check_eq "chrt: the workload, its child and grandchild SCHED_OTHER" \
	"$(grep -c 'policy: SCHED_OTHER' pol.out) $(grep -c 'policy:' pol.out)" "3 3"
check "/proc: pstate-trace has SCHED_FIFO threads (policy 1)" grep -q '^reader 1$' pol.out
check "/proc: and its main thread is SCHED_OTHER (policy 0)" grep -q '^reader 0$' pol.out
no_instance_left record_load
t_done
