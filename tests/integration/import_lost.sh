#!/bin/bash
# import_lost: the "CPU:N [LOST ...]" lines of ftrace text become one
# lost_events row per CPU, at the time of that CPU's next event, with the
# numbers added up, and no number (NULL) when any of them was not said.
# quick
. "$(dirname "$0")/../lib.sh"
cd "$TMP" || exit 1

ev() { # CPU TS
	printf '          <idle>-0       [%03d] d..1.  %s: cpu_idle: state=1 cpu_id=%d\n' "$1" "$2" "$1"
}
{
	echo "# tracer: nop"
	ev 0 100.000001
	echo "CPU:1 [LOST 3 EVENTS]"
	echo "CPU:1 [LOST 4 EVENTS]"
	echo "CPU:2 [LOST EVENTS]"
	echo "CPU:2 [LOST 5 EVENTS]"
	echo "CPU:3 [LOST 5 EVENTS]"
	echo "CPU:3 [LOST EVENTS]"
	echo "CPU:0 [LOST 9223372036854775807 EVENTS]"
	echo "CPU:0 [LOST 1 EVENTS]"
	ev 1 100.000002
	ev 2 100.000003
	ev 3 100.000004
	ev 0 100.000005
} >lost.txt
"$PSTATE_TRACE" import -q -o lost.db lost.txt
check_eq "import exit status" "$?" 0
row() { # CPU: "ts count" of its lost_events row
	q lost.db "SELECT ts || ' ' || coalesce(count, 'unknown') FROM lost_events WHERE cpu = $1"
}
check_eq "3 then 4 lost: 7, before the CPU's next event" "$(row 1)" "100000002000 7"
check_eq "an unknown number, then 5: unknown" "$(row 2)" "100000003000 unknown"
check_eq "5, then an unknown number: unknown" "$(row 3)" "100000004000 unknown"
check_eq "a sum past what a count holds: unknown" "$(row 0)" "100000005000 unknown"
check_eq "one row per CPU" "$(q lost.db "SELECT count(*) FROM lost_events")" 4
"$PSTATE_TRACE" import -o lost2.db lost.txt 2>err
check "the summary: at least the numbers said" grep -q \
	"lost       CPU 0: 9223372036854775807+; CPU 1: 7; CPU 2: 5+; CPU 3: 5+" err
t_done
