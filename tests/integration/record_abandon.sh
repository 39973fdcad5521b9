#!/bin/bash
# record_abandon: a second signal while the database is written abandons it
# at any point until it is in place, as pstate-trace-record(1) says: during
# the last COMMIT, the index build, and between the rename of an existing
# output to .old and the rename into place (the old file then comes back);
# once the database is in place, a second signal is said and the database
# kept.  The signals are real (kill from here), sent while the recording
# is stopped at each point by the faults library (PT_PAUSE): the first
# when the recording has ended (its instance is being removed), the second
# at the point.  The oracle is the folder afterwards and the exit status.
. "$(dirname "$0")/../lib.sh"
need_tracefs
command -v hackbench >/dev/null || skip_all "hackbench is not installed"
cd "$TMP" || exit 1
cc -D_GNU_SOURCE -shared -fPIC -o faults.so "$TOP/tests/faults/faults.c" -ldl ||
	{ fail "record_abandon: cannot build tests/faults/faults.c"; t_done; exit 1; }

# from_fifo FIFO: a line from FIFO, or nothing after 60 s
from_fifo() {
	local line=""
	read -r -t 60 line <>"$1"
	echo "$line"
}
# to_fifo FIFO TEXT: TEXT to the reader of FIFO, unless none comes in 60 s
to_fifo() {
	timeout 60 sh -c 'echo "$2" >"$1"' - "$1" "$2"
}

# at POINT NAME: record into NAME.db (an existing one holds "mine"); SIGINT
# when the recording has ended, SIGINT again at POINT; the exit status in NAME.rc
at() {
	local point=$1 name=$2 pid got
	rm -f paused resume
	mkfifo paused resume
	echo mine >"$name.db"
	PT_PAUSE=destroy,$point PT_PAUSED=$TMP/paused PT_RESUME=$TMP/resume \
		LD_PRELOAD=$TMP/faults.so ASAN_OPTIONS=verify_asan_link_order=0 \
		"$PSTATE_TRACE" record -o "$name.db" -- hackbench -g 1 -l 100 >"$name.out" 2>"$name.err" &
	pid=$!
	got=$(from_fifo paused)
	[ "$got" = destroy ] || echo "# $name: stopped at '$got', not at destroy"
	kill -INT "$pid"
	to_fifo resume go
	got=$(from_fifo paused)
	[ "$got" = "$point" ] || echo "# $name: stopped at '$got', not at $point"
	kill -INT "$pid"
	to_fifo resume go
	wait "$pid"
	echo $? >"$name.rc"
}

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|\.spool$' || true
}

for point in commit index rename-old; do
	at "$point" "$point"
	check_eq "a second SIGINT at $point: abandoned, exit 130" "$(cat "$point.rc")" 130
	check "a second SIGINT at $point: the first said" \
		grep -q "SIGINT while writing the database: finishing it" "$point.err"
	check "a second SIGINT at $point: said abandoned" \
		grep -q "$point.db: not written: the recording was abandoned" "$point.err"
	check_eq "a second SIGINT at $point: the existing output is there as it was, no .old" \
		"$(cat "$point.db") $(ls "$point.db.old" 2>/dev/null | wc -l)" "mine 0"
	check_eq "a second SIGINT at $point: no temporary file or spool folder" "$(leftovers)" ""
done

at rename late
check_eq "a second SIGINT as it is renamed into place: the workload's exit status" "$(cat late.rc)" 0
check_eq "a second SIGINT as it is renamed into place: the database is in place" \
	"$(q late.db "PRAGMA integrity_check") $(q late.db "SELECT value FROM meta WHERE key = 'source'")" \
	"ok record"
check_eq "a second SIGINT as it is renamed into place: the old one is .old" "$(cat late.db.old)" mine
check "a second SIGINT as it is renamed into place: said, and why it was not abandoned" \
	grep -q "late.db: written and in place before the second SIGINT: kept" late.err
check_eq "a second SIGINT as it is renamed into place: no temporary file or spool folder" \
	"$(leftovers)" ""
no_instance_left record_abandon
t_done
