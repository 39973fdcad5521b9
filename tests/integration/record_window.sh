#!/bin/bash
# record_window: record --window START[,LENGTH] traces only the window,
# while the run's result, counters and span are of the whole run.  The
# workload (tests/phases.py) runs in phases of its own, before, in and
# after the window, and writes a marker every 10 ms into the recording's
# trace_marker, saying on its stdout when it began and ended each write and
# whether the kernel took it: the markers stored are exactly those it took,
# none wholly outside the window, every one wholly inside it; no
# sched_switch row lies outside the bounds meta gives, and the first and
# last lie close to them.  A window that never opens, and the usage errors.
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
command -v python3 >/dev/null || skip_all "python3 is not installed (make deps)"
cd "$TMP" || exit 1
PHASES=$TOP/tests/phases.py

"$PSTATE_TRACE" record -q -o w.db --window 1,1 -- "$PHASES" 3 >out 2>err
check_eq "record --window 1,1: exit 0" "$?" 0
m() { q w.db "SELECT value FROM meta WHERE key = '$1'"; }
t0=$(m t_start_ns) t1=$(m t_end_ns) ws=$(m trace_window_start_ns) we=$(m trace_window_end_ns)
won=$(m trace_window_on_write_ns) woff=$(m trace_window_off_write_ns)
check_eq "meta trace_window" "$(m trace_window)" "1,1"
check "meta: the window's bounds" test -n "$ws" -a -n "$we" -a -n "$won" -a -n "$woff"
check "the window opens 1 s after the workload started (within 0.25 s)" \
	test $(((ws - t0 - 1000000000) / 1000000)) -ge 0 -a $(((ws - t0 - 1000000000) / 1000000)) -lt 250
check "it closes 2 s after the workload started (within 0.25 s)" \
	test $(((we - t0 - 2000000000) / 1000000)) -ge 0 -a $(((we - t0 - 2000000000) / 1000000)) -lt 250
check "the run goes on past the window (3 s)" test $((t1 - we)) -gt 800000000

# the sched_switch rows: inside the bounds, and reaching them
check_eq "no sched_switch row before the window or after it" \
	"$(q w.db "SELECT count(*) FROM sched_switch WHERE ts < $ws OR ts > $we")" 0
check "sched_switch rows in the window" test "$(q w.db "SELECT count(*) FROM sched_switch")" -gt 1000
check "the first within 20 ms of the opening, the last within 20 ms of the end" \
	test "$(q w.db "SELECT min(ts) - $ws < 20000000 + $won AND $we - max(ts) < 20000000 + $woff
		FROM sched_switch")" = 1
check_eq "no row of any event table outside the window" \
	"$(q w.db "SELECT (SELECT count(*) FROM sched_waking WHERE ts < $ws OR ts > $we) +
		(SELECT count(*) FROM sched_wakeup WHERE ts < $ws OR ts > $we) +
		(SELECT count(*) FROM marker WHERE ts < $ws OR ts > $we)")" 0

# the markers: the kernel's own word on when tracing was on
q w.db "SELECT text FROM workload_output WHERE stream = 'stdout' AND text LIKE 'tick %'" >ticks
awk '$5 == "written" { print "tick " $2 }' ticks | sort >written
q w.db "SELECT text FROM marker" | sort >stored
# the phases: before the window only when the workload ran by then (python
# starts slowly on a loaded machine: said, not failed)
first=$(awk 'NR == 1 { print $3 }' ticks)
if [ "${first:-0}" -lt "$ws" ]; then
	early=1
	check "ticks before, in and after the window (refused, written, refused)" \
		test "$(awk '{ print $5 }' ticks | uniq | tr '\n' ' ')" = "refused written refused "
else
	early=0
	skip "ticks before the window: the workload's first came after it opened (a loaded machine)"
	check "ticks in and after the window (written, refused)" \
		test "$(awk '{ print $5 }' ticks | uniq | tr '\n' ' ')" = "written refused "
fi
check "the markers stored are the ticks the kernel took ($(wc -l <written))" \
	cmp -s written stored
check_eq "no tick taken wholly outside the window" \
	"$(awk -v s="$ws" -v e="$we" '$5 == "written" && ($4 < s || $3 > e)' ticks | wc -l)" 0
check_eq "every tick wholly inside it taken" \
	"$(awk -v s=$((ws + won)) -v e=$((we - woff)) '$5 == "refused" && $3 > s && $4 < e' ticks | wc -l)" 0

# the whole run: its result, its counters, the workload's tasks
check "the elapsed result is the whole run's" \
	test "$(q w.db "SELECT abs(value - ($t1 - $t0) / 1e9) < 1e-6 AND value > 2.9 FROM workload_result
		WHERE metric = 'elapsed'")" = 1
if [ "$(q w.db "SELECT count(*) FROM counter_sample")" -gt 0 ]; then
	check "the counters sampled over the whole run, not the window" \
		test "$(q w.db "SELECT min(ts) < $t0 + 100000000 AND max(ts) > $t1 - 100000000
			FROM counter_sample")" = 1
else
	skip "counters over the whole run: no counter can be opened here"
fi
child=$(awk '$1 == "child" { print $2 }' out)
if [ "$early" = 1 ]; then
	check "meta: the workload's tasks at the opening, its child forked before it ($child)" \
		grep -qw "$child" <<<",$(m trace_window_workload_pids),"
else
	skip "the child forked before the window: the workload started after it opened"
fi

# the report: the numbers of the window, said
"$PSTATE_ANALYZE" report w.db >rep.txt 2>rep.err
check_eq "report: exit 0" "$?" 0
check "report: the window, and what is of it" grep -q "traced from 1.0[0-9]* to 2.[0-9]* s of the" rep.txt
span=$(awk '$1 == "span" { print $2 }' rep.txt)
check_eq "report: the span analysed is the window" "$span" \
	"$(awk -v a="$ws" -v b="$we" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')"
check "report: the child is one of the workload's tasks" \
	grep -q "and its descendants: 2 tasks" rep.txt
"$PSTATE_ANALYZE" report --format json w.db >rep.json
check "report json: run.trace_window" \
	python3 -c 'import json, sys; w = json.load(open("rep.json"))["run"]["trace_window"];
sys.exit(not (w["asked"] == "1,1" and 0.99 < w["start_s"] < 1.25 and w["run_s"] > 2.9))'

# no LENGTH: to the end of the run
"$PSTATE_TRACE" record -o open.db --window 0.5 -- "$PHASES" 1 >/dev/null 2>open.err
check "the summary says the window" grep -q "traced .*from 0.5[0-9]* to 1.[0-9]* s of" open.err
check_eq "--window 0.5: the window ends with the run (no tick refused after it opened)" \
	"$(q open.db "SELECT text FROM workload_output WHERE text LIKE 'tick %'" |
		awk '{ print $5 }' | uniq | tr '\n' ' ')" "refused written "

# a window the run never reaches
"$PSTATE_TRACE" record -o never.db --window 30 -- "$PHASES" 0.2 >/dev/null 2>err
check_eq "a window after the run's end: exit 0" "$?" 0
check "said: no events" grep -q "ended before the window's start: no events" err
check "the summary too" grep -q "traced .*nothing: the run ended before the window" err
check_eq "no sched_switch row" "$(q never.db "SELECT count(*) FROM sched_switch")" 0
"$PSTATE_ANALYZE" report never.db >rep.txt 2>&1
check "report: the window never opened" grep -q "never opened (record --window 30)" rep.txt

for bad in x -1 1,0 1, ,1 1e3 inf 0x10 " 1" 1,2,3 1..2 99999999999; do
	"$PSTATE_TRACE" record -o bad.db --window "$bad" -- true >/dev/null 2>err
	check_eq "--window '$bad': usage error" "$?" 2
done
check "said as START[,LENGTH]" grep -q "is not START\[,LENGTH\]" err
"$PSTATE_TRACE" record -o bad.db --counters-only --window 1 -- true >/dev/null 2>err
check_eq "--window with --counters-only: usage error" "$?" 2
"$PSTATE_TRACE" record -o bad.db -d 1 --window 2 -- true >/dev/null 2>err
check_eq "--window opening after --duration: usage error" "$?" 2
check "no database written by a usage error" test ! -e bad.db
no_instance_left "record --window"
t_done
