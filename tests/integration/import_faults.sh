#!/bin/bash
# import_faults: system calls failing under a trace.dat import (through the
# LD_PRELOAD library tests/faults/faults.c): the failure is this process's,
# reported as such, and nothing is imported; a library crash is not claimed.
# quick
. "$(dirname "$0")/../lib.sh"
need_fixture juno_r0_sched_load.trace.dat
command -v cc >/dev/null || skip_all "no C compiler to build the fault library"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
cc -D_GNU_SOURCE -shared -fPIC -o faults.so "$TOP/tests/faults/faults.c" -ldl ||
	{ fail "import_faults: cannot build tests/faults/faults.c"; exit 1; }
python3 "$TOP/tests/synth/mkdat.py" markers -o markers.dat
export ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0"

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|padded' || true
}

# faulty FAULT OUT.db FILE: import FILE with FAULT; stderr in err, calls in log
faulty() {
	rm -f log
	PT_FAULT=$1 PT_FAULT_LOG=$TMP/log LD_PRELOAD=$TMP/faults.so \
		"$PSTATE_TRACE" import -o "$2" "$3" >out 2>err
}

faulty fork fork.db markers.dat
check_eq "fork fails: exit 1" "$?" 1
check "fork fails: the fault was injected" grep -qx fork log
check "fork fails: says so" grep -q "pstate-trace: fork: $(python3 -c 'import os; print(os.strerror(11))')" err
check_eq "fork fails: no libtracecmd crash claimed" "$(grep -c -e crashed -e truncated err)" 0
check "fork fails: no output file" test ! -e fork.db

faulty waitpid waitpid.db markers.dat
check_eq "waitpid fails: exit 1" "$?" 1
check "waitpid fails: the fault was injected" grep -qx waitpid log
check "waitpid fails: says so" grep -q "pstate-trace: waitpid: " err
check_eq "waitpid fails: no libtracecmd crash claimed" "$(grep -c -e crashed -e truncated err)" 0
check "waitpid fails: no output file" test ! -e waitpid.db

# the padded copy of a truncated trace.dat where copy_file_range cannot
# work: tried once, then read and write, and the same import
dat=$FIXTURES/juno_r0_sched_load.trace.dat
size=$(stat -c %s "$dat")
head -c $((size * 95 / 100)) "$dat" >cut95.dat
"$PSTATE_TRACE" import -q -o plain.db cut95.dat 2>/dev/null
faulty copy_file_range xdev.db cut95.dat
check_eq "no copy_file_range: exit 1 (truncated)" "$?" 1
check_eq "no copy_file_range: tried once for $(( size * 95 / 100 / 65536 + 1 )) chunks" \
	"$(grep -c . log)" 1
check_eq "no copy_file_range: the same rows" \
	"$(sqlite3 xdev.db "ATTACH 'plain.db' AS b; SELECT (SELECT count(*) FROM main.sched_switch) - (SELECT count(*) FROM b.sched_switch) + (SELECT count(*) FROM (SELECT * FROM main.sched_switch EXCEPT SELECT * FROM b.sched_switch))")" 0
# the file shrinks while it is copied: said so, not a stale errno
cp cut95.dat shrinking.dat
faulty shrink shrink.db shrinking.dat
check_eq "the file shrinks during the copy: exit 1" "$?" 1
check "the file shrinks during the copy: the error is that" \
	grep -q "shrinking.dat: cannot make a padded copy: $(python3 -c 'import errno, os; print(os.strerror(errno.ENODATA))')" err
check "the file shrinks during the copy: no output file" test ! -e shrink.db

# libtracecmd crashes away from the event data, after every event was read:
# which CPU's data killed it cannot be told, so the next reader stops every
# CPU where the first one died (here: nothing is lost, but it is marked)
dat=$FIXTURES/juno_r0_sched_load.trace.dat
"$PSTATE_TRACE" import -q -o whole.db "$dat"
faulty libcrash-once once.db "$dat"
check_eq "library crash once, after the events: exit 1 (truncated)" "$?" 1
check_eq "library crash once: it crashed once" "$(grep -c . log)" 1
check "library crash once: said, with the events read" \
	grep -q "juno_r0_sched_load.trace.dat: libtracecmd crashed after 3724 events (last at 2084.449525380 s on CPU 3): importing those" err
check_eq "library crash once: meta truncated, after event, CPUs" \
	"$(q once.db "SELECT group_concat(key || '=' || value, ' ') FROM (SELECT * FROM meta WHERE key LIKE 'truncated%' ORDER BY key)")" \
	"truncated=1 truncated_after_event=3724 truncated_cpus=0,1,2,3,4,5"
check_eq "library crash once: every row of the file" \
	"$(sqlite3 once.db "ATTACH 'whole.db' AS b; SELECT (SELECT count(*) FROM b.event) - (SELECT count(*) FROM main.event) + (SELECT count(*) FROM (SELECT * FROM b.event EXCEPT SELECT * FROM main.event))")" 0
faulty libcrash always.db "$dat"
check_eq "library crash every time: exit 1" "$?" 1
check "library crash every time: the second reader's failure said" \
	grep -q "juno_r0_sched_load.trace.dat: the readable part cannot be imported either" err
check "library crash every time: no output file" test ! -e always.db

check_eq "no temporary files left" "$(leftovers)" ""
t_done
