#!/bin/bash
# import_order: events out of time order, from text and from a trace.dat,
# are kept with their own timestamps, counted and said: meta
# ts_out_of_order (events earlier than one before them) and
# ts_max_backward_ns (the most one lies behind), the run's span from the
# earliest to the latest timestamp, the summary's line, and one line under
# -q.  The oracle reads the timestamps from the text itself (or from
# trace-cmd report of the trace.dat), in file order.
# quick
. "$(dirname "$0")/../lib.sh"
need_fixture pixel2_youtube_schedutil.systrace.txt
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
txt=$FIXTURES/pixel2_youtube_schedutil.systrace.txt

# facts FILE: what the text's event lines say, in their order: "events
# out_of_order max_backward_ns min_ts max_ts sum_ts" (ts in ns)
facts() {
	python3 - "$1" <<'PY'
import re, sys
EV = re.compile(r'-\d+\s+(?:\(\s*[\d-]+\)\s+)?\[\d+\]\s+(?:[\w.]{4,5}\s+)?(\d+)\.(\d{1,9}):\s+\w+:')
ts = []
for line in open(sys.argv[1], errors='replace'):
    m = EV.search(line)
    if m:
        ts.append(int(m.group(1)) * 10**9 + int(m.group(2).ljust(9, '0')))
late, back, most = None, 0, 0
for t in ts:
    if late is not None and t < late:
        back += 1
        most = max(most, late - t)
    late = t if late is None else max(late, t)
print(len(ts), back, most, min(ts), max(ts), sum(ts))
PY
}
# stored DB: the same from the database: rows over the event tables, the
# meta counts, the span, the sum of the rows' timestamps
stored() {
	local t all="" sep=""
	for t in $(q "$1" "SELECT name FROM sqlite_master WHERE type = 'view' AND sql LIKE '%seq%'"); do
		all="$all$sep SELECT ts FROM $t"
		sep=" UNION ALL"
	done
	q "$1" "SELECT (SELECT count(*) FROM ($all)) || ' ' ||
		(SELECT value FROM meta WHERE key = 'ts_out_of_order') || ' ' ||
		(SELECT value FROM meta WHERE key = 'ts_max_backward_ns') || ' ' ||
		(SELECT value FROM meta WHERE key = 't_start_ns') || ' ' ||
		(SELECT value FROM meta WHERE key = 't_end_ns') || ' ' ||
		(SELECT sum(ts) FROM ($all))"
}

# in order: nothing said
"$PSTATE_TRACE" import -o inorder.db "$txt" 2>inorder.err
check_eq "in order: exit 0" "$?" 0
check_eq "in order: what the text says is stored" "$(stored inorder.db)" "$(facts "$txt")"
check_eq "in order: no event out of order" "$(q inorder.db "SELECT value FROM meta WHERE key = 'ts_out_of_order'")" 0
check_eq "in order: the summary says nothing of order" "$(grep -c "out of time order" inorder.err)" 0

# the second half steps back in time: its timestamps shifted 0.4 s back
python3 - "$txt" >halfback.txt <<'PY'
import re, sys
TS = re.compile(r'(\]\s+(?:[\w.]{4,5}\s+)?)(\d+)\.(\d{6}):')
lines = open(sys.argv[1]).read().splitlines()
events = [i for i, l in enumerate(lines) if TS.search(l)]
half = events[len(events) // 2]
for i, l in enumerate(lines):
    if i >= half:
        def back(m):
            us = int(m.group(2)) * 10**6 + int(m.group(3)) - 400000
            return '%s%d.%06d:' % (m.group(1), us // 10**6, us % 10**6)
        l = TS.sub(back, l, count=1)
    print(l)
PY
want=$(facts halfback.txt)
echo "# second half back: $want"
"$PSTATE_TRACE" import -o halfback.db halfback.txt 2>halfback.err
check_eq "second half back: exit 0" "$?" 0
check_eq "second half back: rows, counts, span and timestamps as the text has them" \
	"$(stored halfback.db)" "$want"
n=$(echo "$want" | cut -d' ' -f2)
check "second half back: many events out of order ($n)" test "$n" -gt 100
check "second half back: the summary says how many and how far" \
	grep -q "$n events out of time order (up to 0\.[0-9]\{6\} s back)" halfback.err
"$PSTATE_TRACE" import -q -o halfback_q.db halfback.txt 2>halfback_q.err
check_eq "second half back, -q: one line" \
	"$(cat halfback_q.err)" "pstate-trace: halfback.txt: $n events out of time order (up to $(python3 -c "print('%.6f' % ($(echo "$want" | cut -d' ' -f3) / 1e9))") s back)"
check_eq "second half back: rows keep their file order in seq" \
	"$(q halfback.db "SELECT count(*) FROM ev_sched_switch WHERE seq_gap < 1")" 0

# fully reversed: every event line in the opposite order
{ grep '^#' "$txt"; grep -v '^#' "$txt" | tac; } >reversed.txt
want=$(facts reversed.txt)
echo "# reversed: $want"
"$PSTATE_TRACE" import -q -o reversed.db reversed.txt 2>reversed.err
check_eq "reversed: exit 0" "$?" 0
check_eq "reversed: rows, counts, span and timestamps as the text has them" \
	"$(stored reversed.db)" "$want"
check_eq "reversed: the span is the trace's, not 0" \
	"$(q reversed.db "SELECT (SELECT value FROM meta WHERE key = 't_end_ns') - (SELECT value FROM meta WHERE key = 't_start_ns')")" \
	"$(q inorder.db "SELECT (SELECT value FROM meta WHERE key = 't_end_ns') - (SELECT value FROM meta WHERE key = 't_start_ns')")"
check "reversed: -q says it" grep -q "^pstate-trace: reversed.txt: [0-9]* events out of time order" reversed.err

# a trace.dat whose CPU's second page starts before its first ends
python3 "$TOP/tests/synth/mkdat.py" time-back -o back.dat
"$PSTATE_TRACE" import -o back.dat.db back.dat 2>back.err
check_eq "trace.dat back in time: exit 0" "$?" 0
if command -v trace-cmd >/dev/null; then
	trace-cmd report -t -i back.dat 2>/dev/null >back.txt # -t: ns
	want=$(facts back.txt)
else
	want="300 96 202900 1000000000000 1000000203000 $(python3 -c 'print(sum(10**12 + 1000 * i for i in range(204)) + sum(10**12 + 100 + 1000 * i for i in range(96)))')"
fi
check_eq "trace.dat back in time: as trace-cmd report reads it" "$(stored back.dat.db)" "$want"
check "trace.dat back in time: the summary says it" \
	grep -q "96 events out of time order (up to 0.000203 s back)" back.err
t_done
