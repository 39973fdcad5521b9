#!/bin/bash
# record_oracle: record hackbench and a small tbench run, and check the
# database against two independent readers of the same events:
#  - the spool (--keep-spool) turned into a trace.dat by `trace-cmd restore`
#    and counted with `trace-cmd report`: every table, exactly;
#  - `perf record -k CLOCK_MONOTONIC -e sched:sched_switch -a` running at the
#    same time: sched_switch rows inside the run's window, exactly.
# quick
# alone: it measures what is lost or how long things take, beside nothing else
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in trace-cmd perf hackbench; do
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
	for t in $(q "$1" "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'sched_%' OR name LIKE 'workqueue_%' OR name LIKE 'cpu_%' OR name LIKE 'amd_%' OR name = 'pstate_sample'"); do
		[ "$t" = cpu ] && continue
		n=$(q "$1" "SELECT count(*) FROM $t")
		[ "$n" -gt 0 ] && echo "$t $n"
	done | sort
}

trace-cmd restore -c -o "$TMP/head.dat" >/dev/null 2>&1 ||
	{ fail "trace-cmd restore -c could not write a header"; t_done; exit; }

# perf_window_count PERFDATA LO HI: perf's sched_switch samples in [LO, HI]
perf_window_count() {
	perf script -i "$1" -F time --ns 2>/dev/null |
		awk -v lo="$2" -v hi="$3" '{ t = $1; sub(":", "", t); split(t, a, ".");
			ns = a[1] * 1000000000 + a[2]; if (ns >= lo && ns <= hi) n++ } END { print n + 0 }'
}

# window DB: a [lo, hi] inside the run whose edges lie in the widest gap
# between events of its first and of its last fifth (at least 20 us), so
# that the difference between the two tracers' stamps of one event cannot
# move it across an edge; prints lo, hi and the two gaps in ns (said with
# the result: a difference with edges in wide gaps is no edge effect)
window() {
	q "$1" "WITH s AS (SELECT ts, lead(ts) OVER (ORDER BY rowid) AS nx, rowid AS r FROM sched_switch),
		n AS (SELECT max(rowid) AS m FROM sched_switch),
		lo AS (SELECT (ts + nx) / 2 AS v, nx - ts AS g FROM s, n WHERE r > 2 AND r <= n.m / 5
			AND nx - ts > 20000 ORDER BY nx - ts DESC LIMIT 1),
		hi AS (SELECT (ts + nx) / 2 AS v, nx - ts AS g FROM s, n WHERE r >= n.m * 4 / 5
			AND r < n.m - 2 AND nx - ts > 20000 ORDER BY nx - ts DESC LIMIT 1)
	       SELECT lo.v || ' ' || hi.v || ' ' || lo.g || ' ' || hi.g FROM lo, hi"
}

check_run() {
	local name=$1 db=$2 spool=$3 perfdata=$4 lo hi glo ghi want got lost plost
	shift 4
	lost=$(q "$db" "SELECT count(*) FROM lost_events")
	check_eq "$name: no lost events" "$lost" 0
	check_eq "$name: meta source" "$(q "$db" "SELECT value FROM meta WHERE key='source'")" record
	trace-cmd restore -i "$TMP/head.dat" -o "$TMP/$name.dat" "$spool"/cpu*.raw >/dev/null 2>&1
	report_counts "$TMP/$name.dat" >"$TMP/$name.report"
	db_counts "$db" >"$TMP/$name.db"
	if [ -s "$TMP/$name.report" ] && diff -u "$TMP/$name.report" "$TMP/$name.db" >"$TMP/$name.diff"; then
		pass "$name: every table's count equals trace-cmd report's ($(wc -l <"$TMP/$name.db") event types)"
	else
		fail "$name: counts differ from trace-cmd report: $(tr '\n' ' ' <"$TMP/$name.diff")"
	fi
	read -r lo hi glo ghi <<<"$(window "$db")"
	if [ -z "$lo" ] || [ -z "$hi" ]; then
		fail "$name: no quiet gaps to place a window in"
		return
	fi
	want=$(perf_window_count "$perfdata" "$lo" "$hi")
	got=$(q "$db" "SELECT count(*) FROM sched_switch WHERE ts BETWEEN $lo AND $hi")
	plost=$(perf_lost "$perfdata")
	if [ "$plost" -gt 0 ]; then
		# perf's own buffer overflowed: it is no oracle for this run
		skip "$name: perf record lost $plost chunks (machine busy); no comparison"
	elif [ "$want" -gt 0 ] && [ "$want" = "$got" ]; then
		pass "$name: sched_switch in [$lo, $hi] equals perf record's ($got; edges in gaps of $glo, $ghi ns)"
	else
		fail "$name: sched_switch in [$lo, $hi]: $got rows, perf record saw $want (edges in gaps of $glo, $ghi ns)"
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
