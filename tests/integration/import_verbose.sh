#!/bin/bash
# import_verbose: -v tells how the import went (the format found, the
# trace.dat's version and CPUs, the second reading of a damaged file, the
# reading speed); without it nothing of that is printed, with -q nothing at
# all for a trace that imports cleanly.
# quick
. "$(dirname "$0")/../lib.sh"
cd "$TMP" || exit 1
dat=$FIXTURES/juno_r0_sched_load.trace.dat
txt=$FIXTURES/pixel2_youtube_schedutil.systrace.txt
need_fixture juno_r0_sched_load.trace.dat pixel2_youtube_schedutil.systrace.txt

for mode in -v "" -q; do
	"$PSTATE_TRACE" import $mode -o "dat$mode.db" "$dat" 2>"dat$mode.err"
	check_eq "trace.dat, ${mode:-default}: exit status" "$?" 0
	"$PSTATE_TRACE" import $mode -o "txt$mode.db" "$txt" 2>"txt$mode.err"
	check_eq "text, ${mode:-default}: exit status" "$?" 0
done
check "-v: the format" grep -q "juno_r0_sched_load.trace.dat: a trace.dat (binary)" dat-v.err
check "-v: the file version and CPUs" \
	grep -q "trace.dat version 6, 6 CPUs, $(stat -c %s "$dat") bytes" dat-v.err
check "-v: the events libtracecmd read" grep -q "libtracecmd read 3724 events on 6 CPUs" dat-v.err
check "-v: the reading speed" grep -Eq "3724 events read in [0-9.]+ s \([0-9]+ events/s\)" dat-v.err
check "-v, text: the format" grep -q "systrace.txt: ftrace text" txt-v.err
check "-v, text: lines, events and CPUs" \
	grep -q "2517 lines: 2506 events on 8 CPUs, 0 not trace lines; the header names 8 CPUs" txt-v.err
check_eq "default: none of it" "$(grep -c -e "events read in" -e "trace.dat version" -e "ftrace text" dat.err txt.err | tr '\n' ' ')" "dat.err:0 txt.err:0 "
check "default: the summary" grep -q "imported" dat.err
check_eq "-q: nothing" "$(cat dat-q.err txt-q.err)" ""
check "-v prints what -q does not" test "$(wc -l <dat-v.err)" -gt "$(wc -l <dat-q.err)"

# the second reading of a damaged file
if command -v python3 >/dev/null; then
	python3 "$TOP/tests/synth/mkdat.py" bad-page -o badpage.dat
	ASAN_OPTIONS="${ASAN_OPTIONS:-}:abort_on_error=1" "$PSTATE_TRACE" import -v -o bp.db badpage.dat 2>bp.err
	check "-v, a damaged trace.dat: the second reading said" \
		grep -q "badpage.dat: reading it again, to stop CPU 0 after 204 events" bp.err
else
	skip "import_verbose: python3 is not installed"
fi
t_done
