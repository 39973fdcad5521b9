#!/bin/bash
# record_oracle: record hackbench and a small tbench run, and check the
# database against two independent readers of the same events:
#  - the spool (--keep-spool) turned into a trace.dat by `trace-cmd restore`
#    and counted with `trace-cmd report`: every table, exactly;
#  - `perf record -k CLOCK_MONOTONIC -e sched:sched_switch -a` running at the
#    same time: sched_switch rows inside the run's window, event by event
#    (scripts/oracle-diff: each CPU's switches in order, by pids); on a
#    failure the unmatched events are in the log, with where they sit, and
#    the run's files in tests/out/record_oracle.NAME;
#  - the kernel's own count: every event the readers took out of the ring
#    buffer (buffer_stats.read_events) read back from the spool, none left.
# alone: it measures what is lost or how long things take, beside nothing else
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in trace-cmd perf hackbench python3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done

# report_counts FILE: "event count" lines from trace-cmd report
report_counts() {
	trace-cmd report -i "$1" 2>/dev/null |
		awk '{ for (i = 2; i <= NF; i++) if ($(i-1) ~ /^[0-9]+\.[0-9]+:$/) { sub(":$", "", $i); n[$i]++; break } }
		     END { for (e in n) print e, n[e] }' | sort
}

# db_counts DB: the same from the database (marker and event rows by name)
db_counts() {
	local t
	# the event tables, by the views named as version 1's (cpu and
	# cpuidle_state, the machine's description, are tables)
	for t in $(q "$1" "SELECT name FROM sqlite_master WHERE type = 'view' AND (name LIKE 'sched_%' OR name LIKE 'workqueue_%' OR name LIKE 'cpu_%' OR name LIKE 'amd_%' OR name = 'pstate_sample')"); do
		n=$(q "$1" "SELECT count(*) FROM $t")
		[ "$n" -gt 0 ] && echo "$t $n"
	done | sort
}

trace-cmd restore -c -o "$TMP/head.dat" >/dev/null 2>&1 ||
	{ fail "trace-cmd restore -c could not write a header"; t_done; exit; }

# keep NAME FILE...: on a failure, the run's files for a look afterwards
keep() {
	local dir=$TOP/tests/out/record_oracle.$1
	shift
	rm -rf "$dir"
	mkdir -p "$dir" && cp -a "$@" "$dir/"
	echo "# the run's files are kept in $dir"
}

check_run() {
	local name=$1 db=$2 spool=$3 perfdata=$4 lost plost rc first
	shift 4
	lost=$(q "$db" "SELECT count(*) FROM lost_events")
	check_eq "$name: no lost events" "$lost" 0
	check_eq "$name: meta source" "$(q "$db" "SELECT value FROM meta WHERE key='source'")" record
	check_eq "$name: every event the readers took out of the ring buffer read back" \
		"$(q "$db" "SELECT group_concat(cpu || ':' || (events = read_events AND entries = 0), ' ')
			FROM buffer_stats")" \
		"$(q "$db" "SELECT group_concat(cpu || ':1', ' ') FROM buffer_stats")"
	trace-cmd restore -i "$TMP/head.dat" -o "$TMP/$name.dat" "$spool"/cpu*.raw >/dev/null 2>&1
	report_counts "$TMP/$name.dat" >"$TMP/$name.report"
	db_counts "$db" >"$TMP/$name.db"
	if [ -s "$TMP/$name.report" ] && diff -u "$TMP/$name.report" "$TMP/$name.db" >"$TMP/$name.diff"; then
		pass "$name: every table's count equals trace-cmd report's ($(wc -l <"$TMP/$name.db") event types)"
	else
		fail "$name: counts differ from trace-cmd report: $(tr '\n' ' ' <"$TMP/$name.diff")"
	fi
	plost=$(perf_lost "$perfdata")
	if [ "$plost" -gt 0 ]; then
		# perf's own buffer overflowed: it is no oracle for this run
		skip "$name: perf record lost $plost chunks (machine busy); no comparison"
		return
	fi
	# event by event, in the window of the widest gaps in the first and
	# last fifth: each of perf's events has its twin in ours, and each of
	# ours in perf's (scripts/oracle-diff)
	"$TOP/scripts/oracle-diff" --spool "$spool" "$db" "$perfdata" >"$TMP/$name.odiff" 2>&1
	rc=$?
	first=$(head -n 1 "$TMP/$name.odiff")
	sed 's/^/# /' "$TMP/$name.odiff"
	if [ "$rc" = 0 ]; then
		pass "$name: sched_switch equal to perf record's, event by event: ${first#EQUAL }"
	else
		keep "$name" "$db" "$spool" "$perfdata" "$TMP/$name.odiff"
		fail "$name: sched_switch: $first; $(grep -m 2 '^  only' "$TMP/$name.odiff" | tr -s ' ')"
	fi
}

# hackbench
perf_start "$TMP/hb.perf" sched:sched_switch
"$PSTATE_TRACE" record -q -o "$TMP/hb.db" -b 65536 --keep-spool "$TMP/hb.spool" \
	-- hackbench -g 4 -l 200 >"$TMP/hb.out" 2>&1
rc=$?
perf_stop
check_eq "hackbench: exit status" "$rc" 0
check_run hackbench "$TMP/hb.db" "$TMP/hb.spool" "$TMP/hb.perf"
check_eq "hackbench: its output kept" \
	"$(q "$TMP/hb.db" "SELECT count(*) FROM workload_output WHERE text LIKE 'Time: %'")" 1

# tbench against tbench_srv on loopback
if command -v tbench >/dev/null && command -v tbench_srv >/dev/null; then
	tbench_srv >/dev/null 2>&1 &
	srv=$!
	perf_start "$TMP/tb.perf" sched:sched_switch
	"$PSTATE_TRACE" record -q -o "$TMP/tb.db" -b 131072 --keep-spool "$TMP/tb.spool" \
		-- tbench -t 2 2 127.0.0.1 >"$TMP/tb.out" 2>&1
	rc=$?
	perf_stop
	kill "$srv" 2>/dev/null
	wait "$srv" 2>/dev/null
	check_eq "tbench: exit status" "$rc" 0
	check_run tbench "$TMP/tb.db" "$TMP/tb.spool" "$TMP/tb.perf"
else
	skip "tbench: dbench's tbench is not installed (make deps)"
fi
no_instance_left record_oracle
t_done
