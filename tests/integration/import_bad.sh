#!/bin/bash
# import_bad: inputs that are not traces, or damaged ones: a clear message,
# the documented exit status, no database under the final name unless
# something was imported, and then marked truncated.
# quick
. "$(dirname "$0")/../lib.sh"
need_fixture pixel2_youtube_schedutil.systrace.txt juno_r0_sched_load.trace.dat
cd "$TMP" || exit 1

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|padded' || true
}

printf '%%PDF-1.4\n%%\xe2\xe3\xcf\xd3\n1 0 obj\n' >notes.pdf
"$PSTATE_TRACE" import -o pdf.db notes.pdf >out 2>err
check_eq "pdf: exit 2" "$?" 2
check_eq "pdf: message" "$(cat err)" "pstate-trace: notes.pdf: not a trace.dat or ftrace text"
check "pdf: no output file" test ! -e pdf.db

printf 'hello\nthis is not a trace\n\n# but this is a comment\n' >notes.txt
"$PSTATE_TRACE" import -o txt.db notes.txt >out 2>err
check_eq "plain text: exit 2" "$?" 2
check "plain text: no output file" test ! -e txt.db

# ftrace-looking header, then nothing that parses: exit 2 with the count
{ echo "# tracer: nop"; echo "#"; for i in $(seq 1 7); do echo "garbage line $i"; done; } >noevents.txt
"$PSTATE_TRACE" import -o ne.db noevents.txt >out 2>err
check_eq "no events: exit 2" "$?" 2
check "no events: says how many lines were read" grep -q "no trace events recognised in 9 lines" err
check "no events: no output file" test ! -e ne.db

# bad lines among good ones: counted, the first few shown with line numbers
{ head -20 "$FIXTURES/pixel2_youtube_schedutil.systrace.txt"; echo "junk A"; echo "junk B"; } >mixed.txt
"$PSTATE_TRACE" import -o mixed.db mixed.txt >out 2>err
check_eq "bad lines: the import goes on" "$?" 0
check "bad lines: reported with their line number" grep -q "mixed.txt:21: not a trace line: junk A" err

: >empty
"$PSTATE_TRACE" import -o e.db empty >out 2>err
check_eq "empty file: exit 2" "$?" 2
"$PSTATE_TRACE" import -o d.db / >out 2>err
check "a directory: non-zero exit" test "$?" -ne 0
"$PSTATE_TRACE" import -o m.db missing-file >out 2>err
check_eq "missing file: exit 1" "$?" 1
check "missing file: named in the message" grep -q "missing-file: No such file" err

# a trace.dat cut short inside its CPU data: what is readable, marked truncated
dat=$FIXTURES/juno_r0_sched_load.trace.dat
size=$(stat -c %s "$dat")
head -c $((size * 95 / 100)) "$dat" >cut95.dat
"$PSTATE_TRACE" import -o cut95.db cut95.dat >out 2>err
check_eq "truncated trace.dat: exit 1" "$?" 1
check "truncated trace.dat: says where it ends" grep -q "cut95.dat: truncated at byte $((size * 95 / 100)) of $size" err
check_eq "truncated trace.dat: meta truncated" "$(q cut95.db "SELECT value FROM meta WHERE key = 'truncated'")" 1
n=$(q cut95.db "SELECT count(*) FROM sched_switch")
all=$("$PSTATE_TRACE" import -q -o full.db "$dat" && q full.db "SELECT count(*) FROM sched_switch")
check "truncated trace.dat: some rows, fewer than the whole file's ($n < $all)" test "$n" -gt 0 -a "$n" -lt "$all"
cols="ts, cpu, prev_comm, prev_pid, prev_prio, prev_state, next_comm, next_pid, next_prio"
check_eq "truncated trace.dat: its rows are rows of the whole file" \
	"$(sqlite3 cut95.db "ATTACH 'full.db' AS b; SELECT count(*) FROM (SELECT $cols FROM main.sched_switch EXCEPT SELECT $cols FROM b.sched_switch)")" 0

# cut inside the headers: nothing to import
head -c $((size * 30 / 100)) "$dat" >cut30.dat
"$PSTATE_TRACE" import -o cut30.db cut30.dat >out 2>err
check_eq "trace.dat cut in its headers: exit 1" "$?" 1
check "trace.dat cut in its headers: no output file" test ! -e cut30.db
check "trace.dat cut in its headers: the message names the file" grep -q "cut30.dat" err

# a corrupt CPU data table (offsets and sizes no writer makes): said so,
# nothing imported; a size far past the file's end reads as a cut file, and
# its copy is no larger than the file (it is not padded to that size)
cpu_table() { # OUT CPU:OFFSET:SIZE
	python3 "$TOP/tests/synth/mkdat.py" --from "$dat" --set-cpu "$2" -o "$1"
}
cpu_table wrap.dat "1:0xfffffffffffff000:24576"
cpu_table far.dat "3:$((1 << 40)):57344"
cpu_table overlap.dat "2:3297280:$((1 << 32))"
for t in wrap far overlap; do
	"$PSTATE_TRACE" import -o $t.db $t.dat >out 2>err.$t
	check_eq "CPU data table ($t): exit 1" "$?" 1
	check "CPU data table ($t): corrupt" grep -q "pstate-trace: $t.dat: corrupt: " err.$t
	check "CPU data table ($t): no output file" test ! -e $t.db
done
check "CPU data table (wrap): the entry named" \
	grep -q "CPU 1's data (24576 bytes at byte 18446744073709547520) end past any file" err.wrap
check "CPU data table (overlap): the entries named" grep -q "CPU 3's data .* overlap CPU 2's" err.overlap
cpu_table bigsize.dat "5:3420160:$((1 << 40))"
(ulimit -f $((size * 4 / 1024)) && "$PSTATE_TRACE" import -q -o bigsize.db bigsize.dat) 2>err
check_eq "CPU data past the end: imported, truncated, within ulimit -f" "$?" 1
check_eq "CPU data past the end: every row of the file" \
	"$(sqlite3 bigsize.db "ATTACH 'full.db' AS b; SELECT (SELECT count(*) FROM b.sched_switch) - (SELECT count(*) FROM main.sched_switch) + (SELECT count(*) FROM (SELECT * FROM b.sched_switch EXCEPT SELECT * FROM main.sched_switch))")" 0

# the padded copy of a truncated file is a new file of an unguessable name:
# a symlink planted in the output's folder under the name of the process
# (its pid is that of the shell it replaces) does not make it write elsewhere
mkdir -p other
echo "not to be written" >victim
cp victim victim.orig
bash -c 'ln -s "$1/victim" "other/.pstate-trace-$$.padded.dat" &&
	exec "$2" import -q -o other/cut.db cut95.dat' sh "$TMP" "$PSTATE_TRACE" 2>err
check_eq "truncated trace.dat, symlink planted: imported, truncated" "$?" 1
check "truncated trace.dat, symlink planted: its target is untouched" cmp -s victim victim.orig
check "truncated trace.dat, symlink planted: the rows are there" \
	test "$(q other/cut.db "SELECT count(*) FROM sched_switch")" -eq "$(q cut95.db "SELECT count(*) FROM sched_switch")"
rm -f other/.pstate-trace-*.padded.dat

# libtracecmd dies loading a damaged page (CPU 0's second), right after it
# gave out the last event of the page before: the second reader stops CPU 0
# after that event and imports everything before it.  Under ASan the crash
# must stay a signal (abort_on_error), as it is without.
MKDAT="python3 $TOP/tests/synth/mkdat.py"
$MKDAT bad-page -o badpage.dat && $MKDAT bad-page --intact -o intact.dat
"$PSTATE_TRACE" import -q -o intact.db intact.dat
ASAN_OPTIONS="${ASAN_OPTIONS:-}:abort_on_error=1" "$PSTATE_TRACE" import -o badpage.db badpage.dat >out 2>err
check_eq "crash on a page load: exit 1" "$?" 1
check "crash on a page load: the readable part is imported" test -s badpage.db
# a page holds 204 of these events (mkdat.py)
check "crash on a page load: reported with the CPU and its events read" \
	grep -q "badpage.dat: libtracecmd crashed reading CPU 0's data after 204 of its events (the last at 1000.000203000 s)" err
check_eq "crash on a page load: meta truncated, and the CPU cut" \
	"$(q badpage.db "SELECT group_concat(key || '=' || value, ' ') FROM (SELECT * FROM meta WHERE key IN ('truncated', 'truncated_cpus') ORDER BY key)")" \
	"truncated=1 truncated_cpus=0"
check_eq "crash on a page load: CPU 0's first page and all of CPU 1" \
	"$(q badpage.db "SELECT group_concat(n, ' ') FROM (SELECT count(*) AS n FROM cpu_frequency GROUP BY cpu ORDER BY cpu)")" \
	"204 $(q intact.db "SELECT count(*) FROM cpu_frequency WHERE cpu = 1")"
check_eq "crash on a page load: those rows are the intact file's" \
	"$(sqlite3 badpage.db "ATTACH 'intact.db' AS b; SELECT count(*) FROM (
		 SELECT ts, cpu, state, cpu_id, pid FROM main.cpu_frequency EXCEPT
		 SELECT ts, cpu, state, cpu_id, pid FROM b.cpu_frequency)")" 0

# the same damage, with the other CPUs' events going on long after it: all
# of those are read, not only those before the time of the crash
$MKDAT bad-page-late -o late.dat && $MKDAT bad-page-late --intact -o late_ok.dat
"$PSTATE_TRACE" import -q -o late_ok.db late_ok.dat
ASAN_OPTIONS="${ASAN_OPTIONS:-}:abort_on_error=1" "$PSTATE_TRACE" import -q -o late.db late.dat 2>err
check_eq "crash, other CPUs go on: exit 1" "$?" 1
check_eq "crash, other CPUs go on: CPU 0's first page, every event of CPUs 1 and 2" \
	"$(q late.db "SELECT group_concat(n, ' ') FROM (SELECT count(*) AS n FROM cpu_frequency GROUP BY cpu ORDER BY cpu)")" \
	"204 $(q late_ok.db "SELECT count(*) FROM cpu_frequency WHERE cpu = 1") $(q late_ok.db "SELECT count(*) FROM cpu_frequency WHERE cpu = 2")"
check_eq "crash, other CPUs go on: rows of the intact file, in its order" \
	"$(sqlite3 late.db "ATTACH 'late_ok.db' AS b; SELECT count(*) FROM (
		 SELECT ts, cpu, state FROM main.cpu_frequency EXCEPT
		 SELECT ts, cpu, state FROM b.cpu_frequency) UNION ALL
		 SELECT value FROM meta WHERE key = 'ts_out_of_order'" | tr '\n' ' ')" "0 0 "

# cut short, and with an option libtracecmd refuses: the file is named,
# nothing is written, no database error follows
$MKDAT bad-option -o badopt.dat
size=$(stat -c %s badopt.dat)
head -c $((size - 2000)) badopt.dat >badoptcut.dat
"$PSTATE_TRACE" import -o badoptcut.db badoptcut.dat >out 2>err
check_eq "truncated and unreadable: exit 1" "$?" 1
check "truncated and unreadable: libtracecmd cannot open it" \
	grep -q "badoptcut.dat: not a readable trace.dat" err
check_eq "truncated and unreadable: no other message" \
	"$(grep -v -e "truncated at byte" -e "not a readable" err)" ""
check "truncated and unreadable: no output file" test ! -e badoptcut.db

check_eq "no temporary files left" "$(leftovers)" ""
t_done
