#!/bin/bash
# import_pipe: traces through pipes, and imports ended by a signal.
#  - a trace.dat through a named pipe, `<(cat x.dat)`, a pipe on stdin,
#    and text through a named pipe: the same rows as the file imported
#    directly (the oracle), a cut trace.dat through a pipe marked truncated
#    as the cut file is;
#  - a named pipe with no writer: said at once (not a silent hang), Ctrl-C
#    ends the wait, and a writer that comes then is read;
#  - SIGINT ends an import wherever it is (reading a pipe that gives no
#    more, the last COMMIT, the index build): exit 130, said, nothing left;
#    between the rename of an existing output to .old and the rename into
#    place it is abandoned too, the old file put back; once in place the
#    database stays, and that is said;
#  - an import killed (SIGKILL) leaves its temporary database, which the
#    next import removes.
# quick
. "$(dirname "$0")/../lib.sh"
need_fixture juno_r0_sched_load.trace.dat juno_r0_sched_load.trace-cmd-report.txt
command -v cc >/dev/null || skip_all "no C compiler to build the fault library"
cd "$TMP" || exit 1
dat=$FIXTURES/juno_r0_sched_load.trace.dat
txt=$FIXTURES/juno_r0_sched_load.trace-cmd-report.txt
cc -D_GNU_SOURCE -shared -fPIC -o faults.so "$TOP/tests/faults/faults.c" -ldl ||
	{ fail "import_pipe: cannot build tests/faults/faults.c"; t_done; exit 1; }
export ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0"

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|pstate-trace' || true
}
# same A B: every event table of A has the rows of B, no more, no fewer
same() {
	local t n=0
	[ -f "$1" ] || return 1
	for t in $(q "$2" "SELECT name FROM sqlite_master WHERE type = 'view' AND sql LIKE '%seq%'"); do
		n=$((n + $(sqlite3 "$1" "ATTACH '$2' AS b; SELECT (SELECT count(*) FROM main.$t) - (SELECT count(*) FROM b.$t) + (SELECT count(*) FROM (SELECT * FROM main.$t EXCEPT SELECT * FROM b.$t))")))
	done
	[ "$n" -eq 0 ] && [ "$(q "$1" "SELECT count(*) FROM sched_switch")" -gt 0 ]
}
from_fifo() {
	local line=""
	read -r -t 60 line <>"$1"
	echo "$line"
}
to_fifo() {
	timeout 60 sh -c 'echo "$2" >"$1"' - "$1" "$2"
}

"$PSTATE_TRACE" import -q -o file.db "$dat" 2>/dev/null
"$PSTATE_TRACE" import -q -o filetxt.db "$txt" 2>/dev/null

timeout 120 "$PSTATE_TRACE" import -q -o procsub.db <(cat "$dat") 2>err
check_eq "trace.dat through <(cat x.dat): exit status" "$?" 0
check "trace.dat through <(cat x.dat): the rows of the file" same procsub.db file.db
rm -f fifo
mkfifo fifo
cat "$dat" >fifo &
timeout 120 "$PSTATE_TRACE" import -q -o fifo.db fifo 2>err
check_eq "trace.dat through a named pipe: exit status" "$?" 0
check "trace.dat through a named pipe: the rows of the file" same fifo.db file.db
cat "$dat" | timeout 120 "$PSTATE_TRACE" import -q -o stdin.db - 2>err
check_eq "trace.dat through a pipe on stdin: exit status" "$?" 0
check "trace.dat through a pipe on stdin: the rows of the file" same stdin.db file.db
timeout 120 "$PSTATE_TRACE" import -q -o stdinfile.db - <"$dat" 2>err
check_eq "trace.dat as stdin: exit status" "$?" 0
check "trace.dat as stdin: the rows of the file" same stdinfile.db file.db
cat "$txt" >fifo &
timeout 120 "$PSTATE_TRACE" import -q -o fifotxt.db fifo 2>err
check_eq "text through a named pipe: exit status" "$?" 0
check "text through a named pipe: the rows of the file" same fifotxt.db filetxt.db
head -c $(($(stat -c %s "$dat") * 95 / 100)) "$dat" >cut.dat
"$PSTATE_TRACE" import -q -o cutfile.db cut.dat 2>/dev/null
timeout 120 "$PSTATE_TRACE" import -q -o cutpipe.db <(cat cut.dat) 2>err
check_eq "a cut trace.dat through a pipe: exit 1, as the file" "$?" 1
check_eq "a cut trace.dat through a pipe: meta truncated" \
	"$(q cutpipe.db "SELECT value FROM meta WHERE key = 'truncated'")" 1
check "a cut trace.dat through a pipe: the rows of the cut file" same cutpipe.db cutfile.db
check_eq "pipes: no copy or temporary file left" "$(leftovers)" ""

# a named pipe with no writer: said at once; Ctrl-C ends the wait
rm -f errfifo
mkfifo errfifo
exec 3<>errfifo
"$PSTATE_TRACE" import -o nowriter.db fifo 2>errfifo &
pid=$!
read -r -t 60 msg <&3
check_eq "a named pipe with no writer: said at once" "$msg" \
	"pstate-trace: fifo: a named pipe with no writer: waiting for one (Ctrl-C to stop)"
kill -INT "$pid"
read -r -t 60 msg <&3
exec 3<&-
wait "$pid"
check_eq "a named pipe with no writer: Ctrl-C ends the wait, exit 130" "$?" 130
check_eq "a named pipe with no writer: Ctrl-C said" "$msg" \
	"pstate-trace: interrupted: nowriter.db not written"
# ... and a writer that comes while it waits is read
exec 3<>errfifo
"$PSTATE_TRACE" import -q -o later.db fifo 2>errfifo &
pid=$!
read -r -t 60 msg <&3
cat "$txt" >fifo
wait "$pid"
check_eq "a named pipe whose writer comes later: exit status" "$?" 0
exec 3<&-
check "a named pipe whose writer comes later: its rows" same later.db filetxt.db

# Ctrl-C while reading a pipe that gives no more: its first 64 KiB, then
# nothing (the writer holds it open); -v says when the format is known
rm -f hold
mkfifo hold
{ head -c 65536 "$txt"; read -r _ <hold; } >fifo &
writer=$!
exec 3<>errfifo
"$PSTATE_TRACE" import -v -o stalled.db fifo 2>errfifo &
pid=$!
while IFS= read -r -t 60 line <&3; do
	case $line in *"fifo: ftrace text"*) break ;; esac
done
kill -INT "$pid"
wait "$pid"
check_eq "SIGINT while reading a pipe: exit 130" "$?" 130
while IFS= read -r -t 60 line <&3; do
	case $line in *interrupted*) break ;; esac
done
exec 3<&-
check_eq "SIGINT while reading a pipe: said" "$line" "pstate-trace: interrupted: stalled.db not written"
to_fifo hold go
wait "$writer"
check "SIGINT while reading a pipe: no database" test ! -e stalled.db
check_eq "SIGINT while reading a pipe: no temporary file" "$(leftovers)" ""

# SIGINT at the last COMMIT and the index build: the import ends there
rm -f paused resume
mkfifo paused resume
for point in commit index; do
	PT_PAUSE=$point PT_PAUSED=$TMP/paused PT_RESUME=$TMP/resume LD_PRELOAD=$TMP/faults.so \
		"$PSTATE_TRACE" import -o "$point.db" "$dat" >out 2>"$point.err" &
	pid=$!
	got=$(from_fifo paused)
	kill -INT "$pid"
	wait "$pid"
	check_eq "SIGINT at $point (stopped there: $got): exit 130" "$?" 130
	check "SIGINT at $point: said" grep -qx "pstate-trace: interrupted: $point.db not written" "$point.err"
	check "SIGINT at $point: no database" test ! -e "$point.db"
	check_eq "SIGINT at $point: no temporary file" "$(leftovers)" ""
done
# between the renames: abandoned, the old file back; after: kept, and said
for point in rename-old rename; do
	echo mine >"$point.db"
	PT_PAUSE=$point PT_PAUSED=$TMP/paused PT_RESUME=$TMP/resume LD_PRELOAD=$TMP/faults.so \
		"$PSTATE_TRACE" import -o "$point.db" "$dat" >out 2>"$point.err" &
	pid=$!
	got=$(from_fifo paused)
	kill -INT "$pid"
	to_fifo resume go
	wait "$pid"
	echo $? >"$point.rc"
done
check_eq "SIGINT at the rename to .old: exit 130" "$(cat rename-old.rc)" 130
check_eq "SIGINT at the rename to .old: the old file is back, no .old" \
	"$(cat rename-old.db) $(ls rename-old.db.old 2>/dev/null | wc -l)" "mine 0"
check "SIGINT at the rename to .old: said" \
	grep -qx "pstate-trace: interrupted: rename-old.db not written" rename-old.err
check_eq "SIGINT at the rename into place: the import's exit status" "$(cat rename.rc)" 0
check "SIGINT at the rename into place: the database is in place" same rename.db file.db
check_eq "SIGINT at the rename into place: the old one is .old" "$(cat rename.db.old)" mine
check "SIGINT at the rename into place: said, and why it is kept" \
	grep -q "rename.db: written and in place before SIGINT came: kept" rename.err
check_eq "SIGINT at the renames: no temporary file" "$(leftovers)" ""

# killed: the temporary database stays; the next import removes it, and says so
PT_PAUSE=commit PT_PAUSED=$TMP/paused PT_RESUME=$TMP/resume LD_PRELOAD=$TMP/faults.so \
	"$PSTATE_TRACE" import -o killed.db "$dat" >out 2>err &
pid=$!
from_fifo paused >/dev/null
kill -KILL "$pid"
wait "$pid" 2>/dev/null
check "killed: its temporary database stays" test -f "killed.db.tmp-$pid"
"$PSTATE_TRACE" import -o next.db "$txt" >out 2>err
check_eq "the next import: exit status" "$?" 0
check "the next import: the killed one's temporary database is removed" test ! -e "killed.db.tmp-$pid"
check "the next import: and said" grep -q "removed the stale temporary database ./killed.db.tmp-$pid" err
check_eq "nothing left" "$(leftovers)" ""
t_done
