#!/bin/bash
# analyze_live: the report of a live recording against an independent
# implementation of the same definitions.  hackbench and tbench are
# recorded; the spool becomes a trace.dat (trace-cmd restore) whose raw
# `trace-cmd report -R` text, laid out as the kernel's trace file, is given
# to tests/synth/truth.py.  The analyzer's report of that text must match
# truth.py exactly (wakeup latency percentiles, duration, CPUs), and its
# report of the recording itself (nanosecond timestamps) must count the same
# wakeups.  The text report fits 80 columns.
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in trace-cmd hackbench python3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
cd "$TMP" || exit 1
trace-cmd restore -c -o head.dat >/dev/null 2>&1 || { fail "trace-cmd restore -c"; t_done; exit; }
cat >attrs.json <<'EOA'
{"highest_perf": 166, "nominal_perf": 110, "lowest_nonlinear_perf": 55, "lowest_perf": 20,
 "nominal_freq_mhz": 2750, "max_khz": 4150000, "rate_limit_us": null,
 "driver": null, "governor": null}
EOA

# as_kernel_text RAW: `trace-cmd report -R` lines as the kernel prints them
# (a flags column after the CPU), without trace-cmd's cpus= header.  The CPU
# column is the one after the pid: a comm may hold "] " itself (a reused
# pid's saved cmdline, "[pango] FcInit-9169 [001] ...")
as_kernel_text() {
	awk '/^cpus=/ { next }
	     { if (!match($0, /-[0-9]+ +\[[0-9]+\] /)) next
	       i = RSTART + RLENGTH - 1
	       print substr($0, 1, i - 1) " ..... " substr($0, i + 1) }' "$1"
}

check_run() { # NAME REGEX DB SPOOL
	local name=$1 re=$2 db=$3 spool=$4
	trace-cmd restore -i head.dat -o "$name.dat" "$spool"/cpu*.raw >/dev/null 2>&1
	trace-cmd report -R -i "$name.dat" >"$name.raw" 2>/dev/null
	as_kernel_text "$name.raw" >"$name.txt"
	python3 "$TOP/tests/synth/truth.py" "$name.txt" --attrs attrs.json --comm "$re" \
		-o "$name.truth.json" 2>"$name.truth.err" ||
		{ fail "$name: truth.py failed: $(tail -1 "$name.truth.err")"; return; }
	"$PSTATE_TRACE" import -q -o "$name.text.db" "$name.txt" ||
		{ fail "$name: import of the text failed"; return; }
	"$PSTATE_ANALYZE" report "$name.text.db" --comm "$re" --format json >"$name.text.json"
	"$PSTATE_ANALYZE" report "$db" --comm "$re" --format json >"$name.rec.json"
	relay python3 - "$name" "$name.text.json" "$name.truth.json" "$name.rec.json" <<'EOP'
import json, sys
name, text, truth, rec = sys.argv[1:]
r, t, live = (json.load(open(f)) for f in (text, truth, rec))
def ok(c, what):
    print(('ok - ' if c else 'not ok - ') + name + ': ' + what)
rl, tl = r['latency']['wakeup_us'], t['latency']['wakeup_us']
ok(tl and tl['count'] > 100, 'truth.py found %s wakeups of workload tasks' % (tl and tl['count']))
ok(rl and all(abs(rl[k] - tl[k]) < 1e-6 for k in ('count', 'p50', 'p90', 'p99', 'max')),
   'wakeup latency of the text equals truth.py (%s vs %s)' % (
       rl and [rl[k] for k in ('count', 'p50', 'p90', 'p99', 'max')],
       tl and [tl[k] for k in ('count', 'p50', 'p90', 'p99', 'max')]))
ok(abs(r['run']['duration_s'] - t['run']['duration_s']) < 1e-6, 'duration equals truth.py')
ok(r['run']['nr_cpus'] == t['run']['nr_cpus'], 'CPUs equal truth.py')
ll = live['latency']['wakeup_us']
ok(ll and ll['count'] == tl['count'],
   'the recording (ns timestamps) counts the same wakeups (%s)' % (ll and ll['count']))
ok(ll and abs(ll['max'] - tl['max']) <= 1.0, 'and its max is the same to the microsecond')
EOP
	"$PSTATE_ANALYZE" report "$db" --comm "$re" >"$name.report.txt"
	check_eq "$name: text report within 80 columns" "$(awk 'length($0) > 80' "$name.report.txt" | wc -l)" 0
}

"$PSTATE_TRACE" record -q -o hb.db -b 32768 --keep-spool hb.spool -- hackbench -g 2 -l 200 >/dev/null
check_eq "hackbench recorded" "$?" 0
check_run hackbench '^hackbench$' hb.db hb.spool

if command -v tbench >/dev/null && command -v tbench_srv >/dev/null; then
	tbench_srv >/dev/null 2>&1 &
	srv=$!
	"$PSTATE_TRACE" record -q -o tb.db -b 65536 --keep-spool tb.spool -- tbench -t 1 2 127.0.0.1 >/dev/null 2>&1
	check_eq "tbench recorded" "$?" 0
	kill "$srv" 2>/dev/null
	wait "$srv" 2>/dev/null
	check_run tbench '^tbench$' tb.db tb.spool
else
	skip "tbench: not installed (make deps)"
fi
no_instance_left analyze_live
t_done
